// The transport rules of /api/mcp as a table of requests and checks; test/mcp-transport.test.ts
// runs it as a twin (the core in-process, and HTTP through the preview).
import { expectSpecHeaders } from "./spec-headers.ts";
import { expect } from "vitest";
import { BATCH_CASES } from "./mcp-batch-cases.ts";
import { GET_ACCEPT_CASES, HOST_CASES } from "./mcp-get-host-cases.ts";
import { expectDeclaredTools } from "./declared-lists.ts";

/**
 * What the server advertises for the engine's resources: tools, resources, prompts and
 * completions, and the MCP Apps extension when the index has the view. Written out, so a test
 * fails when the server advertises more or less than it serves.
 */
export const SERVED_CAPABILITIES = {
  tools: { listChanged: false },
  resources: { listChanged: false, subscribe: false },
  prompts: { listChanged: false },
  completions: {},
};

/** Check a capabilities object: the served ones, and nothing else but the app extension. */
export function expectServedCapabilities(capabilities: Record<string, unknown>): void {
  expect(capabilities).toMatchObject(SERVED_CAPABILITIES);
  expect(Object.keys(capabilities).filter((key) => key !== "extensions").sort()).toEqual(Object.keys(SERVED_CAPABILITIES).sort());
  if (capabilities["extensions"] !== undefined) expect(capabilities["extensions"]).toEqual({ "io.modelcontextprotocol/ui": { mimeTypes: ["text/html;profile=mcp-app"] } });
}

/** One row of the transport table: a request to /api/mcp and the checks on its answer. */
export interface McpCase {
  name: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  expect: (res: Response) => Promise<void>;
  /** Through the local preview, when it must answer otherwise: it refuses a Host that is not this machine. */
  expectPreview?: (res: Response) => Promise<void>;
}

/** The request a row describes: POST with a JSON Content-Type unless it says otherwise. */
export function mcpRequestInit(c: Pick<McpCase, "method" | "headers" | "body">): RequestInit {
  const init: RequestInit = { method: c.method ?? "POST", headers: c.headers ?? { "Content-Type": "application/json" } };
  if (c.body !== undefined) init.body = c.body;
  return init;
}

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };


/** A JSON-RPC answer with this HTTP status, exactly `jsonrpc`, `id` and one of result/error. */
function rpc(status: number, check: (body: Record<string, any>) => void) {
  return async (res: Response) => {
    expect(res.status).toBe(status);
    expectSpecHeaders(res.headers);
    expect(res.headers.get("content-type")).toBe("application/json");
    const body = await res.json();
    expect(body.jsonrpc).toBe("2.0");
    expect(Object.keys(body).sort()).toEqual(["error" in body ? "error" : "result", "id", "jsonrpc"].sort());
    check(body);
  };
}

const error = (status: number, code: number, id: unknown = null) =>
  rpc(status, (body) => {
    expect(body.id).toStrictEqual(id);
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
  });

const accepted = async (res: Response) => {
  expect(res.status).toBe(202);
  expectSpecHeaders(res.headers);
  expect(await res.text()).toBe("");
};

const call = (id: unknown, method: string, params?: unknown) => JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) });

/** Every `type` in a JSON Schema that lists several types: MCP Inspector --strict wants anyOf. */
function typeArrays(schema: unknown): unknown[] {
  if (typeof schema !== "object" || schema === null) return [];
  const own = !Array.isArray(schema) && Array.isArray((schema as { type?: unknown }).type) ? [(schema as { type: unknown }).type] : [];
  return [...own, ...Object.values(schema).flatMap(typeArrays)];
}

/** The names of properties whose schema is `anyOf` with `{ type: "null" }`, anywhere in a schema. */
function nullableProperties(schema: unknown): string[] {
  if (typeof schema !== "object" || schema === null) return [];
  const properties = (schema as { properties?: Record<string, { anyOf?: unknown[] }> }).properties ?? {};
  const own = Object.entries(properties).filter(([, value]) => value.anyOf?.some((branch) => JSON.stringify(branch) === '{"type":"null"}')).map(([name]) => name);
  return [...own, ...Object.values(schema).flatMap(nullableProperties)];
}

