// POST /api/mcp: MCP's Streamable HTTP transport, stateless, JSON responses only. Checks the
// request at the door (size, media type, JSON, JSON-RPC shape), hands a batch to
// json-rpc-batch.ts, sorts a single message into an era, checks a modern request against
// 2026-07-28's rules (modern-request.ts) and hands it to the dispatcher. A legacy request
// meets exactly the rules it met before 2026-07-28 existed.
import { MCP_READ } from "./mcp-headers.ts";
import { json, type JsonReply, type Reply } from "../http/reply.ts";
import { classify, errorBody, strictUtf8, INVALID_REQUEST, PARSE_ERROR, type JsonRpcRequest } from "./json-rpc.ts";
import { unsupportedVersion } from "./protocol-versions.ts";
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
  // Read here, chunk by chunk, not in a helper: each async function a request passes through
  // costs it a promise and a turn of the microtask queue. `arrayBuffer()` would run the same
  // loop inside undici and then copy; a message of one chunk (nearly every MCP call) is decoded
  // as it is.
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch {
        // A client that hangs up mid-body sent no JSON; nobody will read the answer anyway.
        return parseError();
      }
      if (chunk.done) break;
      size += chunk.value.byteLength;
      if (size > MCP_REQUEST_MAX_BYTES) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(chunk.value);
      // Once the declared length has arrived the message is whole, as HTTP frames it, so the
      // read that would only report the end is not made.
      if (size === declared) break;
    }
  }
  let message: unknown;
  try {
    // The decoder is fatal: a body that is not UTF-8 is not JSON either.
    message = JSON.parse(strictUtf8.decode(chunks.length === 1 ? chunks[0]! : joinChunks(chunks, size)));
  } catch {
    return parseError();
  }
  const version = request.headers.get(MCP_READ.version);
  if (Array.isArray(message)) return await answerBatch(message, version, dispatch);
  const incoming = classify(message);
  if (incoming.kind === "invalid") return json(errorBody(incoming.id, INVALID_REQUEST, incoming.message), 400);
  if (incoming.kind === "request" && claimsModern(version, incoming.params)) {
    const rejection = checkModernRequest(incoming, version, request.headers, dispatch);
    if (rejection) return json(rejection.body, rejection.status);
    return answer(incoming, "modern", dispatch);
  }
  const unsupported = unsupportedVersion(version);
  if (unsupported) return json(errorBody(incoming.kind === "request" ? incoming.id : null, INVALID_REQUEST, unsupported), 400);
  if (incoming.kind === "accepted") return { kind: "empty", status: 202 };
  return answer(incoming, "legacy", dispatch);
}

/**
 * The dispatcher's answer. One too large for the platform becomes an answer an MCP client can
 * parse (a tool error the model can act on, else a JSON-RPC error), not an HTTP problem.
 */
function answer(request: JsonRpcRequest, era: McpEra, dispatch: McpDispatch): Reply | Promise<Reply> {
  // Most methods answer at once; awaiting those would add a turn of the event loop to each.
  const result = dispatch(request, era);
  return result instanceof Promise ? result.then((body) => reply(request, era, dispatch, body)) : reply(request, era, dispatch, result);
}

function reply(request: JsonRpcRequest, era: McpEra, dispatch: McpDispatch, body: object): Reply {
  const answered: JsonReply = json(body);
  // A list (tools, resources, templates, prompts) is fixed and far below the limit: no fallback
  // to make for the answers a host asks for most.
  if (request.method.endsWith("list")) return answered;
  answered.whenTooLarge = (bytes, max) => json(dispatch.tooLarge(request, era, bytes, max));
  return answered;
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

/** The chunks of a body that came in several, as one array. */
function joinChunks(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function parseError(): Reply {
  return json(errorBody(null, PARSE_ERROR, "Parse error: the body is not valid JSON"), 400);
}
