// The MCP tools of an app as they run: every tool its resources declare, in resource order, made
// for an index. What tools/list shows of them is in the index (index.mcp.tools), written by the
// build from their documentation (mcp-listing-docs.ts).
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import type { McpTool } from "../tool.ts";

/** Every declared tool made for an index, by name, in the order `tools/list` shows them. */
export function createTools(index: PortfolioIndex, resources: readonly Resource[]): Map<string, McpTool> {
  return new Map(resources.flatMap((resource) => resource.tools ?? []).map((tool) => [tool.name, tool.create(index)]));
}
