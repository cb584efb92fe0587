// Issue 11 §12: with 10,000 projects a search for `a` was 7.7 MB, above the 6 MB Netlify lets a
// buffered function answer. The core, as the function runs it (FUNCTION_ANSWER_MAX_BYTES), must
// answer a clear error instead: a RESULT_TOO_LARGE problem over REST, and a tool result with
// isError over MCP, in both eras, so the client can narrow the question.
import { commonHeaders } from "../functions/api/core/http/headers.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../functions/api/core/limits.ts";
import { json, SizedJson } from "../functions/api/core/http/reply.ts";
import { toResponse } from "../functions/api/core/http/to-response.ts";
import { jsonSize } from "../functions/api/core/json-size.ts";
import { MAX_LISTED_VALUES } from "../functions/api/core/listed-values.ts";
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSIONS } from "../functions/api/core/mcp/protocol-versions.ts";

const MODERN_VERSION = MODERN_PROTOCOL_VERSIONS[0];
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { BASE_URL, BUILT_AT, SAMPLE_CONTENT } from "./support/sample.ts";

const COUNT = 10_000;
let big: App;
let unlimited: App;

beforeAll(async () => {
  const loaded = await loadContent(SAMPLE_CONTENT);
  if (!loaded.ok) throw new Error("the sample content is invalid");
  const [first] = loaded.content.projects;
  if (!first) throw new Error("the sample has no project");
  const projects = Array.from({ length: COUNT }, (_, i) => ({
    ...first,
    project: { ...first.project, slug: `project-${i}`, title: `Project ${i}`, summary: `A catalog entry about ${"a".repeat(600)} number ${i}.` },
  }));
  const index = makeIndex({ ...loaded.content, projects }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
  big = createApp(index, { maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES });
  unlimited = createApp(index);
});

function rpc(body: object, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE_URL}/api/mcp`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify(body),
  });
}

describe(`a search matching all ${COUNT} projects`, () => {
  it("would be larger than a function may answer, so the check is real", async () => {
    const response = await unlimited.handle(new Request(`${BASE_URL}/api/v1/projects?q=a`));
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(FUNCTION_ANSWER_MAX_BYTES);
  });

  it("answers REST with 422 RESULT_TOO_LARGE naming the size and the limit", async () => {
    const response = await big.handle(new Request(`${BASE_URL}/api/v1/projects?q=a`));
    expect(response.status).toBe(422);
    expect(response.headers.get("Content-Type")).toBe("application/problem+json");
    const body = await response.json();
    expect(body).toMatchObject({ code: "RESULT_TOO_LARGE", status: 422, title: "Result too large", instance: "/api/v1/projects?q=a" });
    expect(body.detail).toContain(`at most ${FUNCTION_ANSWER_MAX_BYTES} bytes`);
  });

  it("still answers a narrow search", async () => {
    const response = await big.handle(new Request(`${BASE_URL}/api/v1/projects?q=project-42`));
    expect(response.status).toBe(200);
  });

  it("answers list_projects in the legacy era with an isError tool result, not an HTTP problem", async () => {
    const response = await big.handle(rpc({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_projects", arguments: { q: "a" } } }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    const body = await response.json();
    expect(body).toMatchObject({ jsonrpc: "2.0", id: 1, result: { isError: true } });
    expect(body.result.content[0].text).toContain(`at most ${FUNCTION_ANSWER_MAX_BYTES} bytes`);
  });

  it("answers list_projects in the 2026-07-28 era with a complete isError result", async () => {
    const meta = { [META_PROTOCOL_VERSION]: MODERN_VERSION, [META_CLIENT_CAPABILITIES]: {}, [META_CLIENT_INFO]: { name: "size-test", version: "1.0.0" } };
    const response = await big.handle(
      rpc(
        { jsonrpc: "2.0", id: 2, method: "tools/call", params: { name: "list_projects", arguments: { q: "a" }, _meta: meta } },
        { "MCP-Protocol-Version": MODERN_VERSION, "Mcp-Method": "tools/call", "Mcp-Name": "list_projects" },
      ),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ id: 2, result: { resultType: "complete", isError: true } });
  });
});

describe(`a refusal over ${COUNT} slugs`, () => {
  // Listing every slug made a 101 KB message at 3,000 projects: a refusal lists as many as
  // completion/complete gives, then how many more.
  const more = ` and ${COUNT - MAX_LISTED_VALUES} more`;
  const listed = (text: string) => text.match(/project-\d+/g)?.length;

  it("get_case_study with an unknown slug names the first 100 and how many more", async () => {
    const body = await (await big.handle(rpc({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "get_case_study", arguments: { slug: "nope" } } }))).json();
    expect(body.result.isError).toBe(true);
    const text: string = body.result.content[0].text;
    expect(text).toMatch(/Allowed slugs: project-\d+, project-\d+, /);
    expect(text).toContain(`${more}.`);
    expect(listed(text)).toBe(MAX_LISTED_VALUES);
  });

  it("a prompt's closed argument names the first 100 and how many more", async () => {
    const list = await (await big.handle(rpc({ jsonrpc: "2.0", id: 1, method: "prompts/list" }))).json();
    const prompt = (list.result.prompts as Array<{ name: string; arguments?: Array<{ name: string }> }>).find((p) => p.arguments?.some((a) => a.name === "slug"));
    if (!prompt) throw new Error("no prompt takes a slug");
    const body = await (await big.handle(rpc({ jsonrpc: "2.0", id: 2, method: "prompts/get", params: { name: prompt.name, arguments: { slug: "nope" } } }))).json();
    expect(body.error.code).toBe(-32602);
    expect(body.error.message).toContain(more);
    expect(listed(body.error.message)).toBe(MAX_LISTED_VALUES);
    expect(JSON.stringify(body).length).toBeLessThan(4_000);
  });

  it("tools/list names no more of them than a refusal does: a count and a few, and no enum", async () => {
    const body = await (await big.handle(rpc({ jsonrpc: "2.0", id: 4, method: "tools/list" }))).json();
    const detail = (body.result.tools as Array<{ name: string; description: string; inputSchema: { properties: Record<string, { enum?: unknown[] }> } }>).find((tool) => tool.inputSchema.properties["slug"]);
    if (!detail) throw new Error("no tool takes a slug");
    expect(detail.inputSchema.properties["slug"]?.enum).toBeUndefined();
    expect(detail.description).toMatch(new RegExp(`one of ${COUNT}: project-\\d+, project-\\d+, project-\\d+, …`));
    // Every tool definition goes into a model's context: 10,000 slugs twice made it 436 KB.
    expect(JSON.stringify(body).length).toBeLessThan(20_000);
  });

  it("completion/complete still gives 100 of them, with the total", async () => {
    const body = await (await big.handle(rpc({ jsonrpc: "2.0", id: 3, method: "completion/complete", params: { ref: { type: "ref/resource", uri: `${BASE_URL}/api/v1/projects/{slug}` }, argument: { name: "slug", value: "project-" } } }))).json();
    expect(body.result.completion).toMatchObject({ total: COUNT, hasMore: true });
    expect(body.result.completion.values).toHaveLength(MAX_LISTED_VALUES);
  });
});

describe("an oversized answer is refused from the measured sizes, before it is built", () => {
  let sample: Awaited<ReturnType<typeof loadContent>>;
  beforeAll(async () => {
    sample = await loadContent(SAMPLE_CONTENT);
  });

  /** The sample index, and one whose list items throw when serialized (after the build measured them). */
  function indexes() {
    if (!sample.ok) throw new Error("the sample content is invalid");
    const plain = makeIndex(sample.content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
    const trapped = makeIndex(sample.content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
    for (const project of trapped.projects) {
      Object.defineProperty(project, "toJSON", { enumerable: true, value: () => { throw new Error("the list was built"); } });
    }
    return { plain, trapped };
  }

  /** The fixture's own vocabulary: its first tier and lane, and its first translation. */
  function vocabulary(index: PortfolioIndex): { lane: string; tier: string; lang: string } {
    const [lane] = index.site.lanes;
    const [tier] = index.site.tiers;
    const [lang] = index.site.translations;
    if (lane === undefined || tier === undefined || lang === undefined) throw new Error("the sample fixture declares no lane, tier or translation");
    return { lane, tier, lang };
  }

  function listTargets(index: PortfolioIndex): string[] {
    const { tier, lang } = vocabulary(index);
    return ["/api/v1/projects?lane=", "/api/v1/projects?q=a", `/api/v1/projects?q=a&lang=${lang}`, `/api/v1/projects?tier=${tier}&lang=${lang}&q=e`, "/api/v1/projects?q=zzzz-nothing"];
  }

  it("measures a list exactly: refused one byte under its size, answered at it, naming its size", async () => {
    const { plain } = indexes();
    for (const target of listTargets(plain)) {
      const bytes = (await (await createApp(plain).handle(new Request(BASE_URL + target))).arrayBuffer()).byteLength;
      const under = await createApp(plain, { maxAnswerBytes: bytes - 1 }).handle(new Request(BASE_URL + target));
      expect([target, under.status]).toEqual([target, 422]);
      expect((await under.json()).detail).toContain(`would be ${bytes} bytes`);
      const at = await createApp(plain, { maxAnswerBytes: bytes }).handle(new Request(BASE_URL + target));
      expect([target, at.status]).toEqual([target, 200]);
    }
  });

  it("measures an MCP list_projects response exactly, in both eras and for any id", async () => {
    const { plain } = indexes();
    const meta = { [META_PROTOCOL_VERSION]: MODERN_VERSION, [META_CLIENT_CAPABILITIES]: {}, [META_CLIENT_INFO]: { name: "size-test", version: "1.0.0" } };
    const modernHeaders = { "MCP-Protocol-Version": MODERN_VERSION, "Mcp-Method": "tools/call", "Mcp-Name": "list_projects" };
    const calls = [
      () => rpc({ jsonrpc: "2.0", id: 7, method: "tools/call", params: { name: "list_projects", arguments: { q: "a" } } }),
      () => rpc({ jsonrpc: "2.0", id: 'q"\\ü€', method: "tools/call", params: { name: "list_projects", arguments: { lang: vocabulary(plain).lang } } }),
      () => rpc({ jsonrpc: "2.0", id: 8, method: "tools/call", params: { name: "list_projects", arguments: { lane: vocabulary(plain).lane }, _meta: meta } }, modernHeaders),
    ];
    for (const [i, request] of calls.entries()) {
      const bytes = (await (await createApp(plain).handle(request())).arrayBuffer()).byteLength;
      const under = await (await createApp(plain, { maxAnswerBytes: bytes - 1 }).handle(request())).json();
      expect([i, under.result.isError]).toEqual([i, true]);
      expect(under.result.content[0].text).toContain(`would be ${bytes} bytes`);
      const at = await (await createApp(plain, { maxAnswerBytes: bytes }).handle(request())).json();
      expect([i, at.result.isError]).toEqual([i, undefined]);
    }
  });

  it("refuses without building the list: REST gets the problem, MCP the isError result", async () => {
    const { trapped } = indexes();
    const app = createApp(trapped, { maxAnswerBytes: 100 });
    const rest = await app.handle(new Request(`${BASE_URL}/api/v1/projects?lane=`));
    expect(rest.status).toBe(422);
    expect((await rest.json()).code).toBe("RESULT_TOO_LARGE");
    const mcp = await (await app.handle(rpc({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_projects", arguments: {} } }))).json();
    expect(mcp.result).toMatchObject({ isError: true });
    expect(mcp.result.content[0].text).toContain("at most 100 bytes");
    // The trap is real: a list that fits is built, and building it throws (a 500).
    const built = await createApp(trapped, { maxAnswerBytes: 10_000_000 }).handle(new Request(`${BASE_URL}/api/v1/projects?lane=`));
    expect(built.status).toBe(500);
  });

  it("sends a sized body as built when it fits, and refuses one above the limit without calling build", async () => {
    let builds = 0;
    const body = new SizedJson(13, () => (builds++, { a: "bcdef" }));
    const fits = toResponse(json(body), { method: "GET", instance: "/x", baseUrl: BASE_URL, ifNoneMatch: null, common: commonHeaders(), maxAnswerBytes: 13 });
    expect([fits.status, await fits.text(), builds]).toEqual([200, '{"a":"bcdef"}', 1]);
    const refused = toResponse(json(new SizedJson(14, () => { throw new Error("built"); })), { method: "GET", instance: "/x", baseUrl: BASE_URL, ifNoneMatch: null, common: commonHeaders(), maxAnswerBytes: 13 });
    expect(refused.status).toBe(422);
    expect((await refused.json()).detail).toContain("would be 14 bytes");
  });

  it("counts an answer of unknown size in UTF-8 bytes: text short in characters but over the limit in bytes is refused", async () => {
    const ctx = { method: "GET", instance: "/x", baseUrl: BASE_URL, ifNoneMatch: null, common: commonHeaders() };
    // 8 characters of JSON around 10 euro signs: 18 UTF-16 units, 38 bytes.
    const body = { t: "€".repeat(10) };
    expect([JSON.stringify(body).length, Buffer.byteLength(JSON.stringify(body))]).toEqual([18, 38]);
    expect(toResponse(json(body), { ...ctx, maxAnswerBytes: 30 }).status).toBe(422);
    expect(toResponse(json(body), { ...ctx, maxAnswerBytes: 38 }).status).toBe(200);
  });

  it("measures list items as JSON text and as a JSON string of that text", () => {
    for (const text of ['{"a":"b"}', '{"a":"ç\\"\\\\\\n"}', "[]", '"\\u0000"']) {
      expect(jsonSize(text), text).toEqual({ bytes: Buffer.byteLength(text), escapes: Buffer.byteLength(JSON.stringify(text)) - 2 - Buffer.byteLength(text) });
    }
  });
});
