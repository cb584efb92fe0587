// The lines a collection shows in llms.txt, the portal's quick start and the preview banner,
// made from its items and filters when its documentation gives none of its own.
import type { Endpoint } from "../resource-docs.ts";
import { allOf } from "../count-noun.ts";
import type { Noun } from "./noun.ts";
import type { CollectionState } from "./collection-state.ts";
import { capitalized } from "./noun.ts";

/** The list (main), one item (an example), and each precomputed filtered list (more); `task` names the list in the quick start. */
export function collectionEndpoints(noun: Noun, task: string | undefined, state: CollectionState<{ slug: string }, unknown, unknown>): Endpoint[] {
  const { listPath, items } = state;
  const filters = state.parameters.map((parameter) => `?${parameter.name}=`);
  const first = items[0];
  // One filtered list as an example with a task, as the projects' lane and tier have: the quick
  // start and the banner then show how a filter reads, not the whole list alone.
  const filter = state.filters.find((candidate) => (candidate.staticValues ?? []).length > 0);
  const value = filter?.staticValues?.[0];
  const example: Endpoint | undefined =
    filter && value !== undefined
      ? { name: `${capitalized(noun.many)} with ${filter.name} ${value}`, path: `${listPath}?${filter.name}=${encodeURIComponent(value)}`, note: `filtered by ${filter.name}`, task: `${capitalized(noun.many)} by ${filter.name}`, rank: "example" }
      : undefined;
  return [
    {
      name: capitalized(noun.many),
      path: listPath,
      // With no item yet there is nothing to filter: every filter value would be refused.
      note: items.length === 0 ? `no ${noun.many} yet` : `${allOf(items.length, noun.one, noun.many)}${filters.length > 0 ? `; filter with ${filters.join(", ")}` : ""}`,
      task: task ?? capitalized(noun.many),
      rank: "main",
    },
    ...(first ? [{ name: `One ${noun.one}`, path: `${listPath}/${first.slug}`, note: `every field of one ${noun.one}`, task: `One ${noun.one}`, rank: "example" as const }] : []),
    ...(example ? [example] : []),
    // Every value, the example's too: the lists of every filtered view (llms.txt's) name them
    // all, as the projects' name every tier and lane beside their example.
    ...state.filters.flatMap((filter) =>
      (filter.staticValues ?? []).map((value) => ({ name: `${capitalized(noun.many)} with ${filter.name} ${value}`, path: `${listPath}?${filter.name}=${encodeURIComponent(value)}`, note: "", rank: "more" as const })),
    ),
  ];
}
