// Response schemas of the translated views (`?lang=`): a site's project shapes plus `lang` and
// `fallback`. Both are absent in the default language, whose answers stay byte for byte today's.
import { z } from "zod";
import { LANGUAGE_PATTERN, TRANSLATABLE_FIELDS } from "../core/languages/translation-keys.ts";
import type { SiteVocabulary } from "../core/vocabulary.ts";
import { projectDetailSchema, projectItemSchema } from "./response-schemas.ts";

/** What a lang view adds to its item: the projects', and a translated section's (build/content/translated-sections.ts). */
export const localization = {
  lang: z
    .string()
    .regex(LANGUAGE_PATTERN)
    .exactOptional()
    .describe("The language asked for with `?lang=`; absent in the default language (en)."),
  fallback: z
    .array(z.enum(TRANSLATABLE_FIELDS))
    .exactOptional()
    .describe("The fields with no translation in `lang`, so still in English; [] when all are translated."),
};

/** The translated views of one site: its lanes and tiers as enums, a translated title and summary per language it offers. */
export function localizedProjectSchemas(site: SiteVocabulary) {
  const item = projectItemSchema(site).extend(localization);
  const detail = projectDetailSchema(site).extend(localization);
  return { item, list: z.strictObject({ total: z.int().nonnegative(), projects: z.array(item) }), detail };
}
