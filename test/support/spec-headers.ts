// The spec's headers, written out as the spec gives them (not read from the core, so a
// change in the core cannot pass unnoticed), checked on any answer by every suite.
import { expect } from "vitest";

const SPEC_HEADERS = {
  "api-version": "1.0.0",
  "access-control-allow-origin": "*",
  "cache-control": "public, max-age=3600",
  "x-content-type-options": "nosniff",
};

/**
 * The spec's headers on an answer, and its Content-Type when given (null: none at all). An
 * answer no cache may keep (a 5xx, one routed on forgeable headers) names its Cache-Control.
 */
export function expectSpecHeaders(headers: Headers, contentType?: string | null, cacheControl = SPEC_HEADERS["cache-control"]): void {
  for (const [name, value] of Object.entries({ ...SPEC_HEADERS, "cache-control": cacheControl })) expect(headers.get(name), name).toBe(value);
  if (contentType !== undefined) expect(headers.get("content-type")).toBe(contentType);
}
