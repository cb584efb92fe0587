// `npm run dev`'s watcher follows no symbolic link and skips dot-named entries, as the build
// does: links out of content/ to a large tree (one plain, one dot-named, one named like a
// project) add not one inotify watch to the dev process, and the build's own message about
// each is printed. The watches are counted from /proc/<pid>/fdinfo of every process in dev's
// process group (Linux, where inotify is what chokidar uses). content/ itself may be a link
// (an owner who keeps the content elsewhere): the watcher watches the folder it names, and
// still follows no link inside it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readdir, readFile, readlink, rename, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeDevWorkspace, pollJson, startDev, useDev, type DevServer } from "./support/dev-workspace.ts";
import { PATIENCE_MS } from "./support/patience.ts";

/** Folders in the tree outside content/: a watcher that followed a link would watch each. */
const TREE_FOLDERS = 120;

let outside: string;

beforeAll(async () => {
  outside = await mkdtemp(path.join(tmpdir(), "portfolio-outside-"));
  for (let i = 0; i < TREE_FOLDERS; i++) {
    const folder = path.join(outside, `folder-${i}`, "inner");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "file.json"), "{}");
  }
}, PATIENCE_MS);
afterAll(async () => {
  if (outside) await rm(outside, { recursive: true, force: true });
});

/** The inotify watches held by every process in the group led by `leader`. */
async function inotifyWatches(leader: number): Promise<number> {
  let watches = 0;
  for (const pid of await readdir("/proc").then((names) => names.filter((name) => /^\d+$/.test(name)))) {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => "");
    // Fields after the command name (which may hold spaces): state, ppid, pgrp.
    const pgrp = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
    if (pgrp !== leader) continue;
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [] as string[])) {
      if ((await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "")) !== "anon_inode:inotify") continue;
      const info = await readFile(`/proc/${pid}/fdinfo/${fd}`, "utf8").catch(() => "");
      watches += info.split("\n").filter((line) => line.startsWith("inotify wd:")).length;
    }
  }
  return watches;
}

