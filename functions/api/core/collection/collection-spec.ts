// What a collection declares: a section of items with slugs, served as a list at
// /api/v1/<name> (filtered by its filters) and one detail per item, with problems in its own
// noun and, when it says so, MCP tools. define-collection.ts makes a resource of it; nothing
// else in the engine knows one collection from another.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { RouteExample } from "../route.ts";
import type { Endpoint } from "../resource.ts";
import type { Filter } from "./filter.ts";
import type { ItemProblemCodes } from "./item-problems.ts";
import type { ListItemSizes } from "./list-size.ts";
import type { Noun } from "./noun.ts";
import type { AppViewDeclaration, PromptDeclaration } from "../agent-surface.ts";

/** What the API reference says about one of its two operations. */
export interface OperationDoc {
  operationId: string;
  summary: string;
  description(index: PortfolioIndex): string;
  /** Example requests besides the ones made from the content (a search word, a filter value). */
  examples?(index: PortfolioIndex): Record<string, RouteExample>;
}

/** Its list tool: the list's filters as arguments, the same items as GET for the same values. */
export interface ListToolSpec {
  name: string;
  title: string;
  /** Completes "Call <name> …" in the server instructions; made from the filters when absent. */
  purpose?(index: PortfolioIndex): string;
  /** How the list is ordered, in a few words (`featured first`); absent: not said. */
  order?(index: PortfolioIndex): string | undefined;
  /** The MCP App view that shows its results, for a host that shows views. */
  view?: AppViewDeclaration;
}

/** Its detail tool: one item by its slug, from the items `only` keeps (all when absent). */
export interface DetailToolSpec<T, S extends string> {
  name: string;
  title: string;
  purpose(index: PortfolioIndex): string;
  /** The items it offers; the others are refused with the list of those it has. */
  only?(item: T): boolean;
  /** What the offered items are called, with the article of one: the collection's noun when absent. */
  offered?: Noun & { a: string };
  /** Whose slug it takes, after "Slug of": `a project with a case study`. Default: `a <noun>`. */
  slugOf?: string;
  /** What a result holds, after "One of <person>'s <n items>: " in its description. */
  holds(index: PortfolioIndex): string;
  /** The response schema of its result; the detail's when absent. */
  outputSchema?: S;
  /** The MCP App view that shows its result, for a host that shows views. */
  view?: AppViewDeclaration;
}

/** A collection: `T` as the index stores an item, `I` its list view, `D` its detail view. */
export interface CollectionSpec<N extends string, T extends { slug: string }, I, D, S extends string> {
  /** The path segment (/api/v1/<name>), the list's key and the resource's name. */
  name: N;
  noun: Noun;
  /** The OpenAPI tag's name and description. */
  tag: { name: string; description: string };
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
  listDoc: OperationDoc;
  detailDoc: OperationDoc;
  tools?: { list?: ListToolSpec; detail?: DetailToolSpec<T, S> };
  /** The lines llms.txt, the portal and the banner show; made from the items and filters when absent. */
  endpoints?(index: PortfolioIndex, items: readonly T[]): Endpoint[];
  /** The task the portal's quick start names for the list (`Talks given`); absent: the plural noun. */
  task?: string;
  /** A word of the content whose search finds something, for the examples; absent: no search shown. */
  searchExample?(index: PortfolioIndex): string | undefined;
  /** Prompts about its items (an MCP host shows them as slash commands). */
  prompts?: readonly PromptDeclaration[];
  /** MCP App views its tools show their results in. */
  apps?: readonly AppViewDeclaration[];
  /** What it holds for the MCP instructions; `<count> <noun>` when absent. */
  about?(index: PortfolioIndex, items: readonly T[]): string;
}
