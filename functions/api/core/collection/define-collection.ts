// A collection made into a resource: its list and detail routes, its problems, its tools and
// its resource template, all from the one declaration (collection-spec.ts). The list route and
// the list tool read a request through the same filters (list-request.ts), so REST and MCP
// answer the same items and refuse the same values. Its documentation is made from the same
// declaration and its own words by describeCollection (collection-docs.ts).
import { REST_PREFIX } from "../site-paths.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import { sectionData, type Resource, type ResourceProblem, type SectionLink } from "../resource.ts";
import type { Route } from "../route.ts";
import type { ResponseSchemaName } from "../../schemas/route-schemas.ts";
import { json, problem, SizedJson, type Reply } from "../http/reply.ts";
import { PROBLEMS } from "../http/problems.ts";
import { queryValue } from "../http/query-value.ts";
import { isSlug } from "../vocabulary.ts";
import { restRoute } from "../rest-route.ts";
import { languageHeaders } from "../languages/lang-parameter.ts";
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE } from "../languages/translation-keys.ts";
import { localize, type Translatable } from "../languages/localize.ts";
import type { CollectionSpec, CollectionTools } from "./collection-spec.ts";
import { itemProblems } from "./item-problems.ts";
import { readListRequest } from "./list-request.ts";
import { createState, listBody, type CollectionState } from "./collection-state.ts";
import { decodedSlug } from "./escaped-slug.ts";
import { detailTool, listTool } from "./collection-tools.ts";

/** The tools a collection has, by role: what its documentation must describe. */
export type ToolRole = keyof CollectionTools<never>;

/** What a collection's documentation reads besides its words: the declaration, its paths, its state per index. */
export interface Collection<T extends { slug: string } = { slug: string }> {
  spec: CollectionSpec<string, T, unknown, unknown, string>;
  listPath: string;
  detailPattern: string;
  /** The template's name (resources/templates/list): the noun as a URI-safe word. */
  templateName: string;
  state(index: PortfolioIndex): CollectionState<T, unknown, unknown>;
}

/** A resource made from a collection of `T`; `K` names its tools' roles (never set at run time). */
export type CollectionResource<N extends string, S extends string, K extends ToolRole = never, T extends { slug: string } = { slug: string }> = Resource<S> & {
  readonly name: N;
  readonly collection: Collection<T>;
  readonly toolRoles?: readonly K[];
};

/**
 * A resource made from an added section's collection; `section` carries its content kind's data
 * type, `toolNames` (never set at run time) its tools' names by role, for kinds.ts's messages.
 */
export type SectionResource<N extends string, S extends string, T extends { slug: string }, K extends ToolRole = never, M extends Partial<Record<ToolRole, string>> = {}> = CollectionResource<N, S, K, T> & {
  section: SectionLink<readonly T[]>;
  readonly toolNames?: M;
};

/** The roles of the tools a declaration gives. */
type RolesOf<X> = Extract<keyof X, ToolRole>;

/** The names of the tools a declaration gives, by role: `{ list: "list_publications" }`. */
type NamesOf<X> = { [R in RolesOf<X>]: X[R] extends { name: infer M extends string } ? M : string };

/** Each collection's state per index, made once: its routes and its tools share it. */
const states = new WeakMap<object, WeakMap<PortfolioIndex, unknown>>();

/**
 * Declare a collection over data the index holds itself (the spec's projects). `T` is the
 * stored item, `I` and `D` its list and detail views.
 */
export function defineCollection<T extends { slug: string }, I extends object = T, D extends object = I>() {
  return <const N extends string, const X extends CollectionTools<T> = {}>(spec: CollectionSpec<N, T, I, D, ResponseSchemaName> & { tools?: X }): CollectionResource<N, never, RolesOf<X>, T> =>
    makeCollection<N, T, I, D, never>(spec) as CollectionResource<N, never, RolesOf<X>, T>;
}

/**
 * Declare an added section: a collection over the data its content kind makes
 * (index.sections[name]). `T` is an item as that kind's data holds it (import its type from the
 * kind's module, so the two cannot drift); the schema names its answers use are the kind's.
 */
export function defineSection<T extends { slug: string }, I extends object = T, D extends object = I>() {
  return <const N extends string, const S extends string, const X extends CollectionTools<T> = {}>(
    spec: Omit<CollectionSpec<N, T, I, D, S>, "items" | "schemas"> & { schemas: { list: S; detail: S }; tools?: X },
  ): SectionResource<N, S, T, RolesOf<X>, NamesOf<X>> => {
    const link: { name: N; section?: SectionLink<readonly T[]> } = { name: spec.name };
    const resource = makeCollection<N, T, I, D, S>({ ...spec, items: (index) => sectionData(index, link), schemaNames: [spec.schemas.list, spec.schemas.detail] });
    return { ...(resource as CollectionResource<N, S, RolesOf<X>, T>), section: {} } as SectionResource<N, S, T, RolesOf<X>, NamesOf<X>>;
  };
}

