// What a resource module tells the rest of the system about itself. resource-list.ts lists the
// modules; the router, the static files, the routing and header rules, the OpenAPI paths, tags
// and problems, the MCP tools and instructions, llms.txt, the portal quick start, the preview
// banner and the load mix are all maps over that list, so a new section is one module and one
// line there, plus its content kind (docs/adding-a-resource.md).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { ApiTag, Route } from "./route.ts";
import type { ToolDeclaration } from "./tool.ts";
import type { AnyProblemType } from "./http/problems.ts";
import type { AppViewDeclaration, McpResourceDeclaration, McpTemplateDeclaration, PromptDeclaration } from "./agent-surface.ts";
import type { ResponseSchemaName } from "../schemas/route-schemas.ts";

export type { ApiTag };

/**
 * One endpoint as the human- and agent-facing lists show it: llms.txt, the portal's quick
 * start and the preview banner. Each list picks what it shows; none restates a path.
 */
export interface Endpoint {
  /** A short name: `Profile`, `Projects in tier featured`. */
  name: string;
  /** Path and query on the base URL. */
  path: string;
  /** What it gives, in one line. */
  note: string;
  /** The question it answers in the portal's quick start; absent: not shown there. */
  task?: string;
  /**
   * `main`: listed everywhere. `more`: llms.txt lists it under Optional; the banner leaves it
   * out. `example`: a sample request for the quick start and the banner, not for llms.txt.
   * `agents`: the MCP endpoint, which llms.txt lists in a section of its own.
   */
  rank: "main" | "more" | "example" | "agents";
}

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
 * A problem a resource adds to the shared ones, with what its documentation needs: a
 * collection's invalid slug and unknown slug (collection/item-problems.ts).
 */
export interface ResourceProblem {
  type: AnyProblemType;
  /** What makes it happen, for the documents: a malformed slug, or one no item has. */
  kind: "invalid-slug" | "not-found";
  /** The collection, in words: `publication`, `publications`. */
  noun: { one: string; many: string };
  /** The collection's list path, where the valid slugs are listed. */
  listPath: string;
  /** The detail route's pattern, `/api/v1/publications/{slug}`. */
  detailPattern: string;
}

/**
 * The type of the index data a section's content kind makes (`index.sections[name]`), carried by
 * the resource that serves it, so the build's kind and the core agree on one type
 * (build/content/kinds.ts checks every section resource has its kind). Never set at run time.
 */
export interface SectionLink<D> {
  readonly data?: D;
}

/** A resource module: its routes, endpoints, tools and problems, all made for an index. */
export interface Resource<S extends string = string> {
  /** Its name, as a file and a content kind would be named: `projects`. */
  readonly name: string;
  /**
   * Response schema names this module brings besides the shared registry's, supplied by its
   * content kind (zod). Routes and tools may name only these or the registry's (tsc checks);
   * the build checks a kind supplies each.
   */
  schemas?: readonly S[];
  /** Set when the resource serves the data a content kind of the same name makes (index.sections). */
  section?: SectionLink<unknown>;
  routes(index: PortfolioIndex, context: ResourceContext): Route<S | ResponseSchemaName>[];
  /** Its lines in the lists; `resources` are every resource the app serves (the MCP endpoint names their tools). */
  endpoints(index: PortfolioIndex, resources: readonly Resource[]): Endpoint[];
  /** The MCP tools it offers, in the order `tools/list` shows them. */
  tools?: readonly ToolDeclaration<S | ResponseSchemaName>[];
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
  /** What it holds, in a few words for the MCP server's instructions (`18 projects`); absent: nothing to say. */
  about?(index: PortfolioIndex): string | undefined;
}

/**
 * Declare a resource. Its schema names are inferred from `schemas` alone (NoInfer keeps a
 * misspelt name in a route from widening them), so naming any other schema fails tsc.
 */
export function defineResource<const N extends string, const S extends string = never>(
  resource: Omit<Resource<S>, "name" | "routes" | "tools"> & {
    name: N;
    routes(index: PortfolioIndex, context: ResourceContext): Route<NoInfer<S> | ResponseSchemaName>[];
    tools?: readonly ToolDeclaration<NoInfer<S> | ResponseSchemaName>[];
  },
): Resource<S> & { readonly name: N } {
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
