// A prefilter for `q`: which projects' search texts contain each (hashed) pair of adjacent
// characters. A word can only be a substring of a text that holds every pair of the word, so
// intersecting the pairs' sets leaves the few candidates worth the exact `includes` check,
// instead of every project. It only ever rules projects out; `includes` still decides.

/** Hash buckets for character pairs: 1,024 rows of one bit per project (1.3 MB at 10,000). */
const BUCKETS = 1024;

/** The bucket of a pair of UTF-16 code units; lowercase letter pairs barely collide. */
function bucket(first: number, second: number): number {
  return (first * 37 + second) & (BUCKETS - 1);
}

/** Project numbers (positions in `texts`) that may contain every word, or all of them. */
export type PairIndex = (words: readonly string[]) => Uint32Array | undefined;

/**
 * Index `texts` once. The query answers a bit set over the texts (bit i of word i >> 5), or
 * undefined when no word has two characters to go by, meaning every text is a candidate.
 */
export function createPairIndex(texts: readonly string[]): PairIndex {
  const stride = Math.ceil(texts.length / 32);
  const rows = new Uint32Array(BUCKETS * stride);
  texts.forEach((text, i) => {
    const column = i >>> 5;
    const bit = 1 << (i & 31);
    for (let j = 1; j < text.length; j++) rows[bucket(text.charCodeAt(j - 1), text.charCodeAt(j)) * stride + column]! |= bit;
  });
  return (words) => {
    let candidates: Uint32Array | undefined;
    for (const word of words) {
      for (let j = 1; j < word.length; j++) {
        const row = bucket(word.charCodeAt(j - 1), word.charCodeAt(j)) * stride;
        if (!candidates) candidates = rows.slice(row, row + stride);
        else for (let k = 0; k < stride; k++) candidates[k]! &= rows[row + k]!;
      }
    }
    return candidates;
  };
}

/** The positions of the set bits, in ascending order (so the canonical order is kept). */
export function* setBits(bits: Uint32Array): Generator<number> {
  for (let k = 0; k < bits.length; k++) {
    let value = bits[k]!;
    while (value !== 0) {
      const lowest = value & -value;
      yield k * 32 + 31 - Math.clz32(lowest);
      value ^= lowest;
    }
  }
}
