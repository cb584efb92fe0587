// `npm run verify -- <url>` against deployments of one built sample site: the preview and
// Netlify's emulation must pass it; plain http-server on dist/ (no routing) and a site whose
// _redirects lost its last rule must fail it, naming each request that differs and how.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import { once } from "node:events";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createServer as createFileServer } from "http-server";
import { verifyCommand } from "../build/verify/verify-command.ts";
import { Cleanup, startNetlify, useNetlifyPair } from "./support/preview-harness.ts";
import { serveNetlifyDev, type DevServer } from "./support/netlify-dev-server.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { spawnGroup } from "./support/process-group.ts";

const BASE_URL = "https://verify.portfolio.test";

/** Run the command in-process; its exit code and everything it printed. */
async function verify(url: string, options: string[] = []): Promise<{ code: number; output: string }> {
  let output = "";
  const code = await verifyCommand([url, "--content", SAMPLE_CONTENT, ...options], (text) => (output += text));
  return { code, output };
}

/**
 * An HTTP server on 127.0.0.1 that sends every request on to `upstream` and its answer back
 * after `change` (a dropped header, bytes added); the caller closes it.
 */
async function changingProxy(upstream: string, change: (answer: { headers: Headers; body: Uint8Array; fromFunction: boolean }) => void): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const headers = new Headers(Object.entries(req.headers).flatMap(([name, value]) => (typeof value === "string" ? [[name, value] as [string, string]] : [])));
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks);
      const answer = await fetch(upstream + (req.url ?? "/"), { method: req.method ?? "GET", headers, ...(body ? { body } : {}), redirect: "manual" });
      const changed = { headers: new Headers(answer.headers), body: new Uint8Array(await answer.arrayBuffer()), fromFunction: answer.headers.get("answered-by") === "function" };
      change(changed);
      changed.headers.delete("content-encoding");
      changed.headers.delete("transfer-encoding");
      if (req.method !== "HEAD" && answer.status !== 204 && answer.status !== 304) changed.headers.set("content-length", String(changed.body.byteLength));
      res.writeHead(answer.status, Object.fromEntries(changed.headers));
      res.end(req.method === "HEAD" ? undefined : changed.body);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The table rows that failed: "FAIL  <what>  <method>  <path> ...", split on runs of spaces. */
const failedRows = (output: string) => output.split("\n").filter((l) => l.startsWith("FAIL")).map((l) => l.split(/\s{2,}/));

/** The difference block printed under `heading`: its indented lines. */
function differenceOf(output: string, heading: string): string {
  const lines = output.split("\n");
  const start = lines.indexOf(heading);
  if (start === -1) return "";
  const end = lines.findIndex((line, i) => i > start && !line.startsWith("  "));
  return lines.slice(start + 1, end === -1 ? undefined : end).join("\n");
}

const served = useNetlifyPair({ baseUrl: BASE_URL });
const brokenCleanup = new Cleanup();
let pair: { site: { root: string; distDir: string }; preview: { url: string }; netlify: ReturnType<typeof served>["netlify"] };
let dev: DevServer;
let plain: Server;
let broken: DevServer;

beforeAll(async () => {
  const started = served();
  pair = { site: started.site, preview: { url: started.site.url }, netlify: started.netlify };
  dev = await serveNetlifyDev(pair.netlify);
  plain = createFileServer({ root: pair.site.distDir, cache: -1, silent: true }).server;
  plain.listen(0, "127.0.0.1");
  await once(plain, "listening");
  // A copy of the site, its catch-all rule (the last line of _redirects) gone, in Netlify's
  // emulation: the preview would still hand a missing /api/ file to the function, as it does
  // for the malformed paths no rule can match.
  const brokenRoot = `${pair.site.root}-broken`;
  await cp(pair.site.root, brokenRoot, { recursive: true });
  const redirects = path.join(brokenRoot, "dist", "_redirects");
  const rules = (await readFile(redirects, "utf8")).trimEnd().split("\n");
  await writeFile(redirects, `${rules.slice(0, -1).join("\n")}\n`);
  brokenCleanup.add(() => rm(brokenRoot, { recursive: true, force: true }));
  const index = served().site.index;
  broken = await serveNetlifyDev(await startNetlify({ root: brokenRoot, distDir: path.join(brokenRoot, "dist"), index }, brokenCleanup));
}, 180_000);

afterAll(async () => {
  await broken?.close();
  await brokenCleanup.run();
  plain?.closeAllConnections();
  await new Promise<void>((resolve) => (plain ? plain.close(() => resolve()) : resolve()));
  await dev?.close();
});

