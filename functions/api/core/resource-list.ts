// The list of resource modules, in the order the API reference lists them. The router, the
// build's static files, the routing and header rules, the OpenAPI paths, tags and problems,
// the MCP tools, llms.txt, the portal quick start, the preview banner and the load mix all map
// over this list (the documents with each resource's documentation, resource-list-docs.ts). A
// new section is a module in resources/ and one line here, plus its content kind in
// build/content/kinds.ts (docs/adding-a-resource.md).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Resource, ResourceContext } from "./resource.ts";
import type { Route } from "./route.ts";
import { health } from "./resources/health.ts";
import { profile } from "./resources/profile.ts";
import { projects } from "./resources/projects/projects.ts";
import { skills } from "./resources/skills.ts";
import { resume } from "./resources/resume.ts";
import { mcp } from "./mcp/mcp.ts";

/** Every resource, in API reference order. Its literal type tells build/content/kinds.ts which need a content kind. */
export const RESOURCES = [health, profile, projects, skills, resume, mcp] as const satisfies readonly Resource[];

/** The resources as a plain list, for whatever maps over them. */
export const RESOURCE_LIST: readonly Resource[] = RESOURCES;

/** Every route of every resource, for an index. */
export function createRoutes(index: PortfolioIndex, resources: readonly Resource[] = RESOURCE_LIST, context: Omit<ResourceContext, "resources"> = {}): Route[] {
  return resources.flatMap((resource) => resource.routes(index, { ...context, resources }));
}
