// GET and HEAD on /api/mcp. Streamable HTTP "Listening for Messages from the Server": a GET
// that accepts text/event-stream asks for the server's SSE stream, and "the server MUST either
// return Content-Type: text/event-stream ... or else return HTTP 405". This server offers no
// stream, so any such GET gets 405; every other GET (a browser, curl's */*, JSON) gets the
// info document. The answer depends on Accept, so both carry Vary: Accept.
import { problem, type Reply } from "../http/reply.ts";
import { PROBLEMS } from "../http/problems.ts";
import { MCP_PATH } from "../site-paths.ts";

const NO_EVENT_STREAM = `This MCP server offers no SSE stream: POST JSON-RPC messages to ${MCP_PATH} instead.`;

/** Answer a GET or HEAD: the info document, or 405 when Accept lists an event stream. */
export function answerMcpGet(request: Request, info: () => Reply, allowed: readonly string[]): Reply {
  const vary = { Vary: "Accept" };
  if (!listsEventStream(request.headers.get("Accept"))) return { ...info(), headers: vary };
  // An error that depends on a request header stays out of CDN caches (RFC 9213); the spec's
  // Cache-Control stays as it is for every other cache, which Vary keeps honest.
  return problem(PROBLEMS.METHOD_NOT_ALLOWED, { instead: NO_EVENT_STREAM }, { Allow: allowed.join(", "), ...vary, "CDN-Cache-Control": "no-store" });
}

/**
 * True when Accept names text/event-stream with a q above 0 (RFC 9110 §12.5.1: q=0 means "not
 * acceptable"). A wildcard range does not count: it accepts JSON, and the info document is JSON.
 */
export function listsEventStream(accept: string | null): boolean {
  if (accept === null) return false;
  return accept.split(",").some((range) => {
    const [type = "", ...params] = range.split(";").map((part) => part.trim());
    if (type.toLowerCase() !== "text/event-stream") return false;
    const q = params.find((param) => /^q\s*=/i.test(param));
    return q === undefined || Number(q.slice(q.indexOf("=") + 1).trim()) !== 0;
  });
}
