// Markdown building blocks for the llms files: link lines and text that cannot break them.

/** Text on one line, with the characters that would end a link's text escaped. */
export function inlineText(text: string): string {
  return text.replace(/\s+/g, " ").trim().replace(/([\\[\]])/g, "\\$1");
}

/** A link-list item as the llms.txt proposal writes it: `- [name](url): note`. */
export function linkLine(name: string, url: string, note?: string): string {
  return `- [${inlineText(name)}](${url})${note ? `: ${inlineText(note)}` : ""}`;
}

/** An H2 section: heading, blank line, body lines. */
export function section(title: string, lines: string[]): string {
  return `## ${title}\n\n${lines.join("\n")}\n`;
}
