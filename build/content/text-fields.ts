// The two kinds of free text in content: a line (a name, a title, a list item) and prose (a
// bio, a summary, an excerpt). Both are trimmed and capped: the spec sets no lengths, and a
// cap keeps one hostile file from costing every renderer, index and listing (a 1 MB title
// would be copied into every list page). Only prose may hold a tab or a line break; other
// control characters are refused in every field (control-characters.ts).
import { z } from "zod";

/** Longest line: some three times the longest title or list item a real portfolio has. */
export const LINE_MAX = 200;
/** Longest prose field: a long introduction is some 600 characters. */
export const PROSE_MAX = 5000;
/** Longest URL: what browsers, CDNs and sitemaps all accept. */
export const URL_MAX = 2048;
/** Longest e-mail address (RFC 5321 §4.5.3.1: a 254-octet path without its angle brackets). */
export const EMAIL_MAX = 254;

/**
 * Anything but white space, invisible format characters (U+200B, U+200D, U+2060, U+FEFF…) and
 * what no renderer draws though Unicode calls it a letter or a mark (Hangul fillers U+3164,
 * U+FFA0, U+115F, the grapheme joiner U+034F, variation selectors: Default_Ignorable_Code_Point),
 * nor the braille blank U+2800, which shows as a space.
 */
const VISIBLE = /[^\s\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/**
 * Most combining marks real writing stacks on one character: decomposed Vietnamese has two,
 * pointed Hebrew with cantillation four or five. A longer run ("Zalgo" text) draws above and
 * below its line, over the titles and buttons around it in every page and view that shows it.
 */
const MARKS_MAX = 8;
const MARK_RUN = new RegExp(`\\p{M}{${MARKS_MAX + 1},}`, "u");
/** Invisible characters that are no mark (a joiner, a word joiner): a run is counted across them. */
const IGNORABLE_NON_MARK = new RegExp("[\\p{Default_Ignorable_Code_Point}--\\p{M}]", "gv");

/** Tab and the line breaks of Unicode as well as ASCII: one line has none. */
const BREAKS = /[\t\n\u0085\u2028\u2029]/;

/** `absent`, where given, is how to write "none" instead of null (leave the field out). */
const capped = (max: number, empty = "must not be empty", absent?: string) =>
  z
    .string(absent === undefined ? undefined : { error: (issue) => (issue.input === null ? `expected a string, got null: ${absent}` : undefined) })
    .trim()
    .min(1, empty)
    // Text of invisible characters alone (a zero-width space, a joiner) shows as empty too.
    .refine((value) => value.length === 0 || VISIBLE.test(value), empty)
    .max(max, `must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      // A zero-width joiner between two runs of 8 draws them as one stack all the same.
      const run = MARK_RUN.exec(value.replace(IGNORABLE_NON_MARK, ""));
      if (run) ctx.addIssue({ code: "custom", input: value, message: `must not stack more than ${MARKS_MAX} combining marks on one character (${[...run[0].matchAll(/\p{M}/gu)].length} here): they draw over the text around it` });
    });

/** One line of text: no tab, no line break. `empty` is the message for an empty one, where a field has more to say. */
export function lineText(empty?: string, absent?: string) {
  return capped(LINE_MAX, empty, absent).refine((value) => !BREAKS.test(value), "must be one line, with no tab or line break");
}

/** Prose: tabs and line breaks allowed (renderers that need one line collapse them). */
export function proseText(empty?: string, absent?: string) {
  return capped(PROSE_MAX, empty, absent);
}
