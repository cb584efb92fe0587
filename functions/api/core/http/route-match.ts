// Find the route for a path. Patterns are compiled once per table; a `{name}` segment takes
// one whole segment as received, so a percent-escape reaches the handler undecoded.
import type { Route } from "../route.ts";

/** The route a path belongs to, with its path parameters. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

type Segment = { literal: string } | { param: string };

interface Compiled {
  /**
   * Each pattern without a parameter that no earlier pattern could take first, by its path:
   * most requests (MCP's, every literal REST path) are found in one lookup, with no split,
   * and answered with a match made once.
   */
  exact: Map<string, RouteMatch>;
  segments: Segment[][];
}

/** A literal route's parameters, shared by every match: frozen, so no route can write into another's. */
const NO_PARAMS: Record<string, string> = Object.freeze({});

/** Each table's patterns, compiled once: one lookup per request, not one per route. */
const compiled = new WeakMap<readonly Route[], Compiled>();

function compile(routes: readonly Route[]): Compiled {
  const patterns = routes.map((route) => route.pattern.split("/"));
  const segments = patterns.map((parts) =>
    parts.map((part): Segment => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? { param } : { literal: part };
    }),
  );
  const exact = new Map<string, RouteMatch>();
  routes.forEach((route, r) => {
    // Only where the loop below would find this very route: no earlier pattern (a parameter
    // route, or the same literal) fits its path.
    if (!segments[r]!.some((segment) => "param" in segment) && !segments.slice(0, r).some((earlier) => fits(earlier, patterns[r]!, {}))) exact.set(route.pattern, { route, params: NO_PARAMS });
  });
  return { exact, segments };
}

/** Whether `parts` fit `segments`, writing each parameter's value into `params`. */
function fits(segments: Segment[], parts: string[], params: Record<string, string>): boolean {
  if (segments.length !== parts.length) return false;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const part = parts[i]!;
    if ("literal" in segment ? segment.literal !== part : part === "") return false;
    if ("param" in segment) params[segment.param] = part;
  }
  return true;
}

/**
 * The path with each escaped slash a slash, less one trailing slash: how the CDN's rules read a
 * path (Netlify's rule engine decodes before matching, so `/api/v1%2Fprofile` is the profile's file).
 */
export function unescapedSlashes(path: string): string {
  return path.replace(/%2f/gi, "/").replace(/([^/])\/$/, "$1");
}

/**
 * The first route whose pattern the path fits, or undefined. A path that fits none is read again
 * with its escaped slashes as slashes, for a literal route only: the CDN answers such a path
 * from a literal rule's file, while a `{slug}` keeps its escapes (collection/escaped-slug.ts).
 */
export function matchRoute(routes: readonly Route[], path: string): RouteMatch | undefined {
  let table = compiled.get(routes);
  if (!table) compiled.set(routes, (table = compile(routes)));
  const found = table.exact.get(path);
  if (found) return found;
  const parts = path.split("/");
  for (let r = 0; r < table.segments.length; r++) {
    const params: Record<string, string> = {};
    if (fits(table.segments[r]!, parts, params)) return { route: routes[r]!, params };
  }
  return table.exact.get(unescapedSlashes(path));
}
