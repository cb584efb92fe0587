// A language site.json offers must be one the content really translates: otherwise `?lang=de`
// would publish English text labelled German, and the portal, llms.txt, OpenAPI and MCP would
// advertise it as a translation. Content can carry translated text only in CONTENT_LANGUAGES
// (the spec's titleTr and summaryTr), so any other language is refused, and so is one of those
// that no project translates yet.
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { CONTENT_LANGUAGES, TRANSLATABLE_FIELDS, translationKey, type ContentLanguage } from "../../functions/api/core/resources/projects/languages.ts";
import type { ProjectContent, SiteContent } from "./content-schemas.ts";

const translatable = (lang: string): lang is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(lang);
/** The project fields that hold text in `lang`: `titleTr`, `summaryTr`. */
export const keysOf = (lang: ContentLanguage) => TRANSLATABLE_FIELDS.map((field) => translationKey(field, lang));

/**
 * One problem per offered language with no translated text. `complete` is false when some
 * project file failed its own checks: it might hold the translation, so "none" is not claimed.
 */
export function checkOfferedLanguages(label: string, site: SiteContent, projects: readonly ProjectContent[], complete: boolean): ContentProblem[] {
  const file = `${label}/site.json`;
  const fields = CONTENT_LANGUAGES.flatMap(keysOf).join(", ");
  return site.translations.flatMap((lang, i): ContentProblem[] => {
    const at = `translations[${i}]`;
    if (!translatable(lang)) {
      return [contentProblem(file, at, `offers '${lang}', but content can hold translated text only in ${CONTENT_LANGUAGES.join(", ")} (${fields}), so ?lang=${lang} would be English labelled '${lang}'`, `remove "${lang}" from translations`)];
    }
    const keys = keysOf(lang);
    if (!complete || projects.some((project) => keys.some((key) => project[key] !== undefined))) return [];
    return [contentProblem(file, at, `offers '${lang}', but no project has ${keys.join(" or ")}`, `translate a project's ${keys.join(" or ")}, or remove "${lang}" from translations`)];
  });
}
