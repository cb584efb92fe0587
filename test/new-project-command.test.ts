// `npm run new-project <slug or name>` writes a project file the build accepts once its
// placeholder summary is replaced, makes words into a slug it names, and refuses a path, a
// reserved name or an existing file with one line naming it.
import { describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { renderNewProject } from "../build/content/new-project-file.ts";
import { formatProblem } from "../build/report-problems.ts";
import { NEW_PROJECT_PLACEHOLDERS } from "../build/content/new-project-placeholders.ts";
import { translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { runGroup } from "./support/process-group.ts";
import { OWNER_CONTENT } from "./support/owner.ts";


/** The slugs the tests below write: an owner's content that already has one must not change what they see. */
const WRITTEN = ["my-new-app", "dublin-bikes", "my-app", "dbt-quality-gates", "cafe-strasse-2", "2025-plan"];

/** A scratch copy of the project (the owner's content, code, package.json) to run the command in. */
async function scratchProject(): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), "portfolio-new-"));
  for (const entry of [OWNER_CONTENT, "build", "functions", "package.json"]) await cp(entry, path.join(work, entry), { recursive: true });
  for (const slug of WRITTEN) await rm(path.join(work, "content/projects", `${slug}.json`), { force: true });
  await symlink(path.resolve("node_modules"), path.join(work, "node_modules"));
  return work;
}

/** The translated fields of `translations`, titles first, as the content names them (titleFr, summaryPtBr). */
const translatedKeys = (translations: readonly string[]): string[] => (["title", "summary"] as const).flatMap((field) => translations.map((lang) => translationKey(field, lang)));

const build = (work: string) => buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: { SOURCE_DATE_EPOCH: "1767225600" } });

describe("npm run new-project", () => {
  it("writes content/projects/<slug>.json, which the build refuses until the placeholder summary is replaced, then serves", async () => {
    const work = await scratchProject();
    try {
      // The owner's languages: a placeholder title and summary for each, which the build refuses too.
      const { translations = [] } = JSON.parse(await readFile(path.join(work, "content/site.json"), "utf8")) as { translations?: string[] };
      const translated = translatedKeys(translations);
      const { stdout } = await runGroup(path.resolve("node_modules/.bin/tsx"), ["build/new-project.ts", "my-new-app"], { cwd: work });
      const also = translated.length > 0 ? `, and ${translated.join(", ")} are translated or removed` : "";
      expect(stdout).toBe(`Wrote content/projects/my-new-app.json. Fill in title, lane, tier, summary and links, then run npm run check: it fails until the summary is your own${also}.\n`);
      const file = path.join(work, "content/projects/my-new-app.json");
      const written = JSON.parse(await readFile(file, "utf8"));
      expect(written).toMatchObject({ $schema: "../../docs/schemas/content/project.schema.json", slug: "my-new-app", title: "My New App", summary: NEW_PROJECT_PLACEHOLDERS.summary });
      expect(Object.keys(written).filter((key) => translated.includes(key)).sort()).toEqual([...translated].sort());
      const unedited = await build(work);
      expect(unedited.ok ? [] : unedited.problems.map((p) => `${p.source} → ${p.path}`).sort()).toEqual(["summary", ...translated].map((field) => `content/projects/my-new-app.json → ${field}`).sort());
      // Translations are optional per project: removing the placeholders is one way to pass.
      for (const key of translated) delete written[key];
      await writeFile(file, JSON.stringify({ ...written, summary: "An app that does one thing well." }));
      const edited = await build(work);
      expect(edited.ok ? edited.index.projects.map((p) => p.slug) : edited.problems.map(formatProblem)).toContain("my-new-app");
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("makes words into a slug, keeps them as the title, and says which slug it chose", async () => {
    const work = await scratchProject();
    try {
      // As `npm run new-project Dublin Bikes` passes them: two arguments.
      const { stdout } = await runGroup(path.resolve("node_modules/.bin/tsx"), ["build/new-project.ts", "Dublin", "Bikes"], { cwd: work });
      expect(stdout).toMatch(/^Wrote content\/projects\/dublin-bikes\.json \(slug 'dublin-bikes', from "Dublin Bikes"\)\. Fill in title, lane, tier, summary and links, then run npm run check: it fails until the summary is your own(, and .* are translated or removed)?\.\n$/);
      expect(JSON.parse(await readFile(path.join(work, "content/projects/dublin-bikes.json"), "utf8"))).toMatchObject({ slug: "dublin-bikes", title: "Dublin Bikes" });
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it.each([
    ["Dbt-Quality-Gates", "dbt-quality-gates", "Dbt-Quality-Gates"],
    ["My_App", "my-app", "My_App"],
    ["  Café  Straße 2  ", "cafe-strasse-2", "Café Straße 2"],
    // Full-width digits are digits (NFKC): the slug keeps them, the title as written.
    ["ﾌﾟﾗﾝ ２０２５ plan", "2025-plan", "ﾌﾟﾗﾝ ２０２５ plan"],
  ])("turns '%s' into the slug %s with the title %s", async (name, slug, title) => {
    const made = await renderNewProject(OWNER_CONTENT, name);
    expect(made.ok ? [made.slug, JSON.parse(made.text).title, made.file] : made.problems.map(formatProblem)).toEqual([slug, title, `content/projects/${slug}.json`]);
  });

  it.each([
    ["", "slug: missing (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App)"],
    ["../escape", "slug: '../escape' is a path, not a name (give the project's slug or name, e.g. npm run new-project escape)"],
    ["content/projects/My App.json", "slug: 'content/projects/My App.json' is a path, not a name (give the project's slug or name, e.g. npm run new-project my-app)"],
    ["--help", "slug: '--help' is an option, and the command takes none (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App)"],
    ["-h", "slug: '-h' is an option, and the command takes none (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App)"],
    ["!!!", "slug: '!!!' has no letter or digit a slug can hold (a-z, 0-9) (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App)"],
    ["aux", "content/projects/aux.json → slug: 'aux' is a reserved file name on Windows; choose another slug"],
    // Another script makes no slug: none is made up (my-project would name nothing she wrote).
    ["データ2", "slug: 'データ2' is written in another script: spell the name with a–z letters (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App; the file's title can then be written in any script)"],
    ["Проект 2024", "slug: 'Проект 2024' is written in another script: spell the name with a–z letters (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App; the file's title can then be written in any script)"],
    ["content/projects/健康.json", "slug: 'content/projects/健康.json' is a path, not a name (usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App)"],
  ])("refuses '%s'", async (name, expected) => {
    const made = await renderNewProject(OWNER_CONTENT, name);
    expect(made.ok ? [] : made.problems.map(formatProblem)).toEqual([expected]);
  });

  it("refuses the slug of a project the content already has", async () => {
    const existing = (await readdir("content/projects")).find((f) => f.endsWith(".json"))?.slice(0, -".json".length);
    expect(existing, "content/projects has a project").toBeDefined();
    const made = await renderNewProject(OWNER_CONTENT, existing!);
    expect(made.ok ? [] : made.problems.map(formatProblem)).toEqual([`content/projects/${existing}.json: already exists (choose another slug, or edit that file)`]);
  });
});
