// The headers every response carries, in one place. The build copies what the core sent into
// dist/_headers for static files, and test/routing-parity.test.ts holds the two equal.
import { API_VERSION } from "../vocabulary.ts";
import { MCP_RESPONSE_HEADERS } from "../mcp/mcp-headers.ts";
import { CONTENT_LANGUAGE } from "../resources/projects/languages.ts";
import { DEPRECATION_HEADER_NAMES } from "./deprecation.ts";

export const API_VERSION_HEADER = "Api-Version";
export const ETAG_HEADER = "ETag";

/** How long any cache may keep an answer: the data changes only with a deploy. */
export const CACHE_MAX_AGE_SECONDS = 3600;

export const JSON_TYPE = "application/json";
export const PROBLEM_TYPE = "application/problem+json";

/**
 * Spec "Limits" §3 and "Authentication" §3: every response, errors included. `nosniff` stops
 * browsers from guessing a type; the expose list lets browser code read our headers (CORS
 * hides all but a few by default).
 */
export const COMMON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  [API_VERSION_HEADER]: API_VERSION,
  "Access-Control-Allow-Origin": "*",
  // Each name is owned by the module that sends it.
  "Access-Control-Expose-Headers": [API_VERSION_HEADER, ETAG_HEADER, ...MCP_RESPONSE_HEADERS, CONTENT_LANGUAGE, ...DEPRECATION_HEADER_NAMES].join(", "),
  "Cache-Control": `public, max-age=${CACHE_MAX_AGE_SECONDS}`,
  "X-Content-Type-Options": "nosniff",
});

/**
 * The common headers plus a content type, as a fresh plain record: Response copies its init
 * headers anyway, so building a Headers object first only cost time (about 3 µs a call).
 */
export function baseHeaders(contentType?: string): Record<string, string> {
  return contentType ? { ...COMMON_HEADERS, "Content-Type": contentType } : { ...COMMON_HEADERS };
}

/**
 * For answers no cache may keep: a 5xx (a failure of this moment, which a retry may not meet,
 * must not be served for an hour), and an answer routed on headers a client can forge
 * (request-target.ts). A 4xx keeps the spec's lifetime: see docs/api-decisions.md.
 */
export const NO_STORE: Readonly<Record<string, string>> = Object.freeze({ "Cache-Control": "no-store" });

/** The headers an answer of this status adds to the common ones: no-store for a 5xx. */
export function cacheHeadersFor(status: number): Readonly<Record<string, string>> | undefined {
  return status >= 500 ? NO_STORE : undefined;
}
