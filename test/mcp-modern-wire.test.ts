// MCP 2026-07-28 on the wire: the rule table of test/support/mcp-modern-cases.ts, each row
// citing its spec sentence, run as a twin: against the core in-process and over HTTP through
// the local preview (Netlify's routing rules, then the function).
import { describe, expect, it } from "vitest";
import { Ajv2020 } from "ajv/dist/2020.js";
import { sampleApp } from "./support/sample.ts";
import { MODERN_CASES } from "./support/mcp-modern-cases.ts";
import { mcpRequestInit } from "./support/mcp-cases.ts";
import { describeTwin } from "./support/twin.ts";
import { findMissingClientCapabilities } from "../functions/api/core/mcp/modern-request.ts";

describeTwin("MCP 2026-07-28", (t) => {
  it.each(MODERN_CASES)("$name", async (c) => {
    await c.expect(await t().fetch("/api/mcp", mcpRequestInit(c)));
  });
});

describe("what the table cannot show", () => {
  it("every tool's input and output schema is valid JSON Schema 2020-12 (MCP's default dialect), with no $schema of another", async () => {
    const app = await sampleApp();
    const headers = { "Content-Type": "application/json", "MCP-Protocol-Version": "2026-07-28", "Mcp-Method": "tools/list" };
    const _meta = { "io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": {} };
    const res = await app.handle(new Request("https://portfolio.test/api/mcp", { method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list", params: { _meta } }) }));
    const { tools } = (await res.json()).result;
    const ajv = new Ajv2020({ strict: true, validateSchema: true });
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      for (const schema of [tool.inputSchema, tool.outputSchema]) {
        expect(schema.$schema).toBeUndefined();
        expect(ajv.validateSchema(schema), `${tool.name}: ${JSON.stringify(ajv.errors)}`).toBe(true);
        expect(() => ajv.compile(schema)).not.toThrow();
      }
    }
  });

  it("a capability a request needs and the client did not declare is named in data.requiredCapabilities", () => {
    expect(findMissingClientCapabilities(["sampling", "elicitation"], { elicitation: {} })).toEqual({ sampling: {} });
    expect(findMissingClientCapabilities(["sampling"], { sampling: {} })).toBeUndefined();
    expect(findMissingClientCapabilities([], {})).toBeUndefined();
    expect(findMissingClientCapabilities(["toString"], {})).toEqual({ toString: {} });
  });
});
