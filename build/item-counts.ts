// The one-line summaries of `npm run check`, `npm run build` and the preview count every section,
// not only the projects: an owner who added talks should see them counted where projects are.
import { countNoun } from "../functions/api/core/count-noun.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import type { Resource } from "../functions/api/core/resource.ts";

/**
 * "18 projects", "1 project, 3 talks": each added section by its collection's noun when it
 * declares one (so "1 talk"), else by its name, in the order given.
 */
export function itemCounts(projects: number, sections: Readonly<Record<string, unknown>>, resources: readonly Resource[] = RESOURCE_LIST): string {
  const added = Object.entries(sections).map(([name, items]) => {
    const count = Array.isArray(items) ? items.length : 0;
    const noun = nounOf(resources.find((resource) => resource.name === name));
    return noun ? countNoun(count, noun.one, noun.many) : `${count} ${name}`;
  });
  return [countNoun(projects, "project", "projects"), ...added].join(", ");
}

/** A collection's noun; other resources have none. */
function nounOf(resource: Resource | undefined): { one: string; many: string } | undefined {
  const collection = (resource as { collection?: { spec?: { noun?: { one: string; many: string } } } } | undefined)?.collection;
  return collection?.spec?.noun;
}
