// @ts-check
// The list_projects view: a card per project, with its lane, tier, badge, summary, role and
// links. The words come from the result; the view adds only its own headings.

/**
 * A `list_projects` result: `{ total, projects: [...] }`.
 * @param {unknown} payload
 * @returns {payload is { total?: unknown, projects: unknown[] }}
 */
function isProjectList(payload) {
  return isRecord(payload) && Array.isArray(payload.projects);
}

/**
 * The language `field` of a translated project is in: its `lang`, unless `fallback` says the
 * field stayed in the default language.
 * @param {Fields} project
 * @param {string} field
 * @returns {unknown}
 */
function languageOf(project, field) {
  const fallback = Array.isArray(project.fallback) ? project.fallback : [];
  return fallback.includes(field) ? undefined : project.lang;
}

/**
 * The lane, the tier and the badge as small labels, or undefined when there are none.
 * @param {Fields} project
 * @returns {HTMLParagraphElement | undefined}
 */
function projectTags(project) {
  const tags = element("p", "tags");
  for (const [value, className] of /** @type {const} */ ([[project.lane, "tag"], [project.tier, "tag"], [project.badge, "tag badge"]])) {
    const text = textOf(value);
    if (text !== undefined) tags.append(element("span", className, text));
  }
  return tags.childElementCount > 0 ? tags : undefined;
}

/**
 * Role and status on one line (`Author · Live`), or undefined when the project has neither.
 * @param {Fields} project
 * @returns {HTMLParagraphElement | undefined}
 */
function projectRole(project) {
  const parts = [textOf(project.role), textOf(project.status)].filter((part) => part !== undefined);
  if (parts.length === 0) return undefined;
  // Each part in an element of its own, so each takes its own direction.
  const line = element("p", "role");
  parts.forEach((part, position) => line.append(...(position > 0 ? [" · "] : []), element("span", "", part)));
  return line;
}

/**
 * A project's summary, marked with its language.
 * @param {Fields} project
 * @returns {HTMLParagraphElement | undefined}
 */
function projectSummary(project) {
  const summary = textOf(project.summary);
  if (summary === undefined) return undefined;
  const node = element("p", "summary", summary);
  markLanguage(node, languageOf(project, "summary"));
  return node;
}

/**
 * One card; undefined for an item without a title.
 * @param {unknown} project
 * @returns {HTMLLIElement | undefined}
 */
function projectCard(project) {
  if (!isRecord(project)) return undefined;
  const title = textOf(project.title);
  if (title === undefined) return undefined;
  const card = element("li", "card");
  const heading = element("h2", "card-title", title);
  markLanguage(heading, languageOf(project, "title"));
  const parts = [heading, projectTags(project), projectSummary(project), projectRole(project), linkList(project.links, title)];
  for (const part of parts) if (part) card.append(part);
  return card;
}

/**
 * `18 projects`; `Showing 10 of 18 projects` when the result holds fewer than its total.
 * @param {number} shown
 * @param {unknown} total
 */
function countLine(shown, total) {
  const all = typeof total === "number" && Number.isInteger(total) && total > shown ? total : shown;
  const noun = all === 1 ? "project" : "projects";
  return all > shown ? `Showing ${shown} of ${all} ${noun}` : `${shown} ${noun}`;
}

/**
 * The whole list view.
 * @param {{ total?: unknown, projects: unknown[] }} list
 * @returns {HTMLElement[]}
 */
function renderProjectList(list) {
  const cards = element("ul", "cards");
  for (const project of list.projects) {
    const card = projectCard(project);
    if (card) cards.append(card);
  }
  const header = element("header", "view-header");
  header.append(element("h1", "", "Projects"), element("p", "count", countLine(cards.childElementCount, list.total)));
  if (cards.childElementCount === 0) return [header, element("p", "empty", "No project matches this call.")];
  return [header, cards];
}
