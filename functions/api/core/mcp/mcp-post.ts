// POST /api/mcp: MCP's Streamable HTTP transport, stateless, JSON responses only. Checks the
// request at the door (size, media type, JSON, JSON-RPC shape), hands a batch to
// json-rpc-batch.ts, sorts a single message into an era, checks a modern request against
// 2026-07-28's rules (modern-request.ts) and hands it to the dispatcher. A legacy request
// meets exactly the rules it met before 2026-07-28 existed.
import { MCP_PROTOCOL_VERSION_HEADER } from "./mcp-headers.ts";
import { json, type Reply } from "../http/reply.ts";
import { classify, errorBody, INVALID_REQUEST, PARSE_ERROR, type JsonRpcRequest } from "./json-rpc.ts";
import { PROBLEMS } from "../http/problems.ts";
import { isSupportedVersion } from "./protocol-versions.ts";
import type { McpDispatch } from "./mcp-methods.ts";
import type { McpEra } from "./protocol-versions.ts";
import { checkModernRequest, claimsModern } from "./modern-request.ts";
import { answerBatch } from "./json-rpc-batch.ts";

import { MCP_REQUEST_MAX_BYTES } from "../limits.ts";

/** Answer a POST to /api/mcp. */
export async function handleMcpPost(request: Request, dispatch: McpDispatch): Promise<Reply> {
  const length = request.headers.get("Content-Length");
  if (Number(length ?? "0") > MCP_REQUEST_MAX_BYTES) return tooLarge();
  if (!isJsonMediaType(request.headers.get("Content-Type"))) {
    return json(errorBody(null, INVALID_REQUEST, "Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json"), 415);
  }
  const text = await readLimited(request, length !== null);
  if (text === "too-large") return tooLarge();
  let message: unknown;
  try {
    if (text === undefined) throw new Error("not UTF-8");
    message = JSON.parse(text);
  } catch {
    return json(errorBody(null, PARSE_ERROR, "Parse error: the body is not valid JSON"), 400);
  }
  const version = request.headers.get(MCP_PROTOCOL_VERSION_HEADER);
  if (Array.isArray(message)) return await answerBatch(message, version, dispatch);
  const incoming = classify(message);
  if (incoming.kind === "invalid") return json(errorBody(incoming.id, INVALID_REQUEST, incoming.message), 400);
  if (incoming.kind === "request" && claimsModern(version, incoming.params)) {
    const rejection = checkModernRequest(incoming, version, request.headers, dispatch);
    if (rejection) return json(rejection.body, rejection.status);
    return await answer(incoming, "modern", dispatch);
  }
  if (version !== null && !isSupportedVersion(version.trim())) {
    const id = incoming.kind === "request" ? incoming.id : null;
    return json(errorBody(id, INVALID_REQUEST, `Unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`), 400);
  }
  if (incoming.kind === "accepted") return { kind: "empty", status: 202 };
  return await answer(incoming, "legacy", dispatch);
}

/**
 * The dispatcher's answer. A tool result too large for the platform becomes a tool error the
 * model can read and act on (narrow the call), not an HTTP problem an MCP client cannot parse.
 */
async function answer(request: JsonRpcRequest, era: McpEra, dispatch: McpDispatch): Promise<Reply> {
  const reply = json(await dispatch(request, era));
  if (request.method !== "tools/call") return reply;
  return { ...reply, whenTooLarge: (bytes, max) => json(dispatch.toolError(request, era, PROBLEMS.RESULT_TOO_LARGE.detail({ bytes, max }))) };
}

function tooLarge(): Reply {
  return json(errorBody(null, INVALID_REQUEST, `Payload Too Large: the body may be at most ${MCP_REQUEST_MAX_BYTES} bytes`), 413);
}

/** `application/json`, in any case, with or without parameters such as charset. */
function isJsonMediaType(header: string | null): boolean {
  return header !== null && header.split(";")[0]?.trim().toLowerCase() === "application/json";
}

/** Read the body as UTF-8, stopping as soon as it exceeds the limit; undefined if not UTF-8. */
async function readLimited(request: Request, hasLength: boolean): Promise<string | undefined | "too-large"> {
  if (!request.body) return "";
  // A declared length within the limit (checked by the caller) bounds what HTTP delivers:
  // read it in one piece, which costs a fraction of a chunk-by-chunk read.
  if (hasLength) {
    const whole = await request.arrayBuffer().catch(() => undefined);
    if (whole === undefined) return undefined;
    return whole.byteLength > MCP_REQUEST_MAX_BYTES ? "too-large" : decodeUtf8(new Uint8Array(whole));
  }
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that hangs up mid-body sent no JSON; nobody will read the answer anyway.
    const chunk = await reader.read().catch(() => undefined);
    if (chunk === undefined) return undefined;
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > MCP_REQUEST_MAX_BYTES) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return decodeUtf8(bytes);
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** The bytes as UTF-8 text, or undefined when they are not UTF-8. */
function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}
