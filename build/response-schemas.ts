// Every response schema the build knows, by component name: the shared registry the core's
// routes name (functions/api/schemas/route-schemas.ts) plus those the content kinds of added
// sections bring. The build checks every static body against one, and the OpenAPI document
// publishes each.
import type { z } from "zod";
import { responseSchemas } from "../functions/api/schemas/route-schemas.ts";
import type { Vocabulary } from "../functions/api/core/vocabulary.ts";
import { CONTENT_KINDS, kindResponseSchemas, type ContentKind } from "./content/kinds.ts";

/** The whole registry for a site's lanes and tiers and a set of kinds. */
export function responseSchemaRegistry(vocabulary: Vocabulary, kinds: readonly ContentKind[] = CONTENT_KINDS): Readonly<Record<string, z.ZodType>> {
  return { ...responseSchemas(vocabulary), ...kindResponseSchemas(kinds) };
}
