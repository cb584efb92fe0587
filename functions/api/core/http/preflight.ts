// CORS preflight answers. The API is public and read-only with no credentials, so every
// origin may call it, with whatever request headers its code sends.
import type { EmptyReply } from "./reply.ts";
import { MCP_REQUEST_HEADERS } from "../mcp/mcp-headers.ts";

/** Always allowed, so a preflight that names no headers still learns the useful ones. */
const USUAL_REQUEST_HEADERS = ["Content-Type", "Accept", ...MCP_REQUEST_HEADERS, "Last-Event-ID", "If-None-Match"].join(", ");

/**
 * 204 with the methods the path accepts. The headers the browser asked for are echoed: a
 * credential-free API has nothing to protect by refusing a custom header, and `*` alone would
 * not cover Authorization-style names in every browser. Browsers may cache it for a day; the
 * answer depends on the request headers, so shared caches must key on them.
 */
export function preflight(methods: readonly string[], request: Request): EmptyReply {
  const asked = (request.headers.get("Access-Control-Request-Headers") ?? "").trim();
  return {
    kind: "empty",
    status: 204,
    headers: {
      "Access-Control-Allow-Methods": methods.join(", "),
      "Access-Control-Allow-Headers": asked === "" ? USUAL_REQUEST_HEADERS : `${USUAL_REQUEST_HEADERS}, ${asked.slice(0, 2000)}`,
      "Access-Control-Max-Age": "86400",
      Allow: methods.join(", "),
      Vary: "Access-Control-Request-Headers",
    },
  };
}
