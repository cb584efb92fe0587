// The parts of `npm run dev` that decide what a rebuild line says and when a rebuild runs:
// which names are editors' scratch files, what changed on the disk since the last rebuild
// (a real temporary folder), how changes are worded, and the queue that runs one build at a
// time with exactly one more for whatever changed during it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isEditorScratchFile } from "../build/content/editor-files.ts";
import { createChangeLedger, type ContentChange } from "../build/dev/content-changes.ts";
import { describeChanges } from "../build/dev/describe-changes.ts";
import { createRebuildQueue } from "../build/dev/rebuild-queue.ts";
import { watchContent } from "../build/dev/watch-content.ts";
import { PATIENCE_MS } from "./support/patience.ts";

describe("editor scratch files", () => {
  it.each([
    ["content/projects/.alpha.json.swp", true],
    ["content/projects/.alpha.json.swo", true],
    ["content/projects/4913", true],
    ["content/projects/alpha.json~", true],
    ["content/projects/.#alpha.json", true],
    ["content/projects/#alpha.json#", true],
    ["content/projects/alpha.json___jb_tmp___", true],
    ["content/projects/alpha.json___jb_old___", true],
    ["content/projects/alpha.json.tmp", true],
    ["content/projects/alpha.json", false],
    ["content/projects/4913.json", false],
    ["content/projects/.draft.json", false],
    ["content/projects", false],
    ["content/site.json", false],
  ])("%s is scratch: %s", (file, scratch) => {
    expect(isEditorScratchFile(file)).toBe(scratch);
  });
});

describe("describeChanges", () => {
  const file = (p: string, kind: ContentChange["kind"]): ContentChange => ({ path: p, kind, folder: false });
  const folder = (p: string, kind: ContentChange["kind"]): ContentChange => ({ path: p, kind, folder: true });
  it.each([
    [[file("content/projects/alpha.json", "changed")], "content/projects/alpha.json changed"],
    [[file("content/projects/a.json", "added"), file("content/projects/b.json", "removed")], "content/projects/a.json added, content/projects/b.json removed"],
    [[folder("content/projects/", "removed"), file("content/projects/a.json", "removed"), folder("content/away/", "added"), file("content/away/a.json", "added")], "content/projects/ removed, content/away/ added"],
    [[folder("content/projects/", "changed"), file("content/projects/a.json", "changed")], "content/projects/ changed, content/projects/a.json changed"],
    [["a", "b", "c", "d", "e"].map((name) => file(`content/projects/${name}.json`, "added")), "content/projects/a.json added, content/projects/b.json added, content/projects/c.json added and 2 more"],
    [[file("content/projects/\u001b[2Jx.json", "added")], "content/projects/\\u001b[2Jx.json added"],
  ])("%j reads %s", (changes, line) => {
    expect(describeChanges(changes)).toBe(line);
  });
});

