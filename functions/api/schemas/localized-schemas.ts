// Response schemas of the translated views (`?lang=`): today's project shapes plus `lang` and
// `fallback`. Both are absent in the default language, whose answers stay byte for byte today's.
import { z } from "zod";
import { LANGUAGE_PATTERN, TRANSLATABLE_FIELDS } from "../core/resources/projects/languages.ts";
import type { Vocabulary } from "../core/vocabulary.ts";
import { ProjectDetailSchema, ProjectItemSchema, projectItemSchema } from "./response-schemas.ts";

const localization = {
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

export const LocalizedProjectItemSchema = ProjectItemSchema.extend(localization);

export const LocalizedProjectListSchema = z.strictObject({
  total: z.int().nonnegative(),
  projects: z.array(LocalizedProjectItemSchema),
});

export const LocalizedProjectDetailSchema = ProjectDetailSchema.extend(localization);

/** The translated views of one site: list items carry its lanes and tiers as enums. */
export function localizedProjectSchemas(vocabulary: Vocabulary) {
  const item = projectItemSchema(vocabulary).extend(localization);
  return { item, list: z.strictObject({ total: z.int().nonnegative(), projects: z.array(item) }), detail: LocalizedProjectDetailSchema };
}

export type LocalizedProjectItem = z.infer<typeof LocalizedProjectItemSchema>;
export type LocalizedProjectList = z.infer<typeof LocalizedProjectListSchema>;
export type LocalizedProjectDetail = z.infer<typeof LocalizedProjectDetailSchema>;
