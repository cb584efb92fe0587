// The names a section author chooses are checked by the build before anything is made of them
// (build/section-names.ts), and a section filter's values must reach every item
// (checkFilterValues): each mistake is a problem naming the file and what to write, never a
// path with a space, a schema written over another kind's, or a stack trace.
import { afterAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { checkSectionNames } from "../build/section-names.ts";
import type { ContentKind } from "../build/content/content-kind.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import type { Collection } from "../functions/api/core/collection/define-collection.ts";
import { defineSection } from "../functions/api/core/collection/define-collection.ts";
import { choiceFilter, distinctValues } from "../functions/api/core/collection/filter.ts";
import { contentWithSections, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { fixturePapers, venueFilter } from "./fixtures/sections/fixture-papers/resource.ts";
import { projects } from "../functions/api/core/resources/projects/projects.ts";
import type { FixturePaper } from "./fixtures/sections/fixture-papers/kind.ts";
import type { PromptDeclaration } from "../functions/api/core/agent-surface.ts";
import type { PromptDocs } from "../functions/api/core/agent-surface-docs.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";

const lines = (kinds: readonly ContentKind[], resources: readonly Resource[]) => checkSectionNames(kinds, resources).map(formatProblem);

/** The resources with fixture-papers replaced by `changed`. */
const withPapers = (changed: Resource) => RESOURCES_WITH_SECTIONS.map((resource) => (resource === fixturePapers ? changed : resource));
const papersKind = KINDS_WITH_SECTIONS.find((kind) => kind.section?.resource === "fixture-papers")!;
const withPapersKind = (changed: ContentKind) => KINDS_WITH_SECTIONS.map((kind) => (kind === papersKind ? changed : kind));

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The sample with the fixture papers, built with these kinds and resources into a scratch folder. */
async function buildWith(kinds: readonly ContentKind[], resources: readonly Resource[], write = true) {
  const content = await contentWithSections();
  dirs.push(content.dir);
  const out = await mkdtemp(path.join(tmpdir(), "section-names-"));
  dirs.push(out);
  const outDir = path.join(out, "dist");
  const built = await buildSite({ contentDir: content.dir, outDir, indexModule: false, contentLabel: "content", kinds, app: { resources }, env: { SOURCE_DATE_EPOCH: "1767225600" }, write });
  return { ...built, wrote: existsSync(outDir) };
}

describe("the names a section author chooses", () => {
  it("accepts the engine's and the fixture sections' own", () => {
    expect(lines(KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS)).toEqual([]);
  });

  it("refuses a resource name that is no slug, with the slug to use", () => {
    expect(lines(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, name: "My Papers" }))).toEqual([
      "functions/api/core/resource-list.ts → My Papers: the resource name 'My Papers' is not a slug: it becomes the path /api/v1/My Papers and the list's JSON key (name it with lowercase letters, digits and single hyphens (e.g. 'my-papers'))",
    ]);
  });

  it("refuses a section named as a built-in resource, or twice", () => {
    expect(lines(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, name: "profile", tools: [] }))[0]).toMatch(/^functions\/api\/core\/resource-list\.ts → profile: two resources in RESOURCES are named 'profile'/);
    expect(lines(KINDS_WITH_SECTIONS, [...RESOURCES_WITH_SECTIONS, fixturePapers]).join("\n")).toContain("two resources in RESOURCES are named 'fixture-papers'");
  });

  it("refuses a tool name MCP does not allow, and one two resources declare, naming both", () => {
    const [tool] = fixturePapers.tools ?? [];
    expect(lines(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, tools: [{ ...tool!, name: "list papers" }] }))).toEqual([
      "functions/api/core/resources/fixture-papers.ts → fixture-papers.tools: the resource 'fixture-papers' names an MCP tool 'list papers', which MCP does not allow: 1 to 128 letters, digits, '_', '-' or '.' (name it as the others are, in snake_case (e.g. 'list_fixture_papers'))",
    ]);
    expect(lines(KINDS_WITH_SECTIONS, [...RESOURCES_WITH_SECTIONS, { ...fixturePapers, name: "other-papers" }]).join("\n")).toContain(
      "the MCP tool 'list_fixture_papers' is declared by both 'fixture-papers' and 'other-papers'",
    );
  });

  it("refuses a noun that cannot make codes and paths (capitals, letters beyond a–z, none)", () => {
    const collection = (fixturePapers as unknown as { collection: Collection }).collection;
    for (const one of ["Paper", "konuşma", ""]) {
      const changed = { ...fixturePapers, collection: { ...collection, spec: { ...collection.spec, noun: { one, many: "papers" } } } } as Resource;
      expect(lines(KINDS_WITH_SECTIONS, withPapers(changed)), one).toEqual([
        `functions/api/core/resources/fixture-papers.ts → fixture-papers.noun.one: the noun '${one}' of 'fixture-papers' cannot make its problem codes (<NOUN>_NOT_FOUND), their pages and its MCP template (write it in lowercase words of a–z and digits, starting with a letter, e.g. { one: "talk", many: "talks" })`,
      ]);
    }
  });

  it("refuses two sections whose nouns read alike, the built-in's included: their codes and templates would be one", () => {
    const collection = (fixturePapers as unknown as { collection: Collection }).collection;
    for (const one of ["project", "fixture-talk", "fixture talk"]) {
      const changed = { ...fixturePapers, collection: { ...collection, spec: { ...collection.spec, noun: { one, many: `${one}s` } } } } as Resource;
      const found = lines(KINDS_WITH_SECTIONS, withPapers(changed));
      expect(found, one).toHaveLength(1);
      expect(found[0], one).toMatch(/^functions\/api\/core\/resources\/fixture-(papers|talks)\.ts → fixture-(papers|talks)\.noun\.one: the sections .+ would share their problem codes \((PROJECT|FIXTURE_TALK)_NOT_FOUND\) and their MCP template \(give each section a noun of its own\)$/);
    }
  });

  it("refuses a kind id taken by another kind (its editor schema would be overwritten), or no slug", () => {
    expect(lines(withPapersKind({ ...papersKind, id: "project" }), RESOURCES_WITH_SECTIONS)).toEqual([
      "build/content/kinds.ts → project: two content kinds have the id 'project': the second's editor schema would be written over the first's (give the added kind an id of its own: the section's noun, e.g. 'talk' (taken: site, profile, skills, project and any other kind's))",
    ]);
    expect(lines(withPapersKind({ ...papersKind, id: "../paper" }), RESOURCES_WITH_SECTIONS)[0]).toContain("the content kind id '../paper' is not a slug");
  });

  it("refuses two kinds that read one folder, and a folder that is no slug", () => {
    expect(lines(withPapersKind({ ...papersKind, place: { folder: "projects" } }), RESOURCES_WITH_SECTIONS)).toEqual([
      "build/content/kinds.ts → projects: the content kinds 'project' and 'fixture-paper' both read content/projects: each file would be checked against both (give the added kind a folder of its own, named after its section)",
    ]);
    expect(lines(withPapersKind({ ...papersKind, place: { folder: "my papers" } }), RESOURCES_WITH_SECTIONS)[0]).toContain("reads the folder 'my papers', which is not one folder named by a slug");
  });
});

