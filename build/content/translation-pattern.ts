// The project editor schema's translated fields. Which languages a project may translate into is
// site.json's to say, so the committed editor schema (one for every owner) cannot list them:
// it names the spec's `titleTr` and `summaryTr` and takes any other `title<Lang>` and
// `summary<Lang>` by pattern. The build checks them against site.json.
import { languageSuffix, SPEC_TRANSLATION, TRANSLATABLE_FIELDS } from "../../functions/api/core/languages/translation-keys.ts";

/**
 * `titleFr`, `summaryPtBr`, `titleZhHant`, `titleEs419`: a field name, then a language by
 * languageSuffix's rule; the spec's own (`titleTr`) is a property of its own, so not matched here.
 */
export const TRANSLATION_KEY_PATTERN = `^(${TRANSLATABLE_FIELDS.join("|")})(?!${languageSuffix(SPEC_TRANSLATION)}$)(?:[A-Z][a-z]*|[0-9]+)+$`;

/** The generated schema with a pattern property for every translated field. */
export function withTranslationPattern(generated: Record<string, unknown>): Record<string, unknown> {
  return {
    ...generated,
    patternProperties: {
      [TRANSLATION_KEY_PATTERN]: {
        type: "string",
        minLength: 1,
        description: "A translated title or summary: the field name, then the language as site.json lists it in translations, each part capitalized (titleFr for fr, summaryPtBr for pt-BR). The language must be listed.",
      },
    },
  };
}
