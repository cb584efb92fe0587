// `npm run new-project <slug>` writes a project file the build accepts as it is, and refuses a
// bad slug or an existing file with one line naming it.
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { buildSite } from "../build/build-site.ts";
import { renderNewProject } from "../build/content/new-project-file.ts";
import { formatProblem } from "../build/report-problems.ts";

const run = promisify(execFile);

describe("npm run new-project", () => {
  it("writes content/projects/<slug>.json, which builds and is served", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "portfolio-new-"));
    try {
      for (const entry of ["content", "build", "functions", "package.json"]) await cp(entry, path.join(work, entry), { recursive: true });
      await symlink(path.resolve("node_modules"), path.join(work, "node_modules"));
      const { stdout } = await run(path.resolve("node_modules/.bin/tsx"), ["build/new-project.ts", "my-new-app"], { cwd: work });
      expect(stdout).toBe("Wrote content/projects/my-new-app.json. Fill in title, lane, tier, summary and links, then run npm run check.\n");
      const written = JSON.parse(await readFile(path.join(work, "content/projects/my-new-app.json"), "utf8"));
      expect(written).toMatchObject({ $schema: "../../docs/schemas/content/project.schema.json", slug: "my-new-app", title: "My New App" });
      const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, env: { SOURCE_DATE_EPOCH: "1767225600" } });
      expect(result.ok ? result.index.projects.map((p) => p.slug) : result.problems.map(formatProblem)).toContain("my-new-app");
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it.each([
    ["", "slug: missing (usage: npm run new-project <slug>, e.g. npm run new-project my-app)"],
    ["My_App", "content/projects/My_App.json → slug: expected lowercase letters, digits and single hyphens, e.g. my-project"],
    ["../escape", "content/projects/../escape.json → slug: expected lowercase letters, digits and single hyphens, e.g. my-project"],
    ["aux", "content/projects/aux.json → slug: 'aux' is a reserved file name on Windows; choose another slug"],
  ])("refuses the slug '%s'", async (slug, expected) => {
    const made = await renderNewProject("content", slug);
    expect(made.ok ? [] : made.problems.map(formatProblem)).toEqual([expected]);
  });

  it("refuses the slug of a project the content already has", async () => {
    const existing = (await readdir("content/projects")).find((f) => f.endsWith(".json"))?.slice(0, -".json".length);
    expect(existing, "content/projects has a project").toBeDefined();
    const made = await renderNewProject("content", existing!);
    expect(made.ok ? [] : made.problems.map(formatProblem)).toEqual([`content/projects/${existing}.json: already exists (choose another slug, or edit that file)`]);
  });
});
