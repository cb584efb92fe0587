// An owner whose work is not the spec's lanes and tiers: site.json declares `data`, `platform`,
// `writing`, `2024` and `top`, `rest`, `0` (number-like names, kept in their declared order), and everything follows (filters and their 400s, static files,
// sort order, OpenAPI and MCP enums, llms.txt), served through the preview as Netlify would.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectItemSchema } from "../functions/api/schemas/response-schemas.ts";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { MAX_LANES } from "../functions/api/core/limits.ts";
import { SPEC_LANES, SPEC_TIERS } from "../functions/api/core/vocabulary.ts";

/** The spec's default lane and tier (vocabulary.ts), which a site with its own must never show. */
const [SPEC_LANE = "", SPEC_TIER = ""] = [SPEC_LANES[0], SPEC_TIERS[0]];
import { renderNewProject } from "../build/content/new-project-file.ts";
import { useSite } from "./support/preview-harness.ts";
import { renderPreviewBanner } from "../build/preview/preview-banner.ts";
import { exampleTier } from "../functions/api/core/resources/projects/project-endpoint-docs.ts";
import { buildOpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { createApp } from "../functions/api/core/app.ts";

const OWN_LANES = path.resolve("test/fixtures/content/own-lanes");
const site = useSite({ content: OWN_LANES });
const get = (target: string, init?: RequestInit) => site().fetch(target, init);

/** The lanes and tiers as the fixture's site.json declares them, read rather than restated. */
async function declared(): Promise<{ lanes: string[]; tiers: string[] }> {
  return JSON.parse(await readFile(path.join(OWN_LANES, "site.json"), "utf8"));
}

/** A legacy-era JSON-RPC call to the preview's MCP endpoint. */
async function rpc(method: string, params?: object): Promise<any> {
  const response = await get("/api/mcp", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  expect(response.status).toBe(200);
  return response.json();
}

describe("lanes and tiers declared in site.json", () => {
  it("names the first tier as the site calls it in the start banner, never the spec's first", async () => {
    const { tiers } = await declared();
    const banner = renderPreviewBanner(site().index);
    expect(banner).toMatch(new RegExp(`Projects in tier ${tiers[0]}\\s+\\S+/api/v1/projects\\?tier=${tiers[0]}`));
    expect(banner.toLowerCase()).not.toContain(SPEC_TIER);
  });

  it("names, in every example, the first tier that has projects: a first tier with none yet makes no empty example", async () => {
    const index = site().index;
    const empty = "no-projects-yet";
    const withEmptyFirst = { ...index, site: { ...index.site, tiers: [empty, ...index.site.tiers] } };
    const shown = index.site.tiers.find((tier) => index.projects.some((p) => p.tier === tier))!;
    expect(exampleTier(withEmptyFirst)).toBe(shown);
    const banner = renderPreviewBanner(withEmptyFirst);
    expect(banner).toContain(`Projects in tier ${shown}`);
    expect(banner).not.toContain(`tier=${empty}`);
    const openapi = JSON.stringify((await buildOpenApiDocument(withEmptyFirst, createApp(withEmptyFirst))).paths["/api/v1/projects"]);
    expect(openapi).toContain(`Projects in tier ${shown}`);
    expect(openapi).not.toContain(`Projects in tier ${empty}`);
  });

  it("serves ?lane=data as a static file holding exactly the data projects", async () => {
    const response = await get("/api/v1/projects?lane=data");
    expect([response.status, response.headers.get(ROUTE_HEADER)]).toEqual([200, "static"]);
    const expected = site().index.projects.filter((p) => p.lane === "data").map((p) => p.slug);
    expect(expected.length).toBeGreaterThan(0);
    expect((await response.json()).projects.map((p: { slug: string }) => p.slug)).toEqual(expected);
  });

  it("writes one list file per declared lane and tier and none for the spec's", async () => {
    const { lanes, tiers } = await declared();
    const files = await readdir(path.join(site().distDir, "api/_static/v1/projects"));
    for (const lane of lanes) expect(files).toContain(`lane=${lane}.json`);
    for (const tier of tiers) expect(files).toContain(`tier=${tier}.json`);
    expect(files.filter((name) => name.startsWith(`lane=${SPEC_LANE}`) || name.startsWith(`tier=${SPEC_TIER}`))).toEqual([]);
  });

  it("answers a spec lane this site does not have with 400 naming the allowed lanes", async () => {
    const response = await get(`/api/v1/projects?lane=${SPEC_LANE}`);
    expect([response.status, response.headers.get(ROUTE_HEADER), response.headers.get("content-type")]).toEqual([400, "function", "application/problem+json"]);
    const body = await response.json();
    expect(body.code).toBe("INVALID_QUERY");
    expect(body.detail).toContain(`'${SPEC_LANE}'`);
    expect(body.detail).toContain((await declared()).lanes.join(", "));
  });

  it("sorts every list in the declared tier order", async () => {
    const { tiers } = await declared();
    const listed: string[] = (await (await get("/api/v1/projects")).json()).projects.map((p: { tier: string }) => p.tier);
    const ranks = listed.map((tier) => tiers.indexOf(tier));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(new Set(listed)).toEqual(new Set(tiers));
  });

  it("publishes exactly the declared lanes and tiers as the OpenAPI enums of the parameters and the list item", async () => {
    const { lanes, tiers } = await declared();
    const doc = await (await get("/openapi.json")).json();
    expect(doc.components.parameters.ListProjectsLane.schema.enum).toEqual(lanes);
    expect(doc.components.parameters.ListProjectsTier.schema.enum).toEqual(tiers);
    expect(doc.components.schemas.ProjectItem.properties.lane.enum).toEqual(lanes);
    expect(doc.components.schemas.ProjectItem.properties.tier.enum).toEqual(tiers);
    expect(JSON.stringify(doc)).not.toMatch(new RegExp(`"(${[SPEC_LANES[0], SPEC_LANES.at(-1), SPEC_TIERS[1]].join("|")})"`));
  });

  it("keeps the spec's titleTr and summaryTr in the OpenAPI, described as always empty on a site that offers no Turkish", async () => {
    const { translations } = (await declared()) as { translations?: string[] };
    expect(translations ?? []).not.toContain("tr");
    const schemas = (await (await get("/openapi.json")).json()).components.schemas;
    for (const [schema, empty] of [["ProjectItem", "absent"], ["ProjectDetail", "null"]] as const) {
      for (const field of ["titleTr", "summaryTr"]) {
        expect(schemas[schema].properties[field]?.description, `${schema}.${field}`).toBe(`The spec's 'tr' translation field, which every answer keeps; this site offers no 'tr' translation, so it is always ${empty}.`);
      }
    }
  });

  it("gives list_projects the declared lanes and tiers as input and output enums, and names the first tier", async () => {
    const { lanes, tiers } = await declared();
    const tool = (await rpc("tools/list")).result.tools.find((t: { name: string }) => t.name === "list_projects");
    expect(tool.inputSchema.properties.lane.enum).toEqual(lanes);
    expect(tool.inputSchema.properties.tier.enum).toEqual(tiers);
    expect(tool.outputSchema.properties.projects.items.properties.lane.enum).toEqual(lanes);
    expect(tool.description).toContain(`${tiers[0]} first`);
    const refused = (await rpc("tools/call", { name: "list_projects", arguments: { lane: SPEC_LANE } })).result;
    expect(refused.isError).toBe(true);
    expect(refused.content[0].text).toContain(lanes.join(", "));
  });

  it("names the declared lanes and tiers in llms.txt", async () => {
    const { lanes, tiers } = await declared();
    const llms = await (await get("/llms.txt")).text();
    expect(llms).toContain(`a lane (${lanes.join(", ")}) and a tier (${tiers.join(", ")})`);
  });
});

describe("checking lanes and tiers", () => {
  /** Build a copy of the fixture after `change`; the problems as the build prints them. */
  async function problemsAfter(change: (content: string) => Promise<void>): Promise<string[]> {
    const dir = await mkdtemp(path.join(tmpdir(), "portfolio-vocabulary-"));
    try {
      const content = path.join(dir, "content");
      await cp(OWN_LANES, content, { recursive: true });
      await change(content);
      const result = await buildSite({ contentDir: content, outDir: path.join(dir, "dist"), indexModule: false, contentLabel: "content", baseUrl: "https://vocabulary.test" });
      return result.ok ? [] : result.problems.map(formatProblem);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const editJson = async (file: string, edit: (value: any) => void) => {
    const value = JSON.parse(await readFile(file, "utf8"));
    edit(value);
    await writeFile(file, JSON.stringify(value));
  };

  it("fails the build on a project lane site.json does not declare, naming file, field, value and the allowed lanes", async () => {
    const { lanes } = await declared();
    const problems = await problemsAfter((content) => editJson(path.join(content, "projects/pipeline-audit.json"), (p) => (p.lane = SPEC_LANE)));
    expect(problems).toEqual([
      `content/projects/pipeline-audit.json → lane: '${SPEC_LANE}' is not a lane of this site: ${lanes.join(", ")} (content/site.json → lanes); use one of them, or add it there`,
    ]);
  });

  it("tells a project that leaves its lane out which lanes it may take, and a tier written as a number to quote it", async () => {
    const { lanes, tiers } = await declared();
    const numeric = tiers.find((tier) => /^\d+$/.test(tier));
    if (numeric === undefined) throw new Error("the fixture declares no number-like tier");
    const problems = await problemsAfter((content) =>
      editJson(path.join(content, "projects/pipeline-audit.json"), (p) => {
        delete p.lane;
        p.tier = Number(numeric);
      }),
    );
    expect(problems).toEqual([
      `content/projects/pipeline-audit.json → lane: required field is missing: one of the lanes of this site, ${lanes.join(", ")}`,
      `content/projects/pipeline-audit.json → tier: expected string, got number ${numeric}: write it in quotes, as "${numeric}"`,
    ]);
  });

  it("tells a lane written as a number that names no lane the site's lanes, not to quote it", async () => {
    const { lanes } = await declared();
    const problems = await problemsAfter((content) => editJson(path.join(content, "projects/pipeline-audit.json"), (p) => (p.lane = 7)));
    expect(problems).toEqual([`content/projects/pipeline-audit.json → lane: expected one of the lanes of this site as a string: ${lanes.join(", ")}, got number 7`]);
  });

  it(`refuses more than ${MAX_LANES} lanes, as each multiplies the static files`, async () => {
    const lanes = Array.from({ length: MAX_LANES + 1 }, (_, i) => `lane-${i}`);
    const problems = await problemsAfter((content) => editJson(path.join(content, "site.json"), (s) => (s.lanes = lanes)));
    expect(problems).toEqual([`content/site.json → lanes: names ${MAX_LANES + 1} lanes, more than ${MAX_LANES}: every lane multiplies the static files and routing rules; merge some`]);
  });

  it("has npm run new-project write the site's first lane and last tier, not the spec's", async () => {
    const { lanes, tiers } = await declared();
    const made = await renderNewProject(OWN_LANES, "new-thing");
    if (!made.ok) throw new Error(made.problems.map(formatProblem).join("\n"));
    expect(JSON.parse(made.text)).toMatchObject({ lane: lanes[0], tier: tiers.at(-1) });
  });
});

describe("the order and shape of the published lists", () => {
  const schemaOf = (lanes: string[], tiers: string[]) => z.toJSONSchema(projectItemSchema({ lanes, tiers, translations: [] })) as { properties: Record<string, { enum?: unknown[]; const?: unknown }> };

  it("keeps number-like names where the site declares them, not first", () => {
    const { properties } = schemaOf(["web", "2024", "0"], ["top", "2019"]);
    expect(properties["lane"]?.enum).toEqual(["web", "2024", "0"]);
    expect(properties["tier"]?.enum).toEqual(["top", "2019"]);
  });

  it("publishes a single lane or tier as a one-value enum, like any other list", () => {
    const { properties } = schemaOf(["solo"], ["only"]);
    expect([properties["lane"]?.enum, properties["lane"]?.const]).toEqual([["solo"], undefined]);
    expect([properties["tier"]?.enum, properties["tier"]?.const]).toEqual([["only"], undefined]);
  });
});
