// docs/adding-a-resource.md, followed on a copy of the repository: an added section is two
// new modules and one entry in each of two lists, applied through code (test/support/
// recipe-edits.ts), so it works whatever sections are already there. The suite's fixture section
// `fixture-talks` is added first, then the recipe's own `publications` (a `year` filter and
// `list_publications`, test/fixtures/recipe/publications/): the second touches exactly
// four source files, the copy type-checks, builds, and publishes the section everywhere the
// built-in ones are, with MCP answering what REST answers. Leaving out any piece fails tsc or
// the build with a message that says what to add. And the suite's own engine and section tests,
// run by vitest on the copy with publications added (test/support/suite-in-copy.ts), still pass.
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "@readme/openapi-parser";
import { spawnGroup } from "./support/process-group.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { existsSync } from "node:fs";
import { runSuiteIn } from "./support/suite-in-copy.ts";
import {
  addToResourceList,
  addToSectionKinds,
  recipeCodeBlocks,
  recipeDestinations,
  relocateModule,
  removeFromResourceList,
  removeFromSectionKinds,
  withoutOpeningComment,
} from "./support/recipe-edits.ts";

const ROOT = process.cwd();
const RESOURCE_LIST = "functions/api/core/resource-list.ts";
const KINDS = "build/content/kinds.ts";

/** A section to add: its name, the names its two modules export, and the folder of its modules and content. */
interface Section {
  name: string;
  resource: string;
  kind: string;
  dir: string;
}
const TALKS: Section = { name: "fixture-talks", resource: "fixtureTalks", kind: "fixtureTalksKind", dir: path.join(ROOT, "test/fixtures/sections/fixture-talks") };
const PUBLICATIONS: Section = { name: "publications", resource: "publications", kind: "publicationsKind", dir: path.join(ROOT, "test/fixtures/recipe/publications") };

interface Answer {
  status: number;
  type: string | null;
  route: string | null;
  body: string;
}
interface SectionAnswers {
  list: Answer;
  detail?: Answer;
  missing: Answer;
  malformed: Answer;
  pairs: Array<{ name: string; value: string; rest: Answer; mcp: { structuredContent?: Record<string, unknown>; isError?: boolean; content?: Array<{ text: string }> } }>;
}
type Checked =
  | { ok: false; problems: string[] }
  | {
      ok: true;
      redirects: string;
      headers: string;
      openapi: { paths: Record<string, unknown>; tags: Array<{ name: string }>; components: { schemas: Record<string, unknown>; parameters: Record<string, { name: string; schema: { enum?: string[] } }> } };
      llms: string;
      portal: string;
      banner: string;
      reference: string;
      tools: string[];
      answers: Record<string, SectionAnswers>;
    };

let copy: string;
let content: string;

