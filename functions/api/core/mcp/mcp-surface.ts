// Everything the resources declare for MCP hosts besides tools (agent-surface.ts), gathered in
// resource order and made concrete for an index: URIs on the API's own https URLs, the app
// views the index has HTML for. The dispatcher and the capabilities read this one list, and
// the build lists it, with its words, into the index (mcp-listing-docs.ts).
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import type { AppViewDeclaration, McpResourceDeclaration, McpTemplateDeclaration, PromptDeclaration } from "../agent-surface.ts";
import { MCP_NAMESPACE } from "./protocol-versions.ts";

/** The MIME type of an MCP App view (SEP-1865). */
export const APP_MIME_TYPE = "text/html;profile=mcp-app";

/** The extension an MCP App view belongs to, as capabilities name it. */
export const UI_EXTENSION = `${MCP_NAMESPACE}ui` as const;

/** An app view's `_meta.ui`: it loads nothing from anywhere, so its CSP names no domain. */
export const APP_META = { ui: { csp: { connectDomains: [], resourceDomains: [] }, prefersBorder: false } };

/** A fixed resource with its URI. */
export interface ListedResource {
  declaration: McpResourceDeclaration;
  uri: string;
}

/** A template with its URI template. */
export interface ListedTemplate {
  declaration: McpTemplateDeclaration;
  uriTemplate: string;
}

/** An app view with its URI and HTML. */
export interface ListedApp {
  declaration: AppViewDeclaration;
  uri: string;
  html: string;
}

/** What the MCP endpoint offers besides tools, for one index. */
export interface McpSurface {
  resources: ListedResource[];
  templates: ListedTemplate[];
  prompts: PromptDeclaration[];
  apps: ListedApp[];
}

/** Gather the resources' declarations (the build has checked no name or URI is declared twice). */
export function mcpSurface(index: PortfolioIndex, resources: readonly Resource[]): McpSurface {
  const base = index.site.baseUrl;
  return {
    resources: resources.flatMap((r) => r.mcpResources ?? []).map((declaration) => ({ declaration, uri: base + declaration.path })),
    templates: resources.flatMap((r) => r.mcpTemplates ?? []).map((declaration) => ({ declaration, uriTemplate: base + declaration.pattern })),
    prompts: resources.flatMap((r) => r.prompts ?? []),
    apps: resources.flatMap((r) => r.apps ?? []).flatMap((declaration) => {
      const html = declaration.html(index);
      return html === undefined ? [] : [{ declaration, uri: declaration.uri(index), html }];
    }),
  };
}

/** The capabilities an index's surface and tools are served with: only what is there. */
export function surfaceCapabilities(surface: McpSurface, hasTools: boolean): Record<string, object> {
  const methods = surfaceMethodNames(surface);
  return {
    ...(hasTools ? { tools: { listChanged: false } } : {}),
    ...(methods.includes("resources/list") ? { resources: { listChanged: false, subscribe: false } } : {}),
    ...(methods.includes("prompts/list") ? { prompts: { listChanged: false } } : {}),
    ...(methods.includes("completion/complete") ? { completions: {} } : {}),
    ...(surface.apps.length > 0 ? { extensions: { [UI_EXTENSION]: { mimeTypes: [APP_MIME_TYPE] } } } : {}),
  };
}

/** The methods a surface is served with, in the order the documents name them. */
export function surfaceMethodNames(surface: McpSurface): string[] {
  const hasResources = surface.resources.length + surface.templates.length + surface.apps.length > 0;
  const completes = surface.templates.length > 0 || surface.prompts.some((p) => p.arguments.some((a) => a.values !== undefined));
  return [
    ...(hasResources ? ["resources/list", "resources/templates/list", "resources/read"] : []),
    ...(surface.prompts.length > 0 ? ["prompts/list", "prompts/get"] : []),
    ...(completes ? ["completion/complete"] : []),
  ];
}
