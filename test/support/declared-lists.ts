// What the registered resources declare to MCP clients: tool names, template patterns and
// prompt names, in the order the server lists them. Tests compare the server's lists with
// these rather than with the sample's, so they hold for any owner's sections (an added
// section brings its own tools and template: docs/adding-a-resource.md).
import { expect } from "vitest";
import { RESOURCE_LIST } from "../../functions/api/core/resource-list.ts";
import type { Resource } from "../../functions/api/core/resource.ts";

/**
 * The spec's tools, in the spec's order: written out here once. The server lists them among
 * whatever else the resources declare (expectDeclaredTools).
 */
export const SPEC_TOOL_NAMES = ["get_portfolio_info", "list_projects", "get_case_study"];

/** The tool names the resources declare, in tools/list's order. */
export function declaredToolNames(resources: readonly Resource[] = RESOURCE_LIST): string[] {
  return resources.flatMap((resource) => resource.tools ?? []).map((tool) => tool.name);
}

/** The URI patterns of the resource templates the resources declare (`/api/v1/projects/{slug}`), in order. */
export function declaredTemplatePatterns(resources: readonly Resource[] = RESOURCE_LIST): string[] {
  return resources.flatMap((resource) => resource.mcpTemplates ?? []).map((template) => template.pattern);
}

/** The prompt names the resources declare, in prompts/list's order. */
export function declaredPromptNames(resources: readonly Resource[] = RESOURCE_LIST): string[] {
  return resources.flatMap((resource) => resource.prompts ?? []).map((prompt) => prompt.name);
}

/**
 * A tool list (names, as listed): exactly the declared tools in their order, and the spec's
 * three among them in the spec's order, whatever sections the owner added.
 */
export function expectDeclaredTools(names: readonly string[]): void {
  expect(names).toEqual(declaredToolNames());
  expect(names.filter((name) => SPEC_TOOL_NAMES.includes(name))).toEqual(SPEC_TOOL_NAMES);
}
