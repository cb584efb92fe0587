// The one way a value reaches the terminal: content text, file names, URLs and error messages
// are printed by check, build, start and dev, and a control character among them could clear
// the screen, retitle the window, rewrite a line ("Build OK") or reorder text. Every such
// character is shown as a visible escape instead, so what is printed is what is stored.

/**
 * C0 controls and DEL, C1 controls (U+0080–U+009F: U+009B is a one-byte CSI to some
 * terminals), the bidirectional marks, embeddings, overrides and isolates, the Unicode line
 * and paragraph separators, and lone surrogates (a terminal would print U+FFFD).
 */
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const SHORT: Readonly<Record<string, string>> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/** `text` with every character that could act on a terminal written as `\n`, `\t` or `\u001b`. */
export function terminalText(text: string): string {
  return text.replace(UNPRINTABLE, (char) => SHORT[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** Several lines of output: each line escaped, the line breaks between them kept. */
export function terminalLines(text: string): string {
  return text.split("\n").map(terminalText).join("\n");
}
