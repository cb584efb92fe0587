// Everywhere the MCP surface is described, both eras are named: the info document at
// GET /api/mcp, llms.txt and the portal's "Connect an AI agent" section. (The OpenAPI
// description is checked in test/mcp-modern-openapi.test.ts.)
import { beforeAll, describe, expect, it } from "vitest";
import { call, sampleApp, sampleIndex } from "./support/sample.ts";
import { renderLlmsTxt } from "../build/site-documents/llms/llms-txt.ts";
import { renderAgentSection } from "../build/site-documents/portal/portal-agent.ts";
import { LEGACY_PROTOCOL_VERSIONS } from "../functions/api/core/mcp/protocol-versions.ts";
import type { App } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";

let app: App;
let index: PortfolioIndex;
beforeAll(async () => {
  index = await sampleIndex();
  app = await sampleApp();
});

const namesBothEras = (text: string) => {
  expect(text).toContain("2026-07-28");
  expect(text).toContain("2025-11-25");
  expect(text).toContain("initialize");
};

describe("both eras are named", () => {
  it("in the info document", async () => {
    const info = (await call(app, "/api/mcp")).json();
    expect(info.protocolVersions).toEqual({ modern: ["2026-07-28"], legacy: [...LEGACY_PROTOCOL_VERSIONS] });
    namesBothEras(info.description);
  });

  it("in llms.txt", () => {
    const mcpLine = renderLlmsTxt(index, app).split("\n").find((line) => line.startsWith("- [MCP endpoint]"));
    namesBothEras(mcpLine ?? "");
  });

  it("in the portal's Connect an AI agent section", async () => {
    namesBothEras(await renderAgentSection(app, index));
  });
});
