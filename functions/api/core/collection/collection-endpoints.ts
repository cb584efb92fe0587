// The lines a collection shows in llms.txt, the portal's quick start and the preview banner,
// made from its items and filters when its declaration gives none of its own.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Endpoint } from "../resource.ts";
import { countNoun } from "../count-noun.ts";
import type { CollectionSpec } from "./collection-spec.ts";
import type { CollectionState } from "./collection-state.ts";
import { capitalized } from "./noun.ts";

/** The list (main), one item (an example), and each precomputed filtered list (more). */
export function collectionEndpoints<T extends { slug: string }>(
  spec: CollectionSpec<string, T, unknown, unknown, string>,
  _index: PortfolioIndex,
  items: readonly T[],
  state: CollectionState<T, unknown, unknown>,
): Endpoint[] {
  const { noun } = spec;
  const { listPath } = state;
  const filters = state.parameters.map((parameter) => `?${parameter.name}=`);
  const first = items[0];
  return [
    {
      name: capitalized(noun.many),
      path: listPath,
      note: `all ${countNoun(items.length, noun.one, noun.many)}${filters.length > 0 ? `; filter with ${filters.join(", ")}` : ""}`,
      task: spec.task ?? capitalized(noun.many),
      rank: "main",
    },
    ...(first ? [{ name: `One ${noun.one}`, path: `${listPath}/${first.slug}`, note: `every field of one ${noun.one}`, task: `One ${noun.one}`, rank: "example" as const }] : []),
    ...state.filters.flatMap((filter) =>
      (filter.staticValues ?? []).map((value) => ({ name: `${capitalized(noun.many)} with ${filter.name} ${value}`, path: `${listPath}?${filter.name}=${encodeURIComponent(value)}`, note: "", rank: "more" as const })),
    ),
  ];
}
