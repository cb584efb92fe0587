// Response headers and shared parameters of the OpenAPI document. The common headers come
// from the core's own list, so a header added there is documented here without an edit.
import { commonHeaders, FUNCTION_MARK_NAME, FUNCTION_MARK_VALUE, type CommonHeaders } from "../../../functions/api/core/http/headers.ts";

/** The names every answer's headers have (their values depend on the app's resources). */
const COMMON_HEADER_NAMES: readonly string[] = Object.keys(commonHeaders());

type HeaderObject = { description: string; required?: boolean; schema: Record<string, unknown> };

/** Why each common header is sent; a header the core adds later falls back to its value. */
const WHY: Record<string, string> = {
  "Api-Version": "The API version (spec \"Versioning\" §2).",
  "Access-Control-Allow-Origin": "Any origin may call the API from a browser; no credentials are used.",
  "Access-Control-Expose-Headers": "Lets browser code read the response headers it names.",
  "Cache-Control": "The data is static and safe to cache for the `max-age` it gives, in seconds.",
  "X-Content-Type-Options": "Browsers must not guess another content type.",
};

/**
 * Headers only some answers carry. Each response declares the ones its real answers sent
 * (openapi-sent-headers.ts); `required` is true where every answer of that response has it.
 */
const OCCASIONAL: Record<string, { description: string; schema: Record<string, unknown> }> = {
  "Content-Language": {
    description: "The language of the answer: `en`, or the `lang` asked for. Sent on every answer of a translated section, in its default language too.",
    schema: { type: "string", examples: ["en"] },
  },
  Vary: {
    description: "The request headers the answer depends on, so caches keep one copy per value (the MCP GET depends on `Accept`).",
    schema: { type: "string", examples: ["Accept"] },
  },
  "CDN-Cache-Control": {
    description: "Keeps CDNs from storing an answer that depends on a request header (RFC 9213); other caches follow Cache-Control and Vary.",
    schema: { type: "string", examples: ["no-store"] },
  },
  Deprecation: { description: "The path is deprecated, since this time (RFC 9745).", schema: { type: "string", examples: ["@1767225600"] } },
  Sunset: { description: "When the deprecated path may stop answering (RFC 8594).", schema: { type: "string", examples: ["Tue, 30 Jun 2026 00:00:00 GMT"] } },
  Link: { description: "What replaces the deprecated path (`rel=\"deprecation\"`).", schema: { type: "string" } },
};

/**
 * components.headers: the common ones, ETag (GET answers), Allow (405), and the occasional
 * ones `paths` refers to (a deployment that deprecates nothing sends no Sunset; a component
 * nothing uses would only puzzle a reader and a linter).
 */
export function buildComponentHeaders(common: CommonHeaders = commonHeaders(), paths?: unknown): Record<string, HeaderObject> {
  const text = paths === undefined ? undefined : JSON.stringify(paths);
  const headers: Record<string, HeaderObject> = {};
  for (const [name, value] of Object.entries(common)) {
    headers[name] = { description: WHY[name] ?? "Sent on every response.", required: true, schema: { type: "string", const: value } };
  }
  headers["ETag"] = {
    description: "Strong validator of the body. Send it back in If-None-Match to get 304 when nothing changed.",
    required: true,
    schema: { type: "string", pattern: '^"[A-Za-z0-9_-]+"$' },
  };
  headers["Allow"] = { description: "The methods the path accepts.", required: true, schema: { type: "string", examples: ["GET, HEAD, OPTIONS"] } };
  // The functions' mark: any answer may carry it (each operation has answers the function gives,
  // and a path whose routing rule is missing reaches it too), and no static file does.
  headers[FUNCTION_MARK_NAME] = {
    description: "Sent on every answer of the Netlify function, never on a static file's: which side answered. Nothing about the answer depends on it; `npm run verify` reads it to find a path whose routing rule to its file is missing.",
    required: false,
    schema: { type: "string", const: FUNCTION_MARK_VALUE },
  };
  for (const [name, header] of Object.entries(OCCASIONAL)) {
    if (text === undefined || text.includes(`"${headerRef(name).$ref}"`)) headers[name] = { ...header, required: true };
  }
  return headers;
}

/** The headers block of one response: the common headers, plus `extra` by name. */
export function responseHeaders(...extra: string[]): Record<string, { $ref: string }> {
  const names = [...COMMON_HEADER_NAMES, ...extra, FUNCTION_MARK_NAME];
  return Object.fromEntries(names.map((name) => [name, headerRef(name)]));
}

/** `#/components/headers/<name>`. */
export function headerRef(name: string): { $ref: string } {
  return { $ref: `#/components/headers/${name}` };
}

/** Every header the document can describe, in the order responses list them. */
export const DESCRIBED_HEADERS: readonly string[] = [...COMMON_HEADER_NAMES, "ETag", "Allow", ...Object.keys(OCCASIONAL), FUNCTION_MARK_NAME];

/** The mark's header object, by reference: optional on every response. */
export const FUNCTION_MARK_HEADER: Readonly<Record<string, { $ref: string }>> = { [FUNCTION_MARK_NAME]: headerRef(FUNCTION_MARK_NAME) };

/** The component name of a header sent as `name` (any case), if the document describes it. */
export function headerComponentName(name: string): string | undefined {
  const lower = name.toLowerCase();
  return DESCRIBED_HEADERS.find((known) => known.toLowerCase() === lower);
}
