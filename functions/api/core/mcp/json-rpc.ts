// JSON-RPC 2.0 as MCP's Streamable HTTP transport uses it: each message classified at the door
// into a request, a notification, a client's response, or an error to answer with. A POST holds
// one message, or under 2025-03-26 a batch of them (json-rpc-batch.ts).

import { JsonBytes } from "../http/reply.ts";

/** An id as an answer echoes it: null in an error about a message whose id could not be read. */
export type JsonRpcId = string | number | null;

/** Standard error codes (JSON-RPC 2.0 §5.1). */
export const PARSE_ERROR = -32700;
/** The message is JSON but not a valid request object. */
export const INVALID_REQUEST = -32600;
/** The method does not exist on this server, or is not offered in the request's era. */
export const METHOD_NOT_FOUND = -32601;
/** The method exists, but its params are not what it takes. */
export const INVALID_PARAMS = -32602;

/** MCP 2026-07-28's own codes, from the range the spec reserves for itself (basic "Error Codes"). */
export const HEADER_MISMATCH = -32020;
/** The request needs a client capability its `_meta` does not declare. */
export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
/** The request's protocol version is not one this server speaks; the error lists those it does. */
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

/** A request the server answers: it has an id, a method and params (an empty object when absent). */
export interface JsonRpcRequest {
  kind: "request";
  /** MCP (every revision, basic "Requests"): "Unlike base JSON-RPC, the ID MUST NOT be null." */
  id: string | number;
  method: string;
  params: Record<string, unknown>;
}

/** What a parsed body turned out to be. */
export type Incoming =
  | JsonRpcRequest
  /** A notification or a response sent by the client: acknowledged with 202, never answered. */
  | { kind: "accepted" }
  | { kind: "invalid"; id: JsonRpcId; message: string };

/** A JSON-RPC error response body. `error` and `result` never both appear. */
export function errorBody(id: JsonRpcId, code: number, message: string, data?: unknown): object {
  const error = data === undefined ? { code, message } : { code, message, data };
  return { jsonrpc: "2.0", id, error };
}

/** -32602 (Invalid params), its message after the prefix every such error here starts with. */
export function invalidParams(id: JsonRpcId, message: string, data?: unknown): object {
  return errorBody(id, INVALID_PARAMS, `Invalid params: ${message}`, data);
}

/** -32600 (Invalid Request), likewise. */
export function invalidRequest(id: JsonRpcId, why: string): object {
  return errorBody(id, INVALID_REQUEST, `Invalid Request: ${why}`);
}

/** A JSON-RPC success response body. */
export function resultBody(id: JsonRpcId, result: unknown): object {
  return { jsonrpc: "2.0", id, result };
}

/** UTF-8 both ways, each made once for the transport. The decoder is fatal: a body (or a Base64 header value) that is not UTF-8 is refused, not patched with U+FFFD. */
export const utf8 = new TextEncoder();
/** The fatal decoder: bytes that are not UTF-8 throw instead of becoming U+FFFD. */
export const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** Every success body starts with these bytes; the id follows. */
const RESPONSE_HEAD = utf8.encode('{"jsonrpc":"2.0","id":');

/**
 * A result that depends on the index alone, serialized and UTF-8 encoded once, as the tail of
 * the response body that follows the id. A warm call then only splices its id in: encoding a
 * body of a few kilobytes on every call cost more than everything else the call does.
 */
export class PreparedResult {
  /** `,"result":<json>}`, the bytes after the id. */
  readonly tail: Uint8Array;
  constructor(resultJson: string) {
    this.tail = utf8.encode(`,"result":${resultJson}}`);
  }
}

/** The response to `id` with a prepared result: byte for byte what resultBody gives. */
export function preparedResponse(id: JsonRpcId, result: PreparedResult): JsonBytes {
  const idJson = JSON.stringify(id);
  // An integer id, and most string ids, are ASCII, which the join writes as they are: an
  // encoder call, or an array made for a few bytes, cost as much as the rest of the answer.
  return new JsonBytes([RESPONSE_HEAD, typeof id === "number" || ASCII.test(idJson) ? idJson : utf8.encode(idJson), result.tail]);
}

const ASCII = /^[\0-\x7f]*$/;

/** A request id MCP allows: a string or an integer, never null; an integer past 2^53 could not be echoed exactly, as JSON numbers parse to doubles. */
function isRequestId(id: unknown): id is string | number {
  return typeof id === "string" || (typeof id === "number" && Number.isSafeInteger(id));
}

/** A JSON object: not null, not an array. The one check every MCP field that must be an object uses. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A message turned away, with what was wrong. A function of the module: a closure made per message cost every valid one too. */
function invalid(id: JsonRpcId, why: string): Incoming {
  return { kind: "invalid", id, message: `Invalid Request: ${why}` };
}

/** Classify one parsed JSON value. */
export function classify(message: unknown): Incoming {
  if (Array.isArray(message)) return invalid(null, "a message must be a JSON-RPC object, not an array");
  if (!isPlainObject(message)) return invalid(null, "the body must be a JSON-RPC object");
  const hasId = Object.hasOwn(message, "id");
  const id = hasId && isRequestId(message["id"]) ? message["id"] : null;
  if (message["jsonrpc"] !== "2.0") return invalid(id, '"jsonrpc" must be "2.0"');
  if (!Object.hasOwn(message, "method")) {
    // A client's error response carries a null id when it could not read our request's.
    const isResponse = hasId && (isRequestId(message["id"]) || message["id"] === null) && (Object.hasOwn(message, "result") || Object.hasOwn(message, "error"));
    if (isResponse) return { kind: "accepted" };
    return invalid(id, hasId && message["id"] !== null && !isRequestId(message["id"]) ? '"id" must be a string or an integer' : '"method" is missing');
  }
  if (hasId && !isRequestId(message["id"])) return invalid(id, '"id" must be a string or a safe integer (|id| < 2^53), never null');
  if (typeof message["method"] !== "string") return invalid(id, '"method" must be a string');
  const params = message["params"];
  if (params !== undefined && !isPlainObject(params)) return invalid(id, '"params" must be an object');
  if (!hasId) return { kind: "accepted" };
  return { kind: "request", id: message["id"] as string | number, method: message["method"], params: params ?? {} };
}