/** The transport rules of /api/mcp, one row each, with the batch, GET and Host rows joined in. */
export const MCP_TRANSPORT_CASES: McpCase[] = [
  {
    name: "initialize echoes a supported protocol version and describes the server",
    headers: JSON_HEADERS,
    body: call(1, "initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } }),
    expect: rpc(200, (body) => {
      expect(body.id).toBe(1);
      expect(body.result.protocolVersion).toBe("2025-06-18");
      expectServedCapabilities(body.result.capabilities);
      expect(Object.keys(body.result.serverInfo).sort()).toEqual(["name", "title", "version"]);
      expect(body.result.instructions).toMatch(/get_case_study/);
    }),
  },
  {
    name: "initialize answers the latest version when the client's is unknown",
    headers: JSON_HEADERS,
    body: call("init", "initialize", { protocolVersion: "1999-01-01", capabilities: {}, clientInfo: { name: "t", version: "1" } }),
    expect: rpc(200, (body) => expect([body.id, body.result.protocolVersion]).toEqual(["init", "2025-11-25"])),
  },
  { name: "initialize without a protocolVersion string is 200 -32602", headers: JSON_HEADERS, body: call(1, "initialize", { protocolVersion: 20250618 }), expect: error(200, -32602, 1) },
  { name: "initialize with clientInfo that is not an object is 200 -32602", headers: JSON_HEADERS, body: call(1, "initialize", { protocolVersion: "2025-06-18", clientInfo: "me" }), expect: error(200, -32602, 1) },
  { name: "tools/list with a cursor that is not a string is 200 -32602", headers: JSON_HEADERS, body: call(1, "tools/list", { cursor: 5 }), expect: error(200, -32602, 1) },
  // Every list is one page and no answer carries a nextCursor, so any cursor is invalid (MCP: SHOULD be -32602).
  ...["tools/list", "resources/list", "resources/templates/list", "prompts/list"].map((method) => ({
    name: `${method} with a string cursor, which this server never gives, is 200 -32602`,
    headers: JSON_HEADERS,
    body: call(1, method, { cursor: "next" }),
    expect: error(200, -32602, 1),
  })),
  { name: "ping answers {}", headers: JSON_HEADERS, body: call(7, "ping"), expect: rpc(200, (body) => expect(body.result).toEqual({})) },
  { name: "a null id is 400 -32600 (MCP: a request id is never null)", headers: JSON_HEADERS, body: call(null, "ping"), expect: error(400, -32600, null) },
  { name: "a null id on tools/call is 400 -32600 too", headers: JSON_HEADERS, body: call(null, "tools/call", { name: "get_portfolio_info", arguments: {} }), expect: error(400, -32600, null) },
  { name: "a null id under a 2025-03-26 header is 400 -32600", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2025-03-26" }, body: call(null, "ping"), expect: error(400, -32600, null) },
  { name: "an integer id past 2^53 is 400 -32600: it could not be echoed as sent", headers: JSON_HEADERS, body: '{"jsonrpc":"2.0","id":12345678901234567890,"method":"ping"}', expect: rpc(400, (body) => expect([body.id, body.error?.code, body.error?.message]).toEqual([null, -32600, expect.stringContaining("safe integer")])) },
  { name: "a client's error response with a null id is still 202 (it answers a request it could not read)", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "x" } }), expect: accepted },
  { name: "echoes a string id exactly", headers: JSON_HEADERS, body: call("a-1 é", "ping"), expect: rpc(200, (body) => expect(body.id).toBe("a-1 é")) },
  {
    name: "tools/list gives the declared tools (the spec's three among them) in a fixed order with read-only annotations",
    headers: JSON_HEADERS,
    body: call(2, "tools/list"),
    expect: rpc(200, (body) => {
      expectDeclaredTools(body.result.tools.map((t: { name: string }) => t.name));
      for (const tool of body.result.tools) {
        expect(tool.inputSchema).toMatchObject({ type: "object", additionalProperties: false });
        expect(tool.outputSchema.type).toBe("object");
        expect(tool.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false });
        expect(typeof tool.title).toBe("string");
        expect(tool.description.length).toBeGreaterThan(40);
      }
    }),
  },
  { name: "a notification gets 202 and no body", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" }), expect: accepted },
  { name: "an unknown notification gets 202 too", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", method: "no/such" }), expect: accepted },
  { name: "a response sent by the client gets 202", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: 5, result: {} }), expect: accepted },
  { name: "an error object sent by the client gets 202", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: 5, error: { code: 1, message: "x" } }), expect: accepted },
  { name: "malformed JSON is 400 -32700 with id null", headers: JSON_HEADERS, body: '{"jsonrpc": "2.0", "id": 1, "method": "ping"', expect: error(400, -32700) },
  { name: "an empty body is 400 -32700", headers: JSON_HEADERS, body: "", expect: error(400, -32700) },
  ...BATCH_CASES,
  { name: "a missing jsonrpc is 400 -32600, echoing a valid id", headers: JSON_HEADERS, body: JSON.stringify({ id: 3, method: "ping" }), expect: error(400, -32600, 3) },
  { name: "jsonrpc 1.0 is 400 -32600", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "1.0", id: 3, method: "ping" }), expect: error(400, -32600, 3) },
  { name: "a method that is not a string is 400 -32600", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: 42 }), expect: error(400, -32600, 3) },
  { name: "an id of another type is 400 -32600 with id null", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: { a: 1 }, method: "ping" }), expect: error(400, -32600) },
  { name: "params that are not an object are 400 -32600", headers: JSON_HEADERS, body: JSON.stringify({ jsonrpc: "2.0", id: 4, method: "ping", params: [1] }), expect: error(400, -32600, 4) },
  { name: "a JSON value that is not an object is 400 -32600", headers: JSON_HEADERS, body: '"ping"', expect: error(400, -32600) },
  { name: "an unknown method is 200 -32601 Method not found", headers: JSON_HEADERS, body: call(9, "sampling/createMessage"), expect: error(200, -32601, 9) },
  { name: "resources/subscribe, which the server does not offer (subscribe: false), is 200 -32601", headers: JSON_HEADERS, body: call(9, "resources/subscribe", { uri: "x" }), expect: error(200, -32601, 9) },
  { name: "an unknown tool is 200 -32602", headers: JSON_HEADERS, body: call(10, "tools/call", { name: "delete_everything", arguments: {} }), expect: error(200, -32602, 10) },
  { name: "tools/call without a name is 200 -32602", headers: JSON_HEADERS, body: call(10, "tools/call", {}), expect: error(200, -32602, 10) },
  { name: "arguments that are not an object are 200 -32602", headers: JSON_HEADERS, body: call(10, "tools/call", { name: "list_projects", arguments: "not an object" }), expect: error(200, -32602, 10) },
  {
    name: "an unsupported MCP-Protocol-Version header is 400",
    headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2023-01-01" },
    body: call(11, "ping"),
    expect: error(400, -32600, 11),
  },
  { name: "a supported MCP-Protocol-Version header is fine", headers: { ...JSON_HEADERS, "MCP-Protocol-Version": "2025-03-26" }, body: call(11, "ping"), expect: rpc(200, (b) => expect(b.result).toEqual({})) },
  { name: "a body over 64 KiB is 413 with a JSON-RPC error", headers: JSON_HEADERS, body: call(12, "ping", { pad: "x".repeat(70_000) }), expect: error(413, -32600) },
  { name: "a body that is not JSON by Content-Type is 415", headers: { "Content-Type": "text/plain" }, body: call(13, "ping"), expect: error(415, -32600) },
  { name: "a body without Content-Type is 415", headers: {}, body: call(13, "ping"), expect: error(415, -32600) },
  { name: "application/json with a charset is fine", headers: { "Content-Type": "application/json; charset=utf-8" }, body: call(14, "ping"), expect: rpc(200, (b) => expect(b.id).toBe(14)) },
  ...GET_ACCEPT_CASES,
  ...HOST_CASES,
  {
    name: "tools/list writes nullable output fields as anyOf with null, never a type array",
    headers: JSON_HEADERS,
    body: call(2, "tools/list"),
    expect: rpc(200, (body) => {
      for (const tool of body.result.tools) expect(typeArrays(tool.outputSchema), tool.name).toEqual([]);
      const nullable = new Set(body.result.tools.flatMap((tool: { outputSchema: unknown }) => nullableProperties(tool.outputSchema)));
      for (const field of ["badge", "titleTr", "role", "status", "summary", "summaryTr"]) expect(nullable.has(field), field).toBe(true);
    }),
  },
  {
    name: "DELETE is 405 (no sessions to end)",
    method: "DELETE",
    headers: {},
    expect: async (res) => {
      expect(res.status).toBe(405);
      expectSpecHeaders(res.headers);
      expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    },
  },
  {
    name: "OPTIONS is the CORS preflight",
    method: "OPTIONS",
    headers: { Origin: "http://elsewhere.test", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type, mcp-protocol-version" },
    expect: async (res) => {
      expect(res.status).toBe(204);
      expectSpecHeaders(res.headers);
      expect(res.headers.get("access-control-allow-methods")).toBe("GET, HEAD, POST, OPTIONS");
      expect(res.headers.get("access-control-allow-headers")?.toLowerCase()).toContain("mcp-protocol-version");
      expect(await res.text()).toBe("");
    },
  },
];
