// The words every document uses for what the MCP endpoint offers, made from the declarations and
// their documentation: the tool names, what else it offers, the server's instructions and a
// tool call to show. The info document, the instructions, OpenAPI, llms.txt, the portal and
// docs/mcp.md all read these.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import { listDocumentedTools, type ApiDocs } from "../api-docs.ts";
import { mcpSurface } from "./mcp-surface.ts";

/** Every tool name the resources declare, in the order `tools/list` shows them. */
export function toolNames(resources: readonly Resource[]): string[] {
  return resources.flatMap((resource) => resource.tools ?? []).map((tool) => tool.name);
}

/** `get_portfolio_info, list_projects, get_case_study`. */
export function toolNamesText(resources: readonly Resource[]): string {
  return toolNames(resources).join(", ");
}

/** `resources: profile, skills, resume; templates: project; prompts: introduce, …`: what else the endpoint offers, for link lists. */
export function surfaceText(index: PortfolioIndex, resources: readonly Resource[]): string {
  const surface = mcpSurface(index, resources);
  const parts = [
    ["resources", [...surface.resources.map((r) => r.declaration.name), ...surface.apps.map((a) => a.declaration.name)]],
    ["resource templates", surface.templates.map((t) => t.declaration.name)],
    ["prompts", surface.prompts.map((p) => p.name)],
  ] as const;
  return parts.flatMap(([kind, names]) => (names.length > 0 ? [`${kind}: ${names.join(", ")}`] : [])).join("; ");
}

/** The server's instructions: what it knows (each resource's `about`), what each tool is for, and what else it offers. */
export function writeServerInstructions(index: PortfolioIndex, docs: ApiDocs): string {
  const holds = docs.flatMap(({ docs: resourceDocs }) => {
    const about = resourceDocs.about?.(index);
    return about === undefined ? [] : [about];
  });
  const calls = listDocumentedTools(docs).map(({ tool, docs: words }) => `${tool.name} ${words.purpose(index)}`);
  const known = holds.length > 1 ? `${holds.slice(0, -1).join(", ")} and ${holds.at(-1)}` : (holds[0] ?? "nothing yet");
  const besides = surfaceText(index, docs.map(({ resource }) => resource));
  return (
    `This server knows the public portfolio of ${index.profile.name} (${index.profile.title}): ${known}. It is read-only.` +
    (calls.length > 0 ? ` Call ${calls.join("; ")}.` : "") +
    // A host that attaches context or offers slash commands learns of them here too.
    (besides ? ` Besides tools it offers ${besides}.` : "")
  );
}

/**
 * A tool call the documents can show over this content: the first tool whose example takes
 * arguments (a real slug), else the first that takes none; undefined with no tools.
 */
export function exampleToolCall(index: PortfolioIndex, docs: ApiDocs): { name: string; arguments: Record<string, unknown> } | undefined {
  const calls = listDocumentedTools(docs).flatMap(({ tool, docs: words }) => {
    const args = words.example?.(index);
    return args === undefined ? [] : [{ name: tool.name, arguments: args }];
  });
  return calls.find((call) => Object.keys(call.arguments).length > 0) ?? calls[0];
}
