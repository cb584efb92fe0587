// GET /api/mcp: what the MCP endpoint is and which tools it offers (spec "MCP info response").
import type { McpInfo } from "../schemas/response-schemas.ts";
import type { PortfolioIndex } from "./portfolio-index.ts";
import { API_VERSION, TOOL_NAMES } from "./vocabulary.ts";

/** The info body for this portfolio. */
export function mcpInfo(index: PortfolioIndex): McpInfo {
  return {
    name: index.site.service,
    version: API_VERSION,
    description: `Model Context Protocol server (Streamable HTTP, stateless, JSON responses) for the portfolio of ${index.profile.name}. POST JSON-RPC 2.0 requests to this URL.`,
    tools: [...TOOL_NAMES],
  };
}
