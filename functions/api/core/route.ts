// The shape of a route, as resource modules declare them (resource-list.ts lists the modules): its
// path pattern, methods, handler and the parameter values whose answers are precomputed. What
// the API reference says about it is its resource's documentation (resource-docs.ts), which
// the function never loads. Also the expansion of routes into the static requests the build
// answers ahead of time.
import type { AnyProblemType } from "./http/problems.ts";
import type { Reply } from "./http/reply.ts";

/** The methods a route may list; any other is answered 405, with the route's own list in Allow. */
export type Method = "GET" | "HEAD" | "POST" | "OPTIONS";

/**
 * A query parameter a route reads: what the routing rules, the static files and the documents
 * need to know of its values. What it does, in words, is its resource's documentation
 * (`RouteDoc.queryMeaning`), which the function never loads.
 */
export interface QueryParameter {
  name: string;
  /**
   * The values whose answers are precomputed files. Absent for a parameter only the function
   * can answer (free text such as q): any request carrying it goes to the function.
   */
  staticValues?: readonly string[];
  /**
   * The value that means the same as leaving the parameter out: its file is the one without
   * the parameter, so both requests get the same bytes.
   */
  defaultValue?: string;
  /** The longest value it takes, in characters after trimming, where there is a limit. */
  maxLength?: number;
  /** The problem a value it does not take gets; INVALID_QUERY unless said. */
  refusal?: AnyProblemType;
}

/** What a handler gets: the request, its URL, and the path parameters as received. */
export interface RouteInput {
  request: Request;
  url: URL;
  params: Record<string, string>;
}

/** One path pattern of a resource: the methods and query it takes, whether its answers are files, and its handler. */
export interface Route {
  /** `/api/v1/projects/{slug}`: a `{name}` segment matches one path segment, undecoded. */
  pattern: string;
  methods: readonly Method[];
  query: readonly QueryParameter[];
  /** Path parameter values whose answers are precomputed (every slug). */
  pathValues?: Readonly<Record<string, readonly string[]>>;
  /** True when GET answers depend only on the content: the build writes them as files. */
  cacheable: boolean;
  /**
   * The answers without a query are files at their own request path, which the CDN serves
   * before the route's one placeholder rule; any query goes to the function. Set for a route
   * with a value per project, so the routing rules do not grow with the catalog.
   */
  filesAtPath?: boolean;
  answer(input: RouteInput): Reply | Promise<Reply>;
}

/**
 * The most values of one query parameter that get a precomputed file, and a routing rule, each:
 * its first ones, in the order it lists them (a year filter listing newest first keeps the
 * newest years). The function answers the others through the parameter's catch-all rule, with
 * the same bytes. A filter whose values come from the content (one year per publication) would
 * otherwise make the routing rules grow with the catalog (docs/performance.md, Routing rules).
 */
export const MAX_STATIC_VALUES = 32;

/**
 * The most precomputed answers of one route: each static parameter present with one of its
 * values or absent, so a route's files (and rules) are the product of its parameters' counts
 * plus one. Two filters from the content at 32 values each would make 1,089 of them, three
 * 35,937; past this budget the parameter with the most values gives up its last ones first.
 * The budget is the same whatever the content holds, so the rules stay independent of the
 * catalog. The projects' lanes × tiers × languages (sample: (4 + 1) × (3 + 1) × 2 = 40) stay inside it
 * unless a site declares nearly all of the 12 lanes and 6 tiers it may, and 5 translations.
 */
export const MAX_STATIC_COMBINATIONS = 512;

/**
 * A value a routing rule and a file name hold as written: RFC 3986's unreserved characters. A
 * filter's values may come from the content ("Papers We Love São Paulo", "R&D Day", "AU/NZ"),
 * and a space splits a rule's fields, `&` and `=` its query, `/` a file's folder; such a value
 * is answered by the function, through the parameter's catch-all rule, with the same bytes.
 */
export const RULE_SAFE_VALUE = /^[A-Za-z0-9._~-]+$/;

/**
 * The values of each of a route's static parameters whose answers are files, by name: the
 * static values a rule can hold (RULE_SAFE_VALUE), at most MAX_STATIC_VALUES of them, and
 * together at most MAX_STATIC_COMBINATIONS answers.
 */
export function precomputedValues(route: Pick<Route, "query">): ReadonlyMap<string, readonly string[]> {
  const lists = route.query.flatMap((q) => (q.staticValues ? [{ name: q.name, values: q.staticValues.filter((value) => RULE_SAFE_VALUE.test(value)).slice(0, MAX_STATIC_VALUES) }] : []));
  const answers = () => lists.reduce((product, list) => product * (list.values.length + 1), 1);
  while (answers() > MAX_STATIC_COMBINATIONS) {
    const most = lists.reduce((a, b) => (b.values.length > a.values.length ? b : a));
    most.values = most.values.slice(0, -1);
  }
  return new Map(lists.map((list) => [list.name, list.values]));
}

/** One request the build asks the core for: a route with its parameter values filled. */
export interface StaticRequest {
  route: Route;
  /** The request path, pattern filled in. */
  path: string;
  /** Query parameters in the route's declared order; default values left out. */
  query: Record<string, string>;
}

/** The request URL path + query string of a static request. */
export function requestPathOf(get: Pick<StaticRequest, "path" | "query">): string {
  const search = new URLSearchParams(get.query).toString();
  return search ? `${get.path}?${search}` : get.path;
}

/** Fill `{name}` segments of a pattern. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? `{${name}}`);
}

/**
 * Every static request of the table: for each cacheable route, every combination of its path
 * values and of its static query parameters (each one present with one of its precomputed
 * values, or absent). A default value is not listed: its answer is the one without the parameter.
 */
export function listStaticRequests(routes: readonly Route[]): StaticRequest[] {
  const out: StaticRequest[] = [];
  for (const route of routes) {
    if (!route.cacheable) continue;
    const files = precomputedValues(route);
    const staticParams = route.query.flatMap((q) => (q.staticValues ? [[q.name, (files.get(q.name) ?? []).filter((value) => value !== q.defaultValue)] as const] : []));
    const queries = route.filesAtPath ? [{}] : combinations(staticParams, true);
    for (const path of routePaths(route)) for (const query of queries) out.push({ route, path, query });
  }
  return out;
}

/** Every path a route has precomputed answers for: its pattern filled with each path value. */
export function routePaths(route: Route): string[] {
  return combinations(Object.entries(route.pathValues ?? {}), false).map((params) => fillPattern(route.pattern, params));
}

/** Every choice of one value per entry (or none, when `optional`), in the entries' order. */
function combinations(entries: ReadonlyArray<readonly [string, readonly string[]]>, optional: boolean): Array<Record<string, string>> {
  let sets: Array<Record<string, string>> = [{}];
  for (const [name, values] of entries) {
    const next: Array<Record<string, string>> = optional ? [...sets] : [];
    for (const set of sets) for (const value of values) next.push({ ...set, [name]: value });
    sets = next;
  }
  return sets;
}
