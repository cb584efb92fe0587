// writeSite swaps a finished site in for the old one. The preview `npm run dev` serves runs in
// the build's own process, so no turn of its event loop may fall between moving the old
// folder away and moving the new one in: a request answered there found no site at all.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { writeSite } from "../build/write-dist.ts";

const work = await mkdtemp(path.join(os.tmpdir(), "portfolio-write-site-"));
afterAll(() => rm(work, { recursive: true, force: true }));

/** A site of `count` small files, each saying `text`. */
const site = (count: number, text: string) => new Map(Array.from({ length: count }, (_, i) => [`api/v1/item-${i}/index.json`, `{"text":"${text}"}`] as const));

describe("writeSite", () => {
  it("never leaves the folder missing, on any turn of the event loop, while it swaps a site in", async () => {
    const outDir = path.join(work, "dist");
    await writeSite(outDir, site(50, "first"));
    for (let swap = 1; swap <= 20; swap++) {
      let turns = 0;
      let missing = 0;
      let done = false;
      // Look at every turn of the loop until the write settles: the check phase follows each
      // poll phase, where a finished rename's callback (and an awaiting build's next step) runs.
      const watching = new Promise<void>((resolve) => {
        const look = () => {
          turns++;
          if (!existsSync(path.join(outDir, "api/v1/item-0/index.json"))) missing++;
          if (done) resolve();
          else setImmediate(look);
        };
        setImmediate(look);
      });
      await writeSite(outDir, site(50, `swap ${swap}`));
      done = true;
      await watching;
      expect(turns).toBeGreaterThan(1);
      expect(missing).toBe(0);
      expect(readFileSync(path.join(outDir, "api/v1/item-0/index.json"), "utf8")).toBe(`{"text":"swap ${swap}"}`);
    }
    // Nothing is left beside it: no staging folder, no previous site.
    expect(await readdir(work)).toEqual(["dist"]);
  });
});

describe("a file path that would land outside the site", () => {
  // Slugs and section names are checked long before this; the writer refuses on its own anyway.
  // Each would land beside the site, in `work`, were it written.
  it.each(["../outside.json", "api/../../outside.json", path.join(work, "outside.json")])("refuses %s and writes nothing, the old site kept", async (relative) => {
    const outDir = path.join(work, "guarded");
    await writeSite(outDir, site(1, "kept"));
    await expect(writeSite(outDir, new Map([["api/v1/ok/index.json", "{}"], [relative, "{}"]]))).rejects.toThrow(`Refusing to write '${relative}'`);
    expect(existsSync(path.join(work, "outside.json"))).toBe(false);
    expect(readFileSync(path.join(outDir, "api/v1/item-0/index.json"), "utf8")).toBe('{"text":"kept"}');
    await rm(outDir, { recursive: true, force: true });
  });
});
