// Real agents: the official MCP TypeScript SDK client and the MCP Inspector CLI connect to
// /api/mcp on the local preview, list the tools and call each one, with no error, warning or
// reconnecting GET along the way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { McpError } from "@modelcontextprotocol/sdk/types.js";
import { useSite } from "./support/preview-harness.ts";
import { expectServedCapabilities } from "./support/mcp-cases.ts";
import { declaredPromptNames, declaredTemplatePatterns, declaredToolNames } from "./support/declared-lists.ts";
import { runGroup } from "./support/process-group.ts";

const site = useSite();
let client: Client;
const errors: unknown[] = [];
const requests: string[] = [];

beforeAll(async () => {
  const url = new URL(`${site().url}/api/mcp`);
  const recordingFetch: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? "GET"} ${String(input)}`);
    return fetch(input, init);
  };
  const transport = new StreamableHTTPClientTransport(url, { fetch: recordingFetch });
  transport.onerror = (error) => errors.push(error);
  client = new Client({ name: "portfolio-api-test", version: "1.0.0" });
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
});

afterAll(async () => {
  await client?.close();
});

const caseStudySlugs = () => site().index.projects.filter((p) => p.caseStudy).map((p) => p.slug);

/** A search within a lane that finds a given project: the fixture's own words (its lane, a word of its slug). */
function searchFor() {
  const project = site().index.projects[0]!;
  return { slug: project.slug, lane: project.lane, q: project.slug.split("-")[0]! };
}

/** What GET /api/v1/projects answers for a search within a lane, which list_projects must equal. */
async function restList({ lane, q }: { lane: string; q: string }): Promise<unknown> {
  return (await site().fetch(`/api/v1/projects?lane=${encodeURIComponent(lane)}&q=${encodeURIComponent(q)}`)).json();
}

describe("the official SDK client", () => {
  it("negotiates the latest protocol version and reads the server's instructions", () => {
    expect(client.getServerVersion()).toMatchObject({ name: "portfolio-api", version: "1.0.0" });
    expectServedCapabilities(client.getServerCapabilities() as Record<string, unknown>);
    expect(client.getInstructions()).toContain("get_case_study");
  });

  it("lists the tools the server declares", async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(declaredToolNames());
  });

  it("answers ping", async () => {
    expect(await client.ping()).toEqual({});
  });

  it("calls get_portfolio_info and list_projects, validated against their output schemas", async () => {
    await client.listTools(); // the client validates structuredContent only for listed tools
    const info = await client.callTool({ name: "get_portfolio_info", arguments: {} });
    expect((info.structuredContent as { profile: { name: string } }).profile.name).toBe(site().index.profile.name);
    const search = searchFor();
    const list = await client.callTool({ name: "list_projects", arguments: { lane: search.lane, q: search.q } });
    expect(list.structuredContent).toEqual(await restList(search));
    expect((list.structuredContent as { projects: Array<{ slug: string }> }).projects.map((p) => p.slug)).toContain(search.slug);
  });

  it("reads every case study", async () => {
    await client.listTools();
    expect(caseStudySlugs()).not.toHaveLength(0);
    for (const slug of caseStudySlugs()) {
      const result = await client.callTool({ name: "get_case_study", arguments: { slug } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ slug, caseStudy: expect.any(Object) });
    }
  });

  it("gets a tool error it can act on for a bogus slug", async () => {
    const result = await client.callTool({ name: "get_case_study", arguments: { slug: "bogus" } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain(caseStudySlugs()[0]);
  });

  it("gets -32602 for an unknown tool", async () => {
    const failure = await client.callTool({ name: "no_such_tool", arguments: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(McpError);
    expect((failure as McpError).code).toBe(-32602);
  });

  it("saw no transport error and never retried the SSE GET", async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(errors).toEqual([]);
    expect(requests.filter((line) => line.startsWith("GET")).length).toBeLessThanOrEqual(1);
    expect(requests.every((line) => line.endsWith("/api/mcp"))).toBe(true);
  });
});

describe("the MCP Inspector CLI", () => {
  const inspector = path.resolve("node_modules/.bin/mcp-inspector");
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(path.join(tmpdir(), "inspector-home-"));
  });
  afterAll(async () => {
    await rm(home, { recursive: true, force: true });
  });

  // Its exit code says little (0 even for some failures), so the test reads what it printed.
  const inspect = async (...args: string[]) => {
    const { stdout } = await runGroup(inspector, ["--cli", `${site().url}/api/mcp`, "--transport", "http", ...args], { env: { ...process.env, HOME: home, BROWSER: "none" } });
    return JSON.parse(stdout);
  };

  it("lists the resources, the templates and the prompts", async () => {
    const base = site().index.site.baseUrl;
    expect((await inspect("--method", "resources/list")).resources.map((r: { uri: string }) => r.uri)).toEqual(expect.arrayContaining([`${base}/api/v1/profile`]));
    expect((await inspect("--method", "resources/templates/list")).resourceTemplates.map((t: { uriTemplate: string }) => t.uriTemplate)).toEqual(declaredTemplatePatterns().map((pattern) => `${base}${pattern}`));
    expect((await inspect("--method", "prompts/list")).prompts.map((p: { name: string }) => p.name)).toEqual(declaredPromptNames());
  }, 180_000);

  it("lists the tools", async () => {
    const listed = await inspect("--method", "tools/list");
    expect(listed.tools.map((tool: { name: string }) => tool.name)).toEqual(declaredToolNames());
  });

  it("calls get_case_study", async () => {
    const slug = caseStudySlugs()[0]!;
    const result = await inspect("--method", "tools/call", "--tool-name", "get_case_study", "--tool-arg", `slug=${slug}`);
    expect(result.isError).toBeUndefined();
    expect(result.structuredContent.slug).toBe(slug);
    expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
  });
});
