// Content text inside generated Markdown (llms.txt, OpenAPI summaries and descriptions that
// Redoc renders, raw HTML included): it must read as the same text and never become markup.

/**
 * ASCII punctuation that can start Markdown or HTML syntax, backslash-escaped (CommonMark
 * §2.4 lets any ASCII punctuation be escaped, so the text renders unchanged): tags and
 * autolinks (`<`, `>`), links and images (`[`, `]`), code (backtick), emphasis (`*`, `~`, and
 * `_` where it is not inside a word, the only place it can emphasise), character references
 * (`&` before `name;` or `#123;`) and the escape itself. `!` only matters before `[`.
 */
const INLINE_SYNTAX = /[\\`*~[\]<>]|&(?=#?\w+;)|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])/g;

/** Characters that open a block at the start of a line: headings, quotes, lists, breaks. */
const LEADING_BLOCK = /^([#>+\-=]|\d+(?=[.)]))/;

/**
 * Content text as one line of inert Markdown: whitespace (newlines included) collapses to
 * one space, syntax characters are escaped, a leading block marker is escaped, and bare URLs,
 * `www.` and e-mail addresses are broken so GFM does not turn them into links.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(INLINE_SYNTAX, "\\$&")
    .replace(LEADING_BLOCK, (marker) => (/^\d/.test(marker) ? `${marker}\\` : `\\${marker}`))
    // In a heading a last run of `#` after a space closes it and is dropped (`F #` would read
    // `F`); one escaped `#` makes it text, and anywhere else the escape renders as the same `#`.
    .replace(/(\s)(#+)$/, "$1\\$2")
    .replace(/:\/\//g, "\\://")
    // GFM (marked's, as Redoc bundles it) starts a link at any `www.`, after a letter too
    // (`foowww.`), and an e-mail link at an `@` after `.`, `+` or `-` as well as a word
    // character: every one is broken, as escaping leaves the text as it reads.
    .replace(/www\./gi, (www) => `${www.slice(0, 3)}\\.`)
    .replace(/@/g, "\\@");
}

/**
 * A content URL where Markdown shows or links it: already an http(s) URL (content checks
 * that), with the characters that could end a link destination or open HTML percent-encoded,
 * so it names the same resource and stays one inert token.
 */
export function markdownUrl(url: string): string {
  return url.replace(/[\s<>()[\]`"\\]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0")}`);
}