/** Copy every tracked file, share node_modules, and add both fixture sections' content. */
beforeAll(async () => {
  copy = await mkdtemp(path.join(tmpdir(), "recipe-repo-"));
  // The working tree, not git's list: the owner's copy in CI is no repository. Generated and
  // installed folders stay out; node_modules is shared below.
  const skipped = /^(node_modules|dist|dist\..*|\.git|\.preview|\.netlify|test-output|bench\/results)(\/|$)/;
  await cp(ROOT, copy, { recursive: true, filter: (source) => !skipped.test(path.relative(ROOT, source)) });
  await symlink(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
  content = path.join(copy, "content-with-sections");
  await cp(SAMPLE_CONTENT, content, { recursive: true });
  for (const section of [TALKS, PUBLICATIONS]) await cp(path.join(section.dir, "content"), content, { recursive: true });
  await cp(path.join(ROOT, "test/fixtures/recipe/recipe-check.ts"), path.join(copy, "recipe-check.ts"));
}, 180_000);

afterAll(async () => {
  await rm(copy, { recursive: true, force: true });
});

/**
 * Put the copy's lists back as the repository has them, less the sections this test adds
 * (a repository whose owner followed the recipe holds `publications` already), and remove every
 * added module.
 */
async function resetCopy(): Promise<void> {
  let resources = await readFile(path.join(ROOT, RESOURCE_LIST), "utf8");
  let kinds = await readFile(path.join(ROOT, KINDS), "utf8");
  for (const section of [TALKS, PUBLICATIONS]) {
    resources = removeFromResourceList(resources, section.resource);
    kinds = removeFromSectionKinds(kinds, section.name);
  }
  await writeFile(path.join(copy, RESOURCE_LIST), resources);
  await writeFile(path.join(copy, KINDS), kinds);
  for (const section of [TALKS, PUBLICATIONS]) for (const file of Object.values(recipeDestinations(section.name))) await rm(path.join(copy, file), { force: true });
}

/** The recipe's steps for one section; `skip` leaves one of them out. */
async function applyRecipe(section: Section, skip?: "kind" | "resource" | "resource-list" | "kinds"): Promise<void> {
  const destinations = recipeDestinations(section.name);
  const fixture = { kind: path.join(section.dir, "kind.ts"), resource: path.join(section.dir, "resource.ts") };
  const moved = new Map([
    [fixture.kind, path.join(copy, destinations.kind)],
    [fixture.resource, path.join(copy, destinations.resource)],
  ]);
  for (const part of ["kind", "resource"] as const) {
    if (skip === part) continue;
    const text = relocateModule(await readFile(fixture[part], "utf8"), fixture[part], path.join(copy, destinations[part]), moved, ROOT, copy);
    await mkdir(path.dirname(path.join(copy, destinations[part])), { recursive: true });
    await writeFile(path.join(copy, destinations[part]), text);
  }
  if (skip !== "resource-list") {
    const file = path.join(copy, RESOURCE_LIST);
    await writeFile(file, addToResourceList(await readFile(file, "utf8"), section.resource, `./resources/${section.name}.ts`));
  }
  if (skip !== "kinds") {
    const file = path.join(copy, KINDS);
    await writeFile(file, addToSectionKinds(await readFile(file, "utf8"), section.name, section.kind, `./kinds/${section.name}.ts`));
  }
}

/** The source files under build/ and functions/ of the copy, with their text. */
async function sourceFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const top of ["build", "functions"]) {
    for (const entry of await readdir(path.join(copy, top), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
      const file = path.join(entry.parentPath, entry.name);
      files.set(path.relative(copy, file), await readFile(file, "utf8"));
    }
  }
  return files;
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

/** Build the copy's content and ask its preview about `sections`. */
async function buildAndServe(sections: readonly Section[]): Promise<Checked> {
  const check = spawnGroup(process.execPath, ["--import", "tsx", "recipe-check.ts", content, sections.map((s) => s.name).join(",")], { cwd: copy });
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
  it("adds publications beside another added section by touching four source files, and the copy type-checks", async () => {
    await resetCopy();
    await applyRecipe(TALKS);
    const before = await sourceFiles();
    await applyRecipe(PUBLICATIONS);
    const after = await sourceFiles();
    // Counted on the copy itself: every source file that is new or changed by the second section.
    const changed = [...after].filter(([file, text]) => before.get(file) !== text).map(([file]) => file);
    const { kind, resource } = recipeDestinations(PUBLICATIONS.name);
    expect(changed.sort()).toEqual([kind, RESOURCE_LIST, KINDS, resource].sort());
    const { code, output } = await typeCheck();
    expect(output).toBe("");
    expect(code).toBe(0);
  }, 300_000);

  it("publishes both sections everywhere, and MCP answers what REST answers", async () => {
    await resetCopy();
    await applyRecipe(TALKS);
    await applyRecipe(PUBLICATIONS);
    const built = await buildAndServe([PUBLICATIONS, TALKS]);
    if (!built.ok) throw new Error(built.problems.join("\n"));
    // Static files with their routing and header rules: the list, each year, each detail.
    expect(built.redirects).toMatch(/^\/api\/v1\/publications\s/m);
    expect(built.redirects).toMatch(/^\/api\/v1\/publications\s+year=2024\s+\/api\/_static\/v1\/publications\/year=2024\.json\s+200$/m);
    expect(built.redirects).toMatch(/^\/api\/v1\/fixture-talks\s+year=2026\s/m);
    expect(built.headers).toMatch(/^\/api\/(_static\/)?v1\/publications/m);
    // The OpenAPI document: paths, schemas, tags, a `year` per operation with its own values, valid.
    const { openapi } = built;
    expect(Object.keys(openapi.paths)).toEqual(expect.arrayContaining(["/api/v1/publications", "/api/v1/publications/{slug}", "/api/v1/fixture-talks", "/api/v1/fixture-talks/{slug}"]));
    expect(Object.keys(openapi.components.schemas)).toEqual(expect.arrayContaining(["Publication", "PublicationList", "FixtureTalk", "FixtureTalkList"]));
    expect(openapi.tags.map((tag) => tag.name)).toEqual(expect.arrayContaining(["Publications", "Fixture talks"]));
    expect(openapi.components.parameters["ListPublicationsYear"]).toMatchObject({ name: "year", schema: { enum: ["2024", "2021"] } });
    expect(openapi.components.parameters["ListFixtureTalksYear"]).toMatchObject({ name: "year", schema: { enum: ["2026", "2025"] } });
    expect(JSON.stringify(openapi.components.parameters["GetPublicationSlug"])).toContain("A publication slug");
    await expect(validate(structuredClone(openapi) as never)).resolves.toMatchObject({ valid: true });
    // The lists people and agents read, and the content reference.
    expect(built.llms).toContain("[Publications](http://127.0.0.1:9/api/v1/publications)");
    expect(built.portal).toContain("curl http://127.0.0.1:9/api/v1/publications");
    expect(built.banner).toMatch(/Publications\s+http:\/\/127\.0\.0\.1:9\/api\/v1\/publications/);
    // A filter shown at work, as the projects' lane and tier are: its first value with a file.
    expect(built.banner).toMatch(/Publications by year\s+http:\/\/127\.0\.0\.1:9\/api\/v1\/publications\?year=2024\n/);
    expect(built.portal).toMatch(/<h3>Publications by year<\/h3>\n<pre tabindex="0"><code>curl [^<]*http:\/\/127\.0\.0\.1:9\/api\/v1\/publications\?year=2024/);
    expect(built.banner).toMatch(/Fixture talks given\s+http:\/\/127\.0\.0\.1:9\/api\/v1\/fixture-talks/);
    expect(built.reference).toContain("content/publications/<slug>.json");
    expect(built.tools).toEqual(expect.arrayContaining(["list_publications", "get_fixture_talk"]));
    // REST through the preview: the list and a detail as static files, the problems in the section's own words.
    const publications = built.answers["publications"]!;
    expect([publications.list.status, publications.list.route]).toEqual([200, "static"]);
    expect(JSON.parse(publications.list.body)).toMatchObject({ total: 3, publications: [{ year: 2024 }, { year: 2024 }, { slug: "localization-at-scale", year: 2021 }] });
    expect(JSON.parse(publications.detail!.body)).toMatchObject({ slug: "schema-first-apis", venue: "API Quarterly", url: "https://journal.example.org/schema-first-apis" });
    expect(JSON.parse(publications.missing.body)).toMatchObject({ status: 404, code: "PUBLICATION_NOT_FOUND", title: "Publication not found", detail: "No publication has the slug 'no-such-publications'." });
    expect(JSON.parse(publications.malformed.body)).toMatchObject({ status: 400, code: "INVALID_PUBLICATION_SLUG", title: "Invalid publication slug" });
    expect(JSON.parse(built.answers["fixture-talks"]!.malformed.body)).toMatchObject({ code: "INVALID_FIXTURE_TALK_SLUG", title: "Invalid fixture talk slug" });
    // list_publications with every year, one no publication has, and an empty one: the same items, or the same refusal.
    expect(publications.pairs.map((pair) => pair.value)).toEqual(["2024", "2021", "1990", ""]);
    for (const { name, value, rest, mcp } of publications.pairs) {
      const body = JSON.parse(rest.body) as { publications?: unknown[]; detail?: string };
      if (rest.status === 200) expect(mcp.structuredContent, `${name}=${value}`).toEqual(body);
      // The same refusal, worded for who sent the value: a query parameter, or a tool's argument.
      else expect([mcp.isError, mcp.content?.[0]?.text], `${name}=${value}`).toEqual([true, body.detail?.replace("Query parameter", "Argument")]);
    }
    const refused = publications.pairs.find((pair) => pair.value === "1990")!;
    expect(JSON.parse(refused.rest.body)).toMatchObject({ status: 400, code: "INVALID_QUERY", detail: "Query parameter 'year' has the value '1990'; allowed values are 2024, 2021." });
  }, 300_000);

  it("leaves the suite's engine and section tests passing on the copy, with publications added", async () => {
    // Only the recipe's own section: the suite registers its fixture sections itself.
    await resetCopy();
    await applyRecipe(PUBLICATIONS);
    // A bound against a hang, not a speed budget: about 40 s on an idle machine, and past 180 s
    // once in a whole run on Node 22 with both cores loaded by other work.
    const run = await runSuiteIn(copy, ROOT, 420_000);
    expect(run.code, run.output.slice(-6000)).toBe(0);
  }, 480_000);

  it("fails the type check, saying what to add, when a list entry is left out", async () => {
    await resetCopy();
    await applyRecipe(PUBLICATIONS, "resource-list");
    const withoutResource = await typeCheck();
    expect(withoutResource.code).not.toBe(0);
    expect(withoutResource.output).toContain("no resource named 'publications' serves a section: add it to RESOURCES in functions/api/core/resource-list.ts");
    await resetCopy();
    await applyRecipe(PUBLICATIONS, "kinds");
    const withoutKind = await typeCheck();
    expect(withoutKind.code).not.toBe(0);
    expect(withoutKind.output).toContain("add the content kind of the 'publications' section here");
  }, 300_000);

  it("fails the type check when a module is missing or names a schema its kind does not supply", async () => {
    await resetCopy();
    await applyRecipe(PUBLICATIONS);
    for (const file of Object.values(recipeDestinations(PUBLICATIONS.name))) await rm(path.join(copy, file));
    const missing = await typeCheck();
    expect(missing.code).not.toBe(0);
    expect(missing.output).toContain("Cannot find module './resources/publications.ts'");
    expect(missing.output).toContain("Cannot find module './kinds/publications.ts'");
    // A misspelt schema name in the resource: the kind no longer supplies what it names.
    await resetCopy();
    await applyRecipe(PUBLICATIONS);
    const resource = path.join(copy, recipeDestinations(PUBLICATIONS.name).resource);
    await writeFile(resource, (await readFile(resource, "utf8")).replace('list: "PublicationList"', 'list: "PublicationLis"'));
    const misspelt = await typeCheck();
    expect(misspelt.code).not.toBe(0);
    expect(misspelt.output).toContain("PublicationLis");
  }, 300_000);

  it("fails, naming what to add, when the kind leaves out a tool's words (tsc) or a filter's (the build, as a problem, no stack)", async () => {
    await resetCopy();
    await applyRecipe(PUBLICATIONS);
    const kind = path.join(copy, recipeDestinations(PUBLICATIONS.name).kind);
    const whole = await readFile(kind, "utf8");
    const emptied = (property: string) => {
      // The line may end in a comment, as the recipe's does.
      const edited = whole.replace(new RegExp(`^(\\s*${property}: )\\{.*\\},( *//.*)?$`, "m"), "$1{},$2");
      expect(edited, property).not.toBe(whole);
      return edited;
    };
    // docs.tools: {} while the resource declares list_publications.
    await writeFile(kind, emptied("tools"));
    const untooled = await typeCheck();
    expect(untooled.code).not.toBe(0);
    expect(untooled.output).toContain("missing docs for tool list_publications: add docs.tools.list to the content kind of the 'publications' section");
    expect(untooled.output).not.toContain("is not assignable to type 'never'");
    // docs.filters: {} while the resource declares a `year` filter: tsc cannot see it, the build says it.
    await writeFile(kind, emptied("filters"));
    expect((await typeCheck()).code).toBe(0);
    // The sample as the copy's content/, so the owner's content plays no part.
    await rm(path.join(copy, "content"), { recursive: true, force: true });
    await cp(SAMPLE_CONTENT, path.join(copy, "content"), { recursive: true });
    const build = spawnGroup(process.execPath, ["--import", "tsx", "build/build.ts"], { cwd: copy });
    try {
      expect(await build.exited()).toBe(1);
      expect(build.stdout() + build.stderr()).toContain(
        "build/content/kinds/publications.ts → publications: The filter 'year' of the resource 'publications' has no words: add 'year' to the filters of its documentation",
      );
      expect(build.output()).not.toMatch(/\n\s+at |Node\.js v/);
    } finally {
      await build.stop();
    }
  }, 300_000);
});

