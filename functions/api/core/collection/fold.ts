// Text folding for search: case-, diacritic- and dotted/dotless-i-insensitive, so that a word
// typed without accents or capitals finds the text written with them (`cafe` finds `Café`).

const COMBINING_MARKS = /\p{M}+/gu;

/** U+0131, the dotless i: it has no decomposition, so it is mapped to `i` by hand. */
const DOTLESS_I = "\u0131";

/**
 * Fold text to a search key. NFD splits a letter with a diacritic (a cedilla, an accent, the
 * dot above U+0130) into the base letter and combining marks, and the marks are dropped.
 * Locale-free lowercasing keeps `I` → `i` (some locales would give the dotless i).
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase().replaceAll(DOTLESS_I, "i");
}

/** Split a query into folded words; blank input gives no words. */
export function foldWords(query: string): string[] {
  return fold(query).split(/\s+/u).filter((word) => word.length > 0);
}
