// Every resource of an app beside its documentation, for the build: a built-in resource's is its
// companion module (RESOURCE_DOCS, functions/api/core/resource-list-docs.ts), an added
// section's is in its content kind (`section.docs`), made into a resource's documentation by
// describeCollection from the section's declaration. The function never loads any of it.
import type { App } from "../functions/api/core/app.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { RESOURCE_DOCS } from "../functions/api/core/resource-list-docs.ts";
import { describeApi, listDocumentedRoutes, type ApiDocs, type DocumentedRoute } from "../functions/api/core/api-docs.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { describeCollection } from "../functions/api/core/collection/collection-docs.ts";
import type { CollectionResource } from "../functions/api/core/collection/define-collection.ts";
import { CONTENT_KINDS, type ContentKind } from "./content/kinds.ts";
import { orderProblems, type AnyProblemType } from "../functions/api/core/http/problems.ts";
import { SITE_PROBLEMS } from "../functions/api/core/http/preview-problems.ts";

/**
 * `resources` with their documentation; a resource with none is an error that says where it
 * goes. `extra`: the documentation of resources a test adds, by name.
 */
export function resourceDocsOf(resources: readonly Resource[] = RESOURCE_LIST, kinds: readonly ContentKind[] = CONTENT_KINDS, extra: Readonly<Record<string, ResourceDocs>> = {}): ApiDocs {
  const builtIn = { ...RESOURCE_DOCS, ...extra };
  return describeApi(resources, (resource) => {
    if (resource.section === undefined) return Object.hasOwn(builtIn, resource.name) ? builtIn[resource.name] : undefined;
    const docs = kinds.find((kind) => kind.section?.resource === resource.name)?.section?.docs;
    if (docs === undefined || !("collection" in resource)) return undefined;
    return describeCollection(resource as CollectionResource<string, string, never>, docs as never);
  });
}

/** A core as the build renders documents from it: with its resources' documentation when the build made it. */
export type DocumentedApp = App & { docs?: ApiDocs };

/** The documentation of `app`'s resources: the build's, or made from the resources and `kinds`. */
export function appDocs(app: DocumentedApp, kinds: readonly ContentKind[] = CONTENT_KINDS): ApiDocs {
  return app.docs ?? resourceDocsOf(app.resources, kinds);
}

/** The API reference of every cacheable route of `app`, with its tag, in the table's order. */
export function documentedRoutesOf(app: DocumentedApp, index: PortfolioIndex, kinds: readonly ContentKind[] = CONTENT_KINDS): DocumentedRoute[] {
  return listDocumentedRoutes(app.routes, appDocs(app, kinds), index);
}

/**
 * Every problem type `app` can answer with, in the order the documents list them: its
 * resources' own and the shared ones. Only the documents read the whole list, so the function
 * never orders it.
 */
export function appProblems(app: Pick<App, "resources">): AnyProblemType[] {
  return orderProblems([...app.resources.flatMap((resource) => (resource.problems ?? []).map((p) => p.type)), ...SITE_PROBLEMS]);
}