describe("the recipe's edits, through the syntax tree", () => {
  it.each([
    ["before the MCP endpoint", "export const RESOURCES = [health, profile, projects, skills, resume, mcp] as const satisfies readonly Resource[];", "resume, talks, mcp]"],
    ["beside another added section", "export const RESOURCES = [health, profile, projects, publications, mcp] as const satisfies readonly Resource[];", "publications, talks, mcp]"],
    ["last when there is no MCP endpoint", "export const RESOURCES = [health, profile] as const satisfies readonly Resource[];", "[health, profile, talks]"],
  ])("adds a resource %s, and takes it out again", (_where, list, expected) => {
    const text = `import { health } from "./resources/health.ts";\n\n${list}\n`;
    const edited = addToResourceList(text, "talks", "./resources/talks.ts");
    expect(edited).toContain(expected);
    expect(edited).toContain('import { talks } from "./resources/talks.ts";');
    expect(removeFromResourceList(edited, "talks")).toBe(text);
    expect(removeFromResourceList(text, "talks")).toBe(text);
  });

  it.each([
    ["to an empty list", "sectionKinds({})", "sectionKinds({ talks: talksKind })"],
    ["after another section", "sectionKinds({ publications: publicationsKind })", "sectionKinds({ publications: publicationsKind, talks: talksKind })"],
  ])("adds a kind %s, and takes it out again", (_where, call, expected) => {
    const text = `import type { z } from "zod";\nexport const SECTION_KINDS = ${call};\n`;
    const edited = addToSectionKinds(text, "talks", "talksKind", "./kinds/talks.ts");
    expect(edited).toContain(expected);
    expect(edited).toContain('import { talksKind } from "./kinds/talks.ts";');
    expect(removeFromSectionKinds(edited, "talks")).toBe(text);
    expect(removeFromSectionKinds(text, "talks")).toBe(text);
  });

  it("quotes a kind's key that is no identifier, as the suite's fixture sections have, and takes it out again", () => {
    const text = "export const SECTION_KINDS = sectionKinds({});\n";
    const edited = addToSectionKinds(text, "fixture-talks", "fixtureTalksKind", "./kinds/fixture-talks.ts");
    expect(edited).toContain('sectionKinds({ "fixture-talks": fixtureTalksKind })');
    expect(removeFromSectionKinds(edited, "fixture-talks")).toBe(text);
  });
});

