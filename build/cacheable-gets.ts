// Every GET whose answer depends only on the content: the static requests of the core's route
// table, each with the file in dist/ that holds its body. The build asks the core for each one,
// and the routing rules send the request to that file.
import type { z } from "zod";
import { createApp } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { listStaticRequests, requestPathOf, type StaticRequest } from "../functions/api/core/route.ts";
import { buildResponseSchemaRegistry } from "./schema-registry.ts";
import { CONTENT_KINDS, type ContentKind } from "./content/kinds.ts";
import { listDocumentedRoutes } from "../functions/api/core/api-docs.ts";
import { appDocs, type DocumentedApp } from "./resource-docs-of.ts";

export { requestPathOf };

/** Where precomputed bodies live in dist/. Under /api/, so the catch-all rule hides them. */
export const STATIC_DIR = "api/_static";

/** A static request of the core, with the file in dist/ that holds its body and the schema that body must meet. */
export interface CacheableGet extends StaticRequest {
  /** The file in dist/ that holds the body. */
  file: string;
  /** The shape the body must have, and its name in the registry. */
  schema: z.ZodType;
  schemaName: string;
}

/**
 * The file of a request: its path under STATIC_DIR, then one segment per query parameter
 * (`lane=builder/tier=featured.json`), or `index.json` with none. `=` never occurs in a path
 * segment of the API, so no two requests share a file.
 */
export function staticFileOf(path: string, query: Record<string, string>): string {
  const entries = Object.entries(query).map(([name, value]) => `${name}=${value}`);
  return `${STATIC_DIR}${path.replace(/^\/api/, "")}/${entries.length > 0 ? entries.join("/") : "index"}.json`;
}

/**
 * The file of a route whose answers sit at their own path (`route.filesAtPath`): the request
 * path itself, so the CDN finds it there before any unforced rule.
 */
export function fileAtPath(path: string): string {
  return path.slice(1);
}

/** Every cacheable GET of the core's route table. */
export function listCacheableGets(index: PortfolioIndex, app: DocumentedApp = createApp(index), kinds: readonly ContentKind[] = CONTENT_KINDS): CacheableGet[] {
  const schemas = buildResponseSchemaRegistry(index.site, kinds);
  // Each route's API reference names the schema its answers follow (a route without one is an error there).
  const schemaOf = new Map(listDocumentedRoutes(app.routes, appDocs(app, kinds), index).map(({ route, doc }) => [route, doc.schema]));
  return listStaticRequests(app.routes).map((request) => {
    const name = schemaOf.get(request.route);
    const schema = name === undefined ? undefined : schemas[name];
    if (!schema || name === undefined) throw new Error(`The route ${request.route.pattern} is cacheable but names no response schema${name === undefined ? "" : ` that a content kind supplies ('${name}')`}.`);
    const file = request.route.filesAtPath ? fileAtPath(request.path) : staticFileOf(request.path, request.query);
    return { ...request, file, schema, schemaName: name };
  });
}
