// The preview remembers a small file's 200 answer (head and bytes) after it first sends it, so
// the answers it gives from memory must be the ones the file server gave: same status, same
// headers, same bytes, for GET and HEAD; and a request the memory does not answer (a range, a
// validator) still gets the file server's or the preview's own answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { startPreview, ROUTE_HEADER, type Preview } from "../build/preview/start-preview.ts";
import { createApp } from "../functions/api/core/app.ts";
import { SAMPLE_CONTENT, sampleIndex } from "./support/sample.ts";

// The fixture's own vocabulary: its first tier, whatever it is called.
const fixture = await sampleIndex();

let root: string;
let preview: Preview;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "portfolio-remembered-"));
  const dist = path.join(root, "site");
  const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: dist, indexModule: false, baseUrl: "https://remembered.test", env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  const app = createApp(result.index);
  preview = await startPreview({ distDir: dist, port: 0, handler: (request) => app.handle(request) });
});
afterAll(async () => {
  await preview?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

/** Headers of the connection and the clock, not of the answer: the client's fetch picks the first. */
const TRANSPORT = new Set(["date", "connection", "keep-alive"]);

/** Status, every header of the answer, and the body's bytes. */
async function answer(pathname: string, init: RequestInit = {}) {
  const response = await fetch(preview.url + pathname, init);
  const headers = [...response.headers].filter(([name]) => !TRANSPORT.has(name));
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe("answers the preview remembers", () => {
  it.each(["/api/v1/projects", "/api/v1/profile", `/api/v1/projects?tier=${encodeURIComponent(fixture.site.tiers[0] ?? "")}`, "/api/v1/health"])("gives %s the same status, headers and bytes again", async (pathname) => {
    const first = await answer(pathname);
    expect(first.status).toBe(200);
    expect(new Map(first.headers).get(ROUTE_HEADER.toLowerCase())).toBe("static");
    const again = [await answer(pathname), await answer(pathname)];
    for (const later of again) expect(later).toEqual(first);
    const head = await answer(pathname, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers).toEqual(first.headers);
    expect(head.body.byteLength).toBe(0);
  });

  it("still answers a range with 206 and the asked bytes", async () => {
    const whole = await answer("/api/v1/profile");
    const part = await answer("/api/v1/profile", { headers: { Range: "bytes=0-9" } });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(whole.body.subarray(0, 10));
  });

  it("still answers a matching If-None-Match with 304", async () => {
    const whole = await answer("/api/v1/profile");
    const etag = new Map(whole.headers).get("etag");
    expect(etag).toMatch(/^"/);
    const again = await fetch(`${preview.url}/api/v1/profile`, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});
