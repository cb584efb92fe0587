// Whatever content/ holds: it builds; every cacheable GET is a static file in the preview that
// conforms to the OpenAPI document; every detail and case study answers; the document is
// valid; the MCP tools answer the official SDK client; and nothing of the engine's sample
// person appears unless content/ has it. Nothing here names a project or a person, so an
// owner who replaces content/ with their own portfolio keeps this green.
import { beforeAll, describe, expect, it } from "vitest";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { compileErrors, validate } from "@readme/openapi-parser";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import type { OpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { validateAgainstOpenApi } from "./support/openapi-validator.ts";
import { useSite } from "./support/preview-harness.ts";
import { declaredToolNames } from "./support/declared-lists.ts";
import { sampleIndex } from "./support/sample.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

const site = useSite({ content: OWNER_CONTENT });
let index: PortfolioIndex;
let doc: OpenApiDocument;
let preview: { url: string };

beforeAll(async () => {
  ({ index } = site());
  preview = site();
  doc = JSON.parse(await readFile(path.join(site().distDir, "openapi.json"), "utf8"));
});

describe("the owner's content", () => {
  // That each file holds the core's bytes is the twin's (test/core.test.ts) for any content.
  it("answers every cacheable GET from a static file, as the OpenAPI document says", async () => {
    const gets = listCacheableGets(index);
    expect(gets.length).toBeGreaterThan(0);
    for (const get of gets) {
      const target = requestPathOf(get);
      const response = await fetch(preview.url + target);
      const body = await response.text();
      expect([target, response.status, response.headers.get(ROUTE_HEADER)]).toEqual([target, 200, "static"]);
      expect(await validateAgainstOpenApi("GET", target, 200, response.headers.get("content-type"), body, doc)).toEqual([]);
    }
  });

  it("answers every project's detail, with its case study where it has one", async () => {
    for (const project of index.projects) {
      const detail = await (await fetch(`${preview.url}/api/v1/projects/${project.slug}`)).json();
      expect(detail.slug).toBe(project.slug);
      expect(detail.caseStudy).toEqual(project.caseStudy ?? null);
    }
  });

  it("publishes a valid OpenAPI 3.1 document", async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
  });

  it("answers the MCP tools through the official SDK client", async () => {
    const client = new Client({ name: "owner-content-test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${preview.url}/api/mcp`)));
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(declaredToolNames());
      const info = await client.callTool({ name: "get_portfolio_info", arguments: {} });
      expect((info.structuredContent as { profile: { name: string } }).profile.name).toBe(index.profile.name);
      const list = await client.callTool({ name: "list_projects", arguments: {} });
      expect((list.structuredContent as { total: number }).total).toBe(index.projects.length);
      for (const project of index.projects.filter((p) => p.caseStudy)) {
        const study = await client.callTool({ name: "get_case_study", arguments: { slug: project.slug } });
        expect([project.slug, study.isError ?? false]).toEqual([project.slug, false]);
      }
    } finally {
      await client.close();
    }
  });

  it("shows nothing of the engine's sample person that content/ does not have itself, in any file or MCP answer", async () => {
    const own = await readTree(path.resolve(OWNER_CONTENT));
    const sample = await sampleIndex();
    const sampleSlugs = sample.projects.map((project) => project.slug);
    const foreign = [sample.profile.name, ...sampleSlugs].filter((word) => !own.includes(word));
    // The sample's lanes and tiers as values (`"featured"`, `=featured`), where this site has its own:
    // as plain words ("client", "archive") the engine's prose may use them.
    const vocabulary = [...sample.site.lanes.filter((lane) => !index.site.lanes.includes(lane)), ...sample.site.tiers.filter((tier) => !index.site.tiers.includes(tier))];
    const values = vocabulary.flatMap((word) => [`"${word}"`, `=${word}`]);
    // Every generated file, the extensionless details and the rules included; not Redoc's bundle,
    // which is vendored, nor site.json's editor schema, whose `default` states the spec's lanes
    // and tiers: what site.json means without its own.
    const skipped = (relative: string) => relative.startsWith(`assets${path.sep}`) || relative === path.join("schemas", "content", "site.schema.json");
    const built = await readTree(site().distDir, (relative) => !skipped(relative));
    expect([...foreign, ...values].filter((word) => built.includes(word))).toEqual([]);
    // What MCP writes per call: the instructions, every prompt, the surface's lists.
    const client = new Client({ name: "owner-content-leaks", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${preview.url}/api/mcp`)));
    try {
      const [first] = index.projects;
      const answers = [
        client.getInstructions() ?? "",
        ...(await client.listPrompts()).prompts.map((prompt) => JSON.stringify(prompt)),
        JSON.stringify(await client.getPrompt({ name: "introduce", arguments: { audience: "recruiters" } })),
        JSON.stringify(await client.getPrompt({ name: "assess_fit", arguments: { job_description: "Builds APIs." } })),
        ...(first ? [JSON.stringify(await client.getPrompt({ name: "explain_project", arguments: { slug: first.slug } }))] : []),
        JSON.stringify(await client.listResources()),
        JSON.stringify(await client.listResourceTemplates()),
      ].join("\n");
      expect([...foreign, ...values].filter((word) => answers.includes(word))).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

/** Every text file below `root` (those `keep` keeps, by their path below it), joined. */
async function readTree(root: string, keep: (relative: string) => boolean = () => true): Promise<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile() && keep(path.relative(root, path.join(e.parentPath, e.name))));
  const texts = await Promise.all(files.map((e) => readFile(path.join(e.parentPath, e.name), "utf8")));
  return texts.join("\n");
}
