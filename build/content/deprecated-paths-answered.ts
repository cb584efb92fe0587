// A path in site.json's `deprecations` must be one the API answers (and so must a replacement
// `link` under /api/, or the Link header leads to a 404): `/api/helth` passes the
// schema's shape check and then deprecates nothing, silently. The core's route table is the
// truth (patterns matched as the core matches them, route-match.ts); it is made from an index,
// so the paths are checked once every file is valid. A route with a value per item (a detail
// path's slug) answers only the items' values: `/api/v1/projects/portfolio-cil` fits the pattern
// and still only ever answers 404, so it is refused with the slug meant.
import { fillPattern, routePaths, type Route } from "../../functions/api/core/route.ts";
import { matchRoute, type RouteMatch } from "../../functions/api/core/http/route-match.ts";
import { requestTarget } from "../../functions/api/core/http/request-target.ts";
import { createRoutes, RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";
import type { Resource } from "../../functions/api/core/resource.ts";
import type { CollectionResource } from "../../functions/api/core/collection/define-collection.ts";
import type { Noun } from "../../functions/api/core/collection/noun.ts";
import { contentProblem, describeValue, type ContentProblem } from "./content-problem.ts";
import { closest } from "./closest-name.ts";
import { makeIndex } from "../make-index.ts";
import type { Content } from "./load-content.ts";
import type { ContentKind } from "./kinds.ts";
import { SiteContentSchema } from "./content-schemas.ts";

/** A problem for each deprecated path of `content` that no route of the API answers. */
export function checkDeprecatedPaths(siteFile: string, content: Content, kinds: readonly ContentKind[]): ContentProblem[] {
  if (content.site.deprecations.length === 0) return [];
  const routes = apiRoutes(content, kinds);
  return routes === undefined ? [] : findUnroutedPaths(siteFile, content.site.deprecations, routes, collectItemNouns(RESOURCE_LIST), content.site.baseUrl);
}

/**
 * The deprecated paths of a site.json whose only problems are some of its deprecation entries,
 * checked against the routes as a valid one's are, so every problem shows at once (not one
 * entry's path only after another entry's shape is fixed). `others` is the rest of the content,
 * valid; `site` is site.json read again without the broken entries. Each problem names the
 * entry by its index in the file.
 */
export function pathsBesideBrokenEntries(siteFile: string, rawSite: unknown, problems: readonly ContentProblem[], others: Omit<Content, "site">, kinds: readonly ContentKind[]): ContentProblem[] {
  // The fields each broken entry has problems in ("" for the entry as a whole).
  const broken = new Map<number, Set<string>>();
  for (const problem of problems) {
    const at = problem.source === siteFile ? /^deprecations\[(\d+)\](?:\.(\w+))?/.exec(problem.path) : null;
    if (!at) return [];
    const fields = broken.get(Number(at[1])) ?? new Set<string>();
    broken.set(Number(at[1]), fields.add(at[2] ?? ""));
  }
  if (broken.size === 0 || typeof rawSite !== "object" || rawSite === null) return [];
  const entries = (rawSite as { deprecations?: unknown }).deprecations;
  if (!Array.isArray(entries)) return [];
  const kept = entries.flatMap((_, i) => (broken.has(i) ? [] : [i]));
  const site = SiteContentSchema.safeParse({ ...rawSite, deprecations: kept.map((i) => entries[i]) });
  if (!site.success) return [];
  // A broken entry's own path (and link) is checked too when that field is not what is broken:
  // `/api/v1/projetcs` beside a bad date is two mistakes, told at once.
  const partial = [...broken].flatMap(([i, fields]) => {
    const entry: unknown = entries[i];
    if (fields.has("") || fields.has("path") || typeof entry !== "object" || entry === null) return [];
    const { path, link } = entry as { path?: unknown; link?: unknown };
    if (typeof path !== "string") return [];
    return [{ i, entry: { path, ...(typeof link === "string" && !fields.has("link") ? { link } : {}) } }];
  });
  const order = [...kept, ...partial.map(({ i }) => i)];
  const deprecations = [...site.data.deprecations, ...partial.map(({ entry }) => entry)] as Content["site"]["deprecations"];
  // Each problem names its entry by its index in the file, and they come in the file's order.
  return checkDeprecatedPaths(siteFile, { ...others, site: { ...site.data, deprecations } }, kinds)
    .map((problem) => ({ problem, entry: order[Number(/^deprecations\[(\d+)\]/.exec(problem.path)?.[1])] ?? 0 }))
    .sort((a, b) => a.entry - b.entry)
    .map(({ problem, entry }) => ({ ...problem, path: problem.path.replace(/^deprecations\[\d+\]/, `deprecations[${entry}]`) }));
}

/** What each collection calls its items, by its detail pattern: `/api/v1/projects/{slug}` → project. */
export function collectItemNouns(resources: readonly Resource[]): ReadonlyMap<string, Noun> {
  return new Map(
    resources.flatMap((resource) => {
      if (!("collection" in resource)) return [];
      const { collection } = resource as CollectionResource<string, string>;
      return [[collection.detailPattern, collection.spec.noun] as const];
    }),
  );
}

/** The route table the core would serve for this content, or undefined when it cannot be made. */
function apiRoutes(content: Content, kinds: readonly ContentKind[]): readonly Route[] | undefined {
  try {
    // The patterns do not depend on where the site lives or when it was built.
    return createRoutes(makeIndex(content, { baseUrl: content.site.baseUrl, builtAt: new Date(0).toISOString() }, kinds));
  } catch {
    // A resource without its content kind: the build names that setup mistake on its own.
    return undefined;
  }
}

/**
 * A problem for each path no route answers: a path must fit a route's pattern, and a prefix
 * ending in `*` must start at least one path that does. Each says what the owner likely meant.
 */
export function findUnroutedPaths(siteFile: string, deprecations: readonly { path: string; link?: string }[], routes: readonly Route[], nouns: ReadonlyMap<string, Noun> = new Map(), baseUrl?: string): ContentProblem[] {
  const patterns = [...new Set(routes.map((route) => route.pattern))];
  const site: RoutedSite = { routes, patterns, nouns, origin: baseUrl === undefined ? undefined : new URL(baseUrl).origin };
  return deprecations.flatMap(({ path, link }, i) => [...unroutedPath(siteFile, path, i, site), ...unroutedLink(siteFile, link, i, site)]);
}

/** The route table a deprecation is checked against, and the site's own origin. */
interface RoutedSite {
  routes: readonly Route[];
  patterns: readonly string[];
  nouns: ReadonlyMap<string, Noun>;
  origin: string | undefined;
}

/**
 * The problem, if any, of one path that must be answered (`consequence` says what follows if
 * not): no route fits it, or its route has no item with its value. `shown` is how it was written.
 */
function unansweredPath(siteFile: string, field: string, path: string, shown: string, consequence: string, site: RoutedSite): ContentProblem[] {
  const match = matchRoute(site.routes, path);
  if (match) {
    const unknown = unknownValue(siteFile, field, path, match, site.nouns, consequence);
    return unknown ? [unknown] : [];
  }
  const meant = closest(path, pathsLike(path, site.patterns));
  return [contentProblem(siteFile, field, `${describeValue(shown)} is no path of this API, ${consequence}`, meant ? `did you mean '${meant}'?` : `the API's paths are ${site.patterns.join(", ")}`)];
}

/**
 * A replacement that is a path of this API (written as a path, or as a URL on the site's own
 * origin) must be one it answers, or the `Link` header sends every client to a 404
 * (`/api/v1/helth`). The path is read as the core routes it (escapes decoded, one trailing
 * slash dropped: request-target.ts). Links elsewhere (another site, the portal's pages) are
 * the owner's to vouch for.
 */
function unroutedLink(siteFile: string, link: string | undefined, i: number, site: RoutedSite): ContentProblem[] {
  if (link === undefined) return [];
  const absolute = !link.startsWith("/");
  const url = new URL(link, ROUTING_ORIGIN);
  if (absolute && url.origin !== site.origin) return [];
  const { path } = requestTarget(new Request(ROUTING_ORIGIN + url.pathname));
  if (path !== API_ROOT && !path.startsWith(`${API_ROOT}/`)) return [];
  return unansweredPath(siteFile, `deprecations[${i}].link`, path, absolute ? link : path, LEADS_NOWHERE, site);
}

/** Paths under it are the API's own, which the route table knows all of. */
const API_ROOT = "/api";
/** Any origin: only the path is routed. */
const ROUTING_ORIGIN = "https://routing.invalid";
const DEPRECATES_NOTHING = "so it would deprecate nothing";
const LEADS_NOWHERE = "so the Link header would lead to a 404";

/** A problem when a deprecated path, or prefix, names nothing the API answers, or names it escaped. */
function unroutedPath(siteFile: string, path: string, i: number, site: RoutedSite): ContentProblem[] {
  const field = `deprecations[${i}].path`;
  // Told only when its plain spelling is one the API answers; any other is told as no path.
  const plain = unescapedSpelling(path);
  // (`/api/v1/health%2F%2F` keeps a slash once one goes, and names no resource, as `…//` does.)
  if (plain !== undefined && !plain.includes("%") && !/(.\/|\/\/\*)$/.test(plain) && answers(plain, site)) {
    return [contentProblem(siteFile, field, `${describeValue(path)} is an escaped spelling of an API path, which the CDN's header rules do not match, so only the function's answers would be deprecated`, `write it as the API writes it: '${plain}'`)];
  }
  if (!path.endsWith("*")) return unansweredPath(siteFile, field, path, path, DEPRECATES_NOTHING, site);
  if (answers(path, site)) return [];
  const meant = closest(path, [...prefixesOf(site.patterns), ...itemPrefixes(site.routes)]);
  return [contentProblem(siteFile, field, `${describeValue(path)} starts no path of this API, ${DEPRECATES_NOTHING}`, meant ? `did you mean '${meant}'?` : `the API's paths are ${site.patterns.join(", ")}`)];
}

/**
 * The API's own spelling of `path` when it holds escapes that stand for ASCII (`%2F`, `%61`):
 * every path the API answers is ASCII, so such a path names an API path another way, which
 * the function reads as that path and the CDN's rules never match. Its trailing slash (an
 * escaped one included) goes, as the core drops it; a `*` stays. Undefined for a path with no
 * escape, or whose escapes are not ASCII (no path of the API; the route check says so).
 */
function unescapedSpelling(path: string): string | undefined {
  if (!path.includes("%")) return undefined;
  const star = path.endsWith("*") ? "*" : "";
  let decoded: string;
  try {
    decoded = decodeURIComponent(star ? path.slice(0, -1) : path);
  } catch {
    return undefined;
  }
  if (!/^[\x21-\x7e]*$/.test(decoded)) return undefined;
  return (star || decoded.length <= 1 ? decoded : decoded.replace(/\/$/, "")) + star;
}

/**
 * True when the API answers `path` (it fits a route, with a value its items have), or a path it
 * starts (a prefix ending in `*`): the checks unansweredPath makes, without making the problem
 * and its suggestion.
 */
function answers(path: string, site: RoutedSite): boolean {
  if (path.endsWith("*")) return site.routes.some((route) => startsSomePath(path.slice(0, -1), route));
  const match = matchRoute(site.routes, path);
  return match !== undefined && Object.entries(match.route.pathValues ?? {}).every(([name, values]) => values.includes(match.params[name] ?? ""));
}

/** The items a route answers, or undefined for a route that takes any value (or none). */
const valuesOf = (route: Route, segment: string) => route.pathValues?.[segment.slice(1, -1)];

/**
 * A problem when `path` fits `match`'s route with a value none of its items has (a detail path
 * with a slug no project has), saying the item meant when one is close; else undefined.
 */
function unknownValue(siteFile: string, field: string, path: string, match: RouteMatch, nouns: ReadonlyMap<string, Noun>, consequence: string): ContentProblem | undefined {
  const { route, params } = match;
  for (const [name, values] of Object.entries(route.pathValues ?? {})) {
    const value = params[name] ?? "";
    if (values.includes(value)) continue;
    const noun = nouns.get(route.pattern) ?? { one: "item", many: "items" };
    const meant = closest(value, [...values]);
    const listed = values.length > MAX_LISTED ? `${values.slice(0, MAX_LISTED).join(", ")} and ${values.length - MAX_LISTED} more` : values.join(", ");
    const hint = meant ? `did you mean '${fillPattern(route.pattern, { ...params, [name]: meant })}'?` : values.length > 0 ? `the ${noun.many}' ${name}s are ${listed}` : `there are no ${noun.many} yet`;
    return contentProblem(siteFile, field, `${describeValue(path)}: no ${noun.one} has the ${name} '${value}', ${consequence}`, hint);
  }
  return undefined;
}

/** Values listed in a hint when none is close: enough to see the pattern of them, one line. */
const MAX_LISTED = 10;

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/**
 * True when some path that fits `route` starts with `prefix` (which may end mid-segment). A
 * value written in the prefix must be one of the route's items, or start one where the prefix
 * ends; a prefix that stops before it (`/api/v1/projects/`) covers every item, present and future.
 */
function startsSomePath(prefix: string, route: Route): boolean {
  const wanted = prefix.split("/");
  const segments = route.pattern.split("/");
  if (wanted.length > segments.length) return false;
  return wanted.every((part, i) => {
    const segment = segments[i] ?? "";
    const last = i === wanted.length - 1;
    if (!isParam(segment)) return last ? segment.startsWith(part) : part === segment;
    const values = valuesOf(route, segment);
    if (last) return part === "" || values === undefined || values.some((value) => value.startsWith(part));
    // route-match.ts: a parameter takes one whole, non-empty segment.
    return part !== "" && (values === undefined || values.includes(part));
  });
}

/** Each item's path as a prefix (`/api/v1/projects/<slug>*`), for "did you mean". */
function itemPrefixes(routes: readonly Route[]): string[] {
  return routes.flatMap((route) => (route.pathValues ? routePaths(route).map((path) => `${path}*`) : []));
}

/** The paths the owner may have meant: each pattern, its parameters filled from `path` (`/api/v1/project/alpha` → `/api/v1/projects/alpha`). */
function pathsLike(path: string, patterns: readonly string[]): string[] {
  const parts = path.split("/");
  return patterns.flatMap((pattern) => {
    const segments = pattern.split("/");
    if (!segments.some(isParam)) return [pattern];
    return segments.length === parts.length ? [segments.map((segment, i) => (isParam(segment) ? parts[i] : segment)).join("/")] : [];
  });
}

/** The prefixes the owner may have meant: every folder of every pattern, and every pattern, with `*`. */
function prefixesOf(patterns: readonly string[]): string[] {
  const prefixes = patterns.flatMap((pattern) => {
    const segments = pattern.split("/");
    const folders = segments.slice(1).map((_, i) => `${segments.slice(0, i + 1).join("/")}/*`);
    return [...folders, `${pattern}*`].filter((prefix) => !prefix.includes("{"));
  });
  return [...new Set(prefixes)];
}
