// Every JSON-RPC and transport rule of POST/GET /api/mcp, as raw HTTP-shaped requests to the
// core. test/mcp-http.test.ts runs the same table over real HTTP against the preview.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleApp } from "./support/sample.ts";
import { MCP_TRANSPORT_CASES, type McpCase } from "./support/mcp-cases.ts";
import type { App } from "../functions/api/core/app.ts";

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

async function send(c: McpCase): Promise<Response> {
  const init: RequestInit = { method: c.method ?? "POST", headers: c.headers ?? { "Content-Type": "application/json" } };
  if (c.body !== undefined) init.body = c.body;
  return app.handle(new Request("https://portfolio.test/api/mcp", init));
}

describe("MCP transport through the core", () => {
  it.each(MCP_TRANSPORT_CASES)("$name", async (c) => {
    const res = await send(c);
    await c.expect(res);
  });
});

describe("a client that hangs up mid-body", () => {
  it("gets 400 -32700, not a 500", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"jsonrpc":"2.0","id":1,'));
        controller.error(new Error("connection reset"));
      },
    });
    const init = { method: "POST", headers: { "Content-Type": "application/json" }, body, duplex: "half" } as RequestInit;
    const res = await app.handle(new Request("https://portfolio.test/api/mcp", init));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe(-32700);
  });
});
