// The build's outputs (dist/, the function's index module and its two entries) are written all
// or none: an output that cannot be written leaves every previous one byte-identical, so the
// site and the function never disagree, and `npm run build` says which path failed and why in
// one plain line, never a stack trace. Root ignores chmod, so the failures here are a folder
// where a file should be, a file where a folder should be, and a rename made to fail.
import { afterEach, describe, expect, it, vi } from "vitest";
import { cp, lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, symlink, writeFile } from "node:fs/promises";
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { writeOutputs, type SiteFiles } from "../build/write-dist.ts";
import { snapshotTree } from "./support/content-fixtures.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { runGroup } from "./support/process-group.ts";

// One rename made to fail, once, for the undo of a swap half done; every other call is the real one.
const failRename = vi.hoisted(() => ({ to: undefined as string | undefined }));
vi.mock("node:fs", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs")>();
  const renameSync: typeof fs.renameSync = (from, to) => {
    if (failRename.to !== undefined && String(to) === failRename.to) {
      failRename.to = undefined;
      throw Object.assign(new Error(`EPERM: operation not permitted, rename '${String(from)}' -> '${String(to)}'`), { code: "EPERM", syscall: "rename", path: String(from), dest: String(to) });
    }
    fs.renameSync(from, to);
  };
  return { ...fs, renameSync, default: { ...fs, renameSync } };
});

// One removal made to fail (a set-aside dist/ another user made), matched by a pattern; every other call is the real one.
const failRm = vi.hoisted(() => ({ at: undefined as RegExp | undefined }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const fs = await importOriginal<typeof import("node:fs/promises")>();
  const rm: typeof fs.rm = async (target, options) => {
    if (failRm.at?.test(String(target))) {
      failRm.at = undefined;
      throw Object.assign(new Error(`EACCES: permission denied, rmdir '${String(target)}/api'`), { code: "EACCES", syscall: "rmdir", path: `${String(target)}/api` });
    }
    return fs.rm(target, options);
  };
  return { ...fs, rm, default: { ...fs, rm } };
});

let work: string;
afterEach(async () => {
  failRename.to = undefined;
  failRm.at = undefined;
  await rm(work, { recursive: true, force: true });
});

const site = (text: string): SiteFiles => new Map([["index.html", text], ["api/v1/health/index.json", `{"text":"${text}"}`]]);

/** A folder holding dist/ and two single files, as one good build left them. */
async function lastBuild(): Promise<{ dist: string; index: string; entry: string; files: (text: string) => Map<string, string> }> {
  work = await mkdtemp(path.join(tmpdir(), "portfolio-write-outputs-"));
  const dist = path.join(work, "dist");
  const index = path.join(work, "functions/api/portfolio-data.js");
  const entry = path.join(work, "functions/api-methods/api-methods.js");
  const files = (text: string) => new Map([[index, `// ${text}`], [entry, `// ${text}`]]);
  expect(await writeOutputs(dist, site("old"), files("old"))).toBeUndefined();
  return { dist, index, entry, files };
}

/** Every byte under the work folder: equal snapshots mean nothing was changed, nor left behind. */
const everything = () => snapshotTree(work);