describe("the change ledger", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "portfolio-ledger-"));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("compares what is on the disk now with what was there at the last rebuild", async () => {
    const at = (...parts: string[]) => path.join(dir, ...parts);
    await mkdir(at("projects"));
    await writeFile(at("projects", "alpha.json"), "{}");
    await writeFile(at("projects", "beta.json"), "{}");
    const ledger = createChangeLedger();
    ledger.know(at("projects"), true);
    ledger.know(at("projects", "alpha.json"), false);
    ledger.know(at("projects", "beta.json"), false);

    // An atomic save (temporary file renamed over the target), a temporary file that came and
    // went, a new file and a removed one.
    await writeFile(at("projects", "sedX1"), "{ }");
    ledger.touch(at("projects", "sedX1"));
    await rename(at("projects", "sedX1"), at("projects", "alpha.json"));
    ledger.touch(at("projects", "alpha.json"));
    await writeFile(at("projects", "gamma.json"), "{}");
    ledger.touch(at("projects", "gamma.json"));
    await rm(at("projects", "beta.json"));
    ledger.touch(at("projects", "beta.json"));
    expect(await ledger.settle()).toEqual([
      { path: at("projects", "alpha.json"), kind: "changed", folder: false },
      { path: at("projects", "beta.json"), kind: "removed", folder: false },
      { path: at("projects", "gamma.json"), kind: "added", folder: false },
    ]);

    // A removal reported late, after the rebuild that already counted it, is no change.
    ledger.touch(at("projects", "beta.json"));
    ledger.touch(at("projects", "sedX1"));
    expect(await ledger.settle()).toEqual([]);

    // A folder renamed away takes what it held along; back again, its files are new.
    await rename(at("projects"), at("away"));
    for (const p of [at("projects"), at("projects", "alpha.json"), at("away"), at("away", "alpha.json")]) ledger.touch(p);
    expect(await ledger.settle()).toEqual([
      { path: `${at("away")}/`, kind: "added", folder: true },
      { path: at("away", "alpha.json"), kind: "added", folder: false },
      { path: `${at("projects")}/`, kind: "removed", folder: true },
      { path: at("projects", "alpha.json"), kind: "removed", folder: false },
    ]);
    // Its folder's own removal unreported, as chokidar sometimes does: the folder is read anyway.
    await rename(at("away"), at("projects"));
    for (const p of [at("away", "alpha.json"), at("projects"), at("projects", "gamma.json")]) ledger.touch(p);
    expect(await ledger.settle()).toEqual([
      { path: `${at("away")}/`, kind: "removed", folder: true },
      { path: at("away", "alpha.json"), kind: "removed", folder: false },
      { path: `${at("projects")}/`, kind: "added", folder: true },
      { path: at("projects", "gamma.json"), kind: "added", folder: false },
    ]);
  });
});

/** Poll `check` until it holds (bounded: a hang fails the test). */
async function until(check: () => boolean, what = () => ""): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`condition never held ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("watchContent", () => {
  it("names every path as the build does, relative to the working directory, a renamed folder's too", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "portfolio-watch-"));
    const content = path.relative(process.cwd(), path.join(dir, "content"));
    await mkdir(path.join(content, "projects"), { recursive: true });
    await writeFile(path.join(content, "projects", "alpha.json"), "{}");
    const found: string[] = [];
    const touched = new Set<string>();
    const every: string[] = [];
    const touchedAt = (p: string) => {
      touched.add(p);
      every.push(p);
    };
    const failures: Error[] = [];
    const watch = await watchContent(content, { found: (p) => found.push(p), touched: touchedAt, failed: (error) => failures.push(error) });
    try {
      expect(found.sort()).toEqual([content, path.join(content, "projects"), path.join(content, "projects", "alpha.json")]);
      // chokidar 5 reports some folder removals by their absolute path; a few round trips meet one.
      // Each step waits for the file inside, reported on both sides of every rename.
      for (let trip = 0; trip < 10; trip++) {
        touched.clear();
        await rename(path.join(content, "projects"), path.join(content, "away"));
        // The folder's own removal is sometimes not reported at all (the ledger reads the disk).
        await until(() => touched.has(path.join(content, "away", "alpha.json")) && touched.has(path.join(content, "projects", "alpha.json")), () => [...touched].join(" "));
        touched.clear();
        await rename(path.join(content, "away"), path.join(content, "projects"));
        await until(() => touched.has(path.join(content, "away", "alpha.json")) && touched.has(path.join(content, "projects", "alpha.json")), () => [...touched].join(" "));
      }
      expect(every.filter((p) => !p.startsWith(`${content}${path.sep}`))).toEqual([]);
      expect(failures).toEqual([]);
    } finally {
      await watch.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("the rebuild queue", () => {
  it("runs one build at a time, and exactly one more for everything asked during a build", async () => {
    let runs = 0;
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const queue = createRebuildQueue(1, async () => {
      runs++;
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
    });
    queue.now();
    queue.request();
    await until(() => runs === 1);
    // A burst while the first build runs: whenever its timer fires, it may only ask for one more.
    for (let i = 0; i < 5; i++) queue.request();
    queue.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releases.shift()?.();
    await until(() => runs === 2);
    releases.shift()?.();
    await until(() => running === 0);
    // A third build would start one settle time after the second ended; give it many.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect({ runs, most }).toEqual({ runs: 2, most: 1 });
    queue.cancel();
  });
});
