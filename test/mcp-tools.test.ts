// The three tools: results match their output schemas, list_projects is the REST list, bad
// arguments come back as isError results a model can act on, and fixed results repeat byte for
// byte in both eras. The contract runs as a twin (the core, and HTTP through the preview);
// the tool objects themselves are checked in-process.
import { servedLanguages } from "../functions/api/core/languages/translation-keys.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { call, sampleApp, sampleIndex } from "./support/sample.ts";
import { describeTwin, type Target } from "./support/twin.ts";
import type { App } from "../functions/api/core/app.ts";
import { createTools } from "../functions/api/core/mcp/mcp-tool-list.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { FUZZ_WORDS } from "./support/fuzz-vocabulary.ts";

type Tool = { name: string; inputSchema: object; outputSchema: object };

// Arguments from the portfolio these tests serve (the engine's fixture), never spelt out: any of
// its lanes, tiers, case studies and its search example would do.
const fixture = await sampleIndex();
const [LANE = "", OTHER_LANE = ""] = fixture.site.lanes.slice(1);
const [TIER = "", OTHER_TIER = ""] = fixture.site.tiers;
const LAST_TIER = fixture.site.tiers.at(-1) ?? "";
const CASE_STUDY = fixture.projects.find((project) => project.caseStudy !== undefined)?.slug ?? "";
const NOT_A_CASE_STUDY = fixture.projects.find((project) => project.caseStudy === undefined)?.slug ?? "";
const WORD = fixture.searchExample ?? "";
/** A search word beyond ASCII (what search folds), and the fixture's first translation. */
const ACCENTED = FUZZ_WORDS[2] ?? "";
const LANG = fixture.site.translations[0] ?? "";
if (!LANE || !OTHER_LANE || !OTHER_TIER || !CASE_STUDY || !NOT_A_CASE_STUDY || !WORD || !ACCENTED || !LANG) {
  throw new Error("The engine fixture needs two lanes besides the first, two tiers, a project with a case study and one without, a search example, a title word beyond ASCII and a translation");
}

/** A legacy-era JSON-RPC call on a target; the HTTP status must be 200. */
async function rpc(target: Target, method: string, params?: object): Promise<any> {
  const res = await target.call("/api/mcp", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  expect(res.status).toBe(200);
  return res.json();
}

describeTwin("MCP tools", (t) => {
  let tools: Tool[];
  beforeAll(async () => {
    tools = (await rpc(t(), "tools/list")).result.tools;
  });
  const callTool = async (name: string, args?: object) => (await rpc(t(), "tools/call", { name, arguments: args })).result;
  const rest = async (target: string) => (await t().call(target)).json();
  const caseStudySlugs = (): string[] => (tools.find((tool) => tool.name === "get_case_study")!.inputSchema as any).properties.slug.enum;

  describe("tool results", () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });

    it.each([
      ["get_portfolio_info", {}],
      ["list_projects", {}],
      ["list_projects", { lane: LANE, tier: TIER }],
      ["list_projects", { q: WORD }],
      ["get_case_study", { slug: CASE_STUDY }],
    ])("%s %j returns text and structuredContent that match its outputSchema", async (name, args) => {
      const result = await callTool(name, args);
      expect(result.isError).toBeUndefined();
      expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
      const validate = ajv.compile(tools.find((tool) => tool.name === name)!.outputSchema);
      expect(validate(result.structuredContent), JSON.stringify(validate.errors)).toBe(true);
    });

    it("answers every case study, each with its case study present", async () => {
      const slugs = caseStudySlugs();
      const withCaseStudy = (await rest("/api/v1/projects")).projects;
      expect(slugs).toHaveLength(5);
      for (const slug of slugs) {
        const result = await callTool("get_case_study", { slug });
        expect(result.structuredContent).toEqual(await rest(`/api/v1/projects/${slug}`));
        expect(result.structuredContent.caseStudy).not.toBeNull();
      }
      expect(withCaseStudy.length).toBeGreaterThan(5);
    });

    it.each([{}, { lane: OTHER_LANE }, { tier: LAST_TIER }, { lane: LANE, tier: OTHER_TIER }, { q: ACCENTED }, { q: WORD, lane: LANE }, { lane: "" }])(
      "list_projects %j returns exactly the REST list for the same filter",
      async (args) => {
        const list = await rest(`/api/v1/projects?${new URLSearchParams(args as Record<string, string>)}`);
        expect((await callTool("list_projects", args)).structuredContent).toEqual(list);
      },
    );

    it("returns the profile and the skills from get_portfolio_info", async () => {
      const { structuredContent } = await callTool("get_portfolio_info");
      expect(structuredContent).toEqual({ profile: await rest("/api/v1/profile"), skills: await rest("/api/v1/skills") });
    });
  });

  describe("bad arguments are tool errors, not protocol errors", () => {
    it.each([
      ["get_case_study", { slug: "no-such" }, "'no-such' is not a case study. Allowed slugs: "],
      ["get_case_study", { slug: NOT_A_CASE_STUDY }, `'${NOT_A_CASE_STUDY}' is not a case study. Allowed slugs: `],
      ["get_case_study", {}, "Argument 'slug' is required and must be a string. Allowed slugs: "],
      ["get_case_study", { slug: 5 }, "Argument 'slug' is required and must be a string."],
      ["list_projects", { lane: "designer" }, `Argument 'lane' has the value 'designer'; allowed values are ${fixture.site.lanes.join(", ")}.`],
      ["list_projects", { lang: "xx" }, "Argument 'lang' has the value 'xx'; this portfolio is available in en, tr."],
      ["list_projects", { lang: 1 }, "Argument 'lang' must be a string."],
      ["get_case_study", { slug: CASE_STUDY, lang: "de" }, "Argument 'lang' has the value 'de'; this portfolio is available in en, tr."],
      ["get_case_study", { slug: CASE_STUDY, lang: ["tr"] }, "Argument 'lang' must be a string."],
      ["list_projects", { tier: 3 }, "Argument 'tier' must be a string."],
      ["list_projects", { q: "x".repeat(201) }, "maximum is 200"],
      ["list_projects", { lane: LANE, color: "red" }, "Unknown argument 'color'. It accepts: lane, tier, lang, q."],
      ["get_portfolio_info", { verbose: true }, "Unknown argument 'verbose'. It takes no arguments."],
    ])("%s %j → isError with a message naming what is allowed", async (name, args, message) => {
      const result = await callTool(name, args);
      expect(result.isError).toBe(true);
      expect(result.structuredContent).toBeUndefined();
      expect(result.content[0].type).toBe("text");
      expect(result.content[0].text).toContain(message);
    });
  });

  describe("tools answer in the language asked for", () => {
    it.each([{ lang: LANG }, { lang: LANG, lane: LANE }, { lang: "en", tier: TIER }, { lang: LANG, q: ACCENTED }])("list_projects %j answers what GET /api/v1/projects answers for the same query", async (args) => {
      const result = await callTool("list_projects", args);
      expect(result.isError).toBeUndefined();
      expect(result.structuredContent).toEqual(await rest(`/api/v1/projects?${new URLSearchParams(args)}`));
    });

    it("get_case_study with lang answers the project detail in that language, as REST does", async () => {
      for (const slug of caseStudySlugs()) {
        const result = await callTool("get_case_study", { slug, lang: "tr" });
        expect(result.structuredContent).toEqual(await rest(`/api/v1/projects/${slug}?lang=tr`));
        expect(result.structuredContent.lang).toBe("tr");
      }
    });
  });

  // The one place fixed answers are asserted to repeat byte for byte, one per era.
  it("answers a fixed result with the same bytes every time, in both eras", async () => {
    const legacy = { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 9, method: "tools/call", params: { name: "get_case_study", arguments: { slug: CASE_STUDY } } }) };
    const _meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const modern = {
      headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta } }),
    };
    for (const request of [legacy, modern]) {
      const ask = async () => (await t().call("/api/mcp", { method: "POST", ...request })).text;
      const first = await ask();
      expect(first).toContain('"result"');
      expect(await ask()).toBe(first);
    }
  });
});

