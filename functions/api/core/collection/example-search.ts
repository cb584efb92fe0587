// A search word the documentation can show: a word of one of the owner's own titles, chosen so
// that its search always answers 200 with at least that item (the build picks the projects').
import { fold, foldWords } from "../text-fold.ts";

/** Short enough to read, long enough to mean something. */
const MIN = 3;
const MAX = 24;

/**
 * The first title word of 3 to 24 letters or digits, or undefined when no title has one. A word
 * is a run of letters (with their marks) and digits as the title writes it (split at anything else, never joined
 * across it: `Portfolio-CLI` gives `portfolio`, `技能ツリー：スキル` gives `技能ツリー`), so the search,
 * which matches folded text, finds it in its title.
 */
export function exampleSearchWord(items: ReadonlyArray<{ title: string }>): string | undefined {
  for (const item of items) {
    // Marks stay in the word: a Devanagari, Thai or Tamil word is letters and vowel signs.
    for (const word of item.title.split(/[^\p{L}\p{M}\p{N}]+/u)) {
      const length = [...word].length;
      // Lowercased only when all ASCII, else kept as written: a dotted capital `İ` lowercases to
      // `i` and a dot of its own, and `ΟΔΟΣ` to `οδοσ` (Greek ends a word with `ς`); the search
      // folds case anyway.
      if (length >= MIN && length <= MAX && foldWords(word).length === 1 && fold(item.title).includes(fold(word))) return /^[\0-\x7f]*$/.test(word) ? word.toLowerCase() : word;
    }
  }
  return undefined;
}

/** The first item whose title the example word is found in (the lane an example pairs it with). */
export function foundByExample<T extends { title: string }>(items: readonly T[], word: string): T | undefined {
  const folded = fold(word);
  return items.find((item) => fold(item.title).includes(folded));
}
