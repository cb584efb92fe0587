// MCP 2026-07-28 through Netlify's own emulation (@netlify/dev) of the built site: a modern
// server/discover and tools/call (and a modern error) answer from the function with the same
// status, headers and bytes as the local preview gives over real HTTP.
import { describe, expect, it } from "vitest";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { useNetlifyPair } from "./support/preview-harness.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";

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
}

function modern(name: string, method: string, params: Record<string, unknown>, status = 200, headers: Record<string, string> = {}): Case {
  const mcpName = typeof params["name"] === "string" ? { "Mcp-Name": params["name"] } : {};
  return {
    name,
    status,
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": method, ...mcpName, ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta: META } }),
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

interface Answer {
  side: string | null;
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

const pick = (headers: Headers) => Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers.get(name)]));

describe("MCP 2026-07-28: preview vs Netlify's emulation", () => {
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
    if (c.status === 200) expect(body.result.resultType).toBe("complete");
    else expect(body.error.code).toBe(c.status === 404 ? -32601 : -32020);
  });
});
