// What a route answers, as a plain value. Routes never build a Response; `toResponse` in
// to-response.ts is the one place that turns a reply into one.
import type { AnyProblemType, ProblemType } from "./problems.ts";

/** A JSON body with its status. */
export interface JsonReply {
  kind: "json";
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * The reply to send instead when the body is above the platform's limit. Absent: the
   * RESULT_TOO_LARGE problem. MCP answers in JSON-RPC, which an MCP client can read.
   */
  whenTooLarge?: (bytes: number, max: number) => Reply;
}

/** An RFC 9457 problem. Only the occurrence-specific parts; its type supplies the rest. */
export interface ProblemReply {
  kind: "problem";
  type: AnyProblemType;
  detail: string;
  headers?: Record<string, string>;
}

/** A bodiless answer: a 202 for an MCP notification, a 204 for a CORS preflight. */
export interface EmptyReply {
  kind: "empty";
  status: 202 | 204;
  headers?: Record<string, string>;
}

/** Anything a route may answer; to-response.ts turns each kind into a Response. */
export type Reply = JsonReply | ProblemReply | EmptyReply;

/**
 * A JSON body already encoded as UTF-8, in pieces (a fixed MCP result: the response's head, the
 * request's id and the prepared tail; a batch: its members' pieces between brackets and commas);
 * a piece may be an ASCII string, one byte per character. toResponse joins them only where the
 * Response copies them (to-response.ts), so a warm answer encodes nothing and makes no copy of
 * its own.
 */
export class JsonBytes {
  readonly byteLength: number;
  constructor(readonly parts: readonly (Uint8Array | string)[]) {
    let length = 0;
    for (const part of parts) length += typeof part === "string" ? part.length : part.byteLength;
    this.byteLength = length;
  }
  /** Write the bytes at the start of `target` (at least byteLength long) and return them. */
  writeInto(target: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    let offset = 0;
    for (const part of this.parts) {
      if (typeof part !== "string") {
        target.set(part, offset);
        offset += part.byteLength;
      } else for (let i = 0; i < part.length; i++) target[offset++] = part.charCodeAt(i);
    }
    return target.subarray(0, offset);
  }
}

/**
 * A JSON body whose UTF-8 size is known before it is built (a list, from its measured items):
 * toResponse refuses an oversized one without calling `build`, and otherwise sends what it builds.
 */
export class SizedJson {
  constructor(
    readonly bytes: number,
    readonly build: () => unknown,
  ) {}
}

/** A JSON reply, 200 unless told otherwise. */
export function json(body: unknown, status = 200): JsonReply {
  return { kind: "json", status, body };
}

/** A problem reply; its detail comes from the type's declaration. */
export function problem<A>(type: ProblemType<A>, args: A, headers?: Record<string, string>): ProblemReply {
  const detail = type.detail(args);
  return headers ? { kind: "problem", type, detail, headers } : { kind: "problem", type, detail };
}

/** The same reply with more headers; a header of the same name is replaced. */
export function withHeaders<R extends Reply>(reply: R, headers: Record<string, string>): R {
  return { ...reply, headers: { ...reply.headers, ...headers } };
}
