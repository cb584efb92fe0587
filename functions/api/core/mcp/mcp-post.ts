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

/** Answer a POST to /api/mcp. Names in lowercase: Headers.get would lowercase them, on every request. */
export async function handleMcpPost(request: Request, dispatch: McpDispatch): Promise<Reply> {
  const length = request.headers.get("content-length");
  const declared = length === null ? undefined : Number(length);
  if ((declared ?? 0) > MCP_REQUEST_MAX_BYTES) return tooLarge();
  if (!isJsonMediaType(request.headers.get("content-type"))) {
    return json(errorBody(null, INVALID_REQUEST, "Unsupported Media Type: send the JSON-RPC message with Content-Type: application/json"), 415);
  }
  const text = await readLimited(request, declared);
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
    return answer(incoming, "modern", dispatch);
  }
  if (version !== null && !isSupportedVersion(version.trim())) {
    const id = incoming.kind === "request" ? incoming.id : null;
    return json(errorBody(id, INVALID_REQUEST, `Unsupported MCP-Protocol-Version: ${version.slice(0, 40)}`), 400);
  }
  if (incoming.kind === "accepted") return { kind: "empty", status: 202 };
  return answer(incoming, "legacy", dispatch);
}

/**
 * The dispatcher's answer. A tool result too large for the platform becomes a tool error the
 * model can read and act on (narrow the call), not an HTTP problem an MCP client cannot parse.
 */
function answer(request: JsonRpcRequest, era: McpEra, dispatch: McpDispatch): Reply | Promise<Reply> {
  // Most methods answer at once; awaiting those would add a turn of the event loop to each.
  const result = dispatch(request, era);
  return result instanceof Promise ? result.then((body) => reply(request, era, dispatch, body)) : reply(request, era, dispatch, result);
}

function reply(request: JsonRpcRequest, era: McpEra, dispatch: McpDispatch, body: object): Reply {
  const answered = json(body);
  if (request.method !== "tools/call") return answered;
  return { ...answered, whenTooLarge: (bytes, max) => json(dispatch.toolError(request, era, PROBLEMS.RESULT_TOO_LARGE.detail({ bytes, max }))) };
}

function tooLarge(): Reply {
  return json(errorBody(null, INVALID_REQUEST, `Payload Too Large: the body may be at most ${MCP_REQUEST_MAX_BYTES} bytes`), 413);
}

/** The type before any parameter, trimmed as String.prototype.trim trims; read with no copy of the header. */
const JSON_MEDIA_TYPE = /^\s*application\/json\s*(?:;|$)/i;

/** `application/json`, in any case, with or without parameters such as charset. */
function isJsonMediaType(header: string | null): boolean {
  return header !== null && JSON_MEDIA_TYPE.test(header);
}

/**
 * Read the body as UTF-8, stopping as soon as it exceeds the limit; undefined if not UTF-8.
 * Chunk by chunk even when a length is declared: `arrayBuffer()` runs the same loop inside
 * undici and then copies, and a message of one chunk (nearly every MCP call) is decoded as is.
 * Once the declared length has arrived the message is whole, as HTTP frames it, so the read
 * that would only report the end is not made.
 */
async function readLimited(request: Request, declared: number | undefined): Promise<string | undefined | "too-large"> {
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // A client that hangs up mid-body sent no JSON; nobody will read the answer anyway.
      return undefined;
    }
    if (chunk.done) break;
    const { value } = chunk;
    size += value.byteLength;
    if (size > MCP_REQUEST_MAX_BYTES) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
    if (size === declared) break;
  }
  if (chunks.length === 1) return decodeUtf8(chunks[0]!);
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
