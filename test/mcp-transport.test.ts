// Every JSON-RPC and transport rule of POST/GET /api/mcp in the legacy era (the table in
// test/support/mcp-cases.ts), run as a twin: against the core in-process and over HTTP
// through the preview, where Netlify's routing sends /api/mcp to the function.
import { describe, expect, it } from "vitest";
import { sampleApp } from "./support/sample.ts";
import { MCP_TRANSPORT_CASES, mcpRequestInit } from "./support/mcp-cases.ts";
import { describeTwin } from "./support/twin.ts";

describeTwin("MCP transport", (t) => {
  it.each(MCP_TRANSPORT_CASES)("$name", async (c) => {
    const target = t();
    // Raw, so a row's Host header reaches the preview as sent; the preview refuses a Host that
    // is not this machine, where the core answers every Host (expectPreview).
    const expected = target.side === "http" ? (c.expectPreview ?? c.expect) : c.expect;
    await expected(await target.raw("/api/mcp", mcpRequestInit(c)));
  });
});

describe("a client that hangs up mid-body (only in-process: fetch cannot send a broken body)", () => {
  it("gets 400 -32700, not a 500", async () => {
    const app = await sampleApp();
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
