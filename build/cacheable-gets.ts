// Every GET whose answer depends only on the content: the build asks the core for each one
// and writes the body to `file`, and the routing rules send the request to that file.
import type { z } from "zod";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { LANES, TIERS } from "../functions/api/core/vocabulary.ts";
import { HealthSchema, ProfileSchema, ProjectDetailSchema, ProjectListSchema, SkillsSchema } from "../functions/api/schemas/response-schemas.ts";

/** Where precomputed bodies live in dist/. Under /api/, so the catch-all rule hides them. */
export const STATIC_DIR = "api/_static";

export interface CacheableGet {
  /** The request path as the API is called. */
  path: string;
  /** Query parameters that select this answer, in canonical order (lane before tier). */
  query: Record<string, string>;
  /** The file in dist/ that holds the body. */
  file: string;
  /** The shape the body must have. */
  schema: z.ZodType;
}

/** The request URL path + query string of a cacheable GET. */
export function requestPathOf(get: CacheableGet): string {
  const search = new URLSearchParams(get.query).toString();
  return search ? `${get.path}?${search}` : get.path;
}

/** List them all: healths, profile, skills, every list filter (empty ones too), every detail. */
export function listCacheableGets(index: PortfolioIndex): CacheableGet[] {
  const at = (path: string, file: string, schema: z.ZodType, query: Record<string, string> = {}): CacheableGet => ({
    path,
    query,
    file: `${STATIC_DIR}/${file}`,
    schema,
  });
  const list = "/api/v1/projects";
  return [
    at("/api/v1/health", "v1/health.json", HealthSchema),
    at("/api/health", "health.json", HealthSchema),
    at("/api/v1/profile", "v1/profile.json", ProfileSchema),
    at("/api/v1/skills", "v1/skills.json", SkillsSchema),
    at(list, "v1/projects/all.json", ProjectListSchema),
    ...LANES.map((lane) => at(list, `v1/projects/lane/${lane}.json`, ProjectListSchema, { lane })),
    ...TIERS.map((tier) => at(list, `v1/projects/tier/${tier}.json`, ProjectListSchema, { tier })),
    ...LANES.flatMap((lane) =>
      TIERS.map((tier) => at(list, `v1/projects/lane-tier/${lane}/${tier}.json`, ProjectListSchema, { lane, tier })),
    ),
    ...index.projects.map((p) => at(`${list}/${p.slug}`, `v1/projects/detail/${p.slug}.json`, ProjectDetailSchema)),
  ];
}
