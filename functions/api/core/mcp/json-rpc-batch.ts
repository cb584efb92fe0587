// JSON-RPC batches on POST /api/mcp. MCP 2025-03-26 says servers "MUST support receiving"
// them, and a request without MCP-Protocol-Version is served as 2025-03-26 (2025-06-18,
// "Protocol Version Header": the server "SHOULD assume protocol version 2025-03-26"). 2025-06-18
// removed batches, and every later revision, 2026-07-28 included, sends one message per POST.
import { json, JsonBytes, type Reply } from "../http/reply.ts";
import { classify, errorBody, invalidRequest, utf8, INVALID_REQUEST, type JsonRpcRequest } from "./json-rpc.ts";
import type { McpDispatch } from "./mcp-methods.ts";
import { claimsModern } from "./modern-request.ts";
import { unsupportedVersion } from "./protocol-versions.ts";

/**
 * The most messages one batch may hold. Each is dispatched in the same invocation, so the
 * bound keeps one 64 KiB POST from asking for thousands of tool calls; clients batch a few.
 */
export const MAX_BATCH_MESSAGES = 50;

/** Revisions whose transport takes batches: 2025-03-26 and the one before it, which never forbade them. */
export const BATCH_PROTOCOL_VERSIONS = ["2025-03-26", "2024-11-05"] as const;
const BATCH_VERSIONS: ReadonlySet<string> = new Set(BATCH_PROTOCOL_VERSIONS);

/** One member's answer, with the request it answers (absent for a member refused at the door). */
interface Answered {
  request?: JsonRpcRequest;
  body: object;
}

/** Answer a POST whose body is a JSON array, under the version its header names (null: none). */
export async function answerBatch(messages: readonly unknown[], headerVersion: string | null, dispatch: McpDispatch): Promise<Reply> {
  const version = headerVersion?.trim() ?? null;
  const refuse = (why: string) => json(invalidRequest(null, why), 400);
  const unsupported = unsupportedVersion(version);
  if (unsupported) return refuse(unsupported);
  if (version !== null && !BATCH_VERSIONS.has(version)) return refuse(`MCP ${version} has no JSON-RPC batches (removed in 2025-06-18); send one message per POST`);
  // JSON-RPC 2.0 §6: an empty array is one Invalid Request, answered with a single object.
  if (messages.length === 0) return refuse("an empty batch");
  if (messages.length > MAX_BATCH_MESSAGES) return refuse(`a batch may hold at most ${MAX_BATCH_MESSAGES} messages`);

  const answered: Answered[] = [];
  for (const message of messages) {
    const incoming = classify(message);
    if (incoming.kind === "accepted") continue;
    if (incoming.kind === "invalid") {
      answered.push({ body: errorBody(incoming.id, INVALID_REQUEST, incoming.message) });
    } else if (incoming.method === "initialize") {
      // 2025-03-26 "Lifecycle": "The initialize request MUST NOT be part of a JSON-RPC batch".
      answered.push({ body: invalidRequest(incoming.id, "initialize must not be part of a JSON-RPC batch; send it alone") });
    } else if (claimsModern(version, incoming.params)) {
      answered.push({ body: invalidRequest(incoming.id, "a request that carries its version in _meta cannot be batched; send one message per POST") });
    } else {
      answered.push({ request: incoming, body: await dispatch(incoming, "legacy") });
    }
  }
  // 2025-03-26 "Sending Messages to the Server": input of only notifications or responses gets 202.
  if (answered.length === 0) return { kind: "empty", status: 202 };
  return {
    ...json(batchBytes(answered.map((member) => member.body))),
    // Too large for the platform: each request says so as it would alone (a tool call in its
    // result), adding that the size is the batch's, since each answer may fit on its own.
    whenTooLarge: (bytes, max) => json(batchBytes(answered.map(({ request, body }) => (request ? dispatch.tooLarge(request, "legacy", bytes, max, true) : body)))),
  };
}

/** The array of responses, as bytes: a result the dispatcher encoded ahead of time goes in as it is. */
function batchBytes(bodies: readonly object[]): JsonBytes {
  const parts = bodies.flatMap((body, i) => [i === 0 ? "[" : ",", ...(body instanceof JsonBytes ? body.parts : [utf8.encode(JSON.stringify(body))])]);
  return new JsonBytes([...parts, "]"]);
}
