// Issue 11 §12: with 10,000 projects a search for `a` was 7.7 MB, above the 6 MB Netlify lets a
// buffered function answer. The core, as the function runs it (FUNCTION_ANSWER_MAX_BYTES), must
// answer a clear error instead: a RESULT_TOO_LARGE problem over REST, and a tool result with
// isError over MCP, in both eras, so the client can narrow the question.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../functions/api/core/limits.ts";
import { META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSIONS } from "../functions/api/core/mcp/protocol-versions.ts";

const MODERN_VERSION = MODERN_PROTOCOL_VERSIONS[0];
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
    expect(body).toMatchObject({ code: "RESULT_TOO_LARGE", status: 422, instance: "/api/v1/projects?q=a" });
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
