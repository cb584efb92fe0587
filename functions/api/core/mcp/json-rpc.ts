// JSON-RPC 2.0 as MCP's Streamable HTTP transport uses it: one message per POST (batches were
// removed from the protocol), classified at the door into a request, a notification, a
// client's response, or an error to answer with.

import { JsonText } from "../http/reply.ts";

export type JsonRpcId = string | number | null;

/** Standard error codes (JSON-RPC 2.0 §5.1). */
export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;

/** MCP 2026-07-28's own codes, from the range the spec reserves for itself (basic "Error Codes"). */
export const HEADER_MISMATCH = -32020;
export const MISSING_REQUIRED_CLIENT_CAPABILITY = -32021;
export const UNSUPPORTED_PROTOCOL_VERSION = -32022;

export interface JsonRpcRequest {
  kind: "request";
  id: string | number | null;
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

/** A JSON-RPC success response body. */
export function resultBody(id: JsonRpcId, result: unknown): object {
  return { jsonrpc: "2.0", id, result };
}

/** The same body with a result serialized ahead of time: byte for byte what resultBody gives. */
export function resultText(id: JsonRpcId, resultJson: string): JsonText {
  return new JsonText(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${resultJson}}`);
}

function isValidId(id: unknown): id is JsonRpcId {
  return typeof id === "string" || id === null || (typeof id === "number" && Number.isSafeInteger(id));
}

/** A JSON object: not null, not an array. The one check every MCP field that must be an object uses. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Classify one parsed JSON value. */
export function classify(message: unknown): Incoming {
  if (Array.isArray(message)) return { kind: "invalid", id: null, message: "Invalid Request: batches are not supported; send one message per POST" };
  if (!isPlainObject(message)) return { kind: "invalid", id: null, message: "Invalid Request: the body must be a JSON-RPC object" };
  const hasId = Object.hasOwn(message, "id");
  const id = hasId && isValidId(message["id"]) ? (message["id"] as JsonRpcId) : null;
  const invalid = (why: string): Incoming => ({ kind: "invalid", id, message: `Invalid Request: ${why}` });
  if (message["jsonrpc"] !== "2.0") return invalid('"jsonrpc" must be "2.0"');
  if (hasId && !isValidId(message["id"])) return invalid('"id" must be a string, an integer or null');
  if (!Object.hasOwn(message, "method")) {
    const isResponse = hasId && (Object.hasOwn(message, "result") || Object.hasOwn(message, "error"));
    return isResponse ? { kind: "accepted" } : invalid('"method" is missing');
  }
  if (typeof message["method"] !== "string") return invalid('"method" must be a string');
  const params = message["params"];
  if (params !== undefined && !isPlainObject(params)) return invalid('"params" must be an object');
  if (!hasId) return { kind: "accepted" };
  return { kind: "request", id, method: message["method"], params: params ?? {} };
}
