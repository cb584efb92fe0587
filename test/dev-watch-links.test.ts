// `npm run dev`'s watcher follows no symbolic link and skips dot-named entries, as the build
// does: links out of content/ to a large tree (one plain, one dot-named, one named like a
// project) add not one inotify watch to the dev process, and the build's own message about
// each is printed. The watches are counted from /proc/<pid>/fdinfo of every process in dev's
// process group (Linux, where inotify is what chokidar uses).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { makeDevWorkspace, startDev, type DevServer } from "./support/dev-workspace.ts";
import { PATIENCE_MS } from "./support/patience.ts";

/** Folders in the tree outside content/: a watcher that followed a link would watch each. */
const TREE_FOLDERS = 120;

let work: string;
let outside: string;
let dev: DevServer | undefined;

beforeAll(async () => {
  work = await makeDevWorkspace("test/fixtures/content/valid");
  outside = await mkdtemp(path.join(tmpdir(), "portfolio-outside-"));
  for (let i = 0; i < TREE_FOLDERS; i++) {
    const folder = path.join(outside, `folder-${i}`, "inner");
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "file.json"), "{}");
  }
  dev = await startDev(work);
}, PATIENCE_MS);
afterAll(async () => {
  await dev?.child.stop();
  if (work) await rm(work, { recursive: true, force: true });
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

/** Wait until dev's output holds `text` (bounded: a hang). */
const printed = (text: string) => dev!.child.waitFor(text, PATIENCE_MS);

describe("npm run dev and links out of content/", () => {
  it("adds no watch for a link to a large tree, dot-named or not, and prints the build's message for each", async () => {
    const leader = dev!.child.child.pid!;
    const before = await inotifyWatches(leader);
    expect(before).toBeGreaterThan(0);
    const content = path.join(work, "content");
    await symlink(outside, path.join(content, "shared"));
    await symlink(outside, path.join(content, ".parked"));
    await symlink(path.join(outside, "folder-0", "inner", "file.json"), path.join(content, "projects", "outside.json"));
    // Each as the build words it (build/content/list-content-files.ts, read-json-file.ts).
    await printed("content/projects/outside.json: symbolic link points outside the content folder (copy the file into content/ instead)");
    await printed("content/shared: not read by the build");
    await printed("content/.parked: not read by the build (names starting with a dot are skipped)");
    // One more save, served after the links were seen: the watcher has settled on them.
    await rm(path.join(content, "projects", "outside.json"));
    await printed("content/projects/outside.json removed: rebuilt 2 projects");
    expect(await inotifyWatches(leader)).toBe(before);
  }, 2 * PATIENCE_MS);
});
