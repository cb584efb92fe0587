// What a resource offers an MCP host besides tools, as the function serves it: MCP resources a
// person can attach (the profile, the résumé), resource templates (one project by slug), prompts
// (slash commands that embed the resources they need) and app views (MCP Apps, `ui://`). Their
// titles and descriptions, and the wording of a prompt's text, are documentation
// (agent-surface-docs.ts): the build writes them into the index, and the function reads,
// completes and fills them from these declarations.
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

/**
 * A prompt a host shows as a slash command: a user message of text, then the resources it
 * embeds, so it works with no tool call. `args` are checked: every required one present, every
 * closed one one of its values.
 */
export interface PromptDeclaration {
  name: string;
  arguments: readonly PromptArgumentDeclaration[];
  /**
   * The values its text is filled with: the content's words and the arguments, by the names its
   * wording uses (`{who}`), undefined for an absent one. The wording is its documentation's
   * `text`, which the build writes into the index and the function fills (mcp/fill-text.ts).
   */
  values(index: PortfolioIndex, args: Readonly<Record<string, string>>): Readonly<Record<string, string | undefined>>;
  /** The REST paths of the resources the message embeds after its text. */
  embeds(index: PortfolioIndex, args: Readonly<Record<string, string>>): readonly string[];
}

/** An MCP App view (the io.modelcontextprotocol/ui extension): a `ui://` resource of HTML. */
export interface AppViewDeclaration {
  name: string;
  /** `ui://…`, which the tools that show it link with `_meta.ui.resourceUri`. */
  uri(index: PortfolioIndex): string;
  /** The HTML, built by the build into the index; undefined when the index has none. */
  html(index: PortfolioIndex): string | undefined;
}
