// The list of resource modules, in the order the API reference lists them. The router, the
// build's static files, the routing and header rules, the OpenAPI paths and tags, llms.txt,
// the portal quick start, the preview banner and the load mix all map over this list. A new
// section is a module in resources/ and one line here (docs/adding-a-resource.md).
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Endpoint, Resource, ResourceContext } from "./resource.ts";
import type { Route } from "./route.ts";
import { health } from "./resources/health.ts";
import { profile } from "./resources/profile.ts";
import { projects } from "./resources/projects/projects.ts";
import { skills } from "./resources/skills.ts";
import { resume } from "./resources/resume.ts";
import { mcp } from "./mcp/mcp.ts";

export const RESOURCES: readonly Resource[] = [health, profile, projects, skills, resume, mcp];

/** Every route of every resource, for an index. */
export function createRoutes(index: PortfolioIndex, resources: readonly Resource[] = RESOURCES, context: ResourceContext = {}): Route[] {
  return resources.flatMap((resource) => resource.routes(index, context));
}

/** Every endpoint line of every resource, for an index. */
export function listEndpoints(index: PortfolioIndex, resources: readonly Resource[] = RESOURCES): Endpoint[] {
  return resources.flatMap((resource) => resource.endpoints(index));
}
