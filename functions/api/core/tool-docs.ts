// What an MCP tool's documentation says (tool.ts is what runs): its title, what to call it for,
// the response schema of its result, the description and input schema `tools/list` shows a
// model, an example call and the view that shows its result. The build makes each tool's
// definition from these (the output schema from zod) and writes it into the index.
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { ToolDefinition } from "./mcp-listing.ts";
import type { AppViewDeclaration } from "./agent-surface.ts";

/** A tool's documentation. `S`: the response schema names its resource may use. */
export interface ToolDocs<S extends string = string> {
  title: string;
  /**
   * What to call it for, completing "Call <name> …" in the server instructions: `to find
   * work by lane, tier or search words`.
   */
  purpose(index: PortfolioIndex): string;
  /** The response schema (by registry name) its structuredContent follows; the build makes the JSON Schema. */
  outputSchema: S;
  /** What `tools/list` tells a model about it. */
  description(index: PortfolioIndex): string;
  /** Its arguments, as JSON Schema 2020-12: what `run` accepts. */
  inputSchema(index: PortfolioIndex): Record<string, unknown>;
  /** Arguments of a call the documents can show, or undefined when the content offers none. */
  example?(index: PortfolioIndex): Record<string, unknown> | undefined;
  /** The MCP App view that shows its result, for a host that shows views. */
  view?: AppViewDeclaration;
}

/** Read-only, repeatable, and closed over this portfolio's data. */
export const READ_ONLY_ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** An object schema that accepts only the named properties (JSON Schema 2020-12). */
export function objectSchema(properties: Record<string, unknown>, required: readonly string[] = []): Record<string, unknown> {
  return { type: "object", properties, ...(required.length > 0 ? { required: [...required] } : {}), additionalProperties: false };
}

/**
 * The tool as `tools/list` shows it, with the output schema the build made from zod; linked to
 * its view (SEP-1865 `_meta.ui.resourceUri`, and the deprecated flat `_meta["ui/resourceUri"]`
 * older hosts read) when the index has the view's HTML, so a host that shows no views reads the
 * text and structuredContent as before.
 */
export function toolDefinition(name: string, docs: ToolDocs, index: PortfolioIndex, outputSchema: Record<string, unknown>): ToolDefinition {
  const uri = docs.view && docs.view.html(index) !== undefined ? docs.view.uri(index) : undefined;
  const view = uri ? { _meta: { ui: { resourceUri: uri }, "ui/resourceUri": uri } } : {};
  return {
    name,
    title: docs.title,
    description: docs.description(index),
    inputSchema: docs.inputSchema(index),
    outputSchema,
    annotations: { title: docs.title, ...READ_ONLY_ANNOTATIONS },
    ...view,
  };
}
