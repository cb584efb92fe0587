// What the MCP App tests show: an index of some content, the result of a real `tools/call`
// through the core, and the view's resource.
import { loadContent } from "../../build/content/load-content.ts";
import { makeIndex } from "../../build/make-index.ts";
import type { App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import type { AppCsp, AppResource } from "./app-host-types.ts";
import { BASE_URL, BUILT_AT, call } from "./sample.ts";

/** The MIME type of an MCP App's HTML (SEP-1865). */
export const MCP_APP_MIME_TYPE = "text/html;profile=mcp-app";

/** The index of the content in `dir`, with the fixed build facts of the sample. */
export async function contentIndex(dir: string): Promise<PortfolioIndex> {
  const loaded = await loadContent(dir);
  if (!loaded.ok) throw new Error(`${dir} is not valid content: ${JSON.stringify(loaded.problems)}`);
  return makeIndex(loaded.content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
}

/** A legacy JSON-RPC request to the core's MCP endpoint; its `result`, or an error naming what came back. */
export async function mcpResult(app: App, method: string, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  const answer = await call(app, "/api/mcp", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  const body = answer.json() as { result?: Record<string, unknown> };
  if (answer.status !== 200 || !body.result) throw new Error(`${method} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  return body.result;
}

/** A tool's result, exactly as every MCP client gets it. */
export function callTool(app: App, name: string, args: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  return mcpResult(app, "tools/call", { name, arguments: args });
}

/**
 * The view as a host reads it from the server: the `ui://` URI in the tool's
 * `_meta.ui.resourceUri` (tools/list), then `resources/read` of it (SEP-1865 "Resource
 * Discovery"), checked for the MIME type and the one text content the spec requires.
 */
export async function readAppResource(app: App, toolName: string): Promise<AppResource & { uri: string }> {
  const { tools } = (await mcpResult(app, "tools/list", {})) as { tools: { name: string; _meta?: { ui?: { resourceUri?: unknown } } }[] };
  const uri = tools.find((tool) => tool.name === toolName)?._meta?.ui?.resourceUri;
  if (typeof uri !== "string" || !uri.startsWith("ui://")) throw new Error(`tools/list: ${toolName} has no _meta.ui.resourceUri with a ui:// URI`);
  const { contents } = (await mcpResult(app, "resources/read", { uri })) as { contents: { uri: string; mimeType?: string; text?: unknown; _meta?: { ui?: { csp?: AppCsp } } }[] };
  const [content, ...rest] = contents;
  if (!content || rest.length > 0) throw new Error(`resources/read ${uri}: expected one content, got ${contents.length}`);
  if (content.mimeType !== MCP_APP_MIME_TYPE || typeof content.text !== "string") throw new Error(`resources/read ${uri}: expected ${MCP_APP_MIME_TYPE} text, got ${String(content.mimeType)}`);
  return { uri, html: content.text, csp: content._meta?.ui?.csp ?? {} };
}