describe("npm run verify", () => {
  it("passes against the preview, with a row for each method on each kind of path, ETag, CORS and both MCP eras", async () => {
    const { code, output } = await verify(pair.preview.url);
    expect(failedRows(output)).toEqual([]);
    expect(code).toBe(0);
    expect(output).toMatch(/verify: all \d+ requests answer as the core does/);
    for (const kind of ["query rewrite", "static", "function: search", "function: unknown slug", "mcp", "bare /api", "upper case"]) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"]) expect(output).toMatch(new RegExp(`^ok\\s+${kind}\\s+${method}\\s`, "m"));
    }
    expect(output).toMatch(/^ok\s+etag 304\s+GET\s+\/api\/v1\/profile \(If-None-Match\)\s+304\s+304$/m);
    expect(output).toMatch(/^ok\s+cors preflight\s+OPTIONS\s+\/api\/mcp\s+204\s+204$/m);
    expect(output).toMatch(/^ok\s+mcp legacy\s+POST\s+\/api\/mcp/m);
    expect(output).toMatch(/^ok\s+mcp 2026-07-28\s+POST\s+\/api\/mcp/m);
  }, 120_000);

  it("passes against Netlify's emulation (@netlify/dev) of the same site", async () => {
    // The emulation bundles the function on its first call: on a busy machine that alone can
    // outlast verify's default deadline, so this run gets the test's own bound.
    const { code, output } = await verify(dev.url, ["--timeout", "290"]);
    expect(failedRows(output)).toEqual([]);
    expect(code).toBe(0);
  }, 300_000);

  it("fails against plain http-server on dist/, naming the requests routing should have sent elsewhere", async () => {
    const { code, output } = await verify(`http://127.0.0.1:${(plain.address() as AddressInfo).port}`);
    expect(code).toBe(1);
    const failed = failedRows(output).map((cells) => `${cells[1]} ${cells[2]}`);
    expect(failed).toEqual(expect.arrayContaining(["health GET", "static GET", "query rewrite GET", "function: search GET", "mcp POST", "mcp legacy POST", "cors preflight OPTIONS"]));
    // Each difference shows what the core expects beside what came back.
    expect(differenceOf(output, "GET /api/v1/profile [static]")).toContain("  status: expected 200; actual 404");
    expect(output).toMatch(/verify: \d+ of \d+ requests differ from the core/);
  }, 120_000);

  it("fails against a site whose _redirects lost its last rule, naming what only that rule routes", async () => {
    const { code, output } = await verify(broken.url);
    expect(code).toBe(1);
    const failed = new Set(failedRows(output).map((cells) => `${cells[1]} ${cells[2]} ${cells[3]}`));
    // Unknown slugs have their own placeholder rule (docs/performance.md, "Routing rules");
    // MCP and bare /api reach the function only through the catch-all.
    expect(failed).toContain("mcp GET /api/mcp");
    expect(failed).toContain("bare /api GET /api");
    // What the other rules route still holds.
    expect(failed).not.toContain("static GET /api/v1/profile");
    expect(failed).not.toContain("function: unknown slug GET /api/v1/projects/verify-no-such-project");
    expect(differenceOf(output, "GET /api [bare /api]")).toContain("  header content-type: expected application/problem+json; actual ");
  }, 120_000);

  it("passes through the changing proxy when it changes nothing, so each failure below is its change's", async () => {
    const proxy = await changingProxy(pair.preview.url, () => undefined);
    try {
      const { code, output } = await verify(proxy.url);
      expect(failedRows(output)).toEqual([]);
      expect(code).toBe(0);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  // A deployment that answers every row right but for one thing, through a proxy over the preview.
  it.each<[string, (answer: { headers: Headers; body: Uint8Array; fromFunction: boolean }) => void, RegExp]>([
    ["drops the functions' mark", ({ headers }) => headers.delete("answered-by"), /answered by: expected the function \(Answered-By: function\); actual no Answered-By header/],
    ["puts a byte-order mark before every body", (answer) => void (answer.body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), answer.body])), /body: /],
    ["gives the function's answers ETags of its own", ({ headers, fromFunction }) => void (fromFunction && headers.has("etag") && headers.set("etag", '"not-the-core-s"')), /header etag: expected "/],
  ])("fails against a deployment that %s", async (_name, change, told) => {
    const proxy = await changingProxy(pair.preview.url, change);
    try {
      const { code, output } = await verify(proxy.url);
      expect(code, output).toBe(1);
      expect(output).toMatch(told);
    } finally {
      await proxy.close();
    }
  }, 120_000);

  it("refuses a URL with a path, and exits 2 naming the origin to give", async () => {
    const { code, output } = await verify("https://example.netlify.app/api");
    expect(code).toBe(2);
    expect(output).toContain("https://example.netlify.app/api has a path; give the site's origin (https://example.netlify.app)");
  });

  it("is the npm script: exit code 1 and the table on stdout when the deployment differs", async () => {
    const port = (plain.address() as AddressInfo).port;
    const child = spawnGroup("npm", ["run", "--silent", "verify", "--", `http://127.0.0.1:${port}`, "--content", SAMPLE_CONTENT]);
    try {
      expect(await child.exited()).toBe(1);
      expect(child.output()).toMatch(/^FAIL\s+static\s+GET\s+\/api\/v1\/profile\s+200 json\s+404/m);
    } finally {
      await child.stop();
    }
  }, 120_000);
});
