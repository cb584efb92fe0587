// A content folder the build cannot list holds files it would lose: the build names the folder
// and the system's reason, as it does an unreadable file ("file cannot be read (EACCES)"), and
// never reports it as holding no files. An owner gets there with chmod, which root ignores, so
// the tests that must run as root use a link to itself instead: its readdir fails with ELOOP.
import { afterEach, describe, expect, it } from "vitest";
import { chmod, rm, symlink } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { formatProblem } from "../build/report-problems.ts";
import { makeWorkDir } from "./support/content-fixtures.ts";

const NO_PROJECTS = "content/projects: no project files found (add one JSON file per project, named <slug>.json)";

let work: string | undefined;
afterEach(async () => {
  if (work) await rm(work, { recursive: true, force: true });
  work = undefined;
});

/** The lines the build prints for the valid set once `breakIt` has had its way with `content/`. */
async function linesOf(breakIt: (content: string) => Promise<void>): Promise<string[]> {
  work = await makeWorkDir();
  const content = path.join(work, "content");
  await breakIt(content);
  const result = await loadContent(content, { label: "content" });
  return result.ok ? [] : result.problems.map(formatProblem);
}

describe("a content folder that cannot be read", () => {
  it("is named with its error for projects/, not as a folder with no project files", async () => {
    const lines = await linesOf(async (content) => {
      await rm(path.join(content, "projects"), { recursive: true });
      await symlink("projects", path.join(content, "projects"));
    });
    expect(lines).toEqual([
      "content/projects: cannot be read (ELOOP)",
      // What the other files say of the projects they name follows from their being unread.
      "content/profile.json → keyProjects[0].slug: no project has the slug 'alpha' (add content/projects/alpha.json or fix the slug)",
    ]);
  });

  it("is named with its error for content/ itself, first, and each folder the build lists in it", async () => {
    const lines = await linesOf(async (content) => {
      await rm(content, { recursive: true });
      await symlink("content", content);
    });
    expect(lines.slice(0, 2)).toEqual(["content: cannot be read (ELOOP)", "content/projects: cannot be read (ELOOP)"]);
    expect(lines).not.toContain(NO_PROJECTS);
  });

  // The owner's way there; root reads the folder anyway, so this runs as anyone else.
  it.skipIf(process.getuid?.() === 0)("says EACCES for a projects/ without read permission", async () => {
    let projects = "";
    try {
      const lines = await linesOf(async (content) => {
        projects = path.join(content, "projects");
        await chmod(projects, 0o000);
      });
      expect(lines[0]).toBe("content/projects: cannot be read (EACCES)");
      expect(lines).not.toContain(NO_PROJECTS);
    } finally {
      // Or the clean-up could not remove the folder.
      if (projects) await chmod(projects, 0o755);
    }
  });
});
