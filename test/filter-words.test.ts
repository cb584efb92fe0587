// A filter's words (what it does, for its query parameter and its tool argument) are
// documentation: they live in the section's documentation (an added section's content kind,
// `docs.filters`), never in the function. A filter left without them, or words for a filter the
// section does not declare, fails the build with a message that says where they go; nothing is
// written.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { CONTENT_KINDS } from "../build/content/kinds.ts";
import { sectionKindFor } from "../build/content/content-kind.ts";
import { fixturePapersKind } from "./fixtures/sections/fixture-papers/kind.ts";
import { contentWithSections, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { fixtureTalksKind } from "./fixtures/sections/fixture-talks/kind.ts";

let content: { dir: string; remove: () => Promise<void> };
let out: string;
beforeAll(async () => {
  content = await contentWithSections();
  out = await mkdtemp(path.join(tmpdir(), "filter-words-"));
});
afterAll(async () => {
  await content?.remove();
  if (out) await rm(out, { recursive: true, force: true });
});

/** The fixture's words for its second filter, kept where a test changes the year's. */
const VENUE = fixturePapersKind.section.docs.filters?.["venue"] as string;

/** Build the sample with both fixture sections, the fixture papers' filter words replaced by `filters`. */
function buildWith(filters: Record<string, string> | undefined) {
  const { filters: _given, ...docs } = fixturePapersKind.section.docs;
  const kind = { ...fixturePapersKind, section: { ...fixturePapersKind.section, docs: filters === undefined ? docs : { ...docs, filters } } };
  return buildSite({
    contentDir: content.dir,
    outDir: path.join(out, "dist"),
    indexModule: false,
    baseUrl: "https://words.test",
    kinds: [...CONTENT_KINDS, sectionKindFor("fixture-papers", kind), sectionKindFor("fixture-talks", fixtureTalksKind)],
    app: { resources: RESOURCES_WITH_SECTIONS },
  });
}

describe("a section's filter words", () => {
  it("are what OpenAPI and the tool's input schema say of the filter", async () => {
    const built = await buildWith({ year: "Only fixture papers of this year, as the test words it.", venue: VENUE });
    if (!built.ok) throw new Error(JSON.stringify(built.problems));
    const { tools } = built.index.mcp;
    const list = tools.find((tool) => tool.name === "list_fixture_papers");
    expect(list?.inputSchema).toMatchObject({ properties: { year: { description: "Only fixture papers of this year, as the test words it." } } });
    const openapi = JSON.parse(await readFile(path.join(out, "dist", "openapi.json"), "utf8"));
    expect(openapi.components.parameters["ListFixturePapersYear"].description).toMatch(/^Only fixture papers of this year, as the test words it\. Case-sensitive;/);
    // Free text is not a closed set: its own words say how it is read, and nothing contradicts them.
    const query = Object.entries(openapi.components.parameters as Record<string, { in: string; description: string; schema: { maxLength?: number } }>).filter(([, p]) => p.in === "query");
    expect(query.some(([, p]) => p.schema.maxLength !== undefined)).toBe(true);
    for (const [name, parameter] of query) {
      expect([name, /case-sensitive/i.test(parameter.description)], parameter.description).toEqual([name, parameter.schema.maxLength === undefined]);
    }
    await rm(path.join(out, "dist"), { recursive: true, force: true });
  });

  it.each([
    ["left out", { venue: VENUE }, /^The filter 'year' of the resource 'fixture-papers' has no words: add 'year' to the filters of its documentation \(an added section's content kind: docs\.filters/],
    ["misspelt", { yaer: "Only fixture papers of this year.", venue: VENUE }, /^The resource 'fixture-papers' has no filter 'yaer': remove its words from the filters of its documentation .*, or fix the name \(its filters: year, venue; 'year' has no words yet\)\.$/],
    ["misspelt beside the right one", { yaer: "x", year: "Only fixture papers of this year.", venue: VENUE }, /^The resource 'fixture-papers' has no filter 'yaer': remove its words from the filters of its documentation .*, or fix the name \(its filters: year, venue\)\.$/],
  ])("fail the build when %s, as a problem on build/content/kinds.ts saying where they go, and nothing is written", async (_how, filters, message) => {
    const built = await buildWith(filters);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual([{ source: "build/content/kinds.ts", path: "fixture-papers", message: expect.stringMatching(message) }]);
    expect(await readdir(out)).toEqual([]);
  });
});
