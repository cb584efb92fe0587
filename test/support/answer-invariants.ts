// What every answer of the API must be, whatever was asked: no 5xx, the spec's headers, JSON
// bodies, and errors that say what they are (an RFC 9457 problem, or a JSON-RPC error on MCP).
// Each check returns the broken rules as text, so a fuzz counterexample says what went wrong.
import { commonHeaders } from "../../functions/api/core/http/headers.ts";
import { problemSlug, type AnyProblemType } from "../../functions/api/core/http/problems.ts";
import { SITE_PROBLEMS } from "../../functions/api/core/http/preview-problems.ts";
import { RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";

/** The headers every answer of the engine's resources carries. */
const COMMON_HEADERS = commonHeaders(RESOURCE_LIST.flatMap((resource) => resource.headers?.exposed ?? []));

/** Every problem type the engine's resources can answer with, by code. */
const PROBLEM_TYPES = new Map<string, AnyProblemType>(
  [...RESOURCE_LIST.flatMap((resource) => (resource.problems ?? []).map((problem) => problem.type)), ...SITE_PROBLEMS].map((type) => [type.code, type]),
);

/** An answer read off the wire: status, headers and the whole body as text. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
}

/** Read a Response into an Answer. */
export async function readAnswer(response: Response): Promise<Answer> {
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const BODILESS = new Set([202, 204, 304]);

/**
 * The rules for any answer to `method` on `url` (the URL the client asked for). `cacheControl`:
 * the lifetime the answer must carry when it is not the spec's (an answer no cache may keep).
 */
export function answerViolations(method: string, url: URL, answer: Answer, baseUrl: string, cacheControl?: string): string[] {
  const broken: string[] = [];
  if (answer.status >= 500 || answer.status < 200) broken.push(`status ${answer.status}`);
  const expected = cacheControl === undefined ? COMMON_HEADERS : { ...COMMON_HEADERS, "Cache-Control": cacheControl };
  for (const [name, value] of Object.entries(expected)) {
    if (answer.headers.get(name) !== value) broken.push(`header ${name}: ${answer.headers.get(name)}`);
  }
  if (BODILESS.has(answer.status) || method === "HEAD") {
    if (answer.text !== "") broken.push(`a ${answer.status} answer to ${method} has a body`);
    return broken;
  }
  const type = answer.headers.get("content-type");
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...broken, `body is not JSON: ${answer.text.slice(0, 80)}`];
  }
  const isRpc = method === "POST" && routePath(url) === "/api/mcp";
  if (isRpc) {
    if (type !== "application/json") broken.push(`JSON-RPC answer typed ${type}`);
    broken.push(...jsonRpcViolations(body, answer.status));
  } else if (answer.status >= 400) {
    if (type !== "application/problem+json") broken.push(`problem typed ${type}`);
    broken.push(...problemViolations(body, answer, url, baseUrl));
  } else if (type !== "application/json") {
    broken.push(`success typed ${type}`);
  }
  return broken;
}

/** The path the core routes on: a trailing slash names the same resource. */
function routePath(url: URL): string {
  return url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname;
}

/**
 * The request target as RFC 9457 wants an instance, a URI reference: each character RFC 3986
 * allows in a path or query kept, a complete escape kept, anything else percent-encoded.
 */
function asUriReference(target: string): string {
  // An escape is the only three-character match; anything else matched is one code point.
  return target.replace(/%[\da-fA-F]{2}|[^\w\-.~!$&'()*+,;=:@/?]/gu, (part) => (part.length === 3 ? part : encodeURIComponent(part)));
}

const PROBLEM_KEYS = ["code", "detail", "instance", "status", "title", "type"];

/** RFC 9457 with the README's fields; `status` equals the HTTP status (§3.1). */
export function problemViolations(body: unknown, answer: Answer, url: URL, baseUrl: string): string[] {
  if (!isObject(body)) return ["problem is not an object"];
  const broken: string[] = [];
  const keys = Object.keys(body).sort();
  if (keys.join() !== PROBLEM_KEYS.join()) broken.push(`problem keys ${keys.join()}`);
  if (body["status"] !== answer.status) broken.push(`problem status ${String(body["status"])} ≠ HTTP ${answer.status}`);
  const code = body["code"];
  const info = typeof code === "string" ? PROBLEM_TYPES.get(code) : undefined;
  if (!info) return [...broken, `unknown problem code ${String(code)}`];
  if (info.status !== answer.status) broken.push(`${String(code)} answered with ${answer.status}`);
  if (body["title"] !== info.title) broken.push(`title ${String(body["title"])}`);
  if (body["type"] !== `${baseUrl}/problems/${problemSlug(info.code)}`) broken.push(`type ${String(body["type"])}`);
  if (typeof body["detail"] !== "string" || body["detail"] === "") broken.push("detail is not a text");
  if (body["instance"] !== asUriReference(url.pathname + url.search)) broken.push(`instance ${String(body["instance"]).slice(0, 80)}`);
  if (answer.status === 405 && !answer.headers.get("allow")) broken.push("405 without Allow");
  return broken;
}

/**
 * A JSON-RPC 2.0 response: `jsonrpc`, `id`, and exactly one of `result` and `error`; or, for a
 * batch (200 only), a non-empty array of them, where a member may also be an Invalid Request.
 */
export function jsonRpcViolations(body: unknown, status: number): string[] {
  if (Array.isArray(body)) {
    if (status !== 200) return [`a batch answer with HTTP ${status}`];
    if (body.length === 0) return ["an empty batch answer"];
    return body.flatMap((member, i) => jsonRpcViolations(member, BATCH_MEMBER).map((broken) => `[${i}] ${broken}`));
  }
  if (!isObject(body)) return ["JSON-RPC answer is not an object"];
  const broken: string[] = [];
  if (body["jsonrpc"] !== "2.0") broken.push(`jsonrpc ${String(body["jsonrpc"])}`);
  const id = body["id"];
  if (!(id === null || typeof id === "string" || typeof id === "number")) broken.push(`id of type ${typeof id}`);
  const keys = Object.keys(body).sort().join();
  if (keys !== "id,jsonrpc,result" && keys !== "error,id,jsonrpc") broken.push(`JSON-RPC keys ${keys}`);
  const error = body["error"];
  if (status !== 200 && status !== BATCH_MEMBER && error === undefined) broken.push(`${status} without an error`);
  if (error !== undefined) {
    if (!isObject(error) || !Number.isInteger(error["code"]) || typeof error["message"] !== "string") return [...broken, "malformed error object"];
    const allowed = ERROR_CODES_BY_STATUS[status] ?? [];
    if (!allowed.includes(error["code"] as number)) broken.push(`error ${String(error["code"])} with HTTP ${status}`);
  }
  return broken;
}

/** A batch member's "status": answered inside a 200 array, it may be an Invalid Request too. */
const BATCH_MEMBER = -1;

/**
 * Which JSON-RPC error codes each HTTP status may carry (mcp-post.ts, spec "JSON-RPC errors";
 * 2026-07-28 adds -32602 for missing _meta, -32020/-32021/-32022 with 400 and -32601 with 404;
 * a legacy resources/read of an unknown URI is -32002, "Resource not found", docs/mcp.md).
 */
const ERROR_CODES_BY_STATUS: Record<number, number[]> = {
  200: [-32601, -32602, -32002],
  [BATCH_MEMBER]: [-32600, -32601, -32602, -32002],
  400: [-32700, -32600, -32602, -32020, -32021, -32022],
  404: [-32601],
  413: [-32600],
  415: [-32600],
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
