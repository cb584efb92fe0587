// docs/adding-a-resource.md, followed to the letter on a copy of the repository: a `talks`
// section is two new source files and one line in each of two lists. The copy type-checks,
// builds, publishes the section everywhere the built-in ones are (static files, routing and
// header rules, OpenAPI, llms.txt, the portal, the banner, the content reference) and the
// preview serves it. Leaving out any one of the four fails tsc or the build, never silently.
import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "@readme/openapi-parser";
import { spawnGroup } from "./support/process-group.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

const ROOT = process.cwd();
const RECIPE = path.join(ROOT, "test/fixtures/recipe/talks");

/** The four source files the recipe touches: two new modules, and one line in each list. */
const NEW_FILES = ["functions/api/core/resources/talks.ts", "build/content/kinds/talks.ts"];
const LIST_EDITS: Record<string, Array<[string, string]>> = {
  "functions/api/core/resource-list.ts": [
    ['import { mcp } from "./mcp/mcp.ts";', 'import { mcp } from "./mcp/mcp.ts";\nimport { talks } from "./resources/talks.ts";'],
    ["resume, mcp]", "resume, talks, mcp]"],
  ],
  "build/content/kinds.ts": [
    ['import type { ContentKind } from "./content-kind.ts";', 'import type { ContentKind } from "./content-kind.ts";\nimport { talksKind } from "./kinds/talks.ts";'],
    ["skills, PROJECT_KIND]", "skills, PROJECT_KIND, talksKind]"],
  ],
};

interface Answer {
  status: number;
  type: string | null;
  route: string | null;
  body: string;
}
type Checked =
  | { ok: false; problems: string[] }
  | {
      ok: true;
      outDir: string;
      redirects: string;
      headers: string;
      openapi: { paths: Record<string, unknown>; tags: Array<{ name: string }>; components: { schemas: Record<string, unknown> } };
      llms: string;
      portal: string;
      banner: string;
      reference: string;
      list: Answer;
      detail: Answer;
      missing: Answer;
      malformed: Answer;
    };

let copy: string;
let content: string;

/** Copy every tracked file, share node_modules, and add the recipe's content. */
beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), "recipe-repo-"));
  // The working tree, not git's list: the owner's copy in CI is no repository. Generated and
  // installed folders stay out; node_modules is shared below.
  const skipped = /^(node_modules|dist|dist\..*|\.git|\.preview|\.netlify|test-output|bench\/results)(\/|$)/;
  await cp(ROOT, copy, { recursive: true, filter: (source) => !skipped.test(path.relative(ROOT, source)) });
  await symlink(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
  content = path.join(copy, "content-with-talks");
  await cp(SAMPLE_CONTENT, content, { recursive: true });
  await cp(path.join(RECIPE, "content/talks"), path.join(content, "talks"), { recursive: true });
  await cp(path.join(ROOT, "test/fixtures/recipe/recipe-check.ts"), path.join(copy, "recipe-check.ts"));
}, 180_000);

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

/** Apply the recipe, leaving out `skip` (one of the four files), to the copy as it was. */
async function applyRecipe(skip?: string): Promise<void> {
  for (const file of NEW_FILES) {
    await rm(path.join(copy, file), { force: true });
    if (file !== skip) await cp(path.join(RECIPE, file), path.join(copy, file));
  }
  for (const [file, edits] of Object.entries(LIST_EDITS)) {
    let text = await readFile(path.join(ROOT, file), "utf8");
    if (file !== skip) {
      for (const [from, to] of edits) {
        expect(text, `${file} still has the line the recipe edits`).toContain(from);
        text = text.replace(from, to);
      }
    }
    await writeFile(path.join(copy, file), text);
  }
}

