// The documentation of a collection (define-collection.ts): its tag and the API reference of its
// two operations, the words of its filters and tools, its template, its lines in the lists and
// what it holds, made from the declaration and the few words given here, and what its problems'
// pages need of it. Projects' words are in resources/projects/projects-docs.ts; an added
// section's are in its content kind.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { ApiTag, Endpoint, ResourceDocs, RouteDoc, RouteExample } from "../resource-docs.ts";
import type { ResponseSchemaName } from "../../schemas/route-schemas.ts";
import type { AppViewDocs, PromptDocs } from "../agent-surface-docs.ts";
import type { ToolDocs } from "../tool-docs.ts";
import type { Resource, ResourceProblem } from "../resource.ts";
import { PROBLEMS, type AnyProblemType } from "../http/problems.ts";
import { countNoun } from "../count-noun.ts";
import { MissingWords } from "../missing-words.ts";
import { LANGUAGE_PARAMETER_WORDS } from "../languages/lang-parameter-docs.ts";
import { capitalized, withArticle, type Noun } from "./noun.ts";
import { collectionEndpoints } from "./collection-endpoint-docs.ts";
import { detailToolDocs, listToolDocs, type DetailToolDocs, type ListToolDocs } from "./collection-tool-docs.ts";
import type { Collection, CollectionResource, ToolRole } from "./define-collection.ts";

export type { DetailToolDocs, ListToolDocs };

/** What the API reference says about one of its two operations. */
export interface OperationDoc {
  operationId: string;
  summary: string;
  description(index: PortfolioIndex): string;
  /** Example requests besides the ones made from the content (a search word, a filter value). */
  examples?(index: PortfolioIndex): Record<string, RouteExample>;
}

/**
 * The words of each of its tools, by role: the ones it declares, and only those. With none, at
 * most `{}`: a section kind's words are held to its resource's tools in kinds.ts, whose message
 * names a missing tool's words.
 */
type ToolWords<S extends string, K extends ToolRole> = { [R in K]: R extends "list" ? ListToolDocs : DetailToolDocs<S> };

/** A collection's words. `S`: the response schema names they may use; `K`: the roles of its tools; `T`: an item. */
export type CollectionDocs<S extends string = string, K extends ToolRole = never, T extends { slug: string } = { slug: string }> = {
  /** The OpenAPI tag's name and description. */
  tag: ApiTag;
  listDoc: OperationDoc;
  detailDoc: OperationDoc;
  /** The lines llms.txt, the portal and the banner show; made from the items and filters when absent. */
  endpoints?(index: PortfolioIndex, items: readonly T[]): Endpoint[];
  /** The task the portal's quick start names for the list (`Talks given`); absent: the plural noun. */
  task?: string;
  /** A word of the content whose search finds something, for the examples; absent: no search shown. */
  searchExample?(index: PortfolioIndex): string | undefined;
  /**
   * What each filter it declares does, by the filter's name (`year`; the projects' `lane`,
   * `tier` and `q`), in words that fit a query parameter and a tool argument alike (a search's:
   * `searchWords`, search-filter-docs.ts). `lang`'s words are every translated collection's
   * (lang-parameter-docs.ts). A filter without words, or words for no filter, is a build error.
   */
  filters?: Readonly<Record<string, string | ((index: PortfolioIndex) => string)>>;
  /** Its prompts' and views' words, by name. */
  prompts?: Readonly<Record<string, PromptDocs>>;
  apps?: Readonly<Record<string, AppViewDocs>>;
  /** What it holds for the MCP instructions; `<count> <noun>` when absent. */
  about?(index: PortfolioIndex, items: readonly T[]): string;
} & ([K] extends [never] ? { tools?: Readonly<Record<string, never>> } : { tools: ToolWords<S, K> });

/** A collection's own problem, with what its documentation needs: what makes it happen, and the collection's noun and paths. */
export interface CollectionProblem extends ResourceProblem {
  noun: Noun;
  /** The list path, where the valid slugs are listed. */
  listPath: string;
  /** The detail route's pattern, `/api/v1/publications/{slug}`. */
  detailPattern: string;
}

/** The problem of type `type` one of `resources` adds (a collection's slug problems), if it is one. */
export function collectionProblem(resources: readonly Resource[], type: AnyProblemType): CollectionProblem | undefined {
  for (const resource of resources) {
    const own = resource.problems?.find((p) => p.type.code === type.code);
    if (own === undefined) continue;
    if (!("collection" in resource)) throw new Error(`The resource '${resource.name}' adds the problem ${type.code}, but only a collection's slug problems are documented.`);
    const { spec, listPath, detailPattern } = (resource as CollectionResource<string, string>).collection;
    return { ...own, noun: spec.noun, listPath, detailPattern };
  }
  return undefined;
}

