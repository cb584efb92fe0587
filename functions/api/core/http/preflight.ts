// CORS preflight answers. The API is public and read-only with no credentials, so every
// origin may call it, with whatever request headers its code sends.
import type { EmptyReply } from "./reply.ts";

/** The header a preflight names the request headers in, which its answer varies on. */
const REQUEST_HEADERS = "Access-Control-Request-Headers";

/**
 * 204 with the methods the path accepts. `usual` (the core's and the resources' request
 * headers) is always allowed, so a preflight that names no headers still learns the useful
 * ones; the headers the browser asked for are added, each name once: a credential-free API has
 * nothing to protect by refusing a custom header, and `*` alone would not cover
 * Authorization-style names in every browser. Browsers may cache it for a day; the answer
 * depends on the request headers, so shared caches must key on them.
 */
export function preflight(methods: readonly string[], request: Request, usual: readonly string[]): EmptyReply {
  const header = request.headers.get(REQUEST_HEADERS) ?? "";
  // A long list is cut at a comma, so no name is echoed in part.
  const asked = header.length > 2000 ? header.slice(0, Math.max(0, header.lastIndexOf(",", 2000))) : header;
  const allowed = methods.join(", ");
  return {
    kind: "empty",
    status: 204,
    headers: {
      "Access-Control-Allow-Methods": allowed,
      "Access-Control-Allow-Headers": allowedHeaders(usual, asked).join(", "),
      "Access-Control-Max-Age": "86400",
      Allow: allowed,
      Vary: REQUEST_HEADERS,
    },
  };
}

/** A field name (RFC 9110 §5.1: a token). `*` is one too, but in this header it would be the wildcard. */
const FIELD_NAME = /^[\w!#$%&'*+.^`|~-]+$/;

/**
 * `usual`, then each asked name not already listed; header names compare without case (RFC 9110
 * §5.1). Only field names are echoed: a browser never asks for anything else, and echoing `*`
 * or `x-a;b` would allow what nobody asked for.
 */
export function allowedHeaders(usual: readonly string[], asked: string): string[] {
  const seen = new Set(usual.map((name) => name.toLowerCase()));
  const out = [...usual];
  for (const part of asked.split(",")) {
    const name = part.trim();
    if (name === "*" || !FIELD_NAME.test(name) || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    out.push(name);
  }
  return out;
}
