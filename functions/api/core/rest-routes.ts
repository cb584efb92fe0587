// The REST endpoints of the spec, each a function from a request to a Reply.
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Catalog } from "./catalog.ts";
import { json, problem, type Reply } from "./reply.ts";
import { parseListQuery, rawListQuery } from "./list-query.ts";
import { API_VERSION, isSlug } from "./vocabulary.ts";

/** Answers GET requests for one REST path, or undefined when the path is not REST. */
export type RestRoute = (url: URL) => Reply;

/** Map every REST path to its handler; `projects/{slug}` is matched by prefix in app.ts. */
export function createRestRoutes(index: PortfolioIndex, catalog: Catalog): Map<string, RestRoute> {
  const { site } = index;
  // Static files carry the build time, so that is the honest "server time" (see README).
  const health = {
    status: "ok",
    timestamp: site.builtAt,
    version: API_VERSION,
    service: site.service,
    documentation: `${site.baseUrl}/`,
    openapi: `${site.baseUrl}/openapi.json`,
  };
  return new Map<string, RestRoute>([
    ["/api/v1/health", () => json(health)],
    ["/api/health", () => json({ status: health.status, timestamp: health.timestamp })],
    ["/api/v1/profile", () => json(index.profile)],
    ["/api/v1/skills", () => json(index.skills)],
    ["/api/v1/projects", (url) => listProjects(catalog, url)],
  ]);
}

/** GET /api/v1/projects: `total` is always the number of items returned. */
function listProjects(catalog: Catalog, url: URL): Reply {
  const query = parseListQuery(rawListQuery(url.searchParams));
  if ("kind" in query) return query;
  const projects = catalog.list(query);
  return json({ total: projects.length, projects });
}

/** GET /api/v1/projects/{slug}: the slug is checked as received, before any decoding. */
export function projectDetail(catalog: Catalog, rawSlug: string): Reply {
  if (!isSlug(rawSlug)) {
    const shown = rawSlug.length > 70 ? `${rawSlug.slice(0, 70)}…` : rawSlug;
    return problem("INVALID_SLUG", `'${shown}' is not a valid slug: use 1 to 64 lowercase letters, digits and single hyphens.`);
  }
  const detail = catalog.detail(rawSlug);
  return detail ? json(detail) : problem("PROJECT_NOT_FOUND", `No project has the slug '${rawSlug}'.`);
}
