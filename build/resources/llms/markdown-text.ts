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

/** A link-list item as the llms.txt proposal writes it: `- [name](url): note`. */
export function linkLine(name: string, url: string, note?: string): string {
  return `- [${inlineText(name)}](${markdownUrl(url)})${note ? `: ${inlineText(note)}` : ""}`;
}

/** An H2 section: heading, blank line, body lines. */
export function section(title: string, lines: string[]): string {
  return `## ${title}\n\n${lines.join("\n")}\n`;
}
