// How the content's items are counted and named in one-line summaries and introductions: the
// check, build and preview lines, the portal's first paragraph and the OpenAPI introduction all
// name every section, not only the projects, so an owner who added talks sees them there too.
import { countNoun } from "../functions/api/core/count-noun.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import type { Resource } from "../functions/api/core/resource.ts";

/**
 * "18 projects", "1 project, 3 talks": each added section by its collection's noun when it
 * declares one (so "1 talk"), else by its name, in the order given.
 */
export function countItems(projects: number, sections: Readonly<Record<string, unknown>>, resources: readonly Resource[] = RESOURCE_LIST): string {
  return [countNoun(projects, "project", "projects"), ...countSections(sections, resources)].join(", ");
}

/** Each added section counted: `3 talks`, `1 talk`, `0 awards`. */
export function countSections(sections: Readonly<Record<string, unknown>>, resources: readonly Resource[] = RESOURCE_LIST): string[] {
  return Object.entries(sections).map(([name, items]) => {
    const count = Array.isArray(items) ? items.length : 0;
    const noun = nounOf(resources.find((resource) => resource.name === name));
    return noun ? countNoun(count, noun.one, noun.many) : `${count} ${name}`;
  });
}

/** Each added section by its plural noun (`talks`), or its name. */
export function sectionNames(sections: Readonly<Record<string, unknown>>, resources: readonly Resource[] = RESOURCE_LIST): string[] {
  return Object.keys(sections).map((name) => nounOf(resources.find((resource) => resource.name === name))?.many ?? name);
}

/** A collection's noun; other resources have none. */
function nounOf(resource: Resource | undefined): { one: string; many: string } | undefined {
  const collection = (resource as { collection?: { spec?: { noun?: { one: string; many: string } } } } | undefined)?.collection;
  return collection?.spec?.noun;
}

/** `a, b and c`. */
export function joinWithAnd(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}
