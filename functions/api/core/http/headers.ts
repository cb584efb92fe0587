// The headers every response carries, in one place. netlify.toml's [[headers]] rules give
// static files the same set, and test/routing-parity.test.ts holds the two equal.
import { API_VERSION } from "../vocabulary.ts";

export const JSON_TYPE = "application/json";
export const PROBLEM_TYPE = "application/problem+json";

/**
 * Spec "Limits" §3 and "Authentication" §3: every response, errors included. `nosniff` stops
 * browsers from guessing a type; the expose list lets browser code read our headers (CORS
 * hides all but a few by default).
 */
export const COMMON_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  "Api-Version": API_VERSION,
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "Api-Version, ETag, Mcp-Session-Id, Mcp-Protocol-Version, Content-Language, Deprecation, Sunset, Link",
  "Cache-Control": "public, max-age=3600",
  "X-Content-Type-Options": "nosniff",
});

/**
 * The common headers plus a content type, as a fresh plain record: Response copies its init
 * headers anyway, so building a Headers object first only cost time (about 3 µs a call).
 */
export function baseHeaders(contentType?: string): Record<string, string> {
  return contentType ? { ...COMMON_HEADERS, "Content-Type": contentType } : { ...COMMON_HEADERS };
}
