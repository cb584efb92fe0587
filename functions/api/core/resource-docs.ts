// What the documents say about a resource: the tag and API reference of its routes, its lines in
// llms.txt, the portal and the banner, the words of its MCP tools, resources, templates, prompts
// and views, and what it holds for the server's instructions. Prose only the build reads, so it
// lives in a companion module beside each resource (health.ts → health-docs.ts; an added
// section's in its content kind), which the function never imports: the function serves what
// the build made of it (the OpenAPI document, the files, the MCP lists in the index).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Resource } from "./resource.ts";
import type { AnyProblemType } from "./http/problems.ts";
import type { ResponseSchemaName } from "../schemas/route-schemas.ts";
import type { ToolDocs } from "./tool-docs.ts";
import type { AppViewDocs, PromptDocs, SurfaceItemDocs } from "./agent-surface-docs.ts";

/** An OpenAPI tag: the group a resource's operations are listed under. */
export interface ApiTag {
  name: string;
  description: string;
}

/** A named example request for the API reference; the core answers it at build time. */
export interface RouteExample {
  summary: string;
  /** Path and query on the base URL. */
  path: string;
}

/** What the API reference says about a REST route. */
export interface RouteDoc<S extends string = string> {
  operationId: string;
  summary: string;
  description: string;
  /**
   * Component name of the 200 body's schema: a key of the response schema registry, or one
   * of the names its resource declares (and its content kind supplies). The build checks every
   * static file against it.
   */
  schema: S;
  /** Client errors the route can answer with; INTERNAL_ERROR applies to all. */
  problems: readonly AnyProblemType[];
  examples: Record<string, RouteExample>;
  /** What each path parameter is, in the route's own words. */
  pathMeaning?: Readonly<Record<string, string>>;
  /**
   * What each query parameter the route reads does, by name, in words that fit a query
   * parameter and a tool argument alike; the build refuses a route parameter without them.
   */
  queryMeaning?: Readonly<Record<string, string>>;
  /** A value of a query parameter the documents can show that answers 200 (a search word of the content). */
  parameterExamples?: Readonly<Record<string, string>>;
}

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

/** The documentation of one resource. `S`: the response schema names it may use. */
export interface ResourceDocs<S extends string = string> {
  /** The OpenAPI tag its operations are listed under. */
  tag: ApiTag;
  /** The API reference of each of its cacheable routes, by route pattern (the build refuses a route without one). */
  routes?(index: PortfolioIndex): Readonly<Record<string, RouteDoc<S>>>;
  /** Its lines in the lists; `resources` are every resource the app serves (the MCP endpoint names their tools). */
  endpoints(index: PortfolioIndex, resources: readonly Resource[]): Endpoint[];
  /** Its MCP tools' words, by tool name. */
  tools?: Readonly<Record<string, ToolDocs<S>>>;
  /** Its MCP resources', templates', prompts' and views' words, by name. */
  mcpResources?: Readonly<Record<string, SurfaceItemDocs>>;
  mcpTemplates?: Readonly<Record<string, SurfaceItemDocs>>;
  prompts?: Readonly<Record<string, PromptDocs>>;
  apps?: Readonly<Record<string, AppViewDocs>>;
  /** What it holds, in a few words for the MCP server's instructions (`18 projects`); absent: nothing to say. */
  about?(index: PortfolioIndex): string | undefined;
}

/** The response schema names a resource brings (its `schemas`). */
export type SchemaNameOf<R> = R extends Resource<infer S> ? S : never;

/** Document `resource`: its routes, tools and outputs may name only its own schemas or the registry's (tsc checks). */
export function describeResource<R extends Resource<string>>(_resource: R, docs: ResourceDocs<SchemaNameOf<R> | ResponseSchemaName>): ResourceDocs<SchemaNameOf<R> | ResponseSchemaName> {
  return docs;
}
