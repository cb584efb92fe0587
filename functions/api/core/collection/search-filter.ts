// `q`, the search filter: every folded word must appear in one of the item's searched texts
// (case-, diacritic- and dotted/dotless-i-insensitive). The folded texts and, for a large
// collection, their character-pair index are built at the first search, once per collection: a
// cold start that never searches does not pay for folding. Its words, for the documents:
// search-filter-docs.ts.
import { Q_MAX_LENGTH } from "../limits.ts";
import { PROBLEMS } from "../http/problems.ts";
import { problem } from "../http/reply.ts";
import type { Filter, Selection } from "./filter.ts";
import { fold, foldWords } from "../text-fold.ts";
import { createPairIndex, setBits, type PairIndex } from "./pair-index.ts";

/** What `q` is matched against. */
interface SearchIndex {
  /**
   * Per item: the searched texts, folded and joined by a newline. A search word never holds
   * whitespace (foldWords splits on it), so a match can never span two fields, and one
   * `includes` per word does what one per field did.
   */
  texts: string[];
  /** Absent for a collection too small to gain from it (PREFILTER_MIN_ITEMS). */
  pairs: PairIndex | undefined;
}

/**
 * The fewest items for which the pair index is built. Below, a search checks every item: for
 * the sample's 18 projects, building the index cost a cold search 1.4 ms here, and checking
 * every text takes microseconds. At 1,000 items and more it is what keeps a search fast.
 */
export const PREFILTER_MIN_ITEMS = 512;

/** What a search filter is made of. */
export interface SearchFilterSpec<T> {
  /** The items, in the collection's order (positions index into it). */
  items: readonly T[];
  /** An item's searched texts; an absent field is empty. */
  textsOf(item: T): readonly string[];
}

/** `q`: free text, answered by the function only (no file per value). */
export function searchFilter<T>(spec: SearchFilterSpec<T>): Filter<T> {
  let search: SearchIndex | undefined;
  const everything: Selection<T> = { keeps: () => true };
  return {
    name: "q",
    maxLength: Q_MAX_LENGTH,
    parse: (value, source) => {
      // Not normalized: folding decomposes (NFD) whatever composition the client sent.
      const trimmed = value.trim();
      const length = [...trimmed].length;
      if (length > Q_MAX_LENGTH) return problem(PROBLEMS.INVALID_QUERY, { source, name: "q", length, max: Q_MAX_LENGTH });
      const words = foldWords(trimmed);
      if (words.length === 0) return everything;
      search ??= createSearchIndex(spec);
      const { texts, pairs } = search;
      const keeps = (_item: T, i: number) => words.every((word) => texts[i]!.includes(word));
      if (!pairs) return { keeps };
      return {
        keeps,
        // Only items holding every character pair of the words can match; the rest are skipped.
        candidates: () => {
          const bits = pairs(words);
          return bits ? setBits(bits) : undefined;
        },
      };
    },
  };
}

function createSearchIndex<T>(spec: SearchFilterSpec<T>): SearchIndex {
  const texts = spec.items.map((item) => spec.textsOf(item).map(fold).join("\n"));
  return { texts, pairs: texts.length >= PREFILTER_MIN_ITEMS ? createPairIndex(texts) : undefined };
}
