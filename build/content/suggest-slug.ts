// The slug a name or an invalid file name most likely means (`My App`, `Data-Quality-Gates`
// → `my-app`, `data-quality-gates`), so a message can say what to write instead of only
// what is wrong. Folds like the search does, so letters with diacritics keep their base letter.
import { fold } from "../../functions/api/core/text-fold.ts";
import { SLUG_MAX_LENGTH } from "../../functions/api/core/limits.ts";

/** Why text in another script gets no slug from it. */
export const NOT_LATIN = "written in another script: spell the name with a–z letters";

/**
 * `text` as a slug: folded, every run of other characters one hyphen, trimmed to the cap; or
 * undefined when nothing of it survives (`!!!`, `健康`): a message then asks for Latin letters
 * rather than offering a slug that has nothing to do with the text.
 */
export function latinSlug(text: string): string | undefined {
  // Upper case first: `ß` → `SS`, `ﬁ` → `FI`, letters fold() alone would turn into a hyphen.
  const words = fold(compatible(text).toUpperCase())
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  // Letters, none of them Latin (`データ2`): the digits alone (`2`) would be no name of it.
  if (/\p{L}/u.test(text) && !hasLatinLetter(text)) return undefined;
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    // Whole words only: a slug cut mid-word reads as a typo.
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug === "" ? words[0]?.slice(0, SLUG_MAX_LENGTH) : slug;
}

/** True when some letter of `text` is spelled a–z once folded (`é`, `ß` count; `е`, `デ` do not). */
function hasLatinLetter(text: string): boolean {
  // Upper case first, as latinSlug folds: `ß` → `SS`, `ﬁ` → `FI`.
  return /[a-z]/.test(fold(compatible(text).toUpperCase()));
}

/** Full-width and other compatibility forms as the letters and digits they are (`２０２４` → `2024`). */
function compatible(text: string): string {
  return text.normalize("NFKC");
}

/** Scripts whose letters can pass for Latin ones on screen (`е`, `ο`, `ս`, `Ꭺ`): named one by one. */
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Cherokee}]/u;

/**
 * The letters and digits of `text` that have no a–z or 0–9 spelling, each with its code point:
 * ` ('е' U+0435 is no a–z letter)`, or "" when there are none. A Cyrillic `е` in `websitе` looks
 * like the Latin one on screen, so a message that only dropped it would leave the owner puzzled.
 */
export function unspellableNote(text: string): string {
  const chars = [...new Set(Array.from(text).filter((c) => /[\p{L}\p{N}]/u.test(c) && !/[a-z0-9]/.test(fold(compatible(c).toUpperCase()))))];
  if (chars.length === 0) return "";
  // Text with no Latin letter at all (`データ`, `データ2`) is no look-alike: it is another script.
  if (!hasLatinLetter(text)) return ` (${NOT_LATIN})`;
  // The first three, then `…`: each as `'Ə'`, or with its code point where the letter may pass for Latin.
  const listed = (shown: (c: string) => string) => `${chars.slice(0, 3).map(shown).join(", ")}${chars.length > 3 ? ", …" : ""}`;
  const verb = chars.length === 1 ? "is" : "are";
  // Latin letters with no a–z spelling (`Ə`, `Ŋ`, `ɛ`): Latin all the same, so not "another script".
  if (chars.every((c) => /\p{Script=Latin}/u.test(c))) return ` (${listed((c) => `'${c}'`)} ${verb} Latin with no a–z spelling, which a slug cannot hold)`;
  // Beside Latin words, a script no one mistakes for Latin (`健康 app`) is named as what it is.
  if (!chars.some((c) => LOOK_ALIKE.test(c))) return ` (${listed((c) => `'${c}'`)} ${verb} in another script, which a slug cannot hold)`;
  const named = listed((c) => `'${c}' U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);
  return ` (${named} ${chars.length === 1 ? "is no a–z letter or digit" : "are no a–z letters or digits"}: retype ${chars.length === 1 ? "it" : "them"} if ${chars.length === 1 ? "it only looks" : "they only look"} Latin)`;
}

/**
 * A name for a new file beside `taken` (the names already there), from `slug`: itself when
 * free, else the first of `-2`, `-3`… that is, so a suggested rename never overwrites a file.
 * It takes a slug, not a text: a caller with no slug to offer says so rather than invent one.
 */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${slug.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
