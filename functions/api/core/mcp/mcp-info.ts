// GET /api/mcp: what the MCP endpoint is, which protocol revisions it speaks in which era,
// and which tools (spec "MCP info response"), resources, templates and prompts it offers.
import type { McpInfo } from "../../schemas/response-schemas.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "./protocol-versions.ts";
import { API_VERSION } from "../vocabulary.ts";
import { ERAS_LONG_TEXT } from "./mcp-prose.ts";
import { declaredTools } from "./mcp-tool-list.ts";
import { mcpSurface } from "./mcp-surface.ts";

/** The info body for this portfolio, naming the tools its resources declare. */
export function mcpInfo(index: PortfolioIndex, resources: readonly Resource[]): McpInfo {
  const surface = mcpSurface(index, resources);
  const listed = [...surface.resources.map((r) => r.uri), ...surface.apps.map((a) => a.uri)];
  return {
    name: index.site.service,
    version: API_VERSION,
    description:
      `Model Context Protocol server (Streamable HTTP, stateless, JSON responses) for the portfolio of ${index.profile.name}. ` +
      `POST JSON-RPC 2.0 requests to this URL. ${ERAS_LONG_TEXT}`,
    protocolVersions: { modern: [...MODERN_PROTOCOL_VERSIONS], legacy: [...LEGACY_PROTOCOL_VERSIONS] },
    tools: declaredTools(resources).map((tool) => tool.name),
    // Only what is served is named: a server with no prompts lists none.
    ...(listed.length > 0 ? { resources: listed } : {}),
    ...(surface.templates.length > 0 ? { resourceTemplates: surface.templates.map((t) => t.uriTemplate) } : {}),
    ...(surface.prompts.length > 0 ? { prompts: surface.prompts.map((p) => p.name) } : {}),
  };
}
