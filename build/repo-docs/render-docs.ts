// The files under docs/ generated from declarations, keyed by repository path: the content
// reference and the committed JSON Schemas (from the content schemas), and the generated blocks
// of docs/mcp.md (tools, resources, prompts, capabilities: from the resources' declarations).
// Both `npm run docs` and the freshness test use this list.
import { readFile } from "node:fs/promises";
import { renderContentReference } from "../content/content-reference.ts";
import { COMMITTED_SCHEMAS_DIR, renderContentSchemas } from "../site-documents/content-json-schemas.ts";
import { MCP_DOC, renderMcpDoc } from "./mcp-md-blocks.ts";

/** Repository path → text. */
export async function renderDocs(): Promise<Map<string, string>> {
  const files = new Map<string, string>([["docs/content-reference.md", renderContentReference()]]);
  for (const [file, text] of renderContentSchemas()) files.set(`${COMMITTED_SCHEMAS_DIR}/${file}`, text);
  files.set(MCP_DOC, await renderMcpDoc(await readFile(MCP_DOC, "utf8")));
  return files;
}
