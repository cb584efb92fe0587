// Every response schema the build knows, by component name: the shared registry the core's
// routes name (functions/api/schemas/route-schemas.ts) plus those the content kinds of added
// sections bring. The build checks every static body against one, and the OpenAPI document
// publishes each.
import type { z } from "zod";
import { RESPONSE_SCHEMAS } from "../functions/api/schemas/route-schemas.ts";
import { CONTENT_KINDS, kindResponseSchemas, type ContentKind } from "./content/kinds.ts";

/** The whole registry for a set of kinds. */
export function responseSchemaRegistry(kinds: readonly ContentKind[] = CONTENT_KINDS): Readonly<Record<string, z.ZodType>> {
  return { ...RESPONSE_SCHEMAS, ...kindResponseSchemas(kinds) };
}
