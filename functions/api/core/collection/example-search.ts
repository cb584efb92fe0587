// A search word the documentation can show: a word of one of the owner's own titles, chosen so
// that its search always answers 200 with at least that project.
import { foldWords } from "../text-fold.ts";

/** Short enough to read, long enough to mean something. */
const MIN = 3;
const MAX = 24;

/** The first title word of 3 to 24 letters or digits, or undefined when no title has one. */
export function exampleSearchWord(projects: ReadonlyArray<{ title: string }>): string | undefined {
  for (const project of projects) {
    for (const word of project.title.split(/\s+/)) {
      // Letters and digits only: no lone surrogate, no character a URL or Markdown would mangle.
      const clean = word.replace(/[^\p{L}\p{N}]/gu, "");
      if ([...clean].length >= MIN && [...clean].length <= MAX && foldWords(clean).length === 1) return clean.toLowerCase();
    }
  }
  return undefined;
}
