// Curly quotes (“ ” ‘ ’ „ ‚ ‛ ‟), which word processors and smart-quote settings put in place of
// `"` when text is pasted, and the other typographic quotes a locale's settings or keyboard make
// of it (« » ‹ › in French, Swiss or Russian text, the full-width ＂ of a CJK input method):
// JSON.parse then speaks of property names and tokens, never of quotes, and sends the owner
// looking for the wrong mistake.

/** The quotes an editor's autocorrect makes of `"` and `'`, by what the owner would call them. */
const CURLY = new Set(["\u201c", "\u201d", "\u2018", "\u2019", "\u201e", "\u201a", "\u201b", "\u201f"]);
const TYPOGRAPHIC = new Set(["\u00ab", "\u00bb", "\u2039", "\u203a", "\uff02"]);
const isQuote = (char: string) => CURLY.has(char) || TYPOGRAPHIC.has(char);
/**
 * The curly double quotes, which could have been meant to close a text. Not the guillemets nor
 * the full-width quote: French, Swiss and CJK text holds them inside a text with a space beside
 * them (`"Un outil « rapide » pour tous"`), so a text left open there is a text left open, not
 * one closed with `«`; they are named only where the parser stopped on one.
 */
const DOUBLE = "\u201c\u201d\u201e\u201f";
const MEANT_END_AT_LINE_END = new RegExp(`[${DOUBLE}](?=[\\s,:}\\]]|$)`);
const MEANT_END = new RegExp(`[${DOUBLE}][\\s,:}\\]]+$`);

/** What the owner calls `quote`: a curly quote, or (for « » ‹ › ＂) a typographic one. */
export function quoteName(quote: string): "curly quote" | "typographic quote" {
  return TYPOGRAPHIC.has(quote) ? "typographic quote" : "curly quote";
}

/** A curly quote that broke the parse: where it is, and whether JSON read it as part of a text. */
export interface CurlyQuote {
  offset: number;
  quote: string;
  /** True when a text opened with `"` was meant to end at it (`"Alpha”,`), so the parser read on. */
  inText: boolean;
}

/**
 * The curly quote that made the parser stop at `offset`, or undefined. Either the parser stopped
 * on one (`{ “slug”: …`), or it stopped in or right after a text whose last curly double quote
 * is followed only by what comes after a text (`,`, `:`, `}`, `]`, spaces), or in a text still
 * open at the end of its line, at its first curly double quote that could end it: the owner's
 * closing quote was curly. A curly quote inside a text that really ends there is fine.
 */
export function findCurlyQuote(text: string, offset: number): CurlyQuote | undefined {
  const at = text[offset] ?? "";
  if (isQuote(at)) return { offset, quote: at, inText: false };
  const last = lastTextBefore(text, offset);
  if (last === undefined) return undefined;
  const body = text.slice(last.start + 1, last.end);
  // The text still open at a line break (or the file's end), which JSON never allows inside
  // one: its first curly quote that could have closed it (`"portfolio-api”⏎`, `"order”: 3,⏎`).
  const openAtLineEnd = last.end === offset && !(text.charCodeAt(offset) >= 0x20);
  // Otherwise something must follow: `"He said “hi”"` ends in a curly quote and a straight one, on purpose.
  const meantEnd = (openAtLineEnd ? MEANT_END_AT_LINE_END : MEANT_END).exec(body);
  if (meantEnd === null) return undefined;
  return { offset: last.start + 1 + meantEnd.index, quote: meantEnd[0][0] ?? "", inText: true };
}

/**
 * The last `"…"` text that starts before `offset` and either is still open there or ends only
 * spaces before it: the text the parser was reading, or had just read, when it failed.
 */
function lastTextBefore(text: string, offset: number): { start: number; end: number } | undefined {
  let start = -1;
  let end = -1;
  let open = false;
  for (let i = 0; i < offset; i++) {
    const c = text[i];
    if (open && c === "\\") i++;
    else if (open && c === '"') [open, end] = [false, i];
    else if (!open && c === '"') [open, start] = [true, i];
  }
  if (start < 0) return undefined;
  if (open) return { start, end: offset };
  return text.slice(end + 1, offset).trim() === "" ? { start, end } : undefined;
}
