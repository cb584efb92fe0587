// A piece of the API without its documentation stops the build with a message that says where
// the words go (functions/api/core/api-docs.ts, build/site-documents/problem-docs.ts), and two
// resources cannot declare one tool name. Each message is held here to what it promises.
import { appProblems } from "../build/resource-docs-of.ts";
import { describe, expect, it } from "vitest";
import { describeApi, listDocumentedTools } from "../functions/api/core/api-docs.ts";
import { createApp } from "../functions/api/core/app.ts";
import { defineResource, type Resource } from "../functions/api/core/resource.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import type { ToolDeclaration } from "../functions/api/core/tool.ts";
import type { ToolDocs } from "../functions/api/core/tool-docs.ts";
import { problemDocs } from "../build/site-documents/problem-docs.ts";
import type { AnyProblemType } from "../functions/api/core/http/problems.ts";
import { sampleIndex } from "./support/sample.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { CONTENT_KINDS, type ContentKind } from "../build/content/kinds.ts";
import { sectionKindFor, type SectionKind } from "../build/content/content-kind.ts";
import type { ToolRole } from "../functions/api/core/collection/define-collection.ts";
import { fixturePapersKind } from "./fixtures/sections/fixture-papers/kind.ts";
import { fixtureTalksKind } from "./fixtures/sections/fixture-talks/kind.ts";
import { contentWithSections, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";

const tool = (name: string): ToolDeclaration => ({ name, create: () => { throw new Error("not called"); } });
const resource = (name: string, tools: string[] = []): Resource => defineResource({ name, routes: () => [], tools: tools.map(tool) });
const words = (name: string): ToolDocs => ({ title: name, purpose: () => "to test", outputSchema: "Talk", description: () => `${name}.`, inputSchema: () => ({ type: "object" }) });
const docs = (toolNames: string[] = []): ResourceDocs => ({
  tag: { name: "Talks", description: "Talks." },
  endpoints: () => [],
  tools: Object.fromEntries(toolNames.map((name) => [name, words(name)])),
});

describe("a resource without documentation", () => {
  it("for an added section, names its content kind alone, the place its words go", () => {
    const [section] = RESOURCES_WITH_SECTIONS.filter((r) => r.section !== undefined);
    expect(() => describeApi([section!], () => undefined)).toThrow(
      `The resource '${section!.name}' has no documentation: add docs to the content kind SECTION_KINDS holds under '${section!.name}' in build/content/kinds.ts (docs/adding-a-resource.md, step 1).`,
    );
  });

  it("names the resource and the two places its documentation can go", () => {
    expect(() => describeApi([resource("talks")], () => undefined)).toThrow(
      "The resource 'talks' has no documentation: add talksDocs to RESOURCE_DOCS in functions/api/core/resource-list-docs.ts, or, for an added section, docs to its content kind (docs/adding-a-resource.md).",
    );
  });
});

describe("an MCP tool without documentation", () => {
  it("names the tool, its resource and where its words go", () => {
    const described = describeApi([resource("talks", ["list_talks"])], () => docs());
    expect(() => listDocumentedTools(described)).toThrow("The MCP tool 'list_talks' of the resource 'talks' has no documentation: add it to the tools of that resource's documentation.");
  });

  it("is found when its words are there", () => {
    const described = describeApi([resource("talks", ["list_talks"])], () => docs(["list_talks"]));
    expect(listDocumentedTools(described).map((t) => t.tool.name)).toEqual(["list_talks"]);
  });
});

describe("two resources declaring one tool name", () => {
  it("is refused, naming the tool", () => {
    const described = describeApi([resource("talks", ["list_items"]), resource("papers", ["list_items"])], () => docs(["list_items"]));
    expect(() => listDocumentedTools(described)).toThrow("Two resources declare the MCP tool 'list_items': rename one of them.");
  });
});

describe("a problem without documentation", () => {
  it("names the problem's code and the file its words go in", async () => {
    const app = createApp(await sampleIndex());
    const undocumented = { code: "NOT_DOCUMENTED_ANYWHERE", status: 418, title: "Undocumented", detail: () => "" } as unknown as AnyProblemType;
    expect(() => problemDocs(app, undocumented)).toThrow("The problem NOT_DOCUMENTED_ANYWHERE has no documentation: add it to build/site-documents/problem-docs.ts.");
  });

  it("is not thrown for any problem the app answers with", async () => {
    const app = createApp(await sampleIndex());
    for (const type of appProblems(app)) expect(() => problemDocs(app, type)).not.toThrow();
  });
});

/** `kind` with its docs.filters replaced. */
function withFilterWords<D, R extends string, K extends ToolRole>(kind: SectionKind<D, R, K>, filters: Record<string, string>): SectionKind<D, R, K> {
  return { ...kind, section: { ...kind.section, docs: { ...kind.section.docs, filters } } };
}

const PAPERS = sectionKindFor("fixture-papers", fixturePapersKind);
const TALKS = sectionKindFor("fixture-talks", fixtureTalksKind);

/** Build the sample with both fixture sections, their kinds as given: the problem lines. */
async function buildSections(papers: ContentKind, talks: ContentKind): Promise<string[]> {
  const content = await contentWithSections();
  const out = await mkdtemp(path.join(tmpdir(), "portfolio-words-"));
  try {
    const kinds = [...CONTENT_KINDS, papers, talks];
    const result = await buildSite({ contentDir: content.dir, outDir: out, indexModule: false, kinds, app: { resources: RESOURCES_WITH_SECTIONS }, env: { SOURCE_DATE_EPOCH: "1767225600" } });
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    await content.remove();
    await rm(out, { recursive: true, force: true });
  }
}

const WHERE = "the filters of its documentation (an added section's content kind: docs.filters; a built-in's -docs.ts module)";

describe("a section filter without its words", () => {
  it("fails the build as a problem naming the filter and where its words go, not a thrown error (a section with a list tool)", async () => {
    const lines = await buildSections(sectionKindFor("fixture-papers", withFilterWords(fixturePapersKind, {})), TALKS);
    expect(lines).toEqual([`build/content/kinds.ts → fixture-papers: The filter 'year' of the resource 'fixture-papers' has no words: add 'year' to ${WHERE}.`]);
  });

  it("does so for a section whose only tool takes no filter, and for words under a name no filter has", async () => {
    const event = "Only fixture talks given there.";
    const unworded = await buildSections(PAPERS, sectionKindFor("fixture-talks", withFilterWords(fixtureTalksKind, { event })));
    expect(unworded).toEqual([`build/content/kinds.ts → fixture-talks: The filter 'year' of the resource 'fixture-talks' has no words: add 'year' to ${WHERE}.`]);
    const spare = await buildSections(PAPERS, sectionKindFor("fixture-talks", withFilterWords(fixtureTalksKind, { year: "Only fixture talks of this year.", event, month: "Only fixture talks of this month." })));
    expect(spare).toEqual([`build/content/kinds.ts → fixture-talks: The resource 'fixture-talks' has no filter 'month': remove its words from ${WHERE}, or fix the name (its filters: year, event).`]);
  });

  it("a section kind with no docs at all fails on the file its kind is written in (kinds.ts for the fixture), where the words go", async () => {
    const { docs: _words, ...undocumented } = PAPERS.section!;
    const lines = await buildSections({ ...PAPERS, section: undocumented }, TALKS);
    expect(lines).toEqual([
      "build/content/kinds.ts → fixture-papers: the content kind of the 'fixture-papers' section has no docs (add docs to it as docs/adding-a-resource.md, step 1, shows: its OpenAPI tag and operations, the words of its filters and tools, the portal's task)",
    ]);
  });

  it("builds with every word in place", async () => {
    expect(await buildSections(PAPERS, TALKS)).toEqual([]);
  });
});

describe("a section whose toIndex keeps a field its response schemas lack", () => {
  it("fails the build as one problem per route naming the section, the route and both fixes, not a stack trace", async () => {
    // The fixture's kind, its items given the venue a second time under a name no schema has.
    const stray = "venueName";
    const toIndex = (files: unknown[]) => (fixturePapersKind.section.toIndex(files) as Array<{ venue: string }>).map((item) => ({ ...item, [stray]: item.venue }));
    const lines = await buildSections(sectionKindFor("fixture-papers", { ...fixturePapersKind, section: { ...fixturePapersKind.section, toIndex } }), TALKS);
    const fix = "the 'fixture-papers' section's content kind and its response schemas disagree: add each field its toIndex keeps to the response schema, or drop the field from toIndex; a field the schema requires must be made by toIndex";
    expect(lines.length).toBe(2);
    expect(lines[0]).toMatch(new RegExp(`^build/content/kinds\\.ts → fixture-papers: the answer to GET /api/v1/fixture-papers does not fit its response schema 'FixturePaperList': Unrecognized key: "${stray}" at \\["fixture-papers"\\]\\[0\\] \\(and \\d+ more answers of /api/v1/fixture-papers\\) \\(${fix}\\)$`));
    expect(lines[1]).toMatch(new RegExp(`^build/content/kinds\\.ts → fixture-papers: the answer to GET /api/v1/fixture-papers/[a-z0-9-]+ does not fit its response schema 'FixturePaper': Unrecognized key: "${stray}" \\(and \\d+ more answers of /api/v1/fixture-papers/\\{slug\\}\\) \\(${fix}\\)$`));
  });
});
