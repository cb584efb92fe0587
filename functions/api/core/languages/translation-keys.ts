// The languages of translated views, as plain values with no imports: the core, the response
// schemas and the content schemas all read them, so none of them imports another for these.
// A site offers any language by listing its tag in site.json `translations`; nothing here
// names one, except the spec's own `titleTr` and `summaryTr`, which every project answer keeps.

/** The header every answer of a translated view carries, naming its language. */
export const CONTENT_LANGUAGE = "Content-Language";

/** The language the content is written in. Asking for it gives exactly today's answers. */
export const DEFAULT_LANGUAGE = "en";

/**
 * A translation language as site.json lists it: a BCP 47 tag (RFC 5646 §2.1) of a language
 * (2–3 letters), an optional script (4 letters) and an optional region (2 letters or 3 digits):
 * `fr`, `pt-BR`, `zh-Hant`, `zh-Hant-TW`, `es-419`. Written in the RFC's conventional case
 * (§2.1.1) because `?lang=` matches the code exactly as declared. The one definition: the
 * content schema, the response schemas and the OpenAPI document all use it.
 */
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/;

/** The fields a project may carry a translation of, in the order `fallback` lists them. */
export const TRANSLATABLE_FIELDS = ["title", "summary"] as const;
/** A field a project may carry a translation of. */
export type TranslatableField = (typeof TRANSLATABLE_FIELDS)[number];

/**
 * The spec's translation: its Project and Project detail name `titleTr` and `summaryTr`, so every
 * project answer has them (a detail shows null when there is none), whatever the site offers.
 */
export const SPEC_TRANSLATION = "tr";

/**
 * The part of a field name that names `lang`: each subtag with its first letter capitalized and
 * the rest in lowercase, the hyphens dropped. `tr` → `Tr` (the spec's `titleTr`), `fr` → `Fr`,
 * `pt-BR` → `PtBr`, `zh-Hant` → `ZhHant`, `zh-Hant-TW` → `ZhHantTw`, `es-419` → `Es419`.
 */
export function languageSuffix(lang: string): string {
  return lang
    .split("-")
    .map((part) => `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase()}`)
    .join("");
}

/** A translated field's name: `title` + `fr` → `titleFr`; `summary` + `pt-BR` → `summaryPtBr`. */
export type TranslationKey<F extends TranslatableField = TranslatableField> = `${F}${Capitalize<string>}`;

/** The content field holding `field` in `lang`: the one place the name is formed. */
export function translationKey<F extends TranslatableField>(field: F, lang: string): TranslationKey<F> {
  return `${field}${languageSuffix(lang)}` as TranslationKey<F>;
}

/**
 * An item's translated titles and summaries in `languages` ("" where it has none): what a
 * translated collection's search reads beside its own texts, so `q` finds an item by the title
 * `?lang=` shows. Any item: a translated section's carry the fields its type does not name.
 */
export function translatedTexts(item: object, languages: readonly string[]): string[] {
  return TRANSLATABLE_FIELDS.flatMap((field) => languages.map((lang) => String((item as Record<string, unknown>)[translationKey(field, lang)] ?? "")));
}

/** Every language an answer can be in: the default first, then site.json's translations. */
export function servedLanguages(translations: readonly string[]): string[] {
  return [DEFAULT_LANGUAGE, ...translations.filter((lang) => lang !== DEFAULT_LANGUAGE)];
}

/** The languages whose translated fields a project answer carries: the spec's, then the site's. */
export function fieldLanguages(translations: readonly string[]): string[] {
  return [SPEC_TRANSLATION, ...translations.filter((lang) => lang !== SPEC_TRANSLATION)];
}

/** Every translated field for `languages`, field by field (`titleTr`, `titleFr`, `summaryTr`, `summaryFr`). */
export function translationKeys(languages: readonly string[]): TranslationKey[] {
  return TRANSLATABLE_FIELDS.flatMap((field) => languages.map((lang) => translationKey(field, lang)));
}

/**
 * `field`'s translated fields in `languages`, each with `value(lang)`: `translatedFields("title",
 * ["fr"], …)` gives `{ titleFr: … }`. Schemas and shapes spread it right after the field itself,
 * so the key order of every answer is the same whatever the languages.
 */
export function translatedFields<F extends TranslatableField, V>(field: F, languages: readonly string[], value: (lang: string) => V): Record<TranslationKey<F>, V> {
  return Object.fromEntries(languages.map((lang) => [translationKey(field, lang), value(lang)])) as Record<TranslationKey<F>, V>;
}

/**
 * The language tag a field name's suffix spells, by the rule of languageSuffix: `Fr` → `fr`,
 * `PtBr` → `pt-BR`, `ZhHant` → `zh-Hant`, `Es419` → `es-419`; undefined when it spells none.
 * For messages about a translated field whose language the site does not list.
 */
export function languageOfSuffix(suffix: string): string | undefined {
  const parts = suffix.match(/[A-Z][a-z]*|[0-9]+/g);
  if (!parts || parts.join("") !== suffix) return undefined;
  const [language, ...rest] = parts;
  const tag = [language!.toLowerCase(), ...rest.map((part) => (part.length === 4 ? part : part.toUpperCase()))].join("-");
  return LANGUAGE_PATTERN.test(tag) ? tag : undefined;
}
