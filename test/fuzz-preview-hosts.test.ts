// Property: the local preview answers API paths below 500 and with the spec's headers whatever
// Host header arrives — scanners send `a b`, `[::1`, or nothing sensible. Raw HTTP over a
// loopback socket, since fetch always sends its own Host.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { startPreview, type Preview } from "../build/preview/start-preview.ts";
import { createApp } from "../functions/api/core/app.ts";
import { FUZZ_SEED } from "./support/fuzz-requests.ts";

/** Runs of the Host property; the README's Reliability section reports this number. */
export const HOST_RUNS = Number(process.env["FUZZ_RUNS"] ?? 300);

let dir: string;
let preview: Preview;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portfolio-hosts-"));
  const result = await buildSite({ contentDir: "content", outDir: dir, indexModule: false, baseUrl: "http://127.0.0.1", env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!result.ok) throw new Error(result.problems.join("\n"));
  const app = createApp(result.index);
  preview = await startPreview({ distDir: dir, port: 0, handler: (request) => app.handle(request) });
});
afterAll(async () => {
  await preview?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Send one raw request and return the status line and the header block. */
function rawGet(target: string, host: string): Promise<{ status: number; head: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(preview.port, "127.0.0.1", () => socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const head = received.split("\r\n\r\n")[0] ?? "";
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase() });
    });
  });
}

// Printable ASCII, spaces included: what Node's parser lets through in a header value.
const hostArb = fc.oneof(
  fc.constantFrom("a b", "[::1", "[", "x:99999", "x:-1", "%zz", "@", "x/y?z#w", "", "localhost:8888", "127.0.0.1"),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
);
const targetArb = fc.constantFrom("/api/v1/profile", "/api/v1/projects?q=istanbul", "/api/v1/projects/Bad_Slug", "/api/mcp", "/api/nothing");

describe("the preview with arbitrary Host headers", () => {
  it(`answers every API path below 500 with the spec's headers (${HOST_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(targetArb, hostArb, async (target, host) => {
        const { status, head } = await rawGet(target, host.trim());
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        expect(head).toContain("\r\napi-version: 1.0.0");
        expect(head).toContain("\r\naccess-control-allow-origin: *");
      }),
      { seed: FUZZ_SEED, numRuns: HOST_RUNS },
    );
  });
});