/** The documentation of a collection resource, from its declaration and `docs`. */
export function describeCollection<N extends string, S extends string, K extends ToolRole, T extends { slug: string }>(
  resource: CollectionResource<N, S, K, T>,
  docs: CollectionDocs<S | ResponseSchemaName, K, T>,
): ResourceDocs<S | ResponseSchemaName> {
  const collection = resource.collection as unknown as Collection;
  const { spec, listPath, detailPattern } = collection;
  const { noun } = spec;
  const items = (index: PortfolioIndex) => collection.state(index).items as readonly T[];
  const words = (docs.tools ?? {}) as Partial<{ list: ListToolDocs; detail: DetailToolDocs }>;
  const tools: Record<string, ToolDocs> = {};
  const all = docs as unknown as CollectionDocs<string, ToolRole>;
  const parameters = (index: PortfolioIndex) => parameterWords(collection, all, index);
  if (spec.tools?.list && words.list) tools[spec.tools.list.name] = listToolDocs(collection, words.list, (index) => docs.searchExample?.(index), parameters);
  if (spec.tools?.detail && words.detail) tools[spec.tools.detail.name] = detailToolDocs(collection, spec.tools.detail, words.detail, parameters);
  // The schema names come from the declaration (typed S there) and from `docs` (checked above).
  return {
    tag: docs.tag,
    routes: (index) => collectionRouteDocs(collection, all, index),
    endpoints: (index) => docs.endpoints?.(index, items(index)) ?? collectionEndpoints(noun, docs.task, collection.state(index)),
    tools,
    mcpTemplates: {
      [collection.templateName]: {
        title: capitalized(noun.one),
        description: () => `One ${noun.one} in detail, by its slug: the answer of GET ${detailPattern} (slugs are listed at ${listPath}).`,
      },
    },
    ...(docs.prompts ? { prompts: docs.prompts } : {}),
    ...(docs.apps ? { apps: docs.apps } : {}),
    // "no talks yet", as llms.txt and the portal say it, not "0 talks".
    about: (index) => (docs.about ? docs.about(index, items(index)) : items(index).length === 0 ? `no ${noun.many} yet` : countNoun(items(index).length, noun.one, noun.many)),
  } as ResourceDocs<S | ResponseSchemaName>;
}

/**
 * The words of each query parameter of the collection's routes, by name: each filter's from the
 * documentation, and `lang`'s. A filter without words, or words for a filter the collection does
 * not declare, is an error that says where they go (MissingWords).
 */
function parameterWords(collection: Collection, docs: CollectionDocs<string, ToolRole>, index: PortfolioIndex): Record<string, string> {
  const { name } = collection.spec;
  const state = collection.state(index);
  const given = docs.filters ?? {};
  const filters = state.filters.map((filter) => filter.name);
  const where = `the filters of its documentation (an added section's content kind: docs.filters; a built-in's -docs.ts module)`;
  const unknown = Object.keys(given).filter((key) => !filters.includes(key));
  if (unknown.length > 0) {
    // A misspelt key leaves its filter without words too: both are said at once, as one fix.
    const without = filters.filter((filter) => !Object.hasOwn(given, filter));
    const left = without.length > 0 ? `; ${without.map((filter) => `'${filter}'`).join(", ")} ${without.length === 1 ? "has" : "have"} no words yet` : "";
    throw new MissingWords(name, `The resource '${name}' has no filter ${unknown.map((key) => `'${key}'`).join(", ")}: remove its words from ${where}, or fix the name (its filters: ${filters.join(", ") || "none"}${left}).`);
  }
  const words: Record<string, string> = {};
  for (const filter of filters) {
    const word = Object.hasOwn(given, filter) ? given[filter] : undefined;
    if (word === undefined) throw new MissingWords(name, `The filter '${filter}' of the resource '${name}' has no words: add '${filter}' to ${where}.`);
    words[filter] = typeof word === "string" ? word : word(index);
  }
  if (state.language) words[state.language.name] = LANGUAGE_PARAMETER_WORDS;
  return words;
}

/** The API reference of the list and the detail route. */
function collectionRouteDocs(collection: Collection, docs: CollectionDocs<string, ToolRole, { slug: string }>, index: PortfolioIndex): Record<string, RouteDoc> {
  const { spec, listPath, detailPattern } = collection;
  const { noun } = spec;
  const state = collection.state(index);
  const words = parameterWords(collection, docs, index);
  const [first] = state.items;
  const languageProblems = state.language ? [PROBLEMS.UNSUPPORTED_LANGUAGE] : [];
  // A search shows a word of the content that finds something, when there is one.
  const word = docs.searchExample?.(index);
  // The filters no file holds (search): the function answers every request that carries one.
  const dynamic = state.filters.filter((filter) => !filter.staticValues);
  const searched = word === undefined ? [] : dynamic.map((filter) => filter.name);
  const search = searched.includes("q") && word !== undefined ? { search: { summary: `Search for '${word}'`, path: `${listPath}?q=${encodeURIComponent(word)}` } } : {};
  return {
    [listPath]: {
      operationId: docs.listDoc.operationId,
      summary: docs.listDoc.summary,
      description: docs.listDoc.description(index),
      schema: spec.schemas.list,
      // Only the function has a size limit, and it answers a list only for a dynamic filter: a
      // list whose every answer is a static file cannot be too large.
      problems: [...(state.filters.length > 0 ? [PROBLEMS.INVALID_QUERY] : []), ...languageProblems, ...(dynamic.length > 0 ? [PROBLEMS.RESULT_TOO_LARGE] : [])],
      examples: { ...(docs.listDoc.examples?.(index) ?? { [spec.name]: { summary: `Every ${noun.one}`, path: listPath } }), ...search },
      queryMeaning: words,
      ...(word === undefined ? {} : { parameterExamples: Object.fromEntries(searched.map((name) => [name, word])) }),
    },
    [detailPattern]: {
      operationId: docs.detailDoc.operationId,
      summary: docs.detailDoc.summary,
      description: docs.detailDoc.description(index),
      schema: spec.schemas.detail,
      problems: [state.problems.invalidSlug, ...languageProblems, state.problems.notFound],
      examples: docs.detailDoc.examples?.(index) ?? (first ? { [noun.one.replace(/\W+/g, "")]: { summary: `${capitalized(noun.one)} ${first.slug}`, path: `${listPath}/${first.slug}` } } : {}),
      pathMeaning: {
        slug: `${capitalized(withArticle(noun.one))} slug, checked as received: lowercase letters, digits and single hyphens; a malformed one is 400 ${state.problems.invalidSlug.code}, one no ${noun.one} has 404 ${state.problems.notFound.code}.`,
      },
      queryMeaning: words,
    },
  };
}
