// A path in site.json's `deprecations` must be one the API answers: `/api/helth` passes the
// schema's shape check and then deprecates nothing, silently. The core's route table is the
// truth (patterns matched as the core matches them, route-match.ts); it is made from an index,
// so the paths are checked once every file is valid.
import type { Route } from "../../functions/api/core/route.ts";
import { matchRoute } from "../../functions/api/core/http/route-match.ts";
import { createRoutes } from "../../functions/api/core/resource-list.ts";
import { contentProblem, describeValue, type ContentProblem } from "./content-problem.ts";
import { closest } from "./closest-name.ts";
import { makeIndex } from "../make-index.ts";
import type { Content } from "./load-content.ts";
import type { ContentKind } from "./kinds.ts";

/** A problem for each deprecated path of `content` that no route of the API answers. */
export function checkDeprecatedPaths(siteFile: string, content: Content, kinds: readonly ContentKind[]): ContentProblem[] {
  if (content.site.deprecations.length === 0) return [];
  const routes = apiRoutes(content, kinds);
  return routes === undefined ? [] : unroutedPaths(siteFile, content.site.deprecations, routes);
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
export function unroutedPaths(siteFile: string, deprecations: readonly { path: string }[], routes: readonly Route[]): ContentProblem[] {
  const patterns = [...new Set(routes.map((route) => route.pattern))];
  return deprecations.flatMap(({ path }, i) => {
    const prefix = path.endsWith("*") ? path.slice(0, -1) : undefined;
    const answered = prefix === undefined ? matchRoute(routes, path) !== undefined : patterns.some((pattern) => startsSomePath(prefix, pattern));
    if (answered) return [];
    const meant = closest(path, prefix === undefined ? pathsLike(path, patterns) : prefixesOf(patterns));
    const message = `${describeValue(path)} ${prefix === undefined ? "is no path of this API" : "starts no path of this API"}, so it would deprecate nothing`;
    return [contentProblem(siteFile, `deprecations[${i}].path`, message, meant ? `did you mean '${meant}'?` : `the API's paths are ${patterns.join(", ")}`)];
  });
}

const isParam = (segment: string) => /^\{\w+\}$/.test(segment);

/** True when some path that fits `pattern` starts with `prefix` (which may end mid-segment). */
function startsSomePath(prefix: string, pattern: string): boolean {
  const wanted = prefix.split("/");
  const segments = pattern.split("/");
  if (wanted.length > segments.length) return false;
  return wanted.every((part, i) => {
    const segment = segments[i] ?? "";
    if (i === wanted.length - 1) return isParam(segment) || segment.startsWith(part);
    // route-match.ts: a parameter takes one whole, non-empty segment.
    return isParam(segment) ? part !== "" : part === segment;
  });
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
