// Every response schema the build knows, by component name: the shared registry the core's
// routes and tools name (functions/api/schemas/route-schemas.ts) plus those the content kinds
// of added sections bring. The build checks every static body against one, makes each MCP
// tool's output schema from one, and the OpenAPI document publishes each.
import type { z } from "zod";
import { responseSchemas } from "../functions/api/schemas/route-schemas.ts";
import type { SiteVocabulary } from "../functions/api/core/vocabulary.ts";
import { CONTENT_KINDS, kindResponseSchemas, type ContentKind } from "./content/kinds.ts";

/** The whole registry for a site's lanes, tiers and languages and a set of kinds. */
export function buildResponseSchemaRegistry(site: SiteVocabulary, kinds: readonly ContentKind[] = CONTENT_KINDS): Readonly<Record<string, z.ZodType>> {
  return { ...responseSchemas(site), ...kindResponseSchemas(kinds, site.translations) };
}
