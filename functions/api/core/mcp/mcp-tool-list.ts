// The MCP tools of an app: every tool its resources declare, in resource order, and the words
// every document uses for them. Nothing else lists a tool: the info document, the server
// instructions, OpenAPI, llms.txt, the portal and docs/mcp.md all read this.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import type { McpTool, ToolDeclaration } from "../tool.ts";
import { mcpSurface } from "./mcp-surface.ts";

/** Every tool the resources declare, in the order `tools/list` shows them. */
export function declaredTools(resources: readonly Resource[]): ToolDeclaration[] {
  const tools = resources.flatMap((resource) => resource.tools ?? []);
  const names = new Set<string>();
  for (const tool of tools) {
    // A second tool of the same name would make one of them unreachable.
    if (names.has(tool.name)) throw new Error(`Two resources declare the MCP tool '${tool.name}': rename one of them.`);
    names.add(tool.name);
  }
  return tools;
}

/** Every declared tool made for an index, with the output schema the build made for it. */
export function createTools(index: PortfolioIndex, resources: readonly Resource[]): McpTool[] {
  return declaredTools(resources).map((tool) => tool.create(index, { outputSchema: outputSchemaOf(index, tool.name) }));
}

/** The JSON Schema the build made for a tool's structuredContent; a tool the build did not see has none to promise. */
function outputSchemaOf(index: PortfolioIndex, name: string): Record<string, unknown> {
  const schema = Object.hasOwn(index.mcpOutputSchemas, name) ? index.mcpOutputSchemas[name] : undefined;
  if (!schema) throw new Error(`The index has no output schema for the MCP tool '${name}': build the index with the resource that declares it.`);
  return schema;
}

/** `get_portfolio_info, list_projects, get_case_study`. */
export function toolNamesText(resources: readonly Resource[]): string {
  return declaredTools(resources)
    .map((tool) => tool.name)
    .join(", ");
}

/** The server's instructions: what it knows (each resource's `about`), what each tool is for, and what else it offers. */
export function serverInstructions(index: PortfolioIndex, resources: readonly Resource[]): string {
  const holds = resources.flatMap((resource) => {
    const about = resource.about?.(index);
    return about === undefined ? [] : [about];
  });
  const calls = declaredTools(resources).map((tool) => `${tool.name} ${tool.purpose(index)}`);
  const known = holds.length > 1 ? `${holds.slice(0, -1).join(", ")} and ${holds.at(-1)}` : (holds[0] ?? "nothing yet");
  const besides = surfaceText(index, resources);
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
export function exampleToolCall(index: PortfolioIndex, resources: readonly Resource[]): { name: string; arguments: Record<string, unknown> } | undefined {
  const calls = declaredTools(resources).flatMap((tool) => {
    const args = tool.example?.(index);
    return args === undefined ? [] : [{ name: tool.name, arguments: args }];
  });
  return calls.find((call) => Object.keys(call.arguments).length > 0) ?? calls[0];
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
