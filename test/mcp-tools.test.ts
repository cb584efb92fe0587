// The three tools through the core: results match their output schemas, list_projects is the
// REST list, and bad arguments come back as isError results a model can act on.
import { beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { call, sampleApp, sampleIndex } from "./support/sample.ts";
import type { App } from "../functions/api/core/app.ts";
import { createTools } from "../functions/api/core/mcp/mcp-tools.ts";
import { createCatalog } from "../functions/api/core/resources/projects/catalog.ts";

let app: App;
let tools: Array<{ name: string; inputSchema: object; outputSchema: object }>;
let nextId = 1;

async function rpc(method: string, params?: object): Promise<any> {
  const res = await call(app, "/api/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: nextId++, method, params }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

const callTool = async (name: string, args?: object) => (await rpc("tools/call", { name, arguments: args })).result;

beforeAll(async () => {
  app = await sampleApp();
  tools = (await rpc("tools/list")).result.tools;
});

describe("tool results", () => {
  const ajv = new Ajv2020({ strict: true, allErrors: true });

  it.each([
    ["get_portfolio_info", {}],
    ["list_projects", {}],
    ["list_projects", { lane: "client", tier: "featured" }],
    ["list_projects", { q: "istanbul" }],
    ["get_case_study", { slug: "cay-evi-website" }],
  ])("%s %j returns text and structuredContent that match its outputSchema", async (name, args) => {
    const result = await callTool(name, args);
    expect(result.isError).toBeUndefined();
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    const validate = ajv.compile(tools.find((tool) => tool.name === name)!.outputSchema);
    expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
  });

  it("answers every case study, each with its case study present", async () => {
    const slugs = (tools.find((tool) => tool.name === "get_case_study")!.inputSchema as any).properties.slug.enum;
    const withCaseStudy = (await call(app, "/api/v1/projects")).json().projects;
    expect(slugs).toHaveLength(5);
    for (const slug of slugs) {
      const result = await callTool("get_case_study", { slug });
      expect(result.structuredContent).toEqual((await call(app, `/api/v1/projects/${slug}`)).json());
      expect(result.structuredContent.caseStudy).not.toBeNull();
    }
    expect(withCaseStudy.length).toBeGreaterThan(5);
  });

  it.each([{}, { lane: "localization" }, { tier: "archive" }, { lane: "client", tier: "supporting" }, { q: "çay" }, { q: "istanbul", lane: "client" }, { lane: "" }])(
    "list_projects %j returns exactly the REST list for the same filter",
    async (args) => {
      const rest = (await call(app, `/api/v1/projects?${new URLSearchParams(args as Record<string, string>)}`)).json();
      expect((await callTool("list_projects", args)).structuredContent).toEqual(rest);
    },
  );

  it("returns the profile and the skills from get_portfolio_info", async () => {
    const { structuredContent } = await callTool("get_portfolio_info");
    expect(structuredContent).toEqual({ profile: (await call(app, "/api/v1/profile")).json(), skills: (await call(app, "/api/v1/skills")).json() });
  });
});

describe("bad arguments are tool errors, not protocol errors", () => {
  it.each([
    ["get_case_study", { slug: "no-such" }, "'no-such' is not a case study. Allowed slugs: "],
    ["get_case_study", { slug: "link-bekcisi" }, "'link-bekcisi' is not a case study. Allowed slugs: "],
    ["get_case_study", {}, "Argument 'slug' is required and must be a string. Allowed slugs: "],
    ["get_case_study", { slug: 5 }, "Argument 'slug' is required and must be a string."],
    ["list_projects", { lane: "designer" }, "Argument 'lane' has the value 'designer'; allowed values are builder, client, localization, ai-tools."],
    ["list_projects", { lang: "xx" }, "Argument 'lang' has the value 'xx'; this portfolio is available in en, tr."],
    ["list_projects", { lang: 1 }, "Argument 'lang' must be a string."],
    ["get_case_study", { slug: "cay-evi-website", lang: "de" }, "Argument 'lang' has the value 'de'; this portfolio is available in en, tr."],
    ["get_case_study", { slug: "cay-evi-website", lang: ["tr"] }, "Argument 'lang' must be a string."],
    ["list_projects", { tier: 3 }, "Argument 'tier' must be a string."],
    ["list_projects", { q: "x".repeat(201) }, "maximum is 200"],
    ["list_projects", { lane: "client", color: "red" }, "Unknown argument 'color'. It accepts: lane, tier, lang, q."],
    ["get_portfolio_info", { verbose: true }, "Unknown argument 'verbose'. It takes no arguments."],
  ])("%s %j → isError with a message naming what is allowed", async (name, args, message) => {
    const result = await callTool(name, args);
    expect(result.isError).toBe(true);
    expect(result.structuredContent).toBeUndefined();
    expect(result.content[0].type).toBe("text");
    expect(result.content[0].text).toContain(message);
  });
});

describe("tools are objects: a definition and run(args)", () => {
  it("lists each tool's definition, in tools/list's order", async () => {
    const index = await sampleIndex();
    const objects = createTools(index, createCatalog(index.projects));
    expect(objects.map((tool) => tool.definition)).toEqual(tools);
  });

  it.each([{ lang: "tr" }, { lang: "tr", lane: "client" }, { lang: "en", tier: "featured" }, { lang: "tr", q: "çay" }])("list_projects %j answers what GET /api/v1/projects answers for the same query", async (args) => {
    const result = await callTool("list_projects", args);
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent).toEqual((await call(app, `/api/v1/projects?${new URLSearchParams(args)}`)).json());
  });

  it("get_case_study with lang answers the project detail in that language, as REST does", async () => {
    for (const slug of (tools.find((tool) => tool.name === "get_case_study")!.inputSchema as any).properties.slug.enum) {
      const result = await callTool("get_case_study", { slug, lang: "tr" });
      expect(result.structuredContent).toEqual((await call(app, `/api/v1/projects/${slug}?lang=tr`)).json());
      expect(result.structuredContent.lang).toBe("tr");
    }
  });

  it("hands back the very payload objects it declares fixed, so each is serialized once", async () => {
    const index = await sampleIndex();
    const catalog = createCatalog(index.projects);
    const [info, list, caseStudy] = createTools(index, catalog);
    const ran = (outcome: ReturnType<NonNullable<typeof info>["run"]>) => (outcome.ok && "payload" in outcome ? outcome.payload : undefined);
    expect(info!.fixedPayloads).toEqual([ran(info!.run({}))]);
    expect(info!.fixedPayloads?.[0]).toBe(ran(info!.run({})));
    for (const slug of catalog.caseStudySlugs) {
      expect(caseStudy!.fixedPayloads).toContain(ran(caseStudy!.run({ slug })));
      for (const lang of ["en", "tr"]) expect(caseStudy!.fixedPayloads).toContain(ran(caseStudy!.run({ slug, lang })));
    }
    // One per case study and language the site serves (en and tr in the sample).
    expect(caseStudy!.fixedPayloads).toHaveLength(catalog.caseStudySlugs.length * 2);
    // A list depends on its arguments: nothing to serialize ahead of time.
    expect(list!.fixedPayloads).toBeUndefined();
    for (const tool of [info, list, caseStudy]) expect(tool!.requiredClientCapabilities).toEqual([]);
  });

  it("answers a fixed result with the same bytes every time", async () => {
    const ask = async () => (await call(app, "/api/mcp", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "get_case_study", arguments: { slug: "cay-evi-website" } } }),
    })).text;
    expect(await ask()).toBe(await ask());
  });
});
