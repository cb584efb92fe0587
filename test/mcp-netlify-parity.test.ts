// MCP through Netlify's own emulation (@netlify/dev) of the built site: a modern
// server/discover and tools/call (and a modern error), and every resource, template, prompt and
// completion in both eras, answer from the function with the same status, headers and bytes as
// the local preview gives over real HTTP.
import { describe, expect, it } from "vitest";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { useNetlifyPair } from "./support/preview-harness.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";
import { mcpSurface } from "../functions/api/core/mcp/mcp-surface.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";

const COMPARED_HEADERS = ["content-type", "api-version", "access-control-allow-origin", "access-control-expose-headers", "cache-control", "x-content-type-options"];
const META = {
  "io.modelcontextprotocol/protocolVersion": "2026-07-28",
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "parity", version: "1.0.0" },
};

const pair = useNetlifyPair({ baseUrl: BASE_URL });

interface Case {
  name: string;
  headers: Record<string, string>;
  body: string;
  status: number;
  era: "legacy" | "modern";
}

function modern(name: string, method: string, params: Record<string, unknown>, status = 200, headers: Record<string, string> = {}): Case {
  const mcpName = typeof params["name"] === "string" ? { "Mcp-Name": params["name"] } : {};
  return {
    name,
    status,
    era: "modern",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method, ...mcpName, ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: META } }),
  };
}

/** The same call as a client that negotiated 2025-06-18 with initialize sends it. */
function legacy(name: string, method: string, params: Record<string, unknown>): Case {
  return {
    name: `${name} (2025-06-18)`,
    status: 200,
    era: "legacy",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2025-06-18" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  };
}

// A case study and a search word of the portfolio both sides serve (the engine's fixture).
const served = await sampleIndex();
const CASE_STUDY = served.projects.find((project) => project.caseStudy !== undefined)?.slug ?? "";
const WORD = served.searchExample ?? "";
if (!CASE_STUDY || !WORD) throw new Error("The engine fixture needs a case study and a search word for these cases");

const CASES: Case[] = [
  modern("server/discover", "server/discover", {}),
  modern("tools/call get_case_study", "tools/call", { name: "get_case_study", arguments: { slug: CASE_STUDY } }),
  modern("tools/call list_projects", "tools/call", { name: "list_projects", arguments: { q: WORD } }),
  modern("a header mismatch (400 -32020)", "tools/call", { name: "get_portfolio_info", arguments: {} }, 400, { "Mcp-Name": "list_projects" }),
  modern("ping, removed in 2026-07-28 (404 -32601)", "ping", {}, 404),
];

// Every resource, template, prompt and completion the index lists, in both eras (issue 27 item 6:
// "Both the preview and the function path are covered").
const { resources, resourceTemplates, prompts } = served.mcp;
const surface = mcpSurface(served, RESOURCE_LIST);
/** A value for a required prompt argument: a slug where it names an item, else free text. */
const argumentValue = (name: string) => (name === "slug" ? CASE_STUDY : "a reader new to this field");
const SURFACE: Array<[string, string, Record<string, unknown>]> = [
  ["resources/list", "resources/list", {}],
  ["resources/templates/list", "resources/templates/list", {}],
  ["prompts/list", "prompts/list", {}],
  ...resources.map((r): [string, string, Record<string, unknown>] => [`resources/read ${r.uri}`, "resources/read", { uri: r.uri }]),
  ...resourceTemplates.flatMap((t): Array<[string, string, Record<string, unknown>]> => {
    // Each template's own variable and a value of it from the content (the case study where it
    // is one), so a section added by the recipe is read with one of its own items.
    const declared = surface.templates.find((listed) => listed.uriTemplate === t.uriTemplate)?.declaration.values(served) ?? {};
    const [variable, values = []] = Object.entries(declared)[0] ?? [];
    const value = values.includes(CASE_STUDY) ? CASE_STUDY : values[0];
    if (variable === undefined || value === undefined) return [];
    return [
      [`resources/read ${t.uriTemplate}`, "resources/read", { uri: t.uriTemplate.replace(`{${variable}}`, value) }],
      [`completion/complete ${t.uriTemplate}`, "completion/complete", { ref: { type: "ref/resource", uri: t.uriTemplate }, argument: { name: variable, value: value.slice(0, 1) } }],
    ];
  }),
  ...prompts.flatMap((p): Array<[string, string, Record<string, unknown>]> => [
    [`prompts/get ${p.name}`, "prompts/get", { name: p.name, arguments: Object.fromEntries(p.arguments.filter((a) => a.required).map((a) => [a.name, argumentValue(a.name)])) }],
    ...p.arguments.map((a): [string, string, Record<string, unknown>] => [`completion/complete ${p.name} ${a.name}`, "completion/complete", { ref: { type: "ref/prompt", name: p.name }, argument: { name: a.name, value: "" } }]),
  ]),
];
if (resources.length === 0 || resourceTemplates.length === 0 || prompts.length === 0) throw new Error("The engine fixture needs resources, a template and prompts for these cases");
for (const [name, method, params] of SURFACE) {
  // Mcp-Name carries a read's URI or a prompt's name; a completion has neither.
  const named = method === "resources/read" ? { "Mcp-Name": String(params["uri"]) } : {};
  CASES.push(modern(name, method, params, 200, named), legacy(name, method, params));
}

interface Answer {
  side: string | null;
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

const pick = (headers: Headers) => Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers.get(name)]));

describe("MCP: preview vs Netlify's emulation", () => {
  it.each(CASES)("$name", async (c) => {
    const init = (): RequestInit => ({ method: "POST", headers: c.headers, body: c.body });
    const { site, netlify } = pair();
    const res = await site.fetch("/api/mcp", init());
    const local: Answer = { side: res.headers.get(ROUTE_HEADER), status: res.status, headers: pick(res.headers), body: await res.text() };
    const result = await netlify.handleAndIntrospect(new Request("http://localhost/api/mcp", init()));
    expect(result).toBeDefined();
    const emulated: Answer = { side: result!.type === "function" ? "function" : "static", status: result!.response.status, headers: pick(result!.response.headers), body: await result!.response.text() };
    expect(local.side).toBe("function");
    expect(emulated.side).toBe("function");
    expect(emulated.status).toBe(c.status);
    expect(local.status).toBe(emulated.status);
    expect(local.headers).toEqual(emulated.headers);
    expect(local.body).toBe(emulated.body);
    const body = JSON.parse(emulated.body);
    if (c.status !== 200) expect(body.error.code).toBe(c.status === 404 ? -32601 : -32020);
    else if (c.era === "modern") expect(body.result.resultType).toBe("complete");
    else expect(body.result).toBeDefined();
  });
});
