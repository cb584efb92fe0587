// The parts of docs/mcp.md that list what a host sees besides tools: the resources (with the app
// view), the resource templates, the prompts and the capabilities, made from the same
// declarations the endpoint serves them from (mcp-surface.ts) and the lists the build wrote into
// the doc index (index.mcp), which the endpoint serves as they are.
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import type { Resource } from "../../functions/api/core/resource.ts";
import { JSON_TYPE } from "../../functions/api/core/http/headers.ts";
import { mcpSurface, surfaceCapabilities } from "../../functions/api/core/mcp/mcp-surface.ts";

/** A table cell: one line, and a `|` that does not end the cell. */
const cell = (text: string) => text.replace(/\s+/g, " ").replace(/\|/g, "\\|");
const code = (text: string) => `\`${text}\``;

/**
 * `one of builder, client` for a few values; the count and the first three for many. The values
 * are the sample's (doc-index.ts): a section the sample has no content for completes its own.
 */
function closedValues(values: readonly string[]): string {
  if (values.length === 0) return "from the content (none in the sample)";
  if (values.length <= 6) return `one of ${values.map(code).join(", ")}`;
  return `one of ${values.length} values: ${values.slice(0, 3).map(code).join(", ")}, …`;
}

/** The fixed resources and the app views, as resources/list lists them; then which tools show each view. */
export function renderResourceTables(index: PortfolioIndex, resources: readonly Resource[]): string {
  const surface = mcpSurface(index, resources);
  const rows = index.mcp.resources.map(({ name, title, uri, mimeType, description }) => `| ${code(name)} | ${cell(title)} | ${code(uri)} | ${code(mimeType)} | ${cell(description)} |`);
  const shownBy = surface.apps.map(({ declaration, uri }) => {
    const names = index.mcp.tools.filter((tool) => tool._meta?.ui.resourceUri === uri).map((tool) => code(tool.name));
    return `The app view ${code(declaration.name)} is shown by ${names.length > 0 ? names.join(" and ") : "no tool"} (\`_meta.ui.resourceUri\`).`;
  });
  // The listing holds the templates in the surface's order, with their words.
  const templates = surface.templates.map(({ declaration, uriTemplate }, i) => {
    const { title, description } = index.mcp.resourceTemplates[i]!;
    const variables = Object.entries(declaration.values(index)).map(([name, values]) => `${code(name)}: ${closedValues(values)}`);
    return `| ${code(declaration.name)} | ${cell(title)} | ${code(uriTemplate)} | ${code(JSON_TYPE)} | ${variables.join("; ")} | ${cell(description)} |`;
  });
  return [
    "| Resource | Title | URI | MIME type | Description |",
    "|---|---|---|---|---|",
    ...rows,
    ...(shownBy.length > 0 ? ["", ...shownBy] : []),
    "",
    "| Template | Title | URI template | MIME type | Variables (completed) | Description |",
    "|---|---|---|---|---|---|",
    ...templates,
  ].join("\n");
}

/**
 * The prompts, as prompts/list lists them, with the values a closed argument takes and the REST
 * paths its messages embed when only the required arguments are given (each shown as `{name}`).
 */
export function renderPromptTable(index: PortfolioIndex, resources: readonly Resource[]): string {
  const rows = mcpSurface(index, resources).prompts.map((prompt, i) => {
    const { title, description } = index.mcp.prompts[i]!;
    const args = prompt.arguments.map((argument) => {
      const closed = argument.values ? ` (${closedValues(argument.values(index))})` : "";
      return `${code(argument.name)}${argument.required ? "" : "?"}${closed}`;
    });
    const required = Object.fromEntries(prompt.arguments.filter((a) => a.required).map((a) => [a.name, `{${a.name}}`]));
    const embeds = prompt.embeds(index, required).map((path) => code(path));
    return `| ${code(prompt.name)} | ${cell(title)} | ${args.length > 0 ? args.join(", ") : "none"} | ${embeds.join(", ") || "nothing"} | ${cell(description)} |`;
  });
  return ["| Prompt | Title | Arguments (`?`: optional; closed values completed) | Embeds (paths on `{base}`) | Description |", "|---|---|---|---|---|", ...rows].join("\n");
}

/** The capabilities `initialize` and `server/discover` advertise, as JSON. */
export function renderCapabilities(index: PortfolioIndex, resources: readonly Resource[]): string {
  const capabilities = surfaceCapabilities(mcpSurface(index, resources), index.mcp.tools.length > 0);
  return ["```json", JSON.stringify(capabilities, null, 2), "```"].join("\n");
}
