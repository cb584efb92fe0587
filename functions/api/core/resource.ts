// What a resource module tells the rest of the system about itself. routes.ts lists the
// modules; the router, the static files, the routing and header rules, the OpenAPI paths and
// tags, llms.txt, the portal quick start, the preview banner and the load mix are all maps over
// that list, so a new section is one module and one line there (docs/adding-a-resource.md).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { ApiTag, Route } from "./route.ts";

export type { ApiTag };

/**
 * One endpoint as the human- and agent-facing lists show it: llms.txt, the portal's quick
 * start and the preview banner. Each list picks what it shows; none restates a path.
 */
export interface Endpoint {
  /** A short name: `Profile`, `Featured projects`. */
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
}

/** A resource module: its routes and its endpoints, both made for an index. */
export interface Resource<S extends string = string> {
  /** Its name, as a file and a content kind would be named: `projects`. */
  name: string;
  /**
   * Names of response schemas this module brings besides the shared registry's. Its content
   * kind supplies a zod schema for each (tsc checks the kind; the build checks it is listed).
   */
  schemas?: readonly S[];
  routes(index: PortfolioIndex, context: ResourceContext): Route<S>[];
  endpoints(index: PortfolioIndex): Endpoint[];
}

/** Declare a resource, its schema names inferred from `schemas`. */
export function defineResource<const S extends string = never>(resource: Resource<S>): Resource<S> {
  return resource;
}