describe("tools are objects: a definition and run(args)", () => {
  let app: App;
  let tools: Tool[];
  beforeAll(async () => {
    app = await sampleApp();
    const res = await call(app, "/api/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
    tools = res.json().result.tools;
  });

  it("lists each tool's definition, in tools/list's order", async () => {
    const index = await sampleIndex();
    // The definitions are the index's (the build wrote them); the tools that run are the resources', in the same order.
    expect(index.mcp.tools).toEqual(tools);
    expect([...createTools(index, RESOURCE_LIST).keys()]).toEqual(tools.map((tool) => tool.name));
  });

  it("marks a payload that depends on the index alone fixed, and hands back that very object each time, so it is serialized once", async () => {
    const index = await sampleIndex();
    const caseStudySlugs = index.projects.filter((p) => p.caseStudy !== undefined).map((p) => p.slug);
    const [info, list, caseStudy] = createTools(index, RESOURCE_LIST).values();
    const fixed = (outcome: ReturnType<NonNullable<typeof info>["run"]>) => {
      expect(outcome).toMatchObject({ ok: true, fixed: true });
      return outcome.ok && "payload" in outcome ? outcome.payload : undefined;
    };
    expect(fixed(info!.run({}))).toBe(fixed(info!.run({})));
    expect(caseStudySlugs.length).toBeGreaterThan(0);
    for (const slug of caseStudySlugs) {
      expect(fixed(caseStudy!.run({ slug }))).toBe(fixed(caseStudy!.run({ slug })));
      for (const lang of servedLanguages(index.site.translations)) {
        const payload = fixed(caseStudy!.run({ slug, lang }));
        expect(payload).toBe(fixed(caseStudy!.run({ slug, lang })));
        expect(payload).toMatchObject({ slug });
      }
    }
    // A slug it does not offer is refused, and makes nothing to keep.
    expect(caseStudy!.run({ slug: "no-such-item" })).toMatchObject({ ok: false });
    // A list depends on its arguments: nothing to serialize ahead of time.
    expect(list!.run({})).not.toHaveProperty("fixed");
    // None needs a client capability (absent means none).
    for (const tool of [info, list, caseStudy]) expect(tool!.requiredClientCapabilities ?? []).toEqual([]);
  });
});
