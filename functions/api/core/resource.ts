// What a resource module tells the function about itself: its routes, the MCP tools, resources,
// templates, prompts and views it serves, its problems and headers. resource-list.ts lists the
// modules; the router, the static files, the routing and header rules and the MCP endpoint are
// maps over that list. What the documents say about a resource (its tag, the API reference of
// each route, its lines in llms.txt, the words of its tools and prompts) is its documentation,
// in a companion module the function never loads (resource-docs.ts). A new section is one
// module and one line there, plus its content kind (docs/adding-a-resource.md).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Route } from "./route.ts";
import type { ToolDeclaration } from "./tool.ts";
import type { AnyProblemType } from "./http/problems.ts";
import type { AppViewDeclaration, McpResourceDeclaration, McpTemplateDeclaration, PromptDeclaration } from "./agent-surface.ts";

/** What a resource's routes may need besides the index. */
export interface ResourceContext {
  /** The platform's limit on an answer (the function's); absent: no limit. */
  maxAnswerBytes?: number;
  /** Every resource the app serves (the MCP endpoint serves their tools). */
  resources: readonly Resource[];
  /**
   * The app's own answer to a GET of `path` (path and query on the base URL), through the very
   * router and exit a client meets: an MCP resource's contents are that answer's bytes.
   */
  get?(path: string): Promise<Response>;
}

/**
 * A problem a resource adds to the shared ones: a collection's invalid slug and unknown slug
 * (collection/item-problems.ts). What else its documentation needs (the collection's noun and
 * paths) is the collection's own, which the build reads there (collectionProblem,
 * collection/collection-docs.ts).
 */
export interface ResourceProblem {
  type: AnyProblemType;
  /** What makes it happen, for the documents: a malformed slug, or one no item has. */
  kind: "invalid-slug" | "not-found";
}

/**
 * The type of the index data a section's content kind makes (`index.sections[name]`), carried by
 * the resource that serves it, so the build's kind and the core agree on one type
 * (build/content/kinds.ts checks every section resource has its kind). Never set at run time.
 */
export interface SectionLink<D> {
  readonly data?: D;
}

/** A resource module: its routes, tools and problems, all made for an index. */
export interface Resource<S extends string = string> {
  /** Its name, as a file and a content kind would be named: `projects`. */
  readonly name: string;
  /**
   * Response schema names this module brings besides the shared registry's, supplied by its
   * content kind (zod). Its documentation may name only these or the registry's (tsc checks);
   * the build checks a kind supplies each.
   */
  schemas?: readonly S[];
  /** Set when the resource serves the data a content kind of the same name makes (index.sections). */
  section?: SectionLink<unknown>;
  routes(index: PortfolioIndex, context: ResourceContext): Route[];
  /** The MCP tools it offers, in the order `tools/list` shows them. */
  tools?: readonly ToolDeclaration[];
  /** MCP resources (its REST answers a person can attach), in the order `resources/list` shows them. */
  mcpResources?: readonly McpResourceDeclaration[];
  /** MCP resource templates (a detail by its slug). */
  mcpTemplates?: readonly McpTemplateDeclaration[];
  /** MCP prompts. */
  prompts?: readonly PromptDeclaration[];
  /** MCP App views its tools show their results in. */
  apps?: readonly AppViewDeclaration[];
  /** Problems of its own, beyond the shared ones (http/problems.ts). */
  problems?: readonly ResourceProblem[];
  /** Request headers it reads (the preflight allows them) and response headers browser code may read. */
  headers?: { accepted?: readonly string[]; exposed?: readonly string[] };
}

/** Declare a resource. Its schema names are inferred from `schemas` alone, so its documentation naming any other fails tsc. */
export function defineResource<const N extends string, const S extends string = never>(resource: Resource<S> & { name: N }): Resource<S> & { readonly name: N } {
  return resource;
}

/** The data a section's content kind made, as its resource reads it; the build has checked it is there. */
export function sectionData<D>(index: PortfolioIndex, resource: { name: string; section?: SectionLink<D> }): D {
  if (!Object.hasOwn(index.sections, resource.name)) {
    throw new Error(
      `No content kind makes the '${resource.name}' section's data: add its kind to SECTION_KINDS in build/content/kinds.ts under the key '${resource.name}' (docs/adding-a-resource.md).`,
    );
  }
  return index.sections[resource.name] as D;
}
