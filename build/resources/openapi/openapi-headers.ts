// Response headers and shared parameters of the OpenAPI document. The common headers come
// from the core's own list, so a header added there is documented here without an edit.
import { COMMON_HEADERS } from "../../../functions/api/core/http/headers.ts";

type HeaderObject = { description: string; required?: boolean; schema: Record<string, unknown> };

/** Why each common header is sent; a header the core adds later falls back to its value. */
const WHY: Record<string, string> = {
  "Api-Version": "The API version (spec \"Versioning\" §2).",
  "Access-Control-Allow-Origin": "Any origin may call the API from a browser; no credentials are used.",
  "Access-Control-Expose-Headers": "Lets browser code read Api-Version, ETag and the MCP headers.",
  "Cache-Control": "The data is static and safe to cache for an hour.",
  "X-Content-Type-Options": "Browsers must not guess another content type.",
};

/** components.headers: the common ones, plus ETag (GET answers) and Allow (405). */
export function componentHeaders(): Record<string, HeaderObject> {
  const headers: Record<string, HeaderObject> = {};
  for (const [name, value] of Object.entries(COMMON_HEADERS)) {
    headers[name] = { description: WHY[name] ?? "Sent on every response.", required: true, schema: { type: "string", const: value } };
  }
  headers["ETag"] = {
    description: "Strong validator of the body. Send it back in If-None-Match to get 304 when nothing changed.",
    required: true,
    schema: { type: "string", pattern: '^"[A-Za-z0-9_-]+"$' },
  };
  headers["Allow"] = { description: "The methods the path accepts.", required: true, schema: { type: "string", examples: ["GET, HEAD, OPTIONS"] } };
  return headers;
}

/** The headers block of one response: the common headers, plus `extra` by name. */
export function responseHeaders(...extra: Array<"ETag" | "Allow">): Record<string, { $ref: string }> {
  const names = [...Object.keys(COMMON_HEADERS), ...extra];
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}
