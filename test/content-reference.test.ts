// What docs/ derives from the content schemas must be what they say today: the content
// reference and the committed JSON Schemas the content files' `$schema` point at, so editors
// check content on a fresh clone before any build. `npm run docs` regenerates them.
import { beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { renderDocs } from "../build/repo-docs/render-docs.ts";
import { CONTENT_KINDS } from "../build/content/kinds.ts";
import { renderContentReference } from "../build/content/content-reference.ts";
import { MAX_LANES } from "../functions/api/core/limits.ts";
import { KINDS_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { fixturePapersKind } from "./fixtures/sections/fixture-papers/kind.ts";
import type { z } from "zod";
import { docIndex } from "../build/repo-docs/doc-index.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { mcpSurface } from "../functions/api/core/mcp/mcp-surface.ts";

let docs: Map<string, string>;
beforeAll(async () => {
  docs = await renderDocs();
});

/** The generated files: the content reference, docs/mcp.md and one editor schema per content kind (an added section's too). */
const GENERATED = ["docs/content-reference.md", "docs/mcp.md", ...CONTENT_KINDS.map((kind) => `docs/schemas/content/${kind.id}.schema.json`)];

describe("docs generated from declarations", () => {
  it.each(GENERATED)("%s is fresh (run `npm run docs` if this fails)", async (file) => {
    expect(docs.has(file)).toBe(true);
    expect(await readFile(file, "utf8")).toBe(docs.get(file));
  });

  it("lists no file the freshness test leaves out", () => {
    expect(GENERATED).toEqual(expect.arrayContaining(["docs/schemas/content/site.schema.json", "docs/schemas/content/profile.schema.json", "docs/schemas/content/skills.schema.json", "docs/schemas/content/project.schema.json"]));
    expect([...docs.keys()].sort()).toEqual([...GENERATED].sort());
  });

  it("docs/mcp.md lists tools, resources and prompts only in its generated blocks, and names elsewhere only ones the resources declare", async () => {
    const index = await docIndex(RESOURCE_LIST);
    const surface = mcpSurface(index, RESOURCE_LIST);
    const tools = index.mcp.tools.map((tool) => tool.name);
    const prompts = surface.prompts.map((prompt) => prompt.name);
    const entries = [...surface.resources.map((r) => r.declaration.name), ...surface.apps.map((a) => a.declaration.name)];
    const declared = new Set([...tools, ...prompts, ...surface.prompts.flatMap((prompt) => prompt.arguments.map((a) => a.name))]);
    // Everything but the blocks `npm run docs` writes.
    const prose = (await readFile("docs/mcp.md", "utf8")).replace(/<!-- (\w+): generated[\s\S]*?<!-- \/\1 -->/g, "");
    // An identifier of the form tools and prompts take (`list_projects`, `assess_fit`) must be one declared.
    const named = new Set([...prose.matchAll(/\b[a-z]+(?:_[a-z]+)+\b/g)].map(([word]) => word));
    expect([...named].filter((word) => !declared.has(word))).toEqual([]);
    // A sentence outside a command that names two or more of them is a list made by hand.
    const sentences = prose.replace(/```[\s\S]*?```/g, "").split(/(?<=[.:;])\s+|\n\n/);
    const listing = sentences.filter((sentence) => [...tools, ...prompts, ...entries].filter((name) => new RegExp(`\`${name}\``).test(sentence)).length >= 2);
    expect(listing).toEqual([]);
  });

  it("documents every field of every content file, the links keys and how caseStudy relates to links.caseStudy", async () => {
    const reference = await readFile("docs/content-reference.md", "utf8");
    for (const field of ["`baseUrl`", "`translations`", "`developerResources.cli`", "`links.playStore`", "`caseStudy.date`", "`keyProjects[].slug`", "`skills[].items`"]) {
      expect(reference).toContain(`| ${field} |`);
    }
    expect(reference).toContain("`links` takes only `live`, `github`, `caseStudy`, `appStore`, `playStore`");
    expect(reference).toContain("**`caseStudy` and `links.caseStudy`** are independent");
  });
});

describe("the bounds a schema sets", () => {
  it("are shown: a number's range, an array's size, never zod's own ±(2^53 − 1) for an integer", () => {
    // An added section's year, with the bounds its kind gives it.
    const year = (fixturePapersKind.schema as z.ZodObject<{ year: z.ZodNumber }>).shape.year;
    const reference = renderContentReference(KINDS_WITH_SECTIONS);
    expect(reference).toContain(`| \`year\` | integer, ${year.minValue} to ${year.maxValue} | yes |`);
    expect(reference).not.toContain(String(Number.MAX_SAFE_INTEGER));
    // site.json's lanes: how many (at least one, at most MAX_LANES), then what each is.
    expect(reference).toContain(`| \`lanes\` | array (1 to ${MAX_LANES} items) of string`);
  });
});

describe("links in the repository's documents", () => {
  it("names only test files that exist", async () => {
    const named = new Set<string>();
    for (const file of ["README.md", ...(await readdir("docs")).filter((name) => name.endsWith(".md")).map((name) => `docs/${name}`)]) {
      for (const [, target] of (await readFile(file, "utf8")).matchAll(/`(test\/[\w./-]+\.(?:ts|mjs|json))`/g)) named.add(target!);
    }
    expect(named.size).toBeGreaterThan(10);
    expect([...named].filter((target) => !existsSync(target))).toEqual([]);
  });


  it.each(["README.md", "docs/content-reference.md", "docs/portfolio-api-spec.md"])("%s links only inside the repository", async (file) => {
    const text = await readFile(file, "utf8");
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
    expect(targets.filter((target) => target.startsWith("../") || target.startsWith("/"))).toEqual([]);
  });
});
