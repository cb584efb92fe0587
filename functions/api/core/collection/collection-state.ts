// The state a collection's routes and tools share for one index: its filters and language
// parameter, its problems, and its catalog, made at the first answer that needs it.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { QueryParameter } from "../route.ts";
import { languageParameter, type LanguageParameter } from "../languages/lang-parameter.ts";
import { DEFAULT_LANGUAGE } from "../languages/translation-keys.ts";
import { localize, type Translatable } from "../languages/localize.ts";
import type { CollectionSpec } from "./collection-spec.ts";
import { createCatalog, type Catalog } from "./catalog.ts";
import type { Filter } from "./filter.ts";
import type { ItemProblems } from "./item-problems.ts";
import { narrowingWords } from "./list-request.ts";

/** Everything a collection's routes and tools share for one index. */
export interface CollectionState<T, I, D> {
  /**
   * Made at the first answer that needs it: shaping every item is a cold start an MCP
   * initialize or a health check should not pay for.
   */
  catalog(): Catalog<T, I, D>;
  filters: Filter<T>[];
  language: LanguageParameter | undefined;
  /** The list's parameters in the order documents list them: the filters, the language before `q`. */
  parameters: QueryParameter[];
  narrowing: string[];
  problems: ItemProblems;
  listPath: string;
  /** The stored items, in their canonical order. */
  items: readonly T[];
}

/** The state of a collection for one index. */
export function createState<N extends string, T extends { slug: string }, I extends object, D extends object, S extends string>(
  spec: CollectionSpec<N, T, I, D, S>,
  index: PortfolioIndex,
  problems: ItemProblems,
  listPath: string,
): CollectionState<T, I, D> {
  const items = spec.items(index);
  const filters = spec.filters?.(items, index) ?? [];
  const language = spec.translated ? languageParameter(index.site.translations) : undefined;
  const toItem = spec.toItem ? (item: T) => spec.toItem!(item, index) : (item: T) => item as unknown as I;
  const toDetail = spec.toDetail ? (item: T) => spec.toDetail!(item, index) : (item: T) => toItem(item) as unknown as D;
  let made: Catalog<T, I, D> | undefined;
  const catalog = () =>
    (made ??= createCatalog<T, I, D>({
      key: spec.name,
      items,
      slugOf: (item) => item.slug,
      toItem,
      toDetail,
      ...(language ? { viewIn: (item: I, lang: string) => localize(item as unknown as Translatable, lang) } : {}),
      sizes: spec.sizes?.(index),
    }));
  // `q` comes last, after the language: the order the documents have always listed them in.
  const parameters: QueryParameter[] = [...filters.filter((filter) => filter.staticValues), ...(language ? [language] : []), ...filters.filter((filter) => !filter.staticValues)];
  return { catalog, filters, language, parameters, narrowing: narrowingWords(filters), problems, listPath, items };
}

/** `{ total, <key>: items }` in `lang`: the default language gives the items as they are. */
export function listBody<I>(key: string, items: readonly I[], lang: string): object {
  return { total: items.length, [key]: lang === DEFAULT_LANGUAGE ? items : items.map((item) => localize(item as unknown as Translatable, lang)) };
}

