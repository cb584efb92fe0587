// The words an MCP host shows for what a resource offers besides tools (agent-surface.ts): the
// titles and descriptions of its resources, templates and views, and of its prompts and their
// arguments, and the wording of each prompt's text. The build lists them into the index
// (resources/list, resources/templates/list, prompts/list, the prompts' wording); the function
// serves those lists as they are, and fills a prompt's wording at prompts/get.
import type { PortfolioIndex } from "./portfolio-index.ts";

/** A resource's or a template's title and description in resources/list and resources/templates/list. */
export interface SurfaceItemDocs {
  title: string;
  description(index: PortfolioIndex): string;
}

/**
 * A prompt's title and description, and each argument's description, in prompts/list; and the
 * wording of the text its message starts with, which the function fills with the prompt's values
 * at prompts/get (mcp/fill-text.ts): `{name}` is a value, `[…]` a part said only when every value
 * it names is given, `[…|…]` one with what to say instead.
 */
export interface PromptDocs extends SurfaceItemDocs {
  arguments: Readonly<Record<string, string>>;
  text: string;
}

/** The sentence a prompt's wording ends with when a `lang` argument asks for another language. */
export const IN_LANGUAGE = "[ Write it in the language whose tag is '{lang}'.]";

/** An app view's title and description in resources/list. */
export interface AppViewDocs {
  title: string;
  description: string;
}