describe("the recipe's code (docs/adding-a-resource.md)", () => {
  const destinations = recipeDestinations(PUBLICATIONS.name);
  const fixture = { kind: path.join(PUBLICATIONS.dir, "kind.ts"), resource: path.join(PUBLICATIONS.dir, "resource.ts") };

  it("is the publications module the recipe test adds, word for word, with the imports each module has where the recipe puts it", async () => {
    const blocks = recipeCodeBlocks(await readFile(path.join(ROOT, "docs/adding-a-resource.md"), "utf8"));
    expect([...blocks.keys()].sort()).toEqual([destinations.kind, destinations.resource].sort());
    const moved = new Map([
      [fixture.kind, path.join(ROOT, destinations.kind)],
      [fixture.resource, path.join(ROOT, destinations.resource)],
    ]);
    for (const part of ["kind", "resource"] as const) {
      const placed = relocateModule(await readFile(fixture[part], "utf8"), fixture[part], path.join(ROOT, destinations[part]), moved, ROOT, ROOT);
      expect(blocks.get(destinations[part]), `${destinations[part]}: the recipe's block, against ${path.relative(ROOT, fixture[part])}`).toBe(withoutOpeningComment(placed));
    }
  });

  it("imports, from where each module goes, files that are there or that the recipe adds", async () => {
    const blocks = recipeCodeBlocks(await readFile(path.join(ROOT, "docs/adding-a-resource.md"), "utf8"));
    const added = new Set(Object.values(destinations).map((file) => path.join(ROOT, file)));
    for (const [file, text] of blocks) {
      for (const [, specifier] of text.matchAll(/^import .* from "(\.[^"]+)";$/gm)) {
        const target = path.resolve(ROOT, path.dirname(file), specifier!);
        expect(existsSync(target) || added.has(target), `${file} imports ${specifier}`).toBe(true);
      }
    }
  });
});