describe("the build", () => {
  it("refuses a kind on another kind's folder by name, before reading content (not as a flood of content errors)", async () => {
    const built = await buildWith(withPapersKind({ ...papersKind, place: { folder: "projects" } }), RESOURCES_WITH_SECTIONS);
    expect(built.ok ? [] : built.problems.map(formatProblem)).toEqual([
      "build/content/kinds.ts → projects: the content kinds 'project' and 'fixture-paper' both read content/projects: each file would be checked against both (give the added kind a folder of its own, named after its section)",
    ]);
  });
});

describe("a clash the MCP listing finds", () => {
  it("is a problem on the list of resources, not a stack trace: two resources declaring one prompt", async () => {
    const [prompt] = projects.prompts ?? [];
    const built = await buildWith(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, prompts: [prompt!] }));
    const problems = built.ok ? [] : built.problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^functions/api/core/resource-list\\.ts: .*'${prompt!.name}'`));
  });
});

/** The fixture papers with a filter whose values are read from another field than it keeps by: it selects no paper. */
const misread = defineSection<FixturePaper>()({
  name: "fixture-papers",
  noun: { one: "fixture paper", many: "fixture papers" },
  schemas: { list: "FixturePaperList", detail: "FixturePaper" },
  filters: (items) => [choiceFilter({ name: "year", values: distinctValues(items, (p) => p.venue), valueOf: (p) => String(p.year) }), venueFilter()],
  tools: { list: { name: "list_fixture_papers" } },
});

describe("a section filter's values", () => {
  it("may leave out an item no value reaches: a filter on an optional field", async () => {
    const partial = defineSection<FixturePaper>()({
      name: "fixture-papers",
      noun: { one: "fixture paper", many: "fixture papers" },
      schemas: { list: "FixturePaperList", detail: "FixturePaper" },
      filters: (items) => {
        const host = (p: FixturePaper) => (p.url ? new URL(p.url).hostname : "");
        return [choiceFilter({ name: "year", values: distinctValues(items, (p) => String(p.year)), valueOf: (p) => String(p.year) }), choiceFilter({ name: "host", values: distinctValues(items.filter((p) => p.url), host), valueOf: host }), venueFilter()];
      },
      tools: { list: { name: "list_fixture_papers" } },
    });
    // The kind's words for the second filter, as a section author adds them to docs.filters.
    const section = papersKind.section!;
    const docs = { ...section.docs!, filters: { ...section.docs!.filters, host: "Only fixture papers on this host." } };
    const built = await buildWith(withPapersKind({ ...papersKind, section: { ...section, docs } }), withPapers(partial));
    expect(built.ok ? [] : built.problems.map(formatProblem)).toEqual([]);
  });

  it("must select some item: values read from another field than the filter keeps by fail the build, naming the items", async () => {
    const built = await buildWith(KINDS_WITH_SECTIONS, withPapers(misread));
    expect(built.ok).toBe(false);
    const problems = built.ok ? [] : built.problems.map(formatProblem);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^functions\/api\/core\/resources\/fixture-papers\.ts → filters\.year: no value of the filter 'year' \(.+\) selects any of the 3 fixture papers 'schema-first-apis', 'static-sites-that-answer', 'localization-at-scale' \(its values and its valueOf must read the same field/);
  });

  it("stops `npm run check` as it stops the build: the check is the build with writing turned off", async () => {
    const checked = await buildWith(KINDS_WITH_SECTIONS, withPapers(misread), false);
    expect(checked.ok ? [] : checked.problems.map(formatProblem)).toEqual([expect.stringMatching(/ → filters\.year: no value of the filter 'year'/)]);
    const valid = await buildWith(KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS, false);
    expect(valid.ok ? [] : valid.problems.map(formatProblem)).toEqual([]);
    expect([checked.wrote, valid.wrote]).toEqual([false, false]);
    const built = await buildWith(KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS);
    expect(built.wrote).toBe(true);
  });
});

describe("a section's prompts and templates", () => {
  /** The papers with a prompt, and the kind with its words: `text` as given. */
  const withPrompt = (prompt: PromptDeclaration, text = "Digest the fixture papers of {year}.", extraWords: Record<string, PromptDocs> = {}) => {
    const section = papersKind.section!;
    const words: PromptDocs = { title: "Digest", description: () => "A digest of the papers.", arguments: { year: "The year." }, text };
    const docs = { ...section.docs!, prompts: { [prompt.name]: words, ...extraWords } };
    return { kinds: withPapersKind({ ...papersKind, section: { ...section, docs } }), resources: withPapers({ ...fixturePapers, prompts: [prompt] } as Resource) };
  };
  const years = (index: { sections: Record<string, unknown> }) => [...new Set((index.sections["fixture-papers"] as FixturePaper[]).map((p) => String(p.year)))];
  const digest = (closed: boolean, path = (year: string) => `/api/v1/fixture-papers?year=${encodeURIComponent(year)}`): PromptDeclaration => ({
    name: "paper_digest",
    arguments: [{ name: "year", required: true, ...(closed ? { values: (index: PortfolioIndex) => years(index) } : {}) }],
    values: (_index, args) => ({ year: args["year"] }),
    embeds: (_index, args) => [path(args["year"] ?? "")],
  });
  const problemsOf = async (built: Awaited<ReturnType<typeof buildWith>>) => (built.ok ? [] : built.problems.map(formatProblem));

  it("builds one whose embeds the API serves and whose wording its values fill", async () => {
    const { kinds, resources } = withPrompt(digest(true));
    expect(await problemsOf(await buildWith(kinds, resources))).toEqual([]);
  });

  it("builds one whose optional part names a value no tried call gives: the part is said without it", async () => {
    const { kinds, resources } = withPrompt(digest(true), "Digest the fixture papers of {year}[ from {venue}| from every venue].");
    expect(await problemsOf(await buildWith(kinds, resources))).toEqual([]);
  });

  it("refuses a prompt that embeds a path the API refuses, naming the prompt and the path", async () => {
    const { kinds, resources } = withPrompt(digest(true, (year) => `/api/v1/fixture-paper-list?year=${year}`));
    expect(await problemsOf(await buildWith(kinds, resources))).toEqual([
      expect.stringMatching(/^functions\/api\/core\/resources\/fixture-papers\.ts → prompts\.paper_digest: it embeds \/api\/v1\/fixture-paper-list\?year=\d+ \(called with year: '\d+'\), which the API answers 404 \(embed a path the API serves/),
    ]);
  });

  it("refuses a filter argument with no closed values, which a caller could give anything", async () => {
    const { kinds, resources } = withPrompt(digest(false));
    expect(await problemsOf(await buildWith(kinds, resources))).toEqual([expect.stringContaining("prompts.paper_digest: it embeds /api/v1/fixture-papers?year=free%20text (called with year: 'free text'), which the API answers 400")]);
  });

  it("refuses a placeholder no call fills, and words for a prompt the resource does not declare", async () => {
    const ghost: PromptDocs = { title: "Ghost", description: () => "None.", arguments: {}, text: "Nothing." };
    const { kinds, resources } = withPrompt(digest(true), "Digest the {venue} papers of {year}.", { ghost_prompt: ghost });
    expect(await problemsOf(await buildWith(kinds, resources))).toEqual([
      expect.stringMatching(/ → prompts\.paper_digest\.text: the wording names \{venue\}, which the prompt's values\(\) never gives/),
      expect.stringMatching(/ → prompts\.ghost_prompt: words for the prompt 'ghost_prompt', which the resource 'fixture-papers' does not declare/),
    ]);
  });

  it("lists a prompt without its words on the kind, where the words go, not on the list of resources", async () => {
    const built = await buildWith(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, prompts: [digest(true)] } as Resource));
    expect(await problemsOf(built)).toEqual([
      "build/content/kinds.ts → fixture-papers: The MCP prompt 'paper_digest' of the resource 'fixture-papers' has no documentation: add it to the prompts of that resource's documentation.",
    ]);
  });

  it("lists a tool without its words on the kind, where the words go, not on the list of resources", async () => {
    const docs = papersKind.section!.docs!;
    // tsc refuses a kind without its tools' words; one that reaches the build anyway (a cast) is told where they go.
    const untold = { ...docs, tools: {} as typeof docs.tools };
    const built = await buildWith(withPapersKind({ ...papersKind, section: { ...papersKind.section!, docs: untold } }), RESOURCES_WITH_SECTIONS);
    expect(await problemsOf(built)).toEqual([
      "build/content/kinds.ts → fixture-papers: The MCP tool 'list_fixture_papers' of the resource 'fixture-papers' has no documentation: add it to the tools of that resource's documentation.",
    ]);
  });

  it("refuses a template whose values do not serve its pattern's variables", async () => {
    const template = { name: "fixture-paper", pattern: "/api/v1/fixture-papers/{slug}", values: () => ({}) };
    // In place of the template the section comes with, under its name (so its words are the section's).
    const built = await buildWith(KINDS_WITH_SECTIONS, withPapers({ ...fixturePapers, mcpTemplates: [template] } as Resource));
    expect(await problemsOf(built)).toContainEqual(expect.stringContaining("mcpTemplates.fixture-paper: the template's variables are slug, but its values() serves none"));
  });
});