// Every resource of an app beside its documentation, and the lists the documents make of them:
// the API reference of each cacheable route, the tags, the endpoint lines, the documented tools.
// Build-only, like every documentation module: the function serves what the build made of it.
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Resource } from "./resource.ts";
import type { Route } from "./route.ts";
import type { ToolDeclaration } from "./tool.ts";
import type { ToolDocs } from "./tool-docs.ts";
import type { ApiTag, Endpoint, ResourceDocs, RouteDoc } from "./resource-docs.ts";
import { MissingWords } from "./missing-words.ts";

/** A resource and its documentation. */
export interface DescribedResource {
  resource: Resource;
  docs: ResourceDocs;
}

/** Every resource of an app with its documentation, in the app's order. */
export type ApiDocs = readonly DescribedResource[];

/**
 * Pair each resource with its documentation (`docsOf`: a built-in's companion module, an added
 * section's content kind); a resource without any is an error that says where it goes.
 */
export function describeApi(resources: readonly Resource[], docsOf: (resource: Resource) => ResourceDocs | undefined): ApiDocs {
  return resources.map((resource) => {
    const docs = docsOf(resource);
    if (!docs) {
      // An added section's words are its content kind's: RESOURCE_DOCS would be a fifth file to touch.
      const where =
        resource.section !== undefined
          ? `add docs to the content kind SECTION_KINDS holds under '${resource.name}' in build/content/kinds.ts (docs/adding-a-resource.md, step 1)`
          : `add ${resource.name}Docs to RESOURCE_DOCS in functions/api/core/resource-list-docs.ts, or, for an added section, docs to its content kind (docs/adding-a-resource.md)`;
      throw new Error(`The resource '${resource.name}' has no documentation: ${where}.`);
    }
    return { resource, docs };
  });
}

/** A cacheable route with its API reference and the tag it is listed under. */
export interface DocumentedRoute {
  route: Route;
  doc: RouteDoc;
  tag: ApiTag;
}

/**
 * The API reference of every cacheable route of `routes`, in their order. A route whose answers
 * are files must be documented (its response schema checks every file): one without is an error
 * naming it.
 */
export function listDocumentedRoutes(routes: readonly Route[], docs: ApiDocs, index: PortfolioIndex): DocumentedRoute[] {
  const byPattern = new Map<string, { doc: RouteDoc; tag: ApiTag }>();
  for (const { docs: resourceDocs } of docs) {
    for (const [pattern, doc] of Object.entries(resourceDocs.routes?.(index) ?? {})) byPattern.set(pattern, { doc, tag: resourceDocs.tag });
  }
  return routes.flatMap((route) => {
    if (!route.cacheable) return [];
    const found = byPattern.get(route.pattern);
    if (!found) throw new Error(`The route ${route.pattern} has no API reference: add it to the routes of its resource's documentation (its -docs.ts module, or an added section's content kind).`);
    return [{ route, ...found }];
  });
}

/** The OpenAPI tags, each once, in the order of the resources that first name them. */
export function apiTags(docs: ApiDocs): ApiTag[] {
  return [...new Map(docs.map(({ docs: resourceDocs }) => [resourceDocs.tag.name, resourceDocs.tag])).values()];
}

/** Every endpoint line of every resource, for an index. */
export function listEndpoints(index: PortfolioIndex, docs: ApiDocs): Endpoint[] {
  const resources = docs.map(({ resource }) => resource);
  return docs.flatMap(({ docs: resourceDocs }) => resourceDocs.endpoints(index, resources));
}

/** A tool and its documentation. */
export interface DocumentedTool {
  tool: ToolDeclaration;
  docs: ToolDocs;
}

/** Every tool the resources declare, in the order `tools/list` shows them, with its documentation. */
export function listDocumentedTools(docs: ApiDocs): DocumentedTool[] {
  const names = new Set<string>();
  return docs.flatMap(({ resource, docs: resourceDocs }) =>
    (resource.tools ?? []).map((tool) => {
      // A second tool of the same name would make one of them unreachable.
      if (names.has(tool.name)) throw new Error(`Two resources declare the MCP tool '${tool.name}': rename one of them.`);
      names.add(tool.name);
      const words = resourceDocs.tools?.[tool.name];
      // MissingWords: the build lists it on the file where the words go (an added section's kind).
      if (!words) throw new MissingWords(resource.name, `The MCP tool '${tool.name}' of the resource '${resource.name}' has no documentation: add it to the tools of that resource's documentation.`);
      return { tool, docs: words };
    }),
  );
}
