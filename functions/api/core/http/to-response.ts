// The one exit: turns a Reply into a Response with the spec's headers, an RFC 9457 body for
// problems, a strong ETag on GET answers and 304 for a matching If-None-Match.
import { cacheHeadersFor, JSON_TYPE, PROBLEM_TYPE, type CommonHeaders } from "./headers.ts";
import { PROBLEMS, problemType } from "./problems.ts";
import { matchesIfNoneMatch, mergeHeaders } from "./header-values.ts";
import { JsonBytes, problem, SizedJson, type JsonReply, type ProblemReply, type Reply } from "./reply.ts";

/** What the exit needs to know about the request. */
export interface ReplyContext {
  method: string;
  /** Path plus query string as received: the problem's `instance`. */
  instance: string;
  baseUrl: string;
  ifNoneMatch: string | null;
  /**
   * The headers every answer of this app carries (headers.ts commonHeaders). The app passes
   * them with lowercase names: undici lowercases every name a Response is given, and one
   * already lowercase costs it less (0.2-0.3 us an answer here); the names on the wire are
   * lowercase either way.
   */
  common: CommonHeaders;
  /** JSON answers above this size become RESULT_TOO_LARGE (absent: no limit). */
  maxAnswerBytes?: number | undefined;
}

/**
 * The JSON text of a problem: `type`, `title`, `status`, `detail`, `code`, `instance`. The
 * instance is the request's path and query as received, made a URI reference (RFC 9457
 * §3.1.5): a WHATWG URL leaves raw some characters RFC 3986 forbids (`|`, `^`, `[`, `]`
 * anywhere; `\`, `` ` ``, `{`, `}` in a query; a `%` that starts no escape), and each is
 * escaped here, where only a problem pays for it.
 */
export function problemBody(problem: ProblemReply, baseUrl: string, instance: string): string {
  const { type } = problem;
  // RFC 9457 §3.1: `status` must equal the HTTP status of the response.
  return JSON.stringify({
    type: problemType(baseUrl, type.code),
    title: type.title,
    status: type.status,
    detail: problem.detail,
    code: type.code,
    instance: instance.replace(/[[\]\\^`{|}]|%(?![\da-f]{2})/gi, encodeURIComponent),
  });
}

/**
 * node:crypto, fetched at the first ETag: importing it at module load (with the stream
 * modules its Hash class pulls in) was most of the function's cold start, and answers
 * without an ETag (every MCP POST, every problem) never need it. One-shot `hash` builds no
 * stream either.
 */
let crypto: typeof import("node:crypto") | undefined;

/** Strong validator: a hash of the exact bytes, so equal bodies share it everywhere. */
export function etagOf(body: string | Uint8Array): string {
  crypto ??= process.getBuiltinModule("node:crypto");
  // One-shot hash is in every Node the engines field allows (since 21.7).
  return `"${crypto.hash("sha256", body, "base64url").slice(0, 27)}"`;
}

/** Build the Response for a reply. HEAD gets the same headers with no body. */
export function toResponse(reply: Reply, ctx: ReplyContext): Response {
  const isHead = ctx.method === "HEAD";
  if (reply.kind === "empty") {
    return new Response(null, { status: reply.status, headers: mergeHeaders({ ...ctx.common }, reply.headers) });
  }
  if (reply.kind === "problem") {
    const status = reply.type.status;
    const headers = mergeHeaders(mergeHeaders({ ...ctx.common, "content-type": PROBLEM_TYPE }, reply.headers), cacheHeadersFor(status));
    const body = problemBody(reply, ctx.baseUrl, ctx.instance);
    return new Response(isHead ? null : body, { status, headers });
  }
  const data = reply.body;
  // Absent: no limit, which no size exceeds.
  const max = ctx.maxAnswerBytes ?? Infinity;
  // A body whose size is known is refused before it is built.
  if (data instanceof SizedJson && data.bytes > max) return tooLarge(reply, data.bytes, ctx);
  const body = data instanceof JsonBytes ? joined(data) : JSON.stringify(data instanceof SizedJson ? data.build() : data);
  if (typeof body !== "string") {
    if (body.byteLength > max) return tooLarge(reply, body.byteLength, ctx);
  } else if (body.length > max / 3) {
    // UTF-8 takes at most three bytes per UTF-16 unit, so only a long body needs counting.
    const bytes = Buffer.byteLength(body);
    if (bytes > max) return tooLarge(reply, bytes, ctx);
  }
  const headers = mergeHeaders(mergeHeaders({ ...ctx.common, "content-type": JSON_TYPE }, reply.headers), cacheHeadersFor(reply.status));
  if ((ctx.method === "GET" || isHead) && reply.status === 200) {
    const etag = etagOf(body);
    headers["etag"] = etag;
    if (ctx.ifNoneMatch !== null && matchesIfNoneMatch(ctx.ifNoneMatch, etag)) {
      delete headers["content-type"];
      return new Response(null, { status: 304, headers });
    }
  }
  return new Response(isHead ? null : body, { status: reply.status, headers });
}

/**
 * Where JsonBytes are joined. Response copies a BufferSource body in its constructor (Fetch,
 * "extract a body": source is "a copy of the bytes held by object"), and toResponse runs from
 * the join to that constructor without yielding, so one buffer serves every answer: a fresh
 * array for each cost an allocation and a copy that a warm MCP answer could not afford. A
 * larger answer gets memory of its own.
 */
const JOIN_BUFFER_BYTES = 64 * 1024;
const joinBuffer = new Uint8Array(JOIN_BUFFER_BYTES);

function joined(body: JsonBytes): Uint8Array<ArrayBuffer> {
  return body.writeInto(body.byteLength > JOIN_BUFFER_BYTES ? new Uint8Array(body.byteLength) : joinBuffer);
}

/** The reply's own answer for a body above the limit, else the RESULT_TOO_LARGE problem. */
function tooLarge(reply: JsonReply, bytes: number, ctx: ReplyContext): Response {
  const { maxAnswerBytes: max = 0, ...unlimited } = ctx;
  return toResponse(reply.whenTooLarge?.(bytes, max) ?? problem(PROBLEMS.RESULT_TOO_LARGE, { bytes, max }), unlimited);
}
