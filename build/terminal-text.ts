// The one way a value reaches the terminal: content text, file names, URLs, error messages and
// whatever a deployment answers `npm run verify` are printed by check, build, start, dev and
// verify, and a control character among them could clear the screen, retitle the window,
// rewrite a line ("Build OK") or reorder text. Every such character is shown as a visible
// escape instead, so what is printed is what is stored.

/**
 * Every character that acts on a terminal or prints nothing, by its Unicode properties: the C0
 * and C1 controls and DEL (Cc: U+009B is a one-byte CSI and U+009D a one-byte OSC to some
 * terminals, U+0085 a line break), the format controls (Cf: the bidirectional marks,
 * embeddings, overrides and isolates, the deprecated controls that switch mirroring and digit
 * shapes, the interlinear annotations, the tag characters, the shorthand and musical format
 * controls), the line and paragraph separators (Zl, Zp), lone surrogates (Cs: a terminal would
 * print U+FFFD), the default-ignorable code points (the soft hyphen, the Hangul fillers, the
 * variation selectors, the reserved ones: they print nothing, so two answers verify compares
 * could look the same when they differ, and the tag and selector sets can carry hidden bytes),
 * and every space but the plain one (a no-break or thin space looks like U+0020). Zero-width
 * joiners and non-joiners, and U+FE0E/U+FE0F, stay: emoji sequences and Persian words need
 * them, and they move nothing.
 */
const UNPRINTABLE = /(?![ \u200c\u200d\ufe0e\ufe0f])[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\p{Zs}\p{Default_Ignorable_Code_Point}]/gu;

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
