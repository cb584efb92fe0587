// What a resource offers an MCP host besides tools, as the function serves it: MCP resources a
// person can attach (the profile, the résumé), resource templates (one project by slug), prompts
// (slash commands that embed the resources they need) and app views (MCP Apps, `ui://`). Their
// titles and descriptions are documentation (agent-surface-docs.ts): the build lists them into
// the index, and the function reads, completes and fills them from these declarations.
import type { PortfolioIndex } from "./portfolio-index.ts";

/** A fixed MCP resource whose contents are the REST answer at `path`, byte for byte. */
export interface McpResourceDeclaration {
  /** Its name in lists: `profile`. */
  name: string;
  /** The REST path it reads (its URI is the API's own https URL of it). */
  path: string;
}

/** A resource template over a REST route with one path parameter per `{name}`. */
export interface McpTemplateDeclaration {
  name: string;
  /** The REST pattern it reads: `/api/v1/projects/{slug}`. */
  pattern: string;
  /** The values each parameter can take, for completion/complete. */
  values(index: PortfolioIndex): Readonly<Record<string, readonly string[]>>;
}

/** An argument of a prompt. */
export interface PromptArgumentDeclaration {
  name: string;
  required: boolean;
  /** A closed set of values, from the index: completed by completion/complete, and checked. */
  values?(index: PortfolioIndex): readonly string[];
}

/** What a prompt's messages are made of: text, and resources embedded by REST path. */
export type PromptPart = { text: string } | { embed: string };

/** A prompt a host shows as a slash command. */
export interface PromptDeclaration {
  name: string;
  arguments: readonly PromptArgumentDeclaration[];
  /**
   * The user message's parts for checked `args` (every required one present, every closed one
   * one of its values): text in the content's own words, and the REST paths of the resources
   * it embeds, so it works with no tool call.
   */
  parts(index: PortfolioIndex, args: Readonly<Record<string, string>>): readonly PromptPart[];
}

/** An MCP App view (the io.modelcontextprotocol/ui extension): a `ui://` resource of HTML. */
export interface AppViewDeclaration {
  name: string;
  /** `ui://…`, which the tools that show it link with `_meta.ui.resourceUri`. */
  uri(index: PortfolioIndex): string;
  /** The HTML, built by the build into the index; undefined when the index has none. */
  html(index: PortfolioIndex): string | undefined;
}
