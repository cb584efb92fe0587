// @ts-check
// The get_case_study view: one case study (its title, category, date, excerpt and the link to
// the write-up) above the project it belongs to.

/**
 * A `get_case_study` result: a project detail whose `caseStudy` is an object.
 * @param {unknown} payload
 * @returns {payload is Fields & { caseStudy: Fields }}
 */
function isCaseStudy(payload) {
  return isRecord(payload) && textOf(payload.title) !== undefined && isRecord(payload.caseStudy);
}

/**
 * A content date (`2024-03-18`, `2024-03` or `2024`) as a <time>, spelled out in the host's
 * locale; any other text, or a day no calendar has, as it is.
 * @param {string} date
 * @param {string | undefined} locale
 * @returns {HTMLElement}
 */
function dateElement(date, locale) {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  const [, year = "", month, day] = match ?? [];
  // Date.UTC rolls an impossible date over (2024-13-45 is in 2025): only a day that exists is a date.
  const moment = new Date(Date.UTC(Number(year), Number(month ?? 1) - 1, Number(day ?? 1)));
  const exists = moment.getUTCFullYear() === Number(year) && moment.getUTCMonth() === Number(month ?? 1) - 1 && moment.getUTCDate() === Number(day ?? 1);
  if (!match || !exists) return element("span", "", date);
  const time = element("time", "", date);
  time.setAttribute("datetime", date);
  if (month === undefined) return time;
  const options = /** @type {Intl.DateTimeFormatOptions} */ ({ year: "numeric", month: "long", timeZone: "UTC", ...(day === undefined ? {} : { day: "numeric" }) });
  try {
    time.textContent = moment.toLocaleDateString(locale, options);
  } catch {
    // A locale the browser refuses: the date stays as the content wrote it.
  }
  return time;
}

/**
 * "Case study · category · date".
 * @param {Fields} study
 * @param {string | undefined} locale
 */
function studyEyebrow(study, locale) {
  const eyebrow = element("p", "eyebrow", "Case study");
  const category = textOf(study.category);
  if (category !== undefined) eyebrow.append(" · ", element("span", "", category));
  const date = textOf(study.date);
  if (date !== undefined) eyebrow.append(" · ", dateElement(date, locale));
  return eyebrow;
}

/**
 * The project under its case study: title, tags, summary, role, proof points and links (but
 * the write-up's, which the button above already opens).
 * @param {Fields} project
 * @param {string} title
 * @param {string | undefined} studyHref
 */
function studyProject(project, title, studyHref) {
  const section = element("section", "project");
  const heading = element("h2", "", title);
  markLanguage(heading, languageOf(project, "title"));
  section.append(heading);
  const proof = Array.isArray(project.proofPoints) ? project.proofPoints.map(textOf).filter((point) => point !== undefined) : [];
  const proofList = element("ul", "proof");
  for (const point of proof) proofList.append(element("li", "", point));
  const parts = [projectTags(project), projectSummary(project), projectRole(project), proof.length > 0 ? proofList : undefined, linkList(project.links, title, studyHref)];
  for (const part of parts) if (part) section.append(part);
  return section;
}

/**
 * The whole case-study view.
 * @param {Fields & { caseStudy: Fields }} project
 * @param {string | undefined} locale
 * @returns {HTMLElement[]}
 */
function renderCaseStudy(project, locale) {
  const study = project.caseStudy;
  const projectTitle = textOf(project.title) ?? "";
  const article = element("article", "case-study");
  const title = element("h1", "", textOf(study.title) ?? projectTitle);
  if (textOf(study.title) === undefined) markLanguage(title, languageOf(project, "title"));
  article.append(studyEyebrow(study, locale), title);
  const excerpt = textOf(study.excerpt);
  if (excerpt !== undefined) article.append(element("p", "excerpt", excerpt));
  const read = link(study.url, "Read the case study", textOf(study.title) ?? projectTitle);
  if (read) {
    read.className = "button";
    const line = element("p", "read");
    line.append(read);
    article.append(line);
  }
  article.append(studyProject(project, projectTitle, read?.href));
  return [article];
}
