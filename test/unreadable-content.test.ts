// A content folder the build cannot list holds files it would lose: the build names the folder
// and the system's reason, as it does an unreadable file ("file cannot be read (EACCES)"), and
// never reports it as holding no files. An owner gets there with chmod, which root ignores, so
// the tests that must run as root use a link to itself instead: its readdir fails with ELOOP.
import { afterEach, describe, expect, it } from "vitest";
import { chmod, chown, readdir, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { checkLinesAfter, makeWorkDir } from "./support/content-fixtures.ts";
import { runGroup } from "./support/process-group.ts";

/** The unprivileged user (Debian's and most distributions' `nobody`). */
const NOBODY = { uid: 65534, gid: 65534 };

/** Give `dir` and everything in it to `uid`:`gid`. */
async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) await chown(path.join(entry.parentPath, entry.name), uid, gid);
}

const NO_PROJECTS = "content/projects: no project files found (add one JSON file per project, named <slug>.json)";

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});

describe("a content folder that cannot be read", () => {
  it("is named with its error for projects/, not as a folder with no project files", async () => {
    const lines = await checkLinesAfter(async (content) => {
      await rm(path.join(content, "projects"), { recursive: true });
      await symlink("projects", path.join(content, "projects"));
    });
    // Nothing is said of the projects other files name: which exist is unknown until it is read.
    expect(lines).toEqual(["content/projects: cannot be read (ELOOP)"]);
  });

  it("is named with its error for content/ itself, first, and each folder the build lists in it", async () => {
    const lines = await checkLinesAfter(async (content) => {
      await rm(content, { recursive: true });
      await symlink("content", content);
    });
    // content/ first; then each section folder, in whatever order the sections sort.
    expect(lines[0]).toBe("content: cannot be read (ELOOP)");
    expect(lines).toContain("content/projects: cannot be read (ELOOP)");
    expect(lines).not.toContain(NO_PROJECTS);
    // The files it names are not called missing (the owner would be told to create files that exist).
    expect(lines.filter((line) => line.includes("missing"))).toEqual([]);
    expect(lines).toContain("content/site.json: file cannot be read (ELOOP)");
  });

  // The owner's way there. Root reads the folder anyway, so as root the check runs in a child
  // process as the unprivileged user `nobody`, over a copy it owns.
  it("says EACCES for a projects/ without read permission", async () => {
    work = await makeWorkDir();
    const content = path.join(work, "content");
    const projects = path.join(content, "projects");
    const asRoot = process.getuid?.() === 0;
    try {
      if (asRoot) await chownTree(work, NOBODY.uid, NOBODY.gid);
      await chmod(projects, 0o000);
      const { code, output } = await runGroup(process.execPath, ["--import", "tsx", path.resolve("test/support/content-lines.ts"), content], {
        // tsx keeps its cache under the temporary folder, per user; HOME and TMPDIR are nobody's
        // to write (an inherited TMPDIR may be a folder only its owner can write in).
        env: { ...process.env, HOME: work, TMPDIR: work },
        ...(asRoot && { user: NOBODY }),
      });
      expect(code, output).toBe(0);
      const lines = output.trim().split("\n");
      expect(lines).toEqual(["content/projects: cannot be read (EACCES)"]);
    } finally {
      // Or the clean-up could not remove the folder.
      await chmod(projects, 0o755);
    }
  });
});
