// Other words an owner gives a field, in English or her own language: `langues` (French for
// languages) is no slip of `lanes`, which edit distance finds nearer, but what site.json calls
// `translations`. A short table of the words a field is most often given, not a dictionary.

/** Each field's other names, lowercase. */
const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  translations: ["languages", "langues", "langs", "lang", "locales", "locale", "i18n", "idiomas", "sprachen", "lingue", "talen"],
};

/** The field among `known` that `key` is another word for (`Locales` → `translations`), if the table names one. */
export function fieldNamedOtherwise(key: string, known: readonly string[]): string | undefined {
  const word = key.toLowerCase();
  return known.find((field) => SYNONYMS[field]?.includes(word));
}
