// A real browser, cross-origin: headless Chromium loads a page from a second local origin
// (another port) whose script calls the API on the preview — a GET of the list reading
// Api-Version, an MCP POST whose Content-Type and MCP-Protocol-Version force a preflight, and
// a 404 problem read as JSON. All must succeed with no CORS error in the console.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import http from "node:http";
import { once } from "node:events";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { useSite } from "./support/preview-harness.ts";
import { declaredToolNames } from "./support/declared-lists.ts";
import { PATIENCE_MS } from "./support/patience.ts";

/** What the page's script reports back: one entry per call, or the error it hit. */
interface PageResults {
  list?: { status: number; apiVersion: string | null; etag: string | null; total: number };
  mcp?: { status: number; apiVersion: string | null; id: unknown; tools: string[] };
  problem?: { status: number; contentType: string | null; code: string; status_in_body: number };
  error?: string;
}

// The page the second origin serves. Its script is the client under test: plain fetch, as any
// web app calling the API would write it.
const PAGE = `<!doctype html>
<meta charset="utf-8">
<title>cross-origin client</title>
<script type="module">
const api = new URLSearchParams(location.search).get("api");
const results = {};
try {
  const list = await fetch(api + "/api/v1/projects");
  const listBody = await list.json();
  results.list = { status: list.status, apiVersion: list.headers.get("Api-Version"), etag: list.headers.get("ETag"), total: listBody.total };

  const mcp = await fetch(api + "/api/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
  const mcpBody = await mcp.json();
  results.mcp = { status: mcp.status, apiVersion: mcp.headers.get("Api-Version"), id: mcpBody.id, tools: mcpBody.result.tools.map((t) => t.name) };

  const missing = await fetch(api + "/api/v1/projects/no-such-project");
  const problem = await missing.json();
  results.problem = { status: missing.status, contentType: missing.headers.get("Content-Type"), code: problem.code, status_in_body: problem.status };
} catch (error) {
  results.error = String(error);
}
window.results = results;
document.title = "done";
</script>`;

let pageServer: http.Server;
let pageOrigin: string;
let browser: Browser;
/** Every request that reached the function: method, path and the preflight's asked-for headers. */
const functionCalls: string[] = [];

const site = useSite({
  onFunctionCall: (request) => functionCalls.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get("access-control-request-headers") ?? ""}`.trim()),
});

beforeAll(async () => {
  pageServer = http.createServer((req, res) => {
    if (req.url?.startsWith("/client.html")) res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(PAGE);
    else res.writeHead(204).end();
  });
  pageServer.listen(0, "127.0.0.1");
  await once(pageServer, "listening");
  const address = pageServer.address();
  pageOrigin = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;

  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => pageServer?.close(resolve));
});

describe("a web page on another origin calling the API in Chromium", () => {
  it("reads the list with its Api-Version, passes the MCP preflight, and reads a 404 problem, with no CORS error", async () => {
    const preview = site();
    expect(pageOrigin).not.toBe(preview.url);
    const page = await browser.newPage();
    const consoleLines: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") consoleLines.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => consoleLines.push(`page error: ${error.message}`));
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(`${request.url()} (${request.failure()?.errorText})`));

    await page.goto(`${pageOrigin}/client.html?api=${encodeURIComponent(preview.url)}`);
    await page.waitForFunction(() => document.title === "done", undefined, { timeout: PATIENCE_MS });
    const results = (await page.evaluate(() => (window as unknown as { results: PageResults }).results)) as PageResults;
    await page.close();

    expect(results).toEqual({
      list: { status: 200, apiVersion: "1.0.0", etag: expect.any(String), total: preview.index.projects.length },
      mcp: { status: 200, apiVersion: "1.0.0", id: 1, tools: declaredToolNames() },
      problem: { status: 404, contentType: "application/problem+json", code: "PROJECT_NOT_FOUND", status_in_body: 404 },
    });
    // The browser really asked first: custom headers on a cross-origin POST need a preflight.
    expect(functionCalls).toContainEqual(expect.stringMatching(/^OPTIONS \/api\/mcp .*mcp-protocol-version/));
    expect(failed).toEqual([]);
    // Chromium logs every 4xx fetch as "Failed to load resource"; that one is expected, nothing else is.
    expect(consoleLines.filter((line) => !/Failed to load resource: the server responded with a status of 404/.test(line))).toEqual([]);
    expect(consoleLines.join("\n")).not.toMatch(/CORS|Access-Control/);
  });
});

describe("the browser launcher", () => {
  it("fails with one line naming the problem and how to get a browser when CHROME_PATH names none", async () => {
    const saved = process.env["CHROME_PATH"];
    process.env["CHROME_PATH"] = path.join(site().root, "no-such-browser");
    try {
      const error = await launchChromium().then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(Error);
      const message = (error as Error).message;
      expect(message.split("\n")).toHaveLength(1);
      expect(message).toContain(`CHROME_PATH ${process.env["CHROME_PATH"]}: not an executable file`);
      expect(message).toMatch(/Point CHROME_PATH at a Chrome or Chromium executable/);
    } finally {
      if (saved === undefined) delete process.env["CHROME_PATH"];
      else process.env["CHROME_PATH"] = saved;
    }
  });
});
