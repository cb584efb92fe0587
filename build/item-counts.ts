// The one-line summaries of `npm run check`, `npm run build` and the preview count every section,
// not only the projects: an owner who added talks should see them counted where projects are.

/** "18 projects", or "18 projects, 3 talks": each added section by its name, in the order given. */
export function itemCounts(projects: number, sections: Readonly<Record<string, unknown>>): string {
  const added = Object.entries(sections).map(([name, items]) => `${Array.isArray(items) ? items.length : 0} ${name}`);
  return [`${projects} projects`, ...added].join(", ");
}
