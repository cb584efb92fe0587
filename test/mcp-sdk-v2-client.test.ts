// The official v2 MCP client (@modelcontextprotocol/client 2.4.0) against /api/mcp on the local
// preview, in each of its three negotiation modes: pinned to 2026-07-28, auto (probe with
// server/discover, fall back to initialize) and legacy (initialize only). Every request it
// sends is recorded, so the tests also see which era the wire was in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { useSite } from "./support/preview-harness.ts";
import { declaredToolNames } from "./support/declared-lists.ts";

const site = useSite();

interface Sent {
  method: string;
  headers: Headers;
  body: any;
  status: number;
  contentType: string | null;
}

type Mode = "legacy" | "auto" | { pin: string };

/** A connected v2 client, with every exchange and every error it reported. */
async function connect(mode: Mode) {
  const sent: Sent[] = [];
  const errors: unknown[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
    sent.push({ method: init?.method ?? "GET", headers: new Headers(init?.headers), body, status: response.status, contentType: response.headers.get("content-type") });
    return response;
  };
  const transport = new StreamableHTTPClientTransport(new URL(`${site().url}/api/mcp`), { fetch: recordingFetch });
  const client = new Client({ name: "portfolio-api-v2-test", version: "1.0.0" }, { versionNegotiation: { mode } });
  client.onerror = (error) => errors.push(error);
  await client.connect(transport);
  return { client, sent, errors };
}

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

describe("v2 client pinned to 2026-07-28", () => {
  let session: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    session = await connect({ pin: "2026-07-28" });
  });
  afterAll(async () => {
    await session?.client.close();
  });

  it("connects in the modern era, knowing the server from server/discover", () => {
    const { client } = session;
    expect(client.getProtocolEra()).toBe("modern");
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expect(client.getServerCapabilities()).toMatchObject({ tools: { listChanged: false } });
    expect(client.getServerVersion()).toMatchObject({ name: "portfolio-api", version: "1.0.0" });
    expect(client.getInstructions()).toContain("get_case_study");
  });

  it("lists the tools the server declares", async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(declaredToolNames());
  });

  it("calls each tool, and the client validates every result against its output schema", async () => {
    const { client } = session;
    await client.listTools();
    const info = await client.callTool({ name: "get_portfolio_info", arguments: {} });
    expect(info.isError).toBeFalsy();
    expect((info.structuredContent as { profile: { name: string } }).profile.name).toBe(site().index.profile.name);
    const search = searchFor();
    const list = await client.callTool({ name: "list_projects", arguments: { lane: search.lane, q: search.q } });
    expect(list.structuredContent).toEqual(await restList(search));
    expect((list.structuredContent as { projects: Array<{ slug: string }> }).projects.map((p) => p.slug)).toContain(search.slug);
    expect(caseStudySlugs()).not.toHaveLength(0);
    for (const slug of caseStudySlugs()) {
      const result = await client.callTool({ name: "get_case_study", arguments: { slug } });
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ slug, caseStudy: expect.any(Object) });
    }
  });

  it("calls list_projects and get_case_study with lang, the translated results passing the client's schema check", async () => {
    const { client } = session;
    await client.listTools();
    const [lang] = site().index.site.translations;
    const [tier] = site().index.site.tiers;
    if (lang === undefined || tier === undefined) throw new Error("the fixture offers no translation");
    const list = await client.callTool({ name: "list_projects", arguments: { lang, tier } });
    expect(list.isError).toBeFalsy();
    expect((list.structuredContent as { projects: Array<{ lang: string }> }).projects.every((p) => p.lang === lang)).toBe(true);
    const [slug] = caseStudySlugs();
    const study = await client.callTool({ name: "get_case_study", arguments: { slug, lang } });
    expect(study.isError).toBeFalsy();
    expect(study.structuredContent).toMatchObject({ slug, lang, fallback: expect.any(Array), caseStudy: expect.any(Object) });
  });

  it("gets isError, not a client-side validation error, for an unknown case-study slug", async () => {
    const result = await session.client.callTool({ name: "get_case_study", arguments: { slug: "no-such-study" } });
    expect(result.isError).toBe(true);
    expect((result.content as Array<{ text: string }>)[0]?.text).toContain(caseStudySlugs()[0]);
  });

  it("sent only modern POSTs: headers and _meta on each, all answered 200 JSON", () => {
    const { sent, errors } = session;
    expect(errors).toEqual([]);
    expect(sent.length).toBeGreaterThan(5);
    for (const exchange of sent) {
      expect(exchange.method).toBe("POST");
      expect(exchange.status).toBe(200);
      expect(exchange.contentType).toBe("application/json");
      expect(exchange.headers.get("mcp-protocol-version")).toBe("2026-07-28");
      expect(exchange.headers.get("mcp-method")).toBe(exchange.body.method);
      expect(exchange.body.params._meta["io.modelcontextprotocol/protocolVersion"]).toBe("2026-07-28");
    }
    expect(sent.map((exchange) => exchange.body.method)).not.toContain("initialize");
  });
});

describe("v2 client in auto mode", () => {
  let session: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    session = await connect("auto");
  });
  afterAll(async () => {
    await session?.client.close();
  });

  it("probes with server/discover and ends in the modern era", async () => {
    const { client, sent, errors } = session;
    expect(client.getProtocolEra()).toBe("modern");
    expect(client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expect(sent[0]?.body.method).toBe("server/discover");
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(declaredToolNames());
    expect(errors).toEqual([]);
  });

  it("never mistakes the endpoint for the old HTTP+SSE transport: no GET, no event stream", () => {
    const { sent } = session;
    expect(sent.filter((exchange) => exchange.method !== "POST")).toEqual([]);
    expect(sent.every((exchange) => exchange.contentType === "application/json")).toBe(true);
    expect(sent.map((exchange) => exchange.body.method)).not.toContain("initialize");
  });
});

describe("v2 client in legacy mode", () => {
  let session: Awaited<ReturnType<typeof connect>>;
  beforeAll(async () => {
    session = await connect("legacy");
  });
  afterAll(async () => {
    await session?.client.close();
  });

  it("opens with initialize and works as before", async () => {
    const { client, sent, errors } = session;
    expect(client.getProtocolEra()).toBe("legacy");
    expect(client.getNegotiatedProtocolVersion()).toBe("2025-11-25");
    expect(sent[0]?.body.method).toBe("initialize");
    expect(client.getServerVersion()).toMatchObject({ name: "portfolio-api", version: "1.0.0" });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(declaredToolNames());
    const slug = caseStudySlugs()[0]!;
    const result = await client.callTool({ name: "get_case_study", arguments: { slug } });
    expect(result.structuredContent).toMatchObject({ slug });
    expect(errors).toEqual([]);
  });

  it("never sent a 2026-07-28 header or _meta", () => {
    for (const exchange of session.sent) {
      expect(exchange.headers.get("mcp-protocol-version") ?? "2025-11-25").not.toBe("2026-07-28");
      expect(exchange.body?.params?._meta?.["io.modelcontextprotocol/protocolVersion"]).toBeUndefined();
    }
  });
});
