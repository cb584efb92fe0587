// The headers every response carries, in one place. The build copies what the core sent into
// dist/_headers for static files, and test/routing-parity.test.ts holds the two equal. Headers a
// resource adds (MCP's, Content-Language) are declared by that resource (resource.ts `headers`);
// the app joins them here, so this layer names none of them.
import { API_VERSION } from "../vocabulary.ts";
import { DEPRECATION_HEADER_NAMES } from "./deprecation.ts";

/** The header every answer carries with the API's version, readable by browser code. */
export const API_VERSION_HEADER = "Api-Version";
/** The validator header of a JSON answer, spelled as the answers send it and browser code may read it. */
export const ETAG_HEADER = "ETag";

/** How long any cache may keep an answer: the data changes only with a deploy. */
export const CACHE_MAX_AGE_SECONDS = 3600;

/** The content type of every JSON answer that is not a problem. */
export const JSON_TYPE = "application/json";
/** The content type of every problem answer (RFC 9457 §3). */
export const PROBLEM_TYPE = "application/problem+json";

/** Request headers any route reads: the preflight always allows them. */
export const CORE_REQUEST_HEADERS: readonly string[] = ["Content-Type", "Accept", "If-None-Match"];

/** Headers of the core's own that browser code should be able to read. */
const CORE_EXPOSED_HEADERS: readonly string[] = [API_VERSION_HEADER, ETAG_HEADER];

/**
 * Every answer of the Netlify functions carries this, and no static file does (the build's core
 * is made without it, and dist/_headers comes from that core). A path whose routing rule is
 * missing still gets the same bytes, from the function, which then costs an invocation and
 * counts against the rate limit: `npm run verify` finds it by this header.
 */
export const FUNCTION_MARK_NAME = "Answered-By";
/** The function mark's value. */
export const FUNCTION_MARK_VALUE = "function";
/** The function mark as a header record, made once, ready to join an answer's headers. */
export const FUNCTION_MARK: Readonly<Record<string, string>> = Object.freeze({ [FUNCTION_MARK_NAME]: FUNCTION_MARK_VALUE });

/** The headers every response of an app carries. */
export type CommonHeaders = Readonly<Record<string, string>>;

/**
 * Spec "Limits" §3 and "Authentication" §3: every response, errors included. `nosniff` stops
 * browsers from guessing a type; the expose list lets browser code read our headers (CORS
 * hides all but a few by default): the core's, then those the resources declare `exposed`.
 */
export function commonHeaders(exposed: readonly string[] = []): CommonHeaders {
  const names = [...new Set([...CORE_EXPOSED_HEADERS, ...exposed, ...DEPRECATION_HEADER_NAMES])];
  return Object.freeze({
    [API_VERSION_HEADER]: API_VERSION,
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Expose-Headers": names.join(", "),
    "Cache-Control": `public, max-age=${CACHE_MAX_AGE_SECONDS}`,
    "X-Content-Type-Options": "nosniff",
  });
}

/**
 * The common headers plus a content type, as a fresh plain record, in their documented case:
 * the header rules of the static files that are not API answers (build/static-headers.ts).
 * The exit builds an answer's own, with the names in lowercase (to-response.ts).
 */
export function baseHeaders(common: CommonHeaders, contentType?: string): Record<string, string> {
  return contentType ? { ...common, "Content-Type": contentType } : { ...common };
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
