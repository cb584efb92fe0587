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

/** Anything but white space and invisible format characters (U+200B, U+200D, U+2060, U+FEFF…). */
const VISIBLE = /[^\s\p{Cf}]/u;

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
    .max(max, `must be at most ${max} characters`);

/** One line of text: no tab, no line break. `empty` is the message for an empty one, where a field has more to say. */
export function lineText(empty?: string, absent?: string) {
  return capped(LINE_MAX, empty, absent).refine((value) => !BREAKS.test(value), "must be one line, with no tab or line break");
}

/** Prose: tabs and line breaks allowed (renderers that need one line collapse them). */
export function proseText(empty?: string, absent?: string) {
  return capped(PROSE_MAX, empty, absent);
}
