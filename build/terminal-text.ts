// The one way a value reaches the terminal: content text, file names, URLs, error messages and
// whatever a deployment answers `npm run verify` are printed by check, build, start, dev and
// verify, and a control character among them could clear the screen, retitle the window,
// rewrite a line ("Build OK") or reorder text. Every such character is shown as a visible
// escape instead, so what is printed is what is stored.

/**
 * C0 controls and DEL, C1 controls (U+0080–U+009F: U+009B is a one-byte CSI and U+009D a
 * one-byte OSC to some terminals, U+0085 a line break), the bidirectional marks, embeddings,
 * overrides and isolates, the Unicode line and paragraph separators, the deprecated format
 * controls U+206A–U+206F (they switch mirroring and digit shapes, which reorders how text
 * reads), the interlinear annotation controls U+FFF9–U+FFFB (a renderer may hide the text
 * between them), and lone surrogates (a terminal would print U+FFFD). So are the characters
 * that print nothing at all, which would make two different answers look the same in verify's
 * excerpts: the soft hyphen, the zero-width space, the word joiner and the invisible operators
 * (U+2060–U+2064), the byte order mark inside text, the Mongolian free variation selectors and
 * vowel separator, the Hangul fillers, the combining grapheme joiner, the Khmer inherent vowels,
 * the shorthand format controls, the musical format controls, the tag characters
 * (U+E0000–U+E007F) and the variation selectors but the two emoji ones (U+FE00–U+FE0D,
 * U+E0100–U+E01EF): the last two sets can carry hidden bytes. Zero-width joiners and
 * non-joiners, and U+FE0E/U+FE0F, stay: emoji sequences and Persian words need them, and they
 * move nothing.
 */
const UNPRINTABLE =
  /[\u0000-\u001f\u007f-\u009f\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u2028\u2029\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufe00-\ufe0d\ufeff\uffa0\ufff9-\ufffb]|\uDB40[\uDC00-\uDC7F\uDD00-\uDDEF]|\uD82F[\uDCA0-\uDCA3]|\uD834[\uDD73-\uDD7A]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with every character that could act on a terminal written as `\n`, `\t`, `\u001b` or `\u{e0041}`. */
export function terminalText(text: string): string {
  return text.replace(UNPRINTABLE, (char) => {
    const point = char.codePointAt(0) ?? 0;
    return SHORT[char] ?? (point > 0xffff ? `\\u{${point.toString(16)}}` : `\\u${point.toString(16).padStart(4, "0")}`);
  });
}

/** Several lines of output: each line escaped, the line breaks between them kept. */
export function terminalLines(text: string): string {
  return text.split("\n").map(terminalText).join("\n");
}
