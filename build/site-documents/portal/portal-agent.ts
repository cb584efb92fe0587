// The portal's "Connect an AI agent" section: the MCP endpoint, its tools as the core lists
// them, and how to add it to a client.
import { MCP_PATH } from "../../../functions/api/core/site-paths.ts";
import type { App } from "../../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { askCoreExpecting } from "../ask-core.ts";
import { exampleToolCall } from "../../../functions/api/core/mcp/mcp-words-docs.ts";
import { appDocs, type DocumentedApp } from "../../resource-docs-of.ts";
import { escapeHtml } from "../html/html-text.ts";
import { shellQuote } from "../text/shell-quote.ts";
import { LEGACY_VERSIONS_TEXT, MODERN_VERSIONS_TEXT } from "../../../functions/api/core/mcp/mcp-prose.ts";

interface ToolSummary {
  name: string;
  description: string;
}

/** The tools exactly as `tools/list` answers them. */
async function listTools(app: App, base: string): Promise<ToolSummary[]> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
  const answer = (await askCoreExpecting(app, base, { method: "POST", path: MCP_PATH, headers: { "Content-Type": "application/json" }, body }, 200)) as {
    result?: { tools?: ToolSummary[] };
  };
  return answer.result?.tools ?? [];
}

/** The section's HTML. */
export async function renderAgentSection(app: DocumentedApp, index: PortfolioIndex): Promise<string> {
  const base = index.site.baseUrl;
  const mcp = base + MCP_PATH;
  const name = index.site.service;
  const tools = await listTools(app, base);
  const config = JSON.stringify({ mcpServers: { [name]: { type: "http", url: mcp } } }, null, 2);
  const example = exampleToolCall(index, appDocs(app));
  const message = example ? { jsonrpc: "2.0", id: 1, method: "tools/call", params: example } : { jsonrpc: "2.0", id: 1, method: "tools/list" };
  // Issue 11.4: every value in a copy-paste command is shell-quoted, so content cannot add a command.
  const call = `curl -X POST ${shellQuote(mcp)} \\
  -H ${shellQuote("Content-Type: application/json")} \\
  -d ${shellQuote(JSON.stringify(message))}`;
  const addCommand = ["claude", "mcp", "add", "--transport", "http", name, mcp].map(shellQuote).join(" ");
  return `<section id="ai-agents">
<h2>Connect an AI agent</h2>
<p>The Model Context Protocol endpoint is <a href="${escapeHtml(mcp)}"><code>${escapeHtml(mcp)}</code></a>: Streamable HTTP, stateless, JSON answers, no authentication. A GET describes it; POST one JSON-RPC 2.0 message at a time. It speaks both eras of MCP: ${MODERN_VERSIONS_TEXT}, where every request carries its version and client capabilities (no handshake; <code>server/discover</code> tells what is supported), and the legacy revisions ${LEGACY_VERSIONS_TEXT}, which open with <code>initialize</code>.</p>
<table>
<thead><tr><th>Tool</th><th>What it answers</th></tr></thead>
<tbody>
${tools.map((tool) => `<tr><td><code>${escapeHtml(tool.name)}</code></td><td>${escapeHtml(tool.description)}</td></tr>`).join("\n")}
</tbody>
</table>
<h3>Add it to an MCP client</h3>
<p>Most clients take a JSON entry like this one (Streamable HTTP transport):</p>
<pre tabindex="0"><code>${escapeHtml(config)}</code></pre>
<p>With Claude Code: <code>${escapeHtml(addCommand)}</code></p>
<h3>Or call ${example ? "a tool" : "the server"} by hand</h3>
<pre tabindex="0"><code>${escapeHtml(call)}</code></pre>
</section>`;
}
