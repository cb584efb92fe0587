// How a collection names one and several of its items, in the API's own words: problem titles
// and details, parameter descriptions, tool texts and list lines all speak it.

/** `{ one: "project", many: "projects" }`: lowercase, as in a sentence. */
export interface Noun {
  one: string;
  many: string;
}

/**
 * `award` → `an award`, `project` → `a project`: by the first letter, which is right for the
 * nouns an API names its items and filters with (a word that sounds otherwise, `hour`, `user`,
 * can be declared with its article where a declaration takes one: a detail tool's `offered`).
 */
export function withArticle(word: string): string {
  return `${/^[aeiou]/.test(word) ? "an" : "a"} ${word}`;
}

/** `project` → `Project`. */
export function capitalized(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** `case study` → `CASE_STUDY`: the noun as part of a problem code. */
export function codeWord(word: string): string {
  return word.toUpperCase().replace(/[^A-Z0-9]+/g, "_");
}

/** `case study` → `CaseStudy`: the noun as part of a schema or component name. */
export function pascalWord(word: string): string {
  return word.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalized).join("");
}
