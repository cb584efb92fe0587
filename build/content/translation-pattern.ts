// The project editor schema's translated fields. Which languages a project may translate into is
// site.json's to say, so the committed editor schema (one for every owner) cannot list them:
// it names the spec's `titleTr` and `summaryTr` and takes any other `title<Lang>` and
// `summary<Lang>` by pattern. The build checks them against site.json.
import { DEFAULT_LANGUAGE, languageSuffix, SPEC_TRANSLATION, TRANSLATABLE_FIELDS } from "../../functions/api/core/languages/translation-keys.ts";

/**
 * `titleFr`, `summaryPtBr`, `titleZhHant`, `titleEs419`: a field name, then a language by
 * languageSuffix's rule, part for part as LANGUAGE_PATTERN takes a tag (a language of 2–3
 * letters, a script of 4, a region of 2 letters or 3 digits), so `titleFR` and `titlefr` are
 * flagged in the editor as the build refuses them. The spec's own (`titleTr`) is a property of
 * its own, and the content's own language (`titleEn`) is no translation, so neither matches.
 */
export const TRANSLATION_KEY_PATTERN = `^(${TRANSLATABLE_FIELDS.join("|")})(?!(?:${languageSuffix(SPEC_TRANSLATION)}|${languageSuffix(DEFAULT_LANGUAGE)})$)[A-Z][a-z]{1,2}(?:[A-Z][a-z]{3})?(?:[A-Z][a-z]|[0-9]{3})?$`;

/**
 * The same for an added section's files (translated-sections.ts), which name no language of
 * their own: `titleTr` is one translation among others there.
 */
export const SECTION_TRANSLATION_KEY_PATTERN = `^(${TRANSLATABLE_FIELDS.join("|")})(?:[A-Z][a-z]*|[0-9]+)+$`;

/** The generated schema with a pattern property for every translated field. */
export function withTranslationPattern(generated: Record<string, unknown>, pattern = TRANSLATION_KEY_PATTERN): Record<string, unknown> {
  return {
    ...generated,
    patternProperties: {
      [pattern]: {
        type: "string",
        minLength: 1,
        description: "A translated title or summary: the field name, then the language as site.json lists it in translations, each part capitalized (titleFr for fr, summaryPtBr for pt-BR). The language must be listed.",
      },
    },
  };
}
