// The languages of the project views, as plain values with no imports: the core, the response
// schemas and the content schemas all read them, so none of them imports another for these.

/** The header every answer of a project view carries, naming its language. */
export const CONTENT_LANGUAGE = "Content-Language";

/** The language the content is written in. Asking for it gives exactly today's answers. */
export const DEFAULT_LANGUAGE = "en";

/**
 * A translation language as site.json lists it: a BCP 47 tag (RFC 5646 §2.1) of a language
 * (2–3 letters), an optional script (4 letters) and an optional region (2 letters or 3 digits):
 * `tr`, `pt-BR`, `zh-Hant`, `zh-Hant-TW`, `es-419`. Written in the RFC's conventional case
 * (§2.1.1) because `?lang=` matches the code exactly as declared. The one definition: the
 * content schema, the response schemas and the OpenAPI document all use it.
 */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/;

/** The fields a project may carry a translation of, in the order `fallback` lists them. */
export const TRANSLATABLE_FIELDS = ["title", "summary"] as const;
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/**
 * The content field holding `field` in `lang`: `title` + `tr` → `titleTr`. The one place the
 * name is formed, so offering `de` (titleDe, summaryDe) needs no code here.
 */
export function translationKey<F extends TranslatableField, L extends string>(field: F, lang: L): `${F}${Capitalize<L>}` {
  return `${field}${lang.charAt(0).toUpperCase()}${lang.slice(1)}` as `${F}${Capitalize<L>}`;
}

/** Every language an answer can be in: the default first, then site.json's translations. */
export function servedLanguages(translations: readonly string[]): string[] {
  return [DEFAULT_LANGUAGE, ...translations.filter((lang) => lang !== DEFAULT_LANGUAGE)];
}

/**
 * The languages the content has translated fields for: the spec's `titleTr` and `summaryTr`.
 * Every schema, the search and the docs form those names with translationKey from this list.
 */
export const CONTENT_LANGUAGES = ["tr"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** A translated field's name, as a type: `titleTr`. */
export type TranslationKey = `${TranslatableField}${Capitalize<ContentLanguage>}`;

/** Every translated field the content may carry, in the order the schemas list them. */
export const TRANSLATION_KEYS = CONTENT_LANGUAGES.flatMap((lang) => TRANSLATABLE_FIELDS.map((field) => translationKey(field, lang))) as TranslationKey[];

/**
 * `field`'s translated fields, each with `value(lang)`: `translatedFields("title", …)` gives
 * `{ titleTr: … }`. Schemas and shapes spread it right after the field itself.
 */
export function translatedFields<F extends TranslatableField, V>(field: F, value: (lang: ContentLanguage) => V): { [K in `${F}${Capitalize<ContentLanguage>}`]: V } {
  return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [translationKey(field, lang), value(lang)])) as { [K in `${F}${Capitalize<ContentLanguage>}`]: V };
}
