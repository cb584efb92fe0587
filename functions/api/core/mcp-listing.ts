// What the MCP endpoint lists, as the build writes it into the index (index.mcp): every tool's
// definition, the resources, templates and prompts with their words, the wording prompts/get
// fills, the server's instructions and the GET info document. All of it depends on the index alone and is prose a model reads,
// so it is data, like the app view's HTML: the function parses it with the index at its first
// request and serves it as it is, and holds none of the code that writes it
// (mcp-listing-docs.ts, which the build runs).
import type { McpInfo } from "../schemas/response-schemas.ts";

/** A tool as `tools/list` describes it: written by the build (index.mcp.tools), served as it is. */
export interface ToolDefinition {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: Record<string, boolean | string>;
  /**
   * `{ ui: { resourceUri } }`: the MCP App view a host that shows views renders the result in;
   * also under the flat key `ui/resourceUri` the extension used first, for hosts that read only
   * that one (ext-apps' own registerAppTool writes both).
   */
  _meta?: { ui: { resourceUri: string }; "ui/resourceUri": string };
}

/** A fixed resource or an app view as resources/list shows it. */
export interface ListedResource {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  _meta?: object;
}

/** A template as resources/templates/list shows it. */
export interface ListedTemplate {
  uriTemplate: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
}

/** A prompt as prompts/list shows it. */
export interface ListedPrompt {
  name: string;
  title: string;
  description: string;
  arguments: Array<{ name: string; description: string; required: boolean }>;
}

/** Everything the endpoint lists, in the order it lists it. */
export interface McpListing {
  tools: ToolDefinition[];
  resources: ListedResource[];
  resourceTemplates: ListedTemplate[];
  prompts: ListedPrompt[];
  /** The wording of each prompt's text, by name, which prompts/get fills with the call's values (fill-text.ts). */
  promptTexts: Record<string, string>;
  /** What initialize and server/discover tell a model about the server. */
  instructions: string;
  /** The GET /api/mcp document. */
  info: McpInfo;
}
