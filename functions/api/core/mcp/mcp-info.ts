// GET /api/mcp: what the MCP endpoint is, which protocol revisions it speaks in which era,
// and which tools it offers (spec "MCP info response").
import type { McpInfo } from "../../schemas/response-schemas.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "./protocol-versions.ts";
import { API_VERSION } from "../vocabulary.ts";
import { ERAS_LONG_TEXT } from "./mcp-prose.ts";
import { declaredTools } from "./mcp-tool-list.ts";

/** The info body for this portfolio, naming the tools its resources declare. */
export function mcpInfo(index: PortfolioIndex, resources: readonly Resource[]): McpInfo {
  return {
    name: index.site.service,
    version: API_VERSION,
    description:
      `Model Context Protocol server (Streamable HTTP, stateless, JSON responses) for the portfolio of ${index.profile.name}. ` +
      `POST JSON-RPC 2.0 requests to this URL. ${ERAS_LONG_TEXT}`,
    protocolVersions: { modern: [...MODERN_PROTOCOL_VERSIONS], legacy: [...LEGACY_PROTOCOL_VERSIONS] },
    tools: declaredTools(resources).map((tool) => tool.name),
  };
}
