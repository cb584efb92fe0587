// What the documents say about the MCP endpoint (mcp.ts): its tag, and its line in llms.txt,
// naming both eras, the tools and what else it offers. The OpenAPI description of its GET and
// POST is build/site-documents/openapi/openapi-mcp-paths.ts; what it lists is mcp-listing-docs.ts.
import { describeResource, type ApiTag } from "../resource-docs.ts";
import { MCP_PATH } from "../site-paths.ts";
import { mcp } from "./mcp.ts";
import { ERAS_SHORT_TEXT } from "./mcp-prose.ts";
import { surfaceText, toolNamesText } from "./mcp-words-docs.ts";

/** The MCP endpoint's tag in the OpenAPI document and the API reference. */
export const MCP_TAG: ApiTag = { name: "MCP", description: "The Model Context Protocol endpoint for AI agents (JSON-RPC 2.0 over HTTP)." };

/** What the documents say about the MCP endpoint: its tag and its line in the lists of endpoints. */
export const mcpDocs = describeResource(mcp, {
  tag: MCP_TAG,
  endpoints: (index, resources) => [
    {
      name: "MCP endpoint",
      path: MCP_PATH,
      note: [`JSON-RPC 2.0 over Streamable HTTP (POST; GET describes the server), in both eras: ${ERAS_SHORT_TEXT}; tools: ${toolNamesText(resources)}`, surfaceText(index, resources)].filter(Boolean).join("; "),
      task: "For AI agents (POST JSON-RPC; GET for info)",
      rank: "agents",
    },
  ],
});