function makeCollection<N extends string, T extends { slug: string }, I extends object, D extends object, S extends string>(
  spec: CollectionSpec<N, T, I, D, S | ResponseSchemaName> & { schemaNames?: readonly S[] },
): CollectionResource<N, S, ToolRole, T> {
  const listPath = `${REST_PREFIX}${spec.name}`;
  const detailPattern = `${listPath}/{slug}`;
  const problems = itemProblems(spec.noun, spec.codes);
  const stateOf = (index: PortfolioIndex): CollectionState<T, I, D> => {
    let byIndex = states.get(spec);
    if (!byIndex) states.set(spec, (byIndex = new WeakMap()));
    let state = byIndex.get(index) as CollectionState<T, I, D> | undefined;
    if (!state) byIndex.set(index, (state = createState(spec, index, problems, listPath)));
    return state;
  };
  const resourceProblems: ResourceProblem[] = [
    { type: problems.invalidSlug, kind: "invalid-slug" },
    { type: problems.notFound, kind: "not-found" },
  ];
  const tools = [...(spec.tools?.list ? [listTool(spec, spec.tools.list, stateOf)] : []), ...(spec.tools?.detail ? [detailTool(spec, spec.tools.detail, stateOf)] : [])];
  const templateName = spec.noun.one.replace(/[^a-z0-9]+/g, "-");
  return {
    name: spec.name,
    ...(spec.schemaNames ? { schemas: spec.schemaNames } : {}),
    routes: (index) => collectionRoutes(spec, stateOf(index), listPath, detailPattern),
    tools,
    // Each item is an MCP resource too, read from the same detail route: a template by slug.
    mcpTemplates: [{ name: templateName, pattern: detailPattern, values: (index) => ({ slug: spec.items(index).map((item) => item.slug) }) }],
    ...(spec.prompts ? { prompts: spec.prompts } : {}),
    ...(spec.apps ? { apps: spec.apps } : {}),
    problems: resourceProblems,
    ...(spec.translated ? { headers: { exposed: [CONTENT_LANGUAGE] } } : {}),
    collection: { spec: spec as unknown as Collection<T>["spec"], listPath, detailPattern, templateName, state: stateOf as Collection<T>["state"] },
  };
}

/** The list route and the detail route. */
function collectionRoutes<T extends { slug: string }, I, D>(
  spec: CollectionSpec<string, T, I, D, string>,
  state: CollectionState<T, I, D>,
  listPath: string,
  detailPattern: string,
): Route[] {
  return [
    restRoute({ pattern: listPath, query: state.parameters, answer: ({ url }) => answerList(spec.name, state, (name) => queryValue(url.searchParams, name)) }),
    restRoute({
      pattern: detailPattern,
      pathValues: { slug: state.items.map((item) => item.slug) },
      // One file per item at its own path, so the routing rules do not grow with the collection.
      filesAtPath: true,
      query: state.language ? [state.language] : [],
      answer: ({ params, url }) => answerDetail(state, params["slug"] ?? "", url),
    }),
  ];
}

/** GET <list>: `total` is always the number of items returned. */
export function answerList<T, I, D>(key: string, state: CollectionState<T, I, D>, valueOf: (name: string) => string | undefined): Reply {
  const read = readListRequest(state.filters, state.language, valueOf, "query");
  if ("kind" in read) return read;
  const catalog = state.catalog();
  const found = catalog.list(read.selections);
  // Its size is known from the measured items, so an oversized list is refused unbuilt.
  const body = new SizedJson(catalog.listSize(found, read.lang).bytes, () => listBody(key, found, read.lang));
  return {
    ...json(body),
    ...(state.language ? { headers: languageHeaders(read.lang) } : {}),
    whenTooLarge: (bytes, max) => problem(PROBLEMS.RESULT_TOO_LARGE, { bytes, max, narrowing: state.narrowing }),
  };
}

/**
 * GET <list>/{slug}: the slug is checked as received, before any decoding, except that an
 * escaped spelling of an item's slug names that item, as it does on the CDN (where a `lang`
 * the site does not serve never reached a file).
 */
function answerDetail<T, I, D>(state: CollectionState<T, I, D>, received: string, url: URL): Reply {
  const asked = state.language ? queryValue(url.searchParams, "lang") : undefined;
  const lang = state.language?.parse(asked, "query") ?? DEFAULT_LANGUAGE;
  // The CDN's rules named a file for no `lang` or a served one; an empty `lang` reached the function.
  const cdnNamedAFile = typeof lang === "string" && asked !== "";
  const slug = isSlug(received) ? received : cdnNamedAFile ? decodedSlug(received, (s) => state.catalog().detail(s) !== undefined) : undefined;
  if (slug === undefined) return problem(state.problems.invalidSlug, { slug: received });
  if (typeof lang !== "string") return lang;
  const detail = state.catalog().detail(slug);
  if (!detail) return problem(state.problems.notFound, { slug });
  const view = lang === DEFAULT_LANGUAGE ? detail : localize(detail as unknown as Translatable, lang);
  return state.language ? { ...json(view), headers: languageHeaders(lang) } : json(view);
}
