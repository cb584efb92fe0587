// What a route answers, as a plain value. Routes never build a Response; `toResponse` in
// respond.ts is the one place that turns a reply into one.
import type { ProblemCode } from "./problem-codes.ts";

/** A JSON body with its status. */
export interface JsonReply {
  kind: "json";
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** An RFC 9457 problem. Only the occurrence-specific parts; the code supplies the rest. */
export interface Problem {
  kind: "problem";
  code: ProblemCode;
  detail: string;
  headers?: Record<string, string>;
}

/** A bodiless answer: a 202 for an MCP notification, a 204 for a CORS preflight. */
export interface EmptyReply {
  kind: "empty";
  status: 202 | 204;
  headers?: Record<string, string>;
}

export type Reply = JsonReply | Problem | EmptyReply;

/**
 * A JSON body serialized ahead of time, for answers that depend on nothing but the index
 * (the tool list, a case study): toResponse sends `text` as it is instead of serializing again.
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A 200 JSON reply. */
export function json(body: unknown, status = 200, headers?: Record<string, string>): JsonReply {
  return headers ? { kind: "json", status, body, headers } : { kind: "json", status, body };
}

/** A problem reply. */
export function problem(code: ProblemCode, detail: string, headers?: Record<string, string>): Problem {
  return headers ? { kind: "problem", code, detail, headers } : { kind: "problem", code, detail };
}
