// The OpenAPI description of /api/mcp covers 2026-07-28: every answer of the modern wire table
// conforms to the document the build writes (its statuses, including 404, and JSON-RPC
// schemas), and the document names the new headers and error codes.
import { beforeAll, describe, expect, it } from "vitest";
import { sampleApp } from "./support/sample.ts";
import { sampleOpenApiDocument, validateAgainstOpenApi } from "./support/openapi-validator.ts";
import { MODERN_CASES } from "./support/mcp-modern-cases.ts";
import type { App } from "../functions/api/core/app.ts";

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

describe("the 2026-07-28 answers conform to the OpenAPI document", () => {
  it.each(MODERN_CASES.filter((c) => c.method === undefined || c.method === "POST"))("$name", async (c) => {
    const init: RequestInit = { method: "POST", headers: c.headers ?? {} };
    if (c.body !== undefined) init.body = c.body;
    const res = await app.handle(new Request("https://portfolio.test/api/mcp", init));
    const text = await res.text();
    expect(await validateAgainstOpenApi("POST", "/api/mcp", res.status, res.headers.get("content-type"), text)).toEqual([]);
  });
});

describe("the POST /api/mcp operation", () => {
  let post: Record<string, any>;
  beforeAll(async () => {
    post = ((await sampleOpenApiDocument()) as { paths: Record<string, any> }).paths["/api/mcp"].post;
  });

  it("documents the 2026-07-28 request headers", () => {
    const names = post.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref);
    expect(names).toEqual(expect.arrayContaining(["Mcp-Method", "Mcp-Name"]));
    expect(names.some((name: string) => /McpProtocolVersion/.test(name))).toBe(true);
  });

  it("names both eras and every 2026-07-28 error code, with real examples of them", () => {
    expect(post.description).toContain("2026-07-28");
    expect(post.description).toContain("2025-11-25");
    for (const code of ["-32020", "-32021", "-32022", "-32601"]) expect(post.description).toContain(code);
    const examples = post.responses["400"].content["application/json"].examples;
    const codes = Object.values(examples).map((example: any) => example.value.error.code);
    expect(codes).toEqual(expect.arrayContaining([-32020, -32022, -32602]));
    expect(post.responses["404"].content["application/json"].examples.methodNotFound.value.error.code).toBe(-32601);
    const results = post.responses["200"].content["application/json"].examples;
    expect(results.modernDiscover.value.result.supportedVersions).toContain("2026-07-28");
    expect(results.modernToolsList.value.result).toMatchObject({ resultType: "complete", cacheScope: "public", ttlMs: 3_600_000 });
  });
});
