// GET /api/mcp: what the MCP endpoint is, which protocol revisions it speaks in which era,
// and which tools it offers (spec "MCP info response").
import type { McpInfo } from "../../schemas/response-schemas.ts";
import type { PortfolioIndex } from "../portfolio-index.ts";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "./protocol-versions.ts";
import { API_VERSION, TOOL_NAMES } from "../vocabulary.ts";

/** The info body for this portfolio. */
export function mcpInfo(index: PortfolioIndex): McpInfo {
  return {
    name: index.site.service,
    version: API_VERSION,
    description:
      `Model Context Protocol server (Streamable HTTP, stateless, JSON responses) for the portfolio of ${index.profile.name}. ` +
      "POST JSON-RPC 2.0 requests to this URL. It speaks both eras: MCP 2026-07-28 (no handshake: every request carries its " +
      "version and client capabilities in _meta, and the MCP-Protocol-Version, Mcp-Method and Mcp-Name headers; call " +
      "server/discover to learn what is supported) and the legacy revisions 2025-11-25 to 2024-11-05 (initialize first).",
    protocolVersions: { modern: [...MODERN_PROTOCOL_VERSIONS], legacy: [...LEGACY_PROTOCOL_VERSIONS] },
    tools: [...TOOL_NAMES],
  };
}
