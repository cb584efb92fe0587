// Deprecation as content: site.json lists deprecated paths, and every answer on one carries
// `Deprecation` (RFC 9745), `Sunset` (RFC 8594) and a `Link` to what replaces it.

/** One deprecated path as site.json lists it (checked by build/content/site-deprecations.ts). */
export interface DeprecatedPath {
  /** `/api/health` (that path exactly) or `/api/v1/projects/*` (everything starting with what precedes `*`). */
  path: string;
  /** `YYYY-MM-DD`, midnight UTC: when the path was deprecated. */
  deprecation: string;
  /** `YYYY-MM-DD`, midnight UTC; absent means the grace period after `deprecation`. */
  sunset?: string | undefined;
  /** The replacement: an absolute URL, or a path on this site (`/api/v1/health`). */
  link: string;
}

import { DEPRECATION_GRACE_DAYS as GRACE_DAYS } from "../limits.ts";
import { unescapedSlashes } from "./route-match.ts";

export { GRACE_DAYS };
const DAY_MS = 86_400_000;

/** Every header a deprecated path's answers carry. */
export const DEPRECATION_HEADER_NAMES = ["Deprecation", "Sunset", "Link"] as const;
/** The headers a deprecated path's answers carry, by name. */
export type DeprecationHeaders = Readonly<Record<(typeof DEPRECATION_HEADER_NAMES)[number], string>>;

/** A lookup from the core's normalized path to its deprecation headers, built once per index. */
export type DeprecationLookup = (path: string) => DeprecationHeaders | undefined;

/**
 * Match paths against the listed patterns, first listed first. Paths are the core's normalized
 * ones: as received (no percent-decoding), without a trailing slash, without the query.
 */
export function createDeprecationLookup(entries: readonly DeprecatedPath[], baseUrl: string): DeprecationLookup {
  const rules = entries.map((entry) => ({ matches: pathMatcher(entry.path), headers: deprecationHeaders(entry, baseUrl) }));
  if (rules.length === 0) return () => undefined;
  return (path) => {
    // A path the function routes as a literal one once its escaped slashes are read (route-match.ts) is deprecated as that path.
    const plain = unescapedSlashes(path);
    return rules.find((rule) => rule.matches(path) || rule.matches(plain))?.headers;
  };
}

/** The headers for one entry, e.g. for the build to attach to each static file it covers. */
export function deprecationHeaders(entry: DeprecatedPath, baseUrl: string): DeprecationHeaders {
  const link = entry.link.startsWith("/") ? baseUrl + entry.link : entry.link;
  return Object.freeze({
    // RFC 9745 §2.1: a Structured Field Date, "@" and the seconds since the epoch.
    Deprecation: `@${Math.floor(dateMs(entry.deprecation) / 1000)}`,
    // RFC 8594 §3: an HTTP-date, which RFC 9110 §5.6.7 says to send as IMF-fixdate, the very
    // format toUTCString produces ("Wed, 01 Jul 2026 00:00:00 GMT").
    Sunset: new Date(sunsetMs(entry)).toUTCString(),
    // RFC 9745 §3: the "deprecation" link relation points at what to read or use instead.
    Link: `<${link}>; rel="deprecation"`,
  });
}

/** The first day a sunset may fall on: the deprecation date plus the grace period, as YYYY-MM-DD. */
export function earliestSunset(deprecation: string): string {
  return new Date(dateMs(deprecation) + GRACE_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The owner's sunset when it is later than the grace period allows, else the end of the grace period. */
function sunsetMs(entry: DeprecatedPath): number {
  const earliest = dateMs(entry.deprecation) + GRACE_DAYS * DAY_MS;
  return entry.sunset === undefined ? earliest : Math.max(earliest, dateMs(entry.sunset));
}

/** `/a/b` matches itself only; `/a/*` matches every path starting with `/a/`; `/a*` also `/a`. */
export function pathMatcher(pattern: string): (path: string) => boolean {
  if (!pattern.endsWith("*")) return (path) => path === pattern;
  const prefix = pattern.slice(0, -1);
  return (path) => path.startsWith(prefix);
}

/** Milliseconds since the epoch of a `YYYY-MM-DD` date at midnight UTC. */
function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}
