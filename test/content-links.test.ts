// A symbolic link in content/ that leads where the build does not read: out of content/, or into
// a name starting with a dot, which the build skips and npm run dev's watcher does not watch. Each
// is refused as one problem naming the link (not one per file read through a linked folder), and
// the dot-named entry it leads into gets no "not read by the build" warning beside it.
import { afterEach, describe, expect, it } from "vitest";
import { cp, mkdir, rename, rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { formatProblem } from "../build/report-problems.ts";
import { applyCase, makeWorkDir } from "./support/content-fixtures.ts";

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});

/** What `npm run check` prints for the valid fixture after `prepare`: its problem lines and its warnings. */
async function checkAfter(prepare: (content: string) => Promise<void>): Promise<{ problems: string[]; warnings: string[] }> {
  work = await makeWorkDir();
  const content = await applyCase(work, undefined);
  await prepare(content);
  const result = await loadContent(content, { label: "content" });
  return { problems: result.ok ? [] : result.problems.map(formatProblem), warnings: result.warnings.map(formatProblem) };
}

const DOT = "a name starting with a dot, which the build skips";

describe("a symbolic link into a dot-named entry of content/", () => {
  it("refuses a project file linked into a parked folder, naming the link, with no warning about the folder", async () => {
    const checked = await checkAfter(async (content) => {
      await mkdir(path.join(content, ".drafts"));
      await rename(path.join(content, "projects", "beta.json"), path.join(content, ".drafts", "beta.json"));
      await symlink(path.join("..", ".drafts", "beta.json"), path.join(content, "projects", "beta.json"));
    });
    expect(checked).toEqual({
      problems: [`content/projects/beta.json: symbolic link points into content/.drafts/, ${DOT} (move the file content/.drafts/beta.json to content/projects/beta.json, in place of the link)`],
      warnings: [],
    });
  });

  it("refuses a project file linked to a dot-named file beside it", async () => {
    const checked = await checkAfter(async (content) => {
      await rename(path.join(content, "projects", "beta.json"), path.join(content, "projects", ".beta.json"));
      await symlink(".beta.json", path.join(content, "projects", "beta.json"));
    });
    expect(checked).toEqual({
      problems: [`content/projects/beta.json: symbolic link points to content/projects/.beta.json, ${DOT} (move the file content/projects/.beta.json to content/projects/beta.json, in place of the link)`],
      warnings: [],
    });
  });

  it("refuses projects/ linked to a dot-named folder once, not once per file", async () => {
    const checked = await checkAfter(async (content) => {
      await rename(path.join(content, "projects"), path.join(content, ".real-projects"));
      await symlink(".real-projects", path.join(content, "projects"));
    });
    expect(checked).toEqual({
      problems: [`content/projects: symbolic link points to content/.real-projects/, ${DOT} (move the folder content/.real-projects/ to content/projects, in place of the link)`],
      warnings: [],
    });
  });

  it("refuses a project file linked into a folder the system left (a Mac zip's __MACOSX/), which the build and the watcher skip", async () => {
    const checked = await checkAfter(async (content) => {
      await mkdir(path.join(content, "__MACOSX"));
      await rename(path.join(content, "projects", "beta.json"), path.join(content, "__MACOSX", "beta.json"));
      await symlink(path.join("..", "__MACOSX", "beta.json"), path.join(content, "projects", "beta.json"));
    });
    expect(checked).toEqual({
      problems: ["content/projects/beta.json: symbolic link points into content/__MACOSX/, a name the system leaves behind, which the build skips (move the file content/__MACOSX/beta.json to content/projects/beta.json, in place of the link)"],
      warnings: [],
    });
  });

  it("still warns about a parked folder no link leads into", async () => {
    const checked = await checkAfter(async (content) => {
      await mkdir(path.join(content, ".drafts"));
      await cp(path.join(content, "projects", "beta.json"), path.join(content, ".drafts", "beta.json"));
    });
    expect(checked).toEqual({ problems: [], warnings: ["content/.drafts/: not read by the build (names starting with a dot are skipped)"] });
  });
});

describe("a content folder linked out of content/", () => {
  it("is one problem naming the link, not one per file in it", async () => {
    const checked = await checkAfter(async (content) => {
      const elsewhere = path.join(content, "..", "elsewhere");
      await rename(path.join(content, "projects"), elsewhere);
      await symlink(elsewhere, path.join(content, "projects"));
    });
    expect(checked.problems).toEqual(["content/projects: symbolic link points outside the content folder (copy the folder into content/ instead)"]);
  });

  it("is one problem when the folder it leads to holds no projects, only folders and other files (a link to /usr/share)", async () => {
    const checked = await checkAfter(async (content) => {
      const elsewhere = path.join(content, "..", "share");
      for (const folder of ["GConf", "PackageKit", "zoneinfo"]) await mkdir(path.join(elsewhere, folder), { recursive: true });
      await writeFile(path.join(elsewhere, "README"), "not content");
      await rm(path.join(content, "projects"), { recursive: true });
      await symlink(elsewhere, path.join(content, "projects"));
    });
    // Not a problem per folder there, and nothing of which projects exist (keyProjects waits).
    expect(checked.problems).toEqual(["content/projects: symbolic link points outside the content folder (copy the folder into content/ instead)"]);
  });

  it("a folder the build does not read, linked out of content/, is told to be removed, not to have its files moved in", async () => {
    const checked = await checkAfter(async (content) => {
      const elsewhere = path.join(content, "..", "share");
      await mkdir(path.join(elsewhere, "zoneinfo"), { recursive: true });
      await symlink(elsewhere, path.join(content, "share"));
      await symlink(elsewhere, path.join(content, "projects", "share"));
      // A name close to a folder that is read: still the link to remove, not a rename.
      await symlink(elsewhere, path.join(content, "project"));
    });
    expect(checked.problems).toEqual([
      "content/project/: this folder is not read by the build, and is a symbolic link out of content/, through which nothing is read (remove the link; projects/ is read only as a folder inside content/)",
      "content/projects/share/: folders inside a content folder are not read, and this one is a symbolic link out of content/, through which nothing is read (remove the link; to publish files it leads to, copy them into projects/, one <slug>.json each)",
      "content/share/: this folder is not read by the build, and is a symbolic link out of content/, through which nothing is read (remove the link)",
    ]);
  });
});
