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

describe("a body read as HTTP frames it (in-process: a stream that never ends)", () => {
  const message = new TextEncoder().encode('{"jsonrpc":"2.0","id":7,"method":"ping"}');
  const post = (chunks: Uint8Array[], length: number | undefined) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        // Never closed: only the declared length says the message is whole.
      },
    });
    const headers: Record<string, string> = { "Content-Type": "application/json", "MCP-Protocol-Version": "2025-06-18" };
    if (length !== undefined) headers["Content-Length"] = String(length);
    return new Request("https://portfolio.test/api/mcp", { method: "POST", headers, body, duplex: "half" } as RequestInit);
  };

  it.each([
    ["one chunk", [message]],
    ["two chunks", [message.subarray(0, 10), message.subarray(10)]],
  ])("is answered once its Content-Length has arrived (%s)", async (_name, chunks) => {
    const app = await sampleApp();
    const res = await app.handle(post(chunks, message.byteLength));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ jsonrpc: "2.0", id: 7, result: {} });
  });

  it("without a Content-Length, is read to its end", async () => {
    const app = await sampleApp();
    const pending = app.handle(post([message], undefined));
    const first = await Promise.race([pending.then(() => "answered"), new Promise((resolve) => setTimeout(() => resolve("waiting"), 200))]);
    expect(first).toBe("waiting");
  });
});
