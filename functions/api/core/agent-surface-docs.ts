// The words an MCP host shows for what a resource offers besides tools (agent-surface.ts): the
// titles and descriptions of its resources, templates and views, and of its prompts and their
// arguments. The build lists them into the index (resources/list, resources/templates/list,
// prompts/list); the function serves those lists as they are.
import type { PortfolioIndex } from "./portfolio-index.ts";

/** A resource's or a template's title and description in resources/list and resources/templates/list. */
export interface SurfaceItemDocs {
  title: string;
  description(index: PortfolioIndex): string;
}

/** A prompt's title and description, and each argument's description, in prompts/list. */
export interface PromptDocs extends SurfaceItemDocs {
  arguments: Readonly<Record<string, string>>;
}

/** An app view's title and description in resources/list. */
export interface AppViewDocs {
  title: string;
  description: string;
}
