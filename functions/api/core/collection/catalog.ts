// A collection as the core serves it: list items shaped once at start, a slug map for details,
// and selection by the filters' parsed values. REST and MCP both read from here.
import type { Selection } from "./filter.ts";
import { fitsItems, listSize, measureListItems, type JsonSize, type ListItemSizes } from "../json-size.ts";

/** How a collection's stored items become its views. */
export interface CatalogSpec<T, I, D> {
  /** The list's key in `{ total, <key>: [...] }`. */
  key: string;
  /** The stored items, in the canonical order. */
  items: readonly T[];
  slugOf(item: T): string;
  /** The list view of an item. */
  toItem(item: T): I;
  /** The detail view of an item. */
  toDetail(item: T): D;
  /** A list item as a language shows it (the size depends on it); the item itself when absent. */
  viewIn?(item: I, lang: string): unknown;
  /** The build's measures of the list items; absent, or for other items: measured at the first need. */
  sizes?: ListItemSizes | undefined;
}

/** Read-only views of a collection, in its canonical order. */
export interface Catalog<T, I, D> {
  readonly items: readonly T[];
  /** The list items every selection keeps, in the canonical order. */
  list(selections: readonly Selection<T>[]): I[];
  detail(slug: string): D | undefined;
  /**
   * The JSON size of `{ total, <key>: items }` in `lang`, from the measured items, without
   * building it. `items` are what `list` returned.
   */
  listSize(items: readonly I[], lang: string): JsonSize;
}

/** Build the catalog once; later calls only select. */
export function createCatalog<T, I, D>(spec: CatalogSpec<T, I, D>): Catalog<T, I, D> {
  const { items, key } = spec;
  const views: I[] = items.map(spec.toItem);
  const bySlug = new Map(items.map((item) => [spec.slugOf(item), item]));
  const view = spec.viewIn ?? ((item: I) => item);
  const measured: ListItemSizes = { ...spec.sizes };
  const sizesIn = (lang: string) => {
    if (!fitsItems(measured, views.length, [lang])) Object.assign(measured, measureListItems(views, [lang], view));
    return measured[lang]!;
  };
  let positions: Map<I, number> | undefined;
  return {
    items,
    list: (selections) => {
      if (selections.length === 0) return views;
      const narrowed = firstCandidates(selections);
      const chosen = narrowed ? Array.from(narrowed) : [...views.keys()];
      return chosen.filter((i) => selections.every((selection) => selection.keeps(items[i]!, i))).map((i) => views[i]!);
    },
    detail: (slug) => {
      const item = bySlug.get(slug);
      return item === undefined ? undefined : spec.toDetail(item);
    },
    listSize: (listed, lang) => {
      positions ??= new Map(views.map((item, i) => [item, i]));
      const known = positions;
      return listSize(key, listed.map((item) => known.get(item)!), sizesIn(lang));
    },
  };
}

/** The candidates of the first selection that narrows them (search's prefilter), if any. */
function firstCandidates<T>(selections: readonly Selection<T>[]): Iterable<number> | undefined {
  for (const selection of selections) {
    const candidates = selection.candidates?.();
    if (candidates) return candidates;
  }
  return undefined;
}
