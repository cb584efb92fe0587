// The size of a list's JSON, known before the list is built: every item's list view is
// measured once (for projects by the build, stored in the index), so an answer too large for
// the function is refused from a sum, not after serializing megabytes (0.4–1.0 s and about
// 95 MB for one MCP call over 10,000 projects).

/**
 * A JSON text's size: its UTF-8 bytes, and the characters escaping adds when the text is
 * itself put in a JSON string (an MCP tool result carries its payload as text too).
 */
export interface JsonSize {
  bytes: number;
  escapes: number;
}

/**
 * Per language, per item in the collection's order: the list item's JSON size, as parallel
 * arrays so the index module stays small.
 */
export type ListItemSizes = Record<string, { bytes: number[]; escapes: number[] }>;

/** The size of a JSON text. JSON.stringify leaves only `"` and `\` to escape again (controls are already escapes). */
export function jsonSize(text: string): JsonSize {
  let escapes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0x22 || code === 0x5c) escapes++;
  }
  return { bytes: Buffer.byteLength(text), escapes };
}

/** Measure every list item (in the collection's order) in every language, as `view` shows it. */
export function measureListItems<I>(items: readonly I[], languages: readonly string[], view: (item: I, lang: string) => unknown): ListItemSizes {
  const sizes: ListItemSizes = {};
  for (const lang of languages) {
    const bytes: number[] = [];
    const escapes: number[] = [];
    for (const item of items) {
      const size = jsonSize(JSON.stringify(view(item, lang)));
      bytes.push(size.bytes);
      escapes.push(size.escapes);
    }
    sizes[lang] = { bytes, escapes };
  }
  return sizes;
}

/** True when `sizes` were measured for these items (the same count in every language). */
export function fitsItems(sizes: ListItemSizes | undefined, count: number, languages: readonly string[]): sizes is ListItemSizes {
  return sizes !== undefined && languages.every((lang) => sizes[lang]?.bytes.length === count && sizes[lang]?.escapes.length === count);
}

/**
 * The size of `{"total":n,"<key>":[…]}` holding the items at `positions`: the wrapper
 * measured, plus each item, plus the commas between them.
 */
export function listSize(key: string, positions: readonly number[], sizes: { bytes: number[]; escapes: number[] }): JsonSize {
  const wrapper = jsonSize(JSON.stringify({ total: positions.length, [key]: [] }));
  let bytes = wrapper.bytes + Math.max(positions.length - 1, 0);
  let escapes = wrapper.escapes;
  for (const i of positions) {
    bytes += sizes.bytes[i]!;
    escapes += sizes.escapes[i]!;
  }
  return { bytes, escapes };
}
