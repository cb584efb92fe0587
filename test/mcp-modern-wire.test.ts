// MCP 2026-07-28 on the wire: the rule table of test/support/mcp-modern-cases.ts, each row
// citing its spec sentence, run against the core in-process and over real HTTP through the
// local preview (Netlify's routing rules, then the function).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sampleApp } from "./support/sample.ts";
import { startSitePreview, type SitePreview } from "./support/preview-site.ts";
import { MODERN_CASES, type ModernCase } from "./support/mcp-modern-cases.ts";
import { missingClientCapabilities } from "../functions/api/core/mcp/modern-request.ts";
import { LIST_TTL_MS } from "../functions/api/core/mcp/mcp-methods.ts";
import type { App } from "../functions/api/core/app.ts";
import { Ajv2020 } from "ajv/dist/2020.js";

let app: App;
let served: SitePreview;
beforeAll(async () => {
  app = await sampleApp();
  served = await startSitePreview();
});
afterAll(async () => {
  await served?.close();
});

function init(c: ModernCase): RequestInit {
  const request: RequestInit = { method: c.method ?? "POST", headers: c.headers ?? { "Content-Type": "application/json" } };
  if (c.body !== undefined) request.body = c.body;
  return request;
}

describe("MCP 2026-07-28 through the core", () => {
  it.each(MODERN_CASES)("$name", async (c) => {
    await c.expect(await app.handle(new Request("https://portfolio.test/api/mcp", init(c))));
  });
});

describe("MCP 2026-07-28 over HTTP through the preview", () => {
  it.each(MODERN_CASES)("$name", async (c) => {
    await c.expect(await fetch(`${served.preview.url}/api/mcp`, init(c)));
  });
});

describe("what the table cannot show", () => {
  it("tools/list answers the same bytes every time", async () => {
    const ask = () => {
      const headers = { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };
      const _meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta } });
      return app.handle(new Request("https://portfolio.test/api/mcp", { method: "POST", headers, body })).then((res) => res.text());
    };
    expect(await ask()).toBe(await ask());
  });

  it("every tool's input and output schema is valid JSON Schema 2020-12 (MCP's default dialect), with no $schema of another", async () => {
    const headers = { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };
    const _meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const res = await app.handle(new Request("https://portfolio.test/api/mcp", { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta } }) }));
    const { tools } = (await res.json()).result;
    const ajv = new Ajv2020({ strict: true, validateSchema: true });
    expect(tools).toHaveLength(3);
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        expect(schema.$schema).toBeUndefined();
        expect(ajv.validateSchema(schema), `${tool.name}: ${JSON.stringify(ajv.errors)}`).toBe(true);
        expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
  });

  it("ttlMs is the Cache-Control max-age in milliseconds", () => {
    expect(LIST_TTL_MS).toBe(3_600_000);
  });

  it("a capability a request needs and the client did not declare is named in data.requiredCapabilities", () => {
    expect(missingClientCapabilities(["sampling", "elicitation"], { elicitation: {} })).toEqual({ sampling: {} });
    expect(missingClientCapabilities(["sampling"], { sampling: {} })).toBeUndefined();
    expect(missingClientCapabilities([], {})).toBeUndefined();
    expect(missingClientCapabilities(["toString"], {})).toEqual({ toString: {} });
  });
});