describe("writeOutputs", () => {
  it("writes the site and every single file, replacing the last ones and leaving nothing beside them", async () => {
    const { dist, index, entry, files } = await lastBuild();
    expect(await writeOutputs(dist, site("new"), files("new"))).toBeUndefined();
    expect(await readFile(path.join(dist, "index.html"), "utf8")).toBe("new");
    expect([await readFile(index, "utf8"), await readFile(entry, "utf8")]).toEqual(["// new", "// new"]);
    expect((await readdir(work)).sort()).toEqual(["dist", "functions"]);
    expect(await readdir(path.dirname(index))).toEqual(["portfolio-data.js"]);
  });

  it("makes what serves the site ready from the staged files, and hands over in the swap's own synchronous step", async () => {
    const { dist, index, files } = await lastBuild();
    const seen: string[] = [];
    let resolved = false;
    const written = writeOutputs(dist, site("new"), files("new"), async (staging) => {
      // Every file is staged, and nothing is in place yet.
      seen.push(`staged ${readFileSync(path.join(staging, "index.html"), "utf8")}`, `served ${readFileSync(path.join(dist, "index.html"), "utf8")}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      return () => {
        // Run before any other turn of the event loop: the swap is done, the old folder not yet removed.
        seen.push(`swapped ${readFileSync(path.join(dist, "index.html"), "utf8")}`, `index ${readFileSync(index, "utf8")}`, resolved ? "late" : "in step");
      };
    });
    void written.then(() => (resolved = true));
    expect(await written).toBeUndefined();
    expect(seen).toEqual(["staged new", "served old", "swapped new", "index // new", "in step"]);
  });

  it("removes what a killed build left beside its outputs, and keeps what a running one is writing", async () => {
    const { dist, index, files } = await lastBuild();
    // A process that has ended: its pid names no running build.
    const ended = spawnSync(process.execPath, ["-e", ""]).pid!;
    const running = process.ppid;
    // A pid is reused (a container gives every build the same one): what a running process's
    // pid names from before that process started is another's, left by a killed build.
    const now = Date.now();
    const left = [`${dist}.tmp-${ended}-1`, `${dist}.old-${ended}-2`, `${index}.tmp-${ended}-3`, `${index}.old-${ended}-4`, `${dist}.tmp-${process.pid}-7`, `${index}.old-${process.pid}-8`];
    const kept = [`${dist}.tmp-${running}-${now}`, `${index}.tmp-${running}-${now}`, `${index}.tmp-notapid`];
    for (const place of [...left, ...kept]) await (place.startsWith(dist) ? mkdir(place) : writeFile(place, "x"));
    expect(await writeOutputs(dist, site("new"), files("new"))).toBeUndefined();
    expect((await readdir(work)).sort()).toEqual(["dist", `dist.tmp-${running}-${now}`, "functions"]);
    expect((await readdir(path.dirname(index))).sort()).toEqual(["portfolio-data.js", `portfolio-data.js.tmp-${running}-${now}`, "portfolio-data.js.tmp-notapid"].sort());
  });

  it("removes, on Linux, what a running pid names from before that process started (the pid reused)", async () => {
    const { dist, files } = await lastBuild();
    // The parent (vitest) started before this test; a stamp of a minute before the boot cannot be its own.
    const running = process.ppid;
    const reused = `${dist}.tmp-${running}-1000`;
    await mkdir(reused);
    expect(await writeOutputs(dist, site("new"), files("new"))).toBeUndefined();
    expect(existsSync(reused)).toBe(!existsSync(`/proc/${running}/stat`));
  });

  it("changes nothing when a folder sits where a single file goes, and names that file", async () => {
    const { dist, entry, files } = await lastBuild();
    await rm(entry);
    await mkdir(entry);
    const before = await everything();
    const failure = await writeOutputs(dist, site("new"), files("new"));
    expect([failure?.output, failure?.error.code]).toEqual([entry, "EISDIR"]);
    expect(await everything()).toEqual(before);
  });

  it("changes nothing when a file sits where a single file's folder goes", async () => {
    const { dist, entry, files } = await lastBuild();
    await rm(path.dirname(entry), { recursive: true });
    await writeFile(path.dirname(entry), "not a folder");
    const before = await everything();
    const failure = await writeOutputs(dist, site("new"), files("new"));
    expect(failure?.output).toBe(entry);
    expect(failure?.error.code).toMatch(/^(ENOTDIR|EEXIST)$/);
    expect(await everything()).toEqual(before);
  });

  it("tells of a set-aside output it cannot remove, which stays beside the new one", async () => {
    const { dist, files } = await lastBuild();
    const stuck: Array<[string, string | undefined]> = [];
    failRm.at = /dist\.old-/;
    expect(await writeOutputs(dist, site("new"), files("new"), undefined, (leftover, error) => stuck.push([path.basename(leftover).replace(/-\d+-\d+$/, ""), error.code]))).toBeUndefined();
    expect(await readFile(path.join(dist, "index.html"), "utf8")).toBe("new");
    expect(stuck).toEqual([["dist.old", "EACCES"]]);
  });

  it("undoes the steps already taken when a later one fails, dist/ included", async () => {
    const { dist, entry, files } = await lastBuild();
    const before = await everything();
    // dist/ is swapped first, then the index module; the last entry's rename fails.
    failRename.to = entry;
    const failure = await writeOutputs(dist, site("new"), files("new"));
    expect([failure?.output, failure?.error.code]).toEqual([entry, "EPERM"]);
    expect(await everything()).toEqual(before);
  });
});

describe("npm run build, when an output cannot be written", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");
  const ENV = { SOURCE_DATE_EPOCH: "1767225600", SITE_URL: "https://build.test" };
  const build = () => runGroup(tsx, [path.resolve("build/build.ts")], { cwd: work, env: { ...process.env, ...ENV } });

  /** A work folder built once from the sample, then given a new title, so the next build would change every output. */
  async function builtThenEdited(): Promise<void> {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-write-cli-"));
    await cp(path.resolve(SAMPLE_CONTENT), path.join(work, "content"), { recursive: true });
    expect((await build()).code).toBe(0);
    const project = path.join(work, "content/projects/cay-evi-website.json");
    await writeFile(project, (await readFile(project, "utf8")).replace('"title": "', '"title": "Renamed '));
  }

  /** dist/ and the index module, byte for byte. */
  const lastOutputs = async () => [await snapshotTree(path.join(work, "dist")), await readFile(path.join(work, "functions/api/portfolio-data.js"), "utf8")];

  it("refuses a dist/ that is a link or a file, changing nothing: it would be replaced, the link's site left stale", async () => {
    await builtThenEdited();
    const dist = path.join(work, "dist");
    const elsewhere = path.join(work, "webroot");
    await rename(dist, elsewhere);
    await symlink(elsewhere, dist);
    const before = await snapshotTree(elsewhere);
    const linked = await build();
    expect(linked.code).toBe(1);
    expect(linked.stderr).toBe(`Build failed: 1 problem (dist/ was not changed)\n  dist: is a link (to ${elsewhere}), not a folder: the build replaces the folder whole, so it would remove the link and write nothing where it leads (remove the link (the build makes the folder), and copy the site from there if it is needed elsewhere)\n`);
    expect((await lstat(dist)).isSymbolicLink()).toBe(true);
    expect(await snapshotTree(elsewhere)).toEqual(before);
    await rm(dist);
    await writeFile(dist, "my notes");
    const filed = await build();
    expect(filed.stderr).toBe("Build failed: 1 problem (dist/ was not changed)\n  dist: is a file, not a folder: the build writes the site into a folder there (move the file away)\n");
    expect(await readFile(dist, "utf8")).toBe("my notes");
  });

  it("says in a note which earlier copy it could not remove", async () => {
    // In this process (the removal made to fail is this process's): the build as build.ts runs it.
    await builtThenEdited();
    failRm.at = /dist\.old-/;
    const { buildSite } = await import("../build/build-site.ts");
    const built = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, env: ENV });
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    const notes = built.notes.map((note) => `${path.basename(note.source).replace(/-\d+-\d+$/, "")}: ${note.message} (${note.hint})`);
    expect(notes).toContain("dist.old: an earlier build's copy, which could not be removed (EACCES: no permission to write there), stays beside the site (remove it by hand (as the user who made it, if another did: sudo rm -r))");
  });

  it("keeps the last dist/ and index module and names the entry whose place a folder holds", async () => {
    await builtThenEdited();
    const before = await lastOutputs();
    const entry = path.join(work, "functions/api-methods/api-methods.js");
    await rm(entry);
    await mkdir(entry);
    const failed = await build();
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe("");
    expect(failed.stderr).toBe("Build failed: 1 problem (dist/ was not changed)\n  functions/api-methods/api-methods.js: cannot be written (EISDIR: a folder is in its place) (no output was changed)\n");
    expect(await lastOutputs()).toEqual(before);
  });

  it("keeps the last dist/ and index module when an entry's folder is a file, naming the entry and the code", async () => {
    await builtThenEdited();
    const before = await lastOutputs();
    const folder = path.join(work, "functions/api-methods");
    await rm(folder, { recursive: true });
    await writeFile(folder, "");
    const failed = await build();
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/^Build failed: 1 problem \(dist\/ was not changed\)\n {2}functions\/api-methods\/api-methods\.js: cannot be written \((ENOTDIR: a file is where a folder should be|EEXIST)\) \(writing functions\/api-methods\S* failed; no output was changed\)\n$/);
    expect(await lastOutputs()).toEqual(before);
  });
});
