// The preview remembers each path's stat (a static request used to cost several), so it must
// forget them when the site is rebuilt under it, as `npm run dev` does: the next answer for a
// file carries the new bytes and the ETag of the new bytes, and a file the new build added is
// found.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { startPreview, ROUTE_HEADER, type Preview } from "../build/preview/start-preview.ts";
import { createApp } from "../functions/api/core/app.ts";
import { etagOf } from "../functions/api/core/http/to-response.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

let root: string;
let dist: string;
let preview: Preview;

async function build(epoch: string) {
  const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: dist, indexModule: false, baseUrl: "https://rebuild.test", env: { SOURCE_DATE_EPOCH: epoch } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return result.index;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "portfolio-rebuild-"));
  dist = path.join(root, "site");
  const index = await build("1767225600");
  const app = createApp(index);
  preview = await startPreview({ distDir: dist, port: 0, handler: (request) => app.handle(request) });
});
afterAll(async () => {
  await preview?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("a rebuild under a running preview", () => {
  it("serves the new bytes with their ETag, not what it remembered of the old files", async () => {
    const first = await fetch(`${preview.url}/api/v1/health`);
    const before = await first.text();
    expect(first.headers.get(ROUTE_HEADER)).toBe("static");
    expect(first.headers.get("etag")).toBe(etagOf(before));
    // A later build time changes health's timestamp, so its file's bytes (and size) differ.
    await build("1767312000");
    // The rebuild is seen through a file-system watch, which reports a moment later (until
    // then the old ETag may still go out): ask until the new bytes and their ETag come, a
    // bounded number of times. Without forgetting, the old ETag would stay for good.
    let after = before;
    let etag: string | null = null;
    for (let attempt = 0; attempt < 200 && (after === before || etag !== etagOf(after)); attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await fetch(`${preview.url}/api/v1/health`);
      after = await response.text();
      etag = response.headers.get("etag");
    }
    expect(after).not.toBe(before);
    expect(JSON.parse(after).timestamp).toBe("2026-01-02T00:00:00.000Z");
    expect(etag).toBe(etagOf(after));
  });
});
