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
  if (!calendarDay(date)) return element("span", "", date);
  const time = element("time", "", "");
  time.setAttribute("datetime", date);
  spellDate(time, locale);
  return time;
}

/**
 * Spell a `<time>`'s date in `locale`, and mark the language it is spelled in (WCAG 3.1.2): in
 * an English page, `18. März 2024` read with an English voice is noise. The language is the one
 * the browser used, which may be another than asked for.
 * @param {HTMLTimeElement} time
 * @param {string | undefined} locale
 */
function spellDate(time, locale) {
  time.textContent = spelledDate(time.dateTime, locale);
  try {
    time.lang = new Intl.DateTimeFormat(locale).resolvedOptions().locale;
  } catch {
    time.removeAttribute("lang");
  }
}

/**
 * The day a content date names, or undefined for other text or a day no calendar has
 * (Date.UTC would roll 2024-13-45 over into 2025, and read year 0050 as 1950).
 * @param {string} date
 * @returns {Date | undefined}
 */
function calendarDay(date) {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2] ?? 1), Number(match[3] ?? 1)];
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  return moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === day ? moment : undefined;
}

/**
 * A content date spelled in `locale` (`March 18, 2024`; a year alone as written), or as written
 * when it names no day or the browser refuses the locale.
 * @param {string} date
 * @param {string | undefined} locale
 */
function spelledDate(date, locale) {
  const moment = calendarDay(date);
  const [, month, day] = date.split("-");
  if (!moment || month === undefined) return date;
  const options = /** @type {Intl.DateTimeFormatOptions} */ ({ year: "numeric", month: "long", timeZone: "UTC", ...(day === undefined ? {} : { day: "numeric" }) });
  try {
    return moment.toLocaleDateString(locale, options);
  } catch {
    return date;
  }
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
