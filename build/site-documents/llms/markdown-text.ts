// Markdown building blocks for the llms files: link lines and content text that cannot
// break them (issue 11.3: content must not open a heading, a link or HTML).
import { escapeMarkdown, markdownUrl } from "../text/markdown-escape.ts";

/** Content text on one line, as inert Markdown. */
export function inlineText(text: string): string {
  return escapeMarkdown(text);
}

/**
 * A URL from content shown as a CommonMark autolink: the whole URL is the link (a bare URL
 * would lose trailing `*_` and the like to GFM's autolink rules), and it cannot hold `<`, `>`
 * or a space, so it cannot end early.
 */
export function inlineUrl(url: string): string {
  return `<${markdownUrl(url)}>`;
}

/**
 * Content text inside a link label (`[label](url)`), as inert Markdown that opens no link or
 * image. A backslash-escaped bracket is not enough there: marked (Redoc's renderer, and what
 * many viewers use) unescapes `\[` and `\]` in a label before it parses the label again, so
 * `\[x\](javascript:…)` becomes a live link inside the outer one. Brackets are written as
 * the character references `&#91;` and `&#93;` instead: CommonMark §2.5 treats a reference as
 * text, never as syntax, and marked passes it through for the browser to decode.
 */
export function linkLabel(text: string): string {
  // Left to right, an escaped backslash (`\\`) is one token, so `\[` is always an escaped `[`.
  return escapeMarkdown(text).replace(/\\([\\[\]])/g, (pair: string, char: string) => (char === "[" ? "&#91;" : char === "]" ? "&#93;" : pair));
}

/** A link-list item as the llms.txt proposal writes it: `- [name](url): note`. */
export function linkLine(name: string, url: string, note?: string): string {
  return `- [${linkLabel(name)}](${markdownUrl(url)})${note ? `: ${inlineText(note)}` : ""}`;
}

/** An H2 section: heading, blank line, body lines. */
export function section(title: string, lines: string[]): string {
  return `## ${title}\n\n${lines.join("\n")}\n`;
}
