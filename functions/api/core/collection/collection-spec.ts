// What a collection declares: a section of items with slugs, served as a list at
// /api/v1/<name> (filtered by its filters) and one detail per item, with problems in its own
// noun and, when it says so, MCP tools. define-collection.ts makes a resource of it; nothing
// else in the engine knows one collection from another. What the documents say about it (its
// tag, operations, the words of its tools) is its documentation (collection-docs.ts).
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Filter } from "./filter.ts";
import type { ItemProblemCodes } from "./item-problems.ts";
import type { ListItemSizes } from "../json-size.ts";
import type { Noun } from "./noun.ts";
import type { AppViewDeclaration, PromptDeclaration } from "../agent-surface.ts";

/** Its list tool: the list's filters as arguments, the same items as GET for the same values. */
export interface ListToolSpec {
  name: string;
}

/** Its detail tool: one item by its slug, from the items `only` keeps (all when absent). */
export interface DetailToolSpec<T> {
  name: string;
  /** The items it offers; the others are refused with the list of those it has. */
  only?(item: T): boolean;
  /** What the offered items are called, with the article of one: the collection's noun when absent. */
  offered?: Noun & { a: string };
}

/** The tools a collection may have, by role. */
export interface CollectionTools<T> {
  list?: ListToolSpec;
  detail?: DetailToolSpec<T>;
}

/** A collection: `T` as the index stores an item, `I` its list view, `D` its detail view. */
export interface CollectionSpec<N extends string, T extends { slug: string }, I, D, S extends string> {
  /** The path segment (/api/v1/<name>), the list's key and the resource's name. */
  name: N;
  noun: Noun;
  /** Response schema names of the list and the detail: the registry's or its kind's (the build checks). */
  schemas: { list: S; detail: S };
  /** The stored items, in their canonical order. */
  items(index: PortfolioIndex): readonly T[];
  /** An item's list view; the stored item itself when absent. */
  toItem?(item: T, index: PortfolioIndex): I;
  /** An item's detail view; the list view when absent. */
  toDetail?(item: T, index: PortfolioIndex): D;
  /** The list's filters, in the order documents list them, made from the items and the site. */
  filters?(items: readonly T[], index: PortfolioIndex): Filter<T>[];
  /** True when its views carry translated titles and summaries: list, detail and tools take `lang`. */
  translated?: boolean;
  /** The build's measures of the list items (they are measured at the first need otherwise). */
  sizes?(index: PortfolioIndex): ListItemSizes | undefined;
  /** Problem codes to publish instead of the ones made from the noun. */
  codes?: ItemProblemCodes;
  tools?: CollectionTools<T>;
  /** Prompts about its items (an MCP host shows them as slash commands). */
  prompts?: readonly PromptDeclaration[];
  /** MCP App views its tools show their results in. */
  apps?: readonly AppViewDeclaration[];
}