/** The source files under build/ and functions/ of the copy that are new or differ from the repository's. */
async function changedSourceFiles(): Promise<string[]> {
  const changed: string[] = [];
  for (const top of ["build", "functions"]) {
    for (const entry of await readdir(path.join(copy, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
      const file = path.relative(copy, path.join(entry.parentPath, entry.name));
      const ours = await readFile(path.join(ROOT, file), "utf8").catch(() => undefined);
      if (ours !== (await readFile(path.join(copy, file), "utf8"))) changed.push(file);
    }
  }
  return changed.sort();
}

/** Type-check the copy; the exit code and what tsc said. */
async function typeCheck(): Promise<{ code: number | null; output: string }> {
  const tsc = spawnGroup(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "--noEmit", "-p", copy], { cwd: copy });
  try {
    return { code: await tsc.exited(), output: tsc.output() };
  } finally {
    await tsc.stop();
  }
}

/** Build the copy's content with talks and ask its preview for the section. */
async function buildAndServe(): Promise<Checked> {
  const check = spawnGroup(process.execPath, ["--import", "tsx", "recipe-check.ts", content], { cwd: copy });
  try {
    const code = await check.exited();
    const line = check.output().split("\n").find((text) => text.startsWith("{"));
    if (code !== 0 || !line) throw new Error(`recipe check exited ${code}:\n${check.output()}`);
    return JSON.parse(line) as Checked;
  } finally {
    await check.stop();
  }
}

describe("the recipe for a new section (docs/adding-a-resource.md)", () => {
  it("touches four source files, and the copy type-checks", async () => {
    await applyRecipe();
    // Counted on the copy itself: every source file that differs from the repository's.
    expect(await changedSourceFiles()).toEqual([...NEW_FILES, ...Object.keys(LIST_EDITS)].sort());
    const { code, output } = await typeCheck();
    expect(output).toBe("");
    expect(code).toBe(0);
  }, 300_000);

  it("publishes the section everywhere and the preview serves it", async () => {
    await applyRecipe();
    const built = await buildAndServe();
    if (!built.ok) throw new Error(built.problems.join("\n"));
    // Static files with their routing and header rules.
    expect(built.redirects).toMatch(/^\/api\/v1\/talks\s/m);
    expect(built.redirects).toMatch(/^\/api\/v1\/talks\/schema-first-apis\s/m);
    expect(built.headers).toContain("talks");
    // The OpenAPI document: path, schema, tag, and a valid document.
    expect(Object.keys(built.openapi.paths)).toEqual(expect.arrayContaining(["/api/v1/talks", "/api/v1/talks/{slug}"]));
    expect(Object.keys(built.openapi.components.schemas)).toEqual(expect.arrayContaining(["Talk", "TalkList"]));
    expect(built.openapi.tags.map((tag) => tag.name)).toContain("Talks");
    await expect(validate(structuredClone(built.openapi) as never)).resolves.toMatchObject({ valid: true });
    // The lists people and agents read.
    expect(built.llms).toContain("[Talks](http://127.0.0.1:9/api/v1/talks)");
    expect(built.portal).toContain("Talks given");
    expect(built.portal).toContain("curl http://127.0.0.1:9/api/v1/talks");
    expect(built.banner).toMatch(/Talks given\s+http:\/\/127\.0\.0\.1:9\/api\/v1\/talks/);
    expect(built.reference).toContain("content/talks/<slug>.json");
    // The preview: the list and a detail as static files, the rest as the function's problems.
    expect(built.list.status).toBe(200);
    expect(JSON.parse(built.list.body)).toMatchObject({ total: 2, talks: [{ slug: "schema-first-apis" }, { slug: "static-sites-that-answer", url: null }] });
    expect(built.list.route).toMatch(/static/);
    expect(built.detail.status).toBe(200);
    expect(JSON.parse(built.detail.body)).toMatchObject({ slug: "schema-first-apis", event: "API Days" });
    expect(built.missing).toMatchObject({ status: 404, type: "application/problem+json" });
    expect(JSON.parse(built.missing.body)).toMatchObject({ code: "NOT_FOUND" });
    expect(built.malformed).toMatchObject({ status: 400, type: "application/problem+json" });
  }, 300_000);

  it("fails the build when the resource is not in routes.ts", async () => {
    await applyRecipe("functions/api/core/resource-list.ts");
    const built = await buildAndServe();
    expect(built.ok).toBe(false);
    expect(built.ok ? [] : built.problems.join("\n")).toContain("no resource module serves the 'talks' section");
  }, 300_000);

  it("fails the build when the content kind is not in kinds.ts", async () => {
    await applyRecipe("build/content/kinds.ts");
    const built = await buildAndServe();
    expect(built.ok).toBe(false);
    // Without its kind, talks/ is a folder the build does not read, which stops the build and points at kinds.ts.
    expect(built.ok ? [] : built.problems.join("\n")).toMatch(/talks\/: this folder is not read by the build.*a new section's folder needs its kind in build\/content\/kinds\.ts/);
  }, 300_000);

  it("fails the type check when a new module is missing", async () => {
    // Both left out in one run: tsc names each import it cannot resolve.
    await applyRecipe();
    for (const file of NEW_FILES) await rm(path.join(copy, file));
    const { code, output } = await typeCheck();
    expect(code).not.toBe(0);
    expect(output).toContain("Cannot find module './resources/talks.ts'");
    expect(output).toContain("Cannot find module './kinds/talks.ts'");
  }, 300_000);
});
