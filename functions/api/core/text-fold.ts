// Text folding for search: case-, diacritic- and dotted/dotless-i-insensitive, so that a word
// typed without accents or capitals finds the text written with them (`cafe` finds `Café`,
// `strasse` finds `Straße`, `lodz` finds `Łódź`).

/**
 * Made at the first fold, not at import: the bundler writes this literal as `new RegExp`, which
 * parses the Unicode property at once (0.3 ms of every cold start here, searching or not).
 */
let combiningMarks: RegExp | undefined;

const NOT_ASCII = /[^\0-\x7f]/;

/**
 * Lowercase letters NFD leaves whole (no base letter plus mark to split them into), written as
 * a reader types them on a Latin keyboard: the dotless i, the sharp s, and the stroked and
 * joined letters of Polish, Nordic, Croatian, Maltese and French text. Capitals come here
 * lowercased (`Ł` → `ł`, `ẞ` → `ß`).
 */
const PLAIN_LETTERS: Record<string, string> = { ı: "i", ß: "ss", ł: "l", ø: "o", đ: "d", ð: "d", æ: "ae", œ: "oe", þ: "th", ħ: "h", ŧ: "t" };
/** The keys of PLAIN_LETTERS, so a letter added to the table is folded without a second edit. */
const UNDECOMPOSED = new RegExp(`[${Object.keys(PLAIN_LETTERS).join("")}]`, "g");

/**
 * Fold text to a search key. NFD splits a letter with a diacritic (a cedilla, an accent, the
 * dot above U+0130) into the base letter and combining marks, and the marks are dropped; the
 * letters it cannot split are spelled plainly (PLAIN_LETTERS). Locale-free lowercasing keeps
 * `I` → `i` (some locales would give the dotless i).
 */
export function fold(text: string): string {
  // ASCII has nothing to decompose, no marks and no such letters: lowercasing is the whole fold.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize("NFD")
    .replace((combiningMarks ??= /\p{M}+/gu), "")
    .toLowerCase()
    .replace(UNDECOMPOSED, (letter) => PLAIN_LETTERS[letter] ?? letter);
}

/** Split a query into folded words; blank input gives no words. */
export function foldWords(query: string): string[] {
  return fold(query).split(/\s+/u).filter((word) => word.length > 0);
}
