// CORS preflight answers. The API is public and read-only with no credentials, so every
// origin is allowed; the list of headers covers what MCP clients and caches send.
import type { EmptyReply } from "./reply.ts";

export const REST_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
export const MCP_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

const ALLOWED_REQUEST_HEADERS = "Content-Type, Accept, Mcp-Protocol-Version, Mcp-Method, Mcp-Name, Mcp-Session-Id, Last-Event-ID, If-None-Match";

/** 204 with the methods the path accepts; browsers may cache it for a day. */
export function preflight(methods: readonly string[]): EmptyReply {
  return {
    kind: "empty",
    status: 204,
    headers: {
      "Access-Control-Allow-Methods": methods.join(", "),
      "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
      "Access-Control-Max-Age": "86400",
      Allow: methods.join(", "),
    },
  };
}
