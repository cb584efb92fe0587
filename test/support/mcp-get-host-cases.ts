// GET /api/mcp by Accept, and the Host rule, as rows of the transport table (mcp-cases.ts):
// the core answers every Host, the local preview only this machine's (`expectPreview`).
import { expect } from "vitest";
import type { McpCase } from "./mcp-cases.ts";
import { expectSpecHeaders } from "./spec-headers.ts";
import { declaredToolNames } from "./declared-lists.ts";

const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
const call = (id: unknown, method: string) => JSON.stringify({ jsonrpc: "2.0", id, method });

/** A 200 JSON-RPC result, checked by `check`. */
const result = (check: (value: Record<string, any>) => void) => async (res: Response) => {
  expect(res.status).toBe(200);
  expectSpecHeaders(res.headers, "application/json");
  const body = await res.json();
  expect(Object.keys(body).sort()).toEqual(["id", "jsonrpc", "result"]);
  check(body.result);
};

/** The GET answer: 200 info JSON or 405, and always Vary: Accept (the answer depends on it). */
const getAnswer = (status: 200 | 405) => async (res: Response) => {
  expect(res.status).toBe(status);
  expectSpecHeaders(res.headers);
  expect(res.headers.get("vary")).toBe("Accept");
  if (status === 405) {
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST, OPTIONS");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
    if (res.body) expect((await res.json()).code).toBe("METHOD_NOT_ALLOWED");
  } else {
    expect((await res.json()).tools).toEqual(declaredToolNames());
  }
};

/**
 * Streamable HTTP "Listening for Messages from the Server": a GET that accepts text/event-stream
 * gets a stream or 405. Any q above 0 lists it; a wildcard or JSON alone does not.
 */
export const GET_ACCEPT_CASES: McpCase[] = [
  { name: "GET asking only for an event stream is 405 with Allow", method: "GET", headers: { Accept: "text/event-stream" }, expect: getAnswer(405) },
  { name: "GET accepting JSON and an event stream (the SDK's GET) is 405", method: "GET", headers: { Accept: "application/json, text/event-stream" }, expect: getAnswer(405) },
  { name: "GET listing text/event-stream at q=0.1 is 405", method: "GET", headers: { Accept: "application/json;q=1, Text/Event-Stream ; q=0.1" }, expect: getAnswer(405) },
  { name: "HEAD listing text/event-stream is 405 too", method: "HEAD", headers: { Accept: "text/event-stream" }, expect: getAnswer(405) },
  { name: "GET refusing the event stream with q=0 gets the info JSON", method: "GET", headers: { Accept: "text/event-stream;q=0, application/json" }, expect: getAnswer(200) },
  { name: "GET with Accept: application/json gets the info JSON", method: "GET", headers: { Accept: "application/json" }, expect: getAnswer(200) },
  { name: "GET with Accept: */* (curl, a browser) gets the info JSON", method: "GET", headers: { Accept: "*/*" }, expect: getAnswer(200) },
  { name: "GET with a browser's Accept gets the info JSON", method: "GET", headers: { Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" }, expect: getAnswer(200) },
];

/** MCP "Security Warning": DNS rebinding. The deployed core answers any Host; the local preview only its own. */
const misdirected = async (res: Response) => {
  expect(res.status).toBe(421);
  expectSpecHeaders(res.headers, "application/problem+json");
  const body = await res.json();
  expect([body.status, body.code]).toEqual([421, "MISDIRECTED_REQUEST"]);
  expect(body.detail).toContain("evil.example");
};
/** The Host rows: the core answers any Host, the preview only this machine's. */
export const HOST_CASES: McpCase[] = [
  {
    name: "a POST for another Host (DNS rebinding) is answered by the core, refused 421 by the local preview",
    headers: { ...JSON_HEADERS, Host: "evil.example", Origin: "http://evil.example" },
    body: call(1, "tools/list"),
    expect: result((value) => expect(value.tools.map((tool: { name: string }) => tool.name)).toEqual(declaredToolNames())),
    expectPreview: misdirected,
  },
  {
    name: "a GET for another Host is answered by the core, refused 421 by the local preview",
    method: "GET",
    headers: { Accept: "application/json", Host: "evil.example:8888" },
    expect: getAnswer(200),
    expectPreview: misdirected,
  },
  {
    name: "a POST from another Origin to this machine's Host is answered everywhere (CORS stays open)",
    headers: { ...JSON_HEADERS, Host: "localhost", Origin: "http://evil.example" },
    body: call(1, "ping"),
    expect: result((value) => expect(value).toEqual({})),
  },
];
