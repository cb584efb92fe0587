// `npm run dev` swaps a rebuilt site in by renaming, in the process that serves it, while
// requests are under way; the lookup that found a file may hold its stats from before the swap
// (the watch that forgets them fires later). Whatever lands between the lookup and the answer,
// a static answer's head and body are of one version of the file: its Content-Length is the
// length of its body, and its ETag is the core's hash of that very body. Made deterministic
// here by swapping the file between the lookup and the answer, as the race did under load.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createStaticFiles, type StaticFiles } from "../build/preview/static-files.ts";
import { createStaticAnswers } from "../build/preview/static-answers.ts";
import { loadNetlifyRules } from "../build/preview/netlify-rules.ts";
import { etagOf } from "../functions/api/core/http/to-response.ts";

const FILE = "/api/v1/item";
let root: string;
let dist: string;
let files: StaticFiles;
let server: Server;
let base: string;
/** Written over the file between the lookup and the answer of the next request, once. */
let swapIn: string | undefined;

const version = (n: number) => `${JSON.stringify({ version: n, text: "x".repeat(100 * n) })}\n`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "portfolio-swap-"));
  dist = path.join(root, "site");
  await writeFile(path.join(root, "netlify.toml"), "");
  await mkdir(path.join(dist, "api", "v1"), { recursive: true });
  await writeFile(path.join(dist, "_headers"), `${FILE}\n  Content-Type: application/json\n`);
  await writeFile(path.join(dist, "_redirects"), "");
  await writeFile(path.join(dist, FILE), version(1));
  files = createStaticFiles(dist);
  const answer = createStaticAnswers(dist, files, await loadNetlifyRules(dist, path.join(root, "netlify.toml")));
  server = createServer((req, res) => {
    const found = files.find(FILE);
    if (swapIn !== undefined) {
      // As writeSite swaps: a new file renamed over the old one, in this very process.
      const staged = path.join(root, "staged");
      writeFileSync(staged, swapIn);
      renameSync(staged, path.join(dist, FILE));
      swapIn = undefined;
    }
    answer(req, res, found, FILE, "");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});
afterAll(async () => {
  files?.close();
  await new Promise((resolve) => server?.close(resolve));
  if (root) await rm(root, { recursive: true, force: true });
});

async function get(headers: Record<string, string> = {}) {
  const response = await fetch(base + FILE, { headers });
  const body = await response.text();
  return { status: response.status, length: response.headers.get("content-length"), etag: response.headers.get("etag"), body };
}

describe("a static answer while the site is swapped", () => {
  it("has the head of the bytes it sends, whichever version it sends", async () => {
    // The first answer, remembered with the stats of version 1.
    const first = await get();
    expect(first).toEqual({ status: 200, length: String(Buffer.byteLength(version(1))), etag: etagOf(version(1)), body: version(1) });
    for (const n of [2, 3, 1, 4]) {
      swapIn = version(n);
      // A validator skips the remembered answer, as a browser's revalidation does.
      const swapped = await get({ "If-None-Match": '"not-this-one"' });
      expect(swapped.status).toBe(200);
      expect(swapped.length, `version ${n}`).toBe(String(Buffer.byteLength(swapped.body)));
      expect(swapped.etag, `version ${n}`).toBe(etagOf(swapped.body));
      expect(swapped.body).toBe(await readFile(path.join(dist, FILE), "utf8"));
      // And a plain request after it: whole, and its ETag its own.
      const after = await get();
      expect([after.length, after.etag]).toEqual([String(Buffer.byteLength(after.body)), etagOf(after.body)]);
    }
  });

  it("answers 304 only for the ETag of the bytes it holds", async () => {
    const now = await get();
    swapIn = version(7);
    const revalidated = await get({ "If-None-Match": now.etag ?? "" });
    // The file changed under the lookup: the old ETag no longer names it.
    expect(revalidated.status).toBe(200);
    expect(revalidated.etag).toBe(etagOf(version(7)));
    expect(revalidated.body).toBe(version(7));
  });
});
