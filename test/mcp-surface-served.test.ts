// An MCP host is offered what the server serves and nothing more (issue 27, item 5), and a
// host that shows no views gets the same tool results as before there was a view (item 4):
// the core over the content under test is compared with the same core built from fewer
// declarations (no prompts; no resources, templates, prompts or app; no app HTML in the
// index), through every place the surface is named: initialize, server/discover, the methods
// themselves, the GET info document, llms.txt and the OpenAPI document. Then completions over
// a portfolio larger than one answer may hold.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type Content } from "../build/content/load-content.ts";
import { makeIndex, withMcpListing } from "../build/make-index.ts";
import { resourceDocsOf } from "../build/resource-docs-of.ts";
import { renderLlmsTxt } from "../build/site-documents/llms/llms-txt.ts";
import { buildOpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { APP_MIME_TYPE, UI_EXTENSION } from "../functions/api/core/mcp/mcp-surface.ts";
import { checkListing } from "../functions/api/core/mcp/mcp-listing-docs.ts";
import { translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { BASE_URL, BUILT_AT, sampleIndex } from "./support/sample.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

const MODERN = "2026-07-28";
const LEGACY = "2025-11-25";

type Era = "legacy" | "modern";
type Rpc = { status: number; body: Record<string, any>; text: string };

/** One JSON-RPC request in an era, answered by the core; `capabilities` are the client's. */
async function rpc(app: App, era: Era, method: string, params: Record<string, unknown> = {}, capabilities: object = {}, id: string | number = 1): Promise<Rpc> {
  const name = method === "resources/read" ? params["uri"] : params["name"];
  const headers: Record<string, string> =
    era === "modern"
      ? { "MCP-Protocol-Version": MODERN, "Mcp-Method": method, ...(typeof name === "string" ? { "Mcp-Name": name } : {}) }
      : { "MCP-Protocol-Version": LEGACY };
  const _meta = { "io.modelcontextprotocol/protocolVersion": MODERN, "io.modelcontextprotocol/clientCapabilities": capabilities, "io.modelcontextprotocol/clientInfo": { name: "served-test", version: "1.0.0" } };
  const body = { jsonrpc: "2.0", id, method, params: era === "modern" ? { ...params, _meta } : params };
  const response = await app.handle(
    new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers }, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text };
}

/** The legacy handshake's capabilities, for a client that declares `capabilities`. */
async function initialized(app: App, capabilities: object = {}): Promise<Record<string, unknown>> {
  const { body } = await rpc(app, "legacy", "initialize", { protocolVersion: LEGACY, capabilities, clientInfo: { name: "served-test", version: "1.0.0" } });
  return body.result.capabilities;
}

/** The resource modules with these MCP declarations taken out (tools stay). */
function without(keys: ReadonlyArray<"prompts" | "mcpResources" | "mcpTemplates" | "apps">): readonly Resource[] {
  return RESOURCE_LIST.map((resource) => Object.fromEntries(Object.entries(resource).filter(([key]) => !(keys as readonly string[]).includes(key))) as unknown as Resource);
}

/** The index with no app view HTML: what a build without the view would serve (its MCP lists made without it). */
function withoutAppHtml(index: PortfolioIndex): PortfolioIndex {
  const { mcpApp: _mcpApp, ...rest } = index;
  return withMcpListing(rest);
}

/** A core over `resources`, with the index a build for them makes (its MCP lists name only what they declare). */
function servedBy(resources: readonly Resource[]): { app: App; index: PortfolioIndex } {
  const built = withMcpListing(index, undefined, resourceDocsOf(resources));
  return { app: createApp(built, { resources }), index: built };
}

let content: Content;
let index: PortfolioIndex;
let full: App;
beforeAll(async () => {
  const loaded = await loadContent(OWNER_CONTENT);
  if (!loaded.ok) throw new Error(`${OWNER_CONTENT}/ is invalid: ${JSON.stringify(loaded.problems)}`);
  content = loaded.content;
  index = makeIndex(content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
  full = createApp(index);
});

/** Every tool call a visitor's agent could make on this content: each tool bare, each list filter, each case study. */
function toolCalls(): Array<{ name: string; arguments: Record<string, unknown> }> {
  return [
    { name: "get_portfolio_info", arguments: {} },
    { name: "list_projects", arguments: {} },
    ...index.site.lanes.map((lane) => ({ name: "list_projects", arguments: { lane } })),
    ...index.site.tiers.map((tier) => ({ name: "list_projects", arguments: { tier } })),
    ...index.projects.filter((p) => p.caseStudy !== undefined).map((p) => ({ name: "get_case_study", arguments: { slug: p.slug } })),
  ];
}

describe("a host that shows no views gets today's tool results", () => {
  const UI_CLIENT = { extensions: { [UI_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } };

  it("the content carries the view, and every tool is called (get_case_study when the content has a case study; the build asks for none)", () => {
    expect(index.mcpApp?.html.length).toBeGreaterThan(0);
    const studied = index.projects.some((project) => project.caseStudy !== undefined);
    expect([...new Set(toolCalls().map((call) => call.name))].sort()).toEqual(["get_portfolio_info", "list_projects", ...(studied ? ["get_case_study"] : [])].sort());
  });

  for (const era of ["legacy", "modern"] as const) {
    it(`${era}: every tools/call answers the same bytes with the view as without it, whether or not the client shows views`, async () => {
      const plain = createApp(withoutAppHtml(index));
      // A refusal is a tool result too, and the only get_case_study call of content with no case study.
      for (const call of [...toolCalls(), { name: "get_case_study", arguments: { slug: "no-such-project-in-any-content" } }]) {
        const withView = await rpc(full, era, "tools/call", call);
        expect(withView.status, JSON.stringify(call)).toBe(200);
        expect((await rpc(plain, era, "tools/call", call)).text, JSON.stringify(call)).toBe(withView.text);
        expect((await rpc(full, era, "tools/call", call, UI_CLIENT)).text, JSON.stringify(call)).toBe(withView.text);
      }
    });

    it(`${era}: a tool result is its text and its structuredContent, the text being the structured content's JSON`, async () => {
      for (const call of toolCalls()) {
        const { result } = (await rpc(full, era, "tools/call", call)).body;
        const own = Object.keys(result).filter((key) => key !== "resultType" && key !== "_meta");
        expect(own.sort(), JSON.stringify(call)).toEqual(["content", "structuredContent"]);
        expect(result.content).toHaveLength(1);
        expect(result.content[0].type).toBe("text");
        expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
        expect(result._meta?.ui).toBeUndefined();
      }
    });

    it(`${era}: tools/list links list_projects and get_case_study to the app resource, and is otherwise the list without a view`, async () => {
      const withView = (await rpc(full, era, "tools/list")).body.result.tools as Array<Record<string, any>>;
      const plain = (await rpc(createApp(withoutAppHtml(index)), era, "tools/list")).body.result.tools as Array<Record<string, any>>;
      const resources = (await rpc(full, era, "resources/list")).body.result.resources as Array<{ uri: string; mimeType: string }>;
      const views = resources.filter((r) => r.mimeType === APP_MIME_TYPE).map((r) => r.uri);
      expect(views).toHaveLength(1);
      const linked = withView.filter((tool) => tool["_meta"]?.ui?.resourceUri !== undefined);
      expect(linked.map((tool) => tool["name"]).sort()).toEqual(["get_case_study", "list_projects"]);
      // The flat key too, as ext-apps' registerAppTool writes it for hosts that read only that one.
      for (const tool of linked) expect(tool["_meta"]).toEqual({ ui: { resourceUri: views[0] }, "ui/resourceUri": views[0] });
      for (const tool of plain) expect(tool["_meta"]).toBeUndefined();
      expect(withView.map(({ _meta, ...tool }) => tool)).toEqual(plain);
    });

    it(`${era}: the view declares no domain in its CSP, listed or read (issue 27: self-contained)`, async () => {
      const resources = (await rpc(full, era, "resources/list")).body.result.resources as Array<{ uri: string; mimeType: string; _meta?: { ui?: { csp?: Record<string, unknown> } } }>;
      const view = resources.find((r) => r.mimeType === APP_MIME_TYPE);
      if (!view) throw new Error("no view is listed");
      const read = (await rpc(full, era, "resources/read", { uri: view.uri })).body.result.contents as Array<{ _meta?: { ui?: { csp?: Record<string, unknown> } } }>;
      for (const csp of [view._meta?.ui?.csp, ...read.map((c) => c._meta?.ui?.csp)]) {
        expect(csp).toBeDefined();
        for (const [key, domains] of Object.entries(csp ?? {})) if (key.endsWith("Domains")) expect(domains, key).toEqual([]);
      }
    });
  }

  it("without the view's HTML, no ui:// resource is listed or readable and the ui extension is not advertised", async () => {
    const plain = createApp(withoutAppHtml(index));
    const fullResources = (await rpc(full, "legacy", "resources/list")).body.result.resources as Array<{ uri: string }>;
    const view = fullResources.find((r) => r.uri.startsWith("ui://"));
    expect(view).toBeDefined();
    expect((await initialized(full))["extensions"]).toEqual({ [UI_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } });
    expect((await initialized(plain))["extensions"]).toBeUndefined();
    const plainResources = (await rpc(plain, "legacy", "resources/list")).body.result.resources as Array<{ uri: string }>;
    expect(plainResources.map((r) => r.uri)).toEqual(fullResources.filter((r) => r !== view).map((r) => r.uri));
    expect((await rpc(plain, "legacy", "resources/read", { uri: view?.uri })).body.error.code).toBe(-32002);
  });
});

describe("only what is served is advertised", () => {
  /** What each place says is offered, for one app. */
  async function advertised(app: App, appIndex: PortfolioIndex) {
    const info = await (await app.handle(new Request(`${BASE_URL}/api/mcp`, { headers: { Accept: "application/json" } }))).json();
    const discover = (await rpc(app, "modern", "server/discover")).body.result;
    const document = await buildOpenApiDocument(appIndex, app);
    // The MCP operations and the JSON-RPC schemas they refer to (issue 27: the OpenAPI MCP description).
    const schemas = (document.components as { schemas: Record<string, unknown> }).schemas;
    const openapi = JSON.stringify([document.paths["/api/mcp"], schemas["JsonRpcRequest"], schemas["JsonRpcResponse"]]);
    return { capabilities: await initialized(app), discovered: discover.capabilities, info, llms: renderLlmsTxt(appIndex, app), openapi };
  }

  it("the full surface is named everywhere", async () => {
    const { capabilities, discovered, info, llms, openapi } = await advertised(full, index);
    for (const key of ["tools", "resources", "prompts", "completions", "extensions"]) expect(Object.keys(capabilities)).toContain(key);
    expect(discovered).toEqual(capabilities);
    expect(Object.keys(info)).toEqual(expect.arrayContaining(["tools", "resources", "resourceTemplates", "prompts"]));
    expect(llms).toMatch(/prompts: /);
    expect(openapi).toContain("prompts/get");
    const document = await buildOpenApiDocument(index, full);
    const { JsonRpcRequest: request, JsonRpcResponse: response } = (document.components as { schemas: Record<string, unknown> }).schemas as Record<string, any>;
    const methods: string = request.properties.method.description;
    for (const method of ["resources/list", "resources/templates/list", "resources/read", "prompts/list", "prompts/get", "completion/complete"]) expect(methods).toContain(`\`${method}\``);
    expect(request.properties.params.properties.arguments.description).toContain("prompts/get");
    expect(JSON.stringify(response)).toContain("-32002");
  });

  it("with no prompts: no prompts capability, method, info entry, llms.txt or OpenAPI mention; completions stay for the templates", async () => {
    const { app, index: built } = servedBy(without(["prompts"]));
    const { capabilities, discovered, info, llms, openapi } = await advertised(app, built);
    expect(capabilities["prompts"]).toBeUndefined();
    expect(discovered).toEqual(capabilities);
    expect(capabilities["resources"]).toBeDefined();
    expect(capabilities["completions"]).toBeDefined();
    expect(info["prompts"]).toBeUndefined();
    expect(llms).not.toMatch(/prompts: /);
    expect(openapi).not.toContain("prompts/get");
    expect((await rpc(app, "legacy", "prompts/list")).body.error.code).toBe(-32601);
    const modern = await rpc(app, "modern", "prompts/get", { name: "anything" });
    expect([modern.status, modern.body.error.code]).toEqual([404, -32601]);
  });

  it("with no resources, templates, prompts or app: tools alone, and every other method is not found", async () => {
    const { app, index: built } = servedBy(without(["prompts", "mcpResources", "mcpTemplates", "apps"]));
    const { capabilities, discovered, info, openapi } = await advertised(app, built);
    expect(Object.keys(capabilities)).toEqual(["tools"]);
    expect(discovered).toEqual(capabilities);
    for (const key of ["resources", "resourceTemplates", "prompts"]) expect(info[key]).toBeUndefined();
    for (const method of ["resources/list", "resources/read", "prompts/list", "completion/complete", "-32002"]) expect(openapi).not.toContain(method);
    for (const method of ["resources/list", "resources/templates/list", "resources/read", "prompts/list", "prompts/get", "completion/complete"]) {
      expect((await rpc(app, "legacy", method)).body.error.code, method).toBe(-32601);
      // Well-formed requests (Mcp-Name where the method takes one), so only the method is missing.
      const params = method === "resources/read" ? { uri: `${BASE_URL}/api/v1/profile` } : method === "prompts/get" ? { name: "introduce" } : {};
      const modern = await rpc(app, "modern", method, params);
      expect([modern.status, modern.body.error.code], method).toEqual([404, -32601]);
    }
    expect((await rpc(app, "legacy", "tools/list")).body.result.tools.length).toBeGreaterThan(0);
  });

  it("the lists a build writes name exactly what its resources serve; an index listed for other resources is refused by the build's check (the function serves the lists unchecked)", () => {
    for (const resources of [RESOURCE_LIST, without(["prompts"]), without(["prompts", "mcpResources", "mcpTemplates", "apps"])]) {
      expect(() => checkListing(servedBy(resources).index, resources)).not.toThrow();
    }
    expect(() => checkListing(withoutAppHtml(index), RESOURCE_LIST)).not.toThrow();
    // Listed for every prompt, served by resources with none.
    expect(() => checkListing(index, without(["prompts"]))).toThrow(/^The index lists the MCP surface .*, but the resources serve .*: build the index with the resources the core serves\.$/);
    // The view's HTML taken out without remaking the lists: the view is still listed.
    const { mcpApp: _html, ...stale } = index;
    expect(() => checkListing(stale, RESOURCE_LIST)).toThrow(/but the resources serve/);
  });
});

/**
 * A slug prefix no project of the content under test starts with (`zz-`, else `zzq-`, …): the
 * synthetic projects below must be the only ones a completion of it finds, whoever the owner is.
 */
function unusedPrefix(start: string): string {
  let prefix = start;
  while (content.projects.some(({ project }) => project.slug.startsWith(prefix.slice(0, -1)))) prefix = `${prefix.slice(0, -1)}q-`;
  return prefix;
}

describe("completions over more values than one answer holds", () => {
  const COUNT = 150;
  let ZZ = "zz-";
  let many: App;
  let template: string;
  beforeAll(async () => {
    ZZ = unusedPrefix("zz-");
    const [first] = content.projects;
    if (!first) throw new Error(`${OWNER_CONTENT}/ has no project`);
    const projects = Array.from({ length: COUNT }, (_, i) => ({ file: `projects/${ZZ}${i}.json`, project: { ...first.project, slug: `${ZZ}${i}` } }));
    const manyIndex = makeIndex({ ...content, projects: [...content.projects, ...projects] }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
    many = createApp(manyIndex);
    const templates = (await rpc(many, "legacy", "resources/templates/list")).body.result.resourceTemplates as Array<{ uriTemplate: string }>;
    template = templates.find((t) => t.uriTemplate.endsWith("/projects/{slug}"))?.uriTemplate ?? "";
    expect(template).not.toBe("");
  });

  const complete = (era: Era, value: string) => rpc(many, era, "completion/complete", { ref: { type: "ref/resource", uri: template }, argument: { name: "slug", value } });

  for (const era of ["legacy", "modern"] as const) {
    it(`${era}: a prefix that matches ${COUNT} slugs answers the first 100, total ${COUNT} and hasMore`, async () => {
      const { completion } = (await complete(era, ZZ)).body.result;
      expect(completion.values).toHaveLength(100);
      expect(completion.total).toBe(COUNT);
      expect(completion.hasMore).toBe(true);
      for (const value of completion.values) expect(value).toMatch(new RegExp(`^${ZZ}\\d+$`));
      expect(new Set(completion.values).size).toBe(100);
    });

    it(`${era}: a longer prefix narrows to every match, with hasMore false`, async () => {
      const { completion } = (await complete(era, `${ZZ}1`)).body.result;
      // zz-1, zz-10…zz-19, zz-100…zz-149 (or the prefix the content left free)
      expect(completion.total).toBe(1 + 10 + 50);
      expect(completion.values).toHaveLength(61);
      expect(completion.hasMore).toBe(false);
    });

    it(`${era}: an empty value matches every slug, and answers 100 of them`, async () => {
      const { completion } = (await complete(era, "")).body.result;
      expect(completion.total).toBe(content.projects.length + COUNT);
      expect(completion.values).toHaveLength(100);
      expect(completion.hasMore).toBe(true);
    });
  }

  it("matches a prefix in any case (docs/mcp.md: `T` completes `tr`)", async () => {
    const lower = (await complete("legacy", `${ZZ}1`)).body.result.completion;
    expect((await complete("legacy", `${ZZ.toUpperCase()}1`)).body.result.completion).toEqual(lower);
    expect(lower.total).toBe(61);
  });

  it("folds what was typed as search folds it: a Turkish capital İ, a dotless ı or an accent completes the plain letter", async () => {
    const [first] = content.projects;
    if (!first) throw new Error(`${OWNER_CONTENT}/ has no project`);
    const II = unusedPrefix("iq-");
    const slug = `${II}kit`;
    const app = createApp(makeIndex({ ...content, projects: [...content.projects, { file: `projects/${slug}.json`, project: { ...first.project, slug } }] }, { baseUrl: BASE_URL, builtAt: BUILT_AT }));
    for (const typed of [II.toUpperCase().replaceAll("I", "İ"), II.replaceAll("i", "ı"), II.replaceAll("i", "í"), `${II.toUpperCase()}K`]) {
      const { completion } = (await rpc(app, "legacy", "completion/complete", { ref: { type: "ref/resource", uri: template }, argument: { name: "slug", value: typed } })).body.result;
      expect([typed, completion.values]).toEqual([typed, [slug]]);
    }
  });

  it.each([100, 101])("at exactly %i matches, hasMore says whether any was left out", async (count) => {
    const [first] = content.projects;
    if (!first) throw new Error(`${OWNER_CONTENT}/ has no project`);
    const YY = unusedPrefix("yy-");
    const projects = Array.from({ length: count }, (_, i) => ({ file: `projects/${YY}${i}.json`, project: { ...first.project, slug: `${YY}${i}` } }));
    const app = createApp(makeIndex({ ...content, projects: [...content.projects, ...projects] }, { baseUrl: BASE_URL, builtAt: BUILT_AT }));
    const { completion } = (await rpc(app, "legacy", "completion/complete", { ref: { type: "ref/resource", uri: template }, argument: { name: "slug", value: YY } })).body.result;
    expect([completion.values.length, completion.total, completion.hasMore]).toEqual([100, count, count > 100]);
  });

  it("a context of the wrong shape, or a reference naming nothing, is -32602 saying what is wrong", async () => {
    const ask = (params: Record<string, unknown>) => rpc(many, "legacy", "completion/complete", { ref: { type: "ref/resource", uri: template }, argument: { name: "slug", value: ZZ }, ...params });
    for (const context of [5, "x", [], null, { arguments: 5 }, { arguments: [] }, { arguments: null }, { arguments: { lang: 5 } }, { arguments: { lang: null } }]) {
      const { error } = (await ask({ context })).body;
      expect([error?.code, error?.message], JSON.stringify(context)).toEqual([-32602, expect.stringContaining("'context' one with string arguments")]);
    }
    // A context of the right shape changes nothing: every closed set is fixed.
    expect((await ask({ context: { arguments: { lang: "x" } } })).body.result.completion.total).toBe(COUNT);
    // An unknown name says which are known.
    const prompts = ((await rpc(many, "legacy", "prompts/list")).body.result.prompts as Array<{ name: string }>).map((p) => p.name).join(", ");
    for (const [ref, told] of [
      [{ type: "ref/prompt" }, `Unknown prompt: none named; known: ${prompts}`],
      [{ type: "ref/prompt", name: "nope" }, `Unknown prompt: nope; known: ${prompts}`],
      [{ type: "ref/resource", uri: 5 }, `Unknown resource template: none named; known: ${template}`],
      [{ type: "ref/resource" }, `Unknown resource template: none named; known: ${template}`],
      [{ type: "ref/nothing" }, "'ref.type' must be"],
    ] as const) {
      const { error } = (await ask({ ref })).body;
      expect([error?.code, error?.message]).toEqual([-32602, expect.stringContaining(told)]);
    }
    const { error } = (await ask({ argument: { name: "lane", value: "" } })).body;
    expect([error?.code, error?.message]).toEqual([-32602, "Invalid params: Unknown variable: lane; known: slug"]);
  });

  it("a prompt's slug argument is completed from the same set", async () => {
    const prompts = (await rpc(many, "legacy", "prompts/list")).body.result.prompts as Array<{ name: string; arguments: Array<{ name: string }> }>;
    const withSlug = prompts.find((p) => p.arguments.some((a) => a.name === "slug"));
    expect(withSlug).toBeDefined();
    const { completion } = (await rpc(many, "legacy", "completion/complete", { ref: { type: "ref/prompt", name: withSlug?.name }, argument: { name: "slug", value: ZZ } })).body.result;
    expect([completion.values.length, completion.total, completion.hasMore]).toEqual([100, COUNT, true]);
  });
});

describe("a prompt in another language", () => {
  it("explain_project names the project by its translated title when lang is given, as the embedded detail does", async () => {
    // The sample fixture: it has a translation whatever the owner's content offers.
    const sample = await sampleIndex();
    const [lang] = sample.site.translations;
    if (!lang) throw new Error("the sample fixture offers no translation");
    const key = translationKey("title", lang);
    const project = sample.projects.find((p) => typeof (p as Record<string, unknown>)[key] === "string" && (p as Record<string, unknown>)[key] !== p.title);
    if (!project) throw new Error(`no sample project has a ${key} of its own`);
    const translated = (project as Record<string, unknown>)[key] as string;
    const app = createApp(sample);
    const text = async (args: Record<string, string>) => (await rpc(app, "legacy", "prompts/get", { name: "explain_project", arguments: args })).body.result.messages[0].content.text as string;
    expect(await text({ slug: project.slug, lang })).toContain(`'${translated}'`);
    expect(await text({ slug: project.slug })).toContain(`'${project.title}'`);
  });
});

describe("a required prompt argument", () => {
  it("left out, empty or blank is -32602 naming it, in both eras", async () => {
    const prompts = (await rpc(full, "legacy", "prompts/list")).body.result.prompts as Array<{ name: string; arguments: Array<{ name: string; required: boolean }> }>;
    const needing = prompts.filter((p) => p.arguments.some((a) => a.required));
    expect(needing.length).toBeGreaterThan(0);
    for (const prompt of needing) {
      const required = prompt.arguments.find((a) => a.required)!.name;
      for (const value of [undefined, "", "   ", "\t\n"]) {
        for (const era of ["legacy", "modern"] as const) {
          const { error } = (await rpc(full, era, "prompts/get", { name: prompt.name, arguments: value === undefined ? {} : { [required]: value } })).body;
          expect([prompt.name, JSON.stringify(value), era, error?.code, error?.message]).toEqual([prompt.name, JSON.stringify(value), era, -32602, expect.stringContaining(`needs the argument '${required}'`)]);
        }
      }
    }
  });

  it("an unknown argument, a value that is not text, and arguments that are no object are -32602 naming what is wrong, in both eras", async () => {
    const prompts = (await rpc(full, "legacy", "prompts/list")).body.result.prompts as Array<{ name: string; arguments: Array<{ name: string }> }>;
    const prompt = prompts.find((p) => p.arguments.length > 0);
    if (!prompt) throw new Error("no prompt takes an argument");
    const first = prompt.arguments[0]!.name;
    const cases: Array<[unknown, string]> = [
      [{ bogus_argument: "x" }, `the prompt '${prompt.name}' takes no argument 'bogus_argument'; it takes ${prompt.arguments.map((a) => a.name).join(", ")}`],
      [{ [first]: { nested: 1 } }, `the argument '${first}' must be a string`],
      [{ [first]: 7 }, `the argument '${first}' must be a string`],
      [[], "'arguments' must be an object of strings"],
      ["text", "'arguments' must be an object of strings"],
    ];
    for (const [args, message] of cases) {
      for (const era of ["legacy", "modern"] as const) {
        const { error } = (await rpc(full, era, "prompts/get", { name: prompt.name, arguments: args })).body;
        expect([JSON.stringify(args), era, error?.code, error?.message]).toEqual([JSON.stringify(args), era, -32602, expect.stringContaining(message)]);
      }
    }
  });

  it("a closed value in another case is refused with the spelling to use, as REST and the tools refuse it", async () => {
    const [lane] = index.site.lanes;
    if (lane === undefined || lane.toUpperCase() === lane) throw new Error(`${OWNER_CONTENT}/ declares no lane with a lowercase letter`);
    const { error } = (await rpc(full, "legacy", "prompts/get", { name: "assess_fit", arguments: { job_description: "x", lane: lane.toUpperCase() } })).body;
    expect([error?.code, error?.message]).toEqual([-32602, expect.stringContaining(`(write it as '${lane}')`)]);
    const rest = await (await full.handle(new Request(`${BASE_URL}/api/v1/projects?lane=${encodeURIComponent(lane.toUpperCase())}`))).json();
    expect([rest.code, rest.detail]).toEqual(["INVALID_QUERY", expect.stringContaining(`(write it as '${lane}')`)]);
    const { result } = (await rpc(full, "legacy", "tools/call", { name: "list_projects", arguments: { lane: lane.toUpperCase() } })).body;
    expect([result.isError, result.content[0].text]).toEqual([true, expect.stringContaining(`(write it as '${lane}')`)]);
    // A value in no case at all gets no such hint.
    const other = (await rpc(full, "legacy", "prompts/get", { name: "assess_fit", arguments: { job_description: "x", lane: "no-such-lane" } })).body.error;
    expect(other.message).not.toContain("write it as");
  });
});

describe("the prompts speak of the owner", () => {
  for (const era of ["legacy", "modern"] as const) {
    it(`${era}: every prompt names the person of content/, and one about a project names that project`, async () => {
      const prompts = (await rpc(full, era, "prompts/list")).body.result.prompts as Array<{ name: string; arguments: Array<{ name: string; required: boolean }> }>;
      expect(prompts.length).toBeGreaterThan(0);
      const project = index.projects[0];
      if (!project) throw new Error(`${OWNER_CONTENT}/ has no project`);
      for (const prompt of prompts) {
        const args: Record<string, string> = {};
        for (const argument of prompt.arguments.filter((a) => a.required)) args[argument.name] = argument.name === "slug" ? project.slug : `a reader of ${argument.name}`;
        const { result } = (await rpc(full, era, "prompts/get", { name: prompt.name, arguments: args })).body;
        const text = (result.messages as Array<{ content: { type: string; text?: string; resource?: { text: string } } }>)
          .map((message) => message.content.text ?? message.content.resource?.text ?? "")
          .join("\n");
        expect(text, prompt.name).toContain(index.profile.name);
        if (args["slug"] !== undefined) expect(text, prompt.name).toContain(project.title);
      }
    });
  }
});

describe("resources/read reads any API URL", () => {
  /** Every prompt with its required arguments, and each optional closed one at its first value. */
  async function embeddedResources(era: Era): Promise<Array<{ uri: string; text: string }>> {
    const prompts = (await rpc(full, era, "prompts/list")).body.result.prompts as Array<{ name: string; arguments: Array<{ name: string; required: boolean }> }>;
    const embedded: Array<{ uri: string; text: string }> = [];
    for (const prompt of prompts) {
      const args: Record<string, string> = {};
      for (const argument of prompt.arguments) {
        const { completion } = (await rpc(full, era, "completion/complete", { ref: { type: "ref/prompt", name: prompt.name }, argument: { name: argument.name, value: "" } })).body.result;
        // The last closed value (a translation, where the content offers one), else free text.
        const value = completion.values.at(-1) ?? `a reader of ${argument.name}`;
        args[argument.name] = value;
      }
      const { result } = (await rpc(full, era, "prompts/get", { name: prompt.name, arguments: args })).body;
      for (const message of result.messages) if (message.content.type === "resource") embedded.push(message.content.resource);
    }
    return embedded;
  }

  for (const era of ["legacy", "modern"] as const) {
    it(`${era}: every resource a prompt embeds reads back the same bytes by its URI, queries included`, async () => {
      const embedded = await embeddedResources(era);
      expect(embedded.some((r) => r.uri.includes("?"))).toBe(true);
      for (const resource of embedded) {
        const { result } = (await rpc(full, era, "resources/read", { uri: resource.uri })).body;
        expect(result?.contents?.[0]?.text, resource.uri).toBe(resource.text);
      }
    });
  }

  it("any spelling of the URL a client could fetch reads the same answer: scheme and host in any case, the default port", async () => {
    const path = "/api/v1/profile";
    const expected = await (await full.handle(new Request(BASE_URL + path))).text();
    const { protocol, host } = new URL(BASE_URL);
    const port = protocol === "https:" ? 443 : 80;
    for (const uri of [`${protocol.toUpperCase()}//${host}${path}`, `${protocol}//${host.toUpperCase()}${path}`, `${protocol}//${host}:${port}${path}`]) {
      for (const era of ["legacy", "modern"] as const) {
        const { result, error } = (await rpc(full, era, "resources/read", { uri })).body;
        expect([uri, era, error, result?.contents?.[0]?.text]).toEqual([uri, era, undefined, expected]);
        // The contents name the URI as it was asked for.
        expect(result.contents[0].uri).toBe(uri);
      }
    }
    // Another port is another origin.
    expect((await rpc(full, "legacy", "resources/read", { uri: `${protocol}//${host}:8443${path}` })).body.error?.code).toBe(-32002);
  });

  it("modern: a read's ttlMs is its REST answer's max-age, 0 where REST says no-store", async () => {
    for (const path of ["/api/v1/profile", `/api/v1/projects?lane=${encodeURIComponent(index.site.lanes[0] ?? "")}`, "/api/v1/health"]) {
      const rest = await full.handle(new Request(BASE_URL + path));
      const cacheControl = rest.headers.get("cache-control") ?? "";
      const maxAge = /no-store/.test(cacheControl) ? 0 : 1000 * Number(/max-age=(\d+)/.exec(cacheControl)?.[1]);
      const { result } = (await rpc(full, "modern", "resources/read", { uri: BASE_URL + path })).body;
      expect([path, result.ttlMs, result.cacheScope]).toEqual([path, maxAge, "public"]);
      expect(result.contents[0].text).toBe(await rest.text());
    }
  });

  it.each<[string, string, Record<Era, number>]>([
    ["a filter value the API refuses is invalid params, with the problem's detail", "/api/v1/projects?lane=no-such-lane-at-all", { legacy: -32602, modern: -32602 }],
    ["a path the API does not have is not found", "/api/v1/no-such-section", { legacy: -32002, modern: -32602 }],
    ["dot segments that leave the API are not found", "/api/v1/../openapi.json", { legacy: -32002, modern: -32602 }],
    ["the MCP endpoint itself is not a resource", "/api/mcp", { legacy: -32002, modern: -32602 }],
    ["a slug no item could have is not found", "/api/v1/projects/Not_A_Slug", { legacy: -32002, modern: -32602 }],
    ["the template's URI unfilled is not found", "/api/v1/projects/{slug}", { legacy: -32002, modern: -32602 }],
    ["a slug no item could have is not found whatever the query", "/api/v1/projects/Not_A_Slug?x=1", { legacy: -32002, modern: -32602 }],
    ["the template's URI unfilled with a query is not found", "/api/v1/projects/{slug}?lang=en", { legacy: -32002, modern: -32602 }],
    ["an unknown slug with a refused query is not found", "/api/v1/projects/no-such-project-here?lang=zz", { legacy: -32002, modern: -32602 }],
  ])("%s", async (_name, path, codes) => {
    for (const era of ["legacy", "modern"] as const) {
      const { error } = (await rpc(full, era, "resources/read", { uri: BASE_URL + path })).body;
      expect(error?.code, `${era} ${path}`).toBe(codes[era]);
      expect(error.data.uri).toBe(BASE_URL + path);
      if (path.includes("lane=")) expect(error.message).toContain("no-such-lane-at-all");
    }
  });
});

describe("assess_fit narrows the projects it embeds by lane and tier", () => {
  it("each tier and each lane-and-tier pair embeds the list REST answers for them, and the tiers are completed", async () => {
    const [lane] = index.site.lanes;
    if (lane === undefined || index.site.tiers.length === 0) throw new Error(`${OWNER_CONTENT}/ declares no lane or no tier`);
    const { completion } = (await rpc(full, "legacy", "completion/complete", { ref: { type: "ref/prompt", name: "assess_fit" }, argument: { name: "tier", value: "" } })).body.result;
    expect(completion.values).toEqual(index.site.tiers);
    for (const [args, query] of [
      ...index.site.tiers.map((tier) => [{ tier }, `tier=${encodeURIComponent(tier)}`] as const),
      ...index.site.tiers.map((tier) => [{ lane, tier }, `lane=${encodeURIComponent(lane)}&tier=${encodeURIComponent(tier)}`] as const),
    ]) {
      const { result } = (await rpc(full, "legacy", "prompts/get", { name: "assess_fit", arguments: { job_description: "Builds APIs.", ...args } })).body;
      const embedded = (result.messages as Array<{ content: { type: string; resource?: { uri: string; text: string } } }>).map((m) => m.content.resource).filter((r) => r !== undefined);
      const projects = embedded.find((r) => r.uri.startsWith(`${BASE_URL}/api/v1/projects`));
      expect(projects?.uri).toBe(`${BASE_URL}/api/v1/projects?${query}`);
      expect(projects?.text).toBe(await (await full.handle(new Request(`${BASE_URL}/api/v1/projects?${query}`))).text());
    }
    const wrong = (await rpc(full, "legacy", "prompts/get", { name: "assess_fit", arguments: { job_description: "x", tier: "no-such-tier" } })).body;
    expect(wrong.error.code).toBe(-32602);
  });
});

describe("MCP answers past the platform's limit are MCP answers", () => {
  // A catalogue whose project list is far larger than the profile and skills: copies of the first project.
  let big: PortfolioIndex;
  const sizeOf = async (app: App, path: string) => Buffer.byteLength(await (await app.handle(new Request(BASE_URL + path))).text());
  beforeAll(() => {
    const [first] = content.projects;
    if (!first) throw new Error(`${OWNER_CONTENT}/ has no project`);
    const BIG = unusedPrefix("big-");
    const copies = Array.from({ length: 400 }, (_, i) => ({ file: `projects/${BIG}${i}.json`, project: { ...first.project, slug: `${BIG}${i}` } }));
    big = makeIndex({ ...content, projects: [...content.projects, ...copies] }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
  });

  for (const era of ["legacy", "modern"] as const) {
    it(`${era}: a prompt whose list is past the limit still answers, naming the list and how to narrow it`, async () => {
      const unlimited = createApp(big);
      const small = 3 * ((await sizeOf(unlimited, "/api/v1/profile")) + (await sizeOf(unlimited, "/api/v1/skills"))) + 20_000;
      expect(await sizeOf(unlimited, "/api/v1/projects")).toBeGreaterThan(small);
      const limited = createApp(big, { maxAnswerBytes: small });
      const answer = await rpc(limited, era, "prompts/get", { name: "introduce", arguments: { audience: "a hiring manager" } });
      expect(answer.status).toBe(200);
      const contents = answer.body.result.messages.map((m: { content: object }) => m.content) as Array<{ type: string; text?: string; resource?: { uri: string } }>;
      expect(contents.filter((c) => c.type === "resource").map((c) => c.resource?.uri)).toEqual([`${BASE_URL}/api/v1/profile`, `${BASE_URL}/api/v1/skills`]);
      const note = contents.at(-1);
      expect(note?.type).toBe("text");
      expect(note?.text).toContain(`${BASE_URL}/api/v1/projects: `);
      expect(note?.text).toMatch(/at most \d+ bytes\. Narrow/);
    });

    it(`${era}: a prompt whose embeds fit one by one but not together still answers, embedding what fits and naming the rest`, async () => {
      const unlimited = createApp(big);
      const sizes = await Promise.all(["/api/v1/profile", "/api/v1/skills", "/api/v1/projects"].map((path) => sizeOf(unlimited, path)));
      const max = Math.max(...sizes) + 1;
      const limited = createApp(big, { maxAnswerBytes: max });
      const answer = await rpc(limited, era, "prompts/get", { name: "introduce", arguments: { audience: "a hiring manager" } });
      expect(answer.status).toBe(200);
      expect(answer.body.id).toBe(1);
      expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(max);
      const contents = answer.body.result.messages.map((m: { content: object }) => m.content) as Array<{ type: string; text?: string; resource?: { uri: string } }>;
      expect(contents.filter((c) => c.type === "resource").map((c) => c.resource?.uri)).toEqual([`${BASE_URL}/api/v1/profile`, `${BASE_URL}/api/v1/skills`]);
      expect(contents.at(-1)).toEqual({ type: "text", text: `${BASE_URL}/api/v1/projects: too large to embed here; fetch it` });
    });

    it(`${era}: the résumé and the list each fit, together they do not: the list is named, the résumé kept, the answer within the limit`, async () => {
      const unlimited = createApp(big);
      const escaped = async (path: string) => Buffer.byteLength(JSON.stringify(await (await unlimited.handle(new Request(BASE_URL + path))).text()));
      const [profile = 0, skills = 0, resume = 0, projects = 0] = await Promise.all(["/api/v1/profile", "/api/v1/skills", "/api/v1/resume.json", "/api/v1/projects"].map(escaped));
      // Room for the profile, the skills and the larger of the two with a tenth to spare, and
      // the envelope's margin twice over: each alone fits, both do not (for any owner's sizes).
      const max = Math.ceil(1.1 * Math.max(resume, projects)) + profile + skills + 8192;
      expect(resume + projects).toBeGreaterThan(max);
      const answer = await rpc(createApp(big, { maxAnswerBytes: max }), era, "prompts/get", { name: "assess_fit", arguments: { job_description: "A data role" } });
      expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(max);
      const contents = answer.body.result.messages.map((m: { content: object }) => m.content) as Array<{ type: string; text?: string; resource?: { uri: string } }>;
      expect(contents.filter((c) => c.type === "resource").map((c) => c.resource?.uri)).toEqual([`${BASE_URL}/api/v1/profile`, `${BASE_URL}/api/v1/skills`, `${BASE_URL}/api/v1/resume.json`]);
      expect(contents.at(-1)).toEqual({ type: "text", text: `${BASE_URL}/api/v1/projects: too large to embed here; fetch it` });
    });

    it(`${era}: the id the answer repeats is counted, however long`, async () => {
      const unlimited = createApp(big);
      const args = { name: "introduce", arguments: { audience: "a hiring manager" } };
      const whole = Buffer.byteLength((await rpc(unlimited, era, "prompts/get", args)).text);
      // Room for every embed with a short id (the margin kept for the envelope included); a
      // 30,000-character id takes that room.
      const max = whole + 4096;
      expect((await rpc(createApp(big, { maxAnswerBytes: max }), era, "prompts/get", args)).body.result.messages.at(-1).content.type).toBe("resource");
      const limited = createApp(big, { maxAnswerBytes: max });
      const answer = await rpc(limited, era, "prompts/get", args, {}, "x".repeat(30_000));
      expect(answer.body.error).toBeUndefined();
      expect(Buffer.byteLength(answer.text)).toBeLessThanOrEqual(max);
      expect(answer.body.result.messages.at(-1).content.type).toBe("text");
    });

    it(`${era}: with room for everything, every embed is a resource`, async () => {
      const unlimited = createApp(big);
      const whole = Buffer.byteLength((await rpc(unlimited, era, "prompts/get", { name: "introduce", arguments: { audience: "a hiring manager" } })).text);
      const answer = await rpc(createApp(big, { maxAnswerBytes: whole + 4096 }), era, "prompts/get", { name: "introduce", arguments: { audience: "a hiring manager" } });
      const contents = answer.body.result.messages.map((m: { content: object }) => m.content) as Array<{ type: string }>;
      expect(contents.slice(1).map((c) => c.type)).toEqual(["resource", "resource", "resource"]);
    });
  }

  it("legacy batch: past the limit, each member is answered, the read with -32602", async () => {
    const unlimited = createApp(big);
    // The REST answer fits; read as MCP contents, its text escaped, it does not.
    const limited = createApp(big, { maxAnswerBytes: (await sizeOf(unlimited, "/api/v1/projects")) + 1 });
    const batch = [
      { jsonrpc: "2.0", id: 1, method: "ping" },
      { jsonrpc: "2.0", id: 2, method: "resources/read", params: { uri: `${BASE_URL}/api/v1/projects` } },
    ];
    const response = await limited.handle(new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: JSON.stringify(batch) }));
    expect(response.status).toBe(200);
    const answers = (await response.json()) as Array<{ id: number; error?: { code: number } }>;
    expect(answers.map((a) => a.id)).toEqual([1, 2]);
    expect(answers[1]?.error?.code).toBe(-32602);
  });

  it("legacy batch: reads that fit alone but not together are told the size is the batch's", async () => {
    const unlimited = createApp(big);
    const uri = `${BASE_URL}/api/v1/projects`;
    const alone = Buffer.byteLength((await rpc(unlimited, "legacy", "resources/read", { uri })).text);
    const limited = createApp(big, { maxAnswerBytes: alone + 1024 });
    expect((await rpc(limited, "legacy", "resources/read", { uri })).body.result).toBeDefined();
    const batch = [1, 2].map((id) => ({ jsonrpc: "2.0", id, method: "resources/read", params: { uri } }));
    const response = await limited.handle(new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: JSON.stringify(batch) }));
    const answers = (await response.json()) as Array<{ id: number; error?: { code: number; message: string } }>;
    expect(answers.map((a) => [a.id, a.error?.code])).toEqual([[1, -32602], [2, -32602]]);
    for (const answer of answers) expect(answer.error?.message).toContain("That is the whole batch's answer: send its messages one per POST.");
  });
});
