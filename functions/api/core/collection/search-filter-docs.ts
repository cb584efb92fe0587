// What the documents say `q` does (search-filter.ts runs it), given the fields a collection
// searches: the words of its query parameter and tool argument, for its documentation's `filters`.

/** `q`'s words; `fields` names what it searches: `the slug, title, summary or a translated title or summary`. */
export function searchWords(fields: string): string {
  return `Search words. Each word must appear in ${fields}, ignoring case and diacritics (dotted and dotless i count as one letter). Trimmed; blank is absent.`;
}
