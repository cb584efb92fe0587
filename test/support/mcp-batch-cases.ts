// JSON-RPC batches on /api/mcp, both ways: MCP 2025-03-26 (the revision a request without
// MCP-Protocol-Version is served by) says servers MUST accept them; 2025-06-18 removed them, so
// a later revision's header gets 400 -32600. Part of the transport table in mcp-cases.ts.
import { expect } from "vitest";
import type { McpCase } from "./mcp-cases.ts";
import { expectSpecHeaders } from "./spec-headers.ts";

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
const call = (id: unknown, method: string, params?: unknown) => ({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });
const note = (method: string) => ({ jsonrpc: "2.0", method });
const batchOf = (...messages: unknown[]) => JSON.stringify(messages);
const INITIALIZE = { protocolVersion: "2025-03-26", capabilities: {}, clientInfo: { name: "t", version: "1" } };

type Outcome = { id: unknown; result: true } | { id: unknown; error: number };

/** 200 with an array of responses: one per request, in order, each with its outcome. */
const answers = (...expected: Outcome[]) => async (res: Response) => {
  expect(res.status).toBe(200);
  expectSpecHeaders(res.headers, "application/json");
  const body = await res.json();
  expect(Array.isArray(body)).toBe(true);
  expect(body).toHaveLength(expected.length);
  body.forEach((response: Record<string, any>, i: number) => {
    const want = expected[i]!;
    expect(response.jsonrpc).toBe("2.0");
    expect(response.id).toStrictEqual(want.id);
    if ("error" in want) {
      expect(Object.keys(response).sort()).toEqual(["error", "id", "jsonrpc"]);
      expect(response.error.code).toBe(want.error);
      expect(typeof response.error.message).toBe("string");
    } else {
      expect(Object.keys(response).sort()).toEqual(["id", "jsonrpc", "result"]);
    }
  });
};

/** The whole batch refused: 400 and one JSON-RPC error object (not an array), id null. */
const refused = async (res: Response) => {
  expect(res.status).toBe(400);
  expectSpecHeaders(res.headers, "application/json");
  const body = await res.json();
  expect(Array.isArray(body)).toBe(false);
  expect(body.id).toBeNull();
  expect(body.error.code).toBe(-32600);
};

const ok = (id: unknown): Outcome => ({ id, result: true });
const failed = (id: unknown, error: number): Outcome => ({ id, error });

/**
 * The batch rows of the transport table: answered under 2025-03-26 (or no version header), refused
 * with -32600 under any later revision.
 */
export const BATCH_CASES: McpCase[] = [
  { name: "a batch without a version header (2025-03-26) gets an array of responses in order", headers: JSON_HEADERS, body: batchOf(call(1, "ping"), call("two", "tools/list")), expect: answers(ok(1), ok("two")) },
  { name: "a batch under an MCP-Protocol-Version 2025-03-26 header is answered too", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2025-03-26" }, body: batchOf(call(1, "tools/call", { name: "get_portfolio_info", arguments: {} })), expect: answers(ok(1)) },
  { name: "a batch of only notifications gets 202 and no body", headers: JSON_HEADERS, body: batchOf(note("notifications/initialized"), note("notifications/cancelled")), expect: accepted },
  { name: "a batch of client responses gets 202", headers: JSON_HEADERS, body: batchOf({ jsonrpc: "2.0", id: 5, result: {} }), expect: accepted },
  { name: "notifications in a batch get no response; its requests do", headers: JSON_HEADERS, body: batchOf(note("notifications/initialized"), call(3, "ping")), expect: answers(ok(3)) },
  { name: "initialize inside a batch is refused with -32600; the rest is answered", headers: JSON_HEADERS, body: batchOf(call(1, "initialize", INITIALIZE), call(2, "ping")), expect: answers(failed(1, -32600), ok(2)) },
  { name: "each invalid member gets its own -32600, the valid ones their answers", headers: JSON_HEADERS, body: batchOf(1, call(null, "ping"), { jsonrpc: "1.0", id: 4, method: "ping" }, call(5, "no/such")), expect: answers(failed(null, -32600), failed(null, -32600), failed(4, -32600), failed(5, -32601)) },
  { name: "a member claiming 2026-07-28 in _meta is refused: that revision has no batches", headers: JSON_HEADERS, body: batchOf(call(6, "tools/list", { _meta: { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} } })), expect: answers(failed(6, -32600)) },
  { name: "an empty batch is 400 -32600 (JSON-RPC 2.0 §6)", headers: JSON_HEADERS, body: "[]", expect: refused },
  { name: "a batch of more than 50 messages is 400 -32600", headers: JSON_HEADERS, body: batchOf(...Array.from({ length: 51 }, (_, i) => call(i, "ping"))), expect: refused },
  { name: "a batch under 2025-06-18 is 400 -32600: that revision removed batches", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2025-06-18" }, body: batchOf(call(1, "ping")), expect: refused },
  { name: "a batch under 2025-11-25 is 400 -32600", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2025-11-25" }, body: batchOf(call(1, "ping")), expect: refused },
  { name: "a batch under 2026-07-28 is 400 -32600", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "ping" }, body: batchOf(call(1, "ping")), expect: refused },
  { name: "a batch under an unsupported version is 400 -32600", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2023-01-01" }, body: batchOf(call(1, "ping")), expect: refused },
];

async function accepted(res: Response): Promise<void> {
  expect(res.status).toBe(202);
  expectSpecHeaders(res.headers);
  expect(await res.text()).toBe("");
}