describe("npm run dev and links out of content/", () => {
  const running = useDev("test/fixtures/content/valid");

  /** Wait until dev's output holds `text` (bounded: a hang). */
  const printed = (text: string) => running().dev.child.waitFor(text, PATIENCE_MS);

  it("adds no watch for a link to a large tree, dot-named or not, and prints the build's message for each", async () => {
    const { work, dev } = running();
    const leader = dev.child.child.pid!;
    const before = await inotifyWatches(leader);
    expect(before).toBeGreaterThan(0);
    const content = path.join(work, "content");
    await symlink(outside, path.join(content, "shared"));
    await symlink(outside, path.join(content, ".parked"));
    await symlink(path.join(outside, "folder-0", "inner", "file.json"), path.join(content, "projects", "outside.json"));
    // Each as the build words it (build/content/list-content-files.ts, read-json-file.ts).
    await printed("content/projects/outside.json: symbolic link points outside the content folder (copy the file into content/ instead)");
    await printed("content/shared/: this folder is not read by the build");
    await printed("content/.parked: not read by the build (names starting with a dot are skipped)");
    // One more save, answered after the links were seen: the watcher has settled on them.
    await rm(path.join(content, "projects", "outside.json"));
    await printed("content/projects/outside.json removed: Build failed");
    expect(await inotifyWatches(leader)).toBe(before);
  }, 2 * PATIENCE_MS);

  it("adds no watch when a watched folder is replaced by a link to a large tree at once, and none is left once the folder is back", async () => {
    const { work, dev } = running();
    const leader = dev.child.child.pid!;
    const content = path.join(work, "content");
    const projects = path.join(content, "projects");
    const away = path.join(work, "projects-away");
    /** Wait until dev's output holds `pattern` more often than `seen` times (bounded: a hang). */
    const count = (pattern: RegExp) => dev.child.output().match(new RegExp(pattern, "gm"))?.length ?? 0;
    const printedAgain = async (pattern: RegExp, seen: number) => {
      const deadline = Date.now() + PATIENCE_MS;
      while (count(pattern) <= seen) {
        if (Date.now() > deadline) throw new Error(`no new ${String(pattern)} within ${PATIENCE_MS} ms:\n${dev.child.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    const LINKED = /^\s*content\/projects: symbolic link points outside the content folder \(copy the folder into content\/ instead\)$/;
    const REBUILT = /^content\/projects\S* (changed|added|removed)/;
    // Within chokidar's atomic hold (100 ms), the link takes the place of a folder it watched.
    for (let round = 0; round < 2; round++) {
      const before = await inotifyWatches(leader);
      const [linked, rebuilt] = [count(LINKED), count(REBUILT)];
      await rename(projects, away);
      await symlink(outside, projects);
      await printedAgain(LINKED, linked);
      expect(await inotifyWatches(leader)).toBeLessThanOrEqual(before);
      const afterLink = count(REBUILT);
      await rm(projects);
      await rename(away, projects);
      await printedAgain(REBUILT, Math.max(afterLink, rebuilt));
      expect(await inotifyWatches(leader)).toBeLessThanOrEqual(before);
    }
  }, 4 * PATIENCE_MS);
});

describe("npm run dev when content/ itself is a link", () => {
  let work: string;
  /** The folder content/ links to, outside the project. */
  let real: string;
  let dev: DevServer | undefined;
  beforeAll(async () => {
    work = await makeDevWorkspace("test/fixtures/content/valid");
    real = path.join(await mkdtemp(path.join(tmpdir(), "portfolio-real-content-")), "my-content");
    await rename(path.join(work, "content"), real);
    await symlink(real, path.join(work, "content"));
    dev = await startDev(work);
  }, PATIENCE_MS);
  afterAll(async () => {
    await dev?.child.stop();
    if (work) await rm(work, { recursive: true, force: true });
    if (real) await rm(path.dirname(real), { recursive: true, force: true });
  });

  const printed = (text: string) => dev!.child.waitFor(text, PATIENCE_MS);
  const titleOf = (title: string) => pollJson<{ title?: string }>(`${dev!.origin}/api/v1/projects/alpha`, (body) => body.title === title);

  /** Write alpha.json with another title, through the link or in the real folder. */
  async function retitle(file: string, title: string): Promise<void> {
    const original = await readFile(file, "utf8");
    await writeFile(file, original.replace(/"title": "[^"]*"/, `"title": ${JSON.stringify(title)}`));
  }

  it("serves a save made through the link and one made in the folder it names, each named under content/", async () => {
    await retitle(path.join(work, "content", "projects", "alpha.json"), "Alpha through the link");
    expect((await titleOf("Alpha through the link")).title).toBe("Alpha through the link");
    await printed("content/projects/alpha.json changed: rebuilt 2 projects");
    await retitle(path.join(real, "projects", "alpha.json"), "Alpha in the real folder");
    expect((await titleOf("Alpha in the real folder")).title).toBe("Alpha in the real folder");
  }, 2 * PATIENCE_MS);

  it("still follows no link inside it that points out of it", async () => {
    const leader = dev!.child.child.pid!;
    const before = await inotifyWatches(leader);
    // The folder content/ names, its projects/ and their files, not the link alone (which held 2).
    expect(before).toBeGreaterThan(2);
    await symlink(outside, path.join(real, "shared"));
    // A link to a folder is the folder's problem: the rebuild stops, and says so.
    await printed("content/shared/: this folder is not read by the build");
    await retitle(path.join(real, "projects", "alpha.json"), "Alpha after the link out");
    await printed("content/projects/alpha.json changed: Build failed");
    expect(await inotifyWatches(leader)).toBe(before);
    await rm(path.join(real, "shared"));
    expect((await titleOf("Alpha after the link out")).title).toBe("Alpha after the link out");
  }, 2 * PATIENCE_MS);
});
