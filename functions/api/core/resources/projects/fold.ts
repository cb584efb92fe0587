// Text folding for search: case-, diacritic- and dotted/dotless-i-insensitive, so that a word
// typed without accents or capitals finds the text written with them (`cafe` finds `Café`).

const COMBINING_MARKS = /\p{M}+/gu;

/**
 * Fold text to a search key. NFD splits `ç` into `c` + cedilla and `İ` into `I` + dot above,
 * and the marks are dropped; the dotless `ı` has no decomposition, so it is mapped by hand.
 * Locale-free lowercasing keeps `I` → `i` (a Turkish locale would give `ı`).
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(COMBINING_MARKS, "").toLowerCase().replaceAll("ı", "i");
}

/** Split a query into folded words; blank input gives no words. */
export function foldWords(query: string): string[] {
  return fold(query).split(/\s+/u).filter((word) => word.length > 0);
}
