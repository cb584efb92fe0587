// The HTML document around every generated page: language, metadata, inline style, and an
// empty icon so browsers do not ask for /favicon.ico.
import { escapeHtml } from "./html-text.ts";
import { PAGE_STYLE } from "./page-style.ts";

/** What one generated page fills into the shared shell; the markup parts are trusted and escaped by the caller. */
export interface PageParts {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** Extra trusted markup for <head> (e.g. JSON-LD), already escaped. */
  head?: string;
  /** Trusted body markup, already escaped. */
  body: string;
}

/** A complete HTML5 document. */
export function renderPage(parts: PageParts): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(parts.title)}</title>
<meta name="description" content="${escapeHtml(parts.description)}">
<link rel="canonical" href="${escapeHtml(parts.canonical)}">
<link rel="icon" href="data:,">
<style>${PAGE_STYLE}</style>
${parts.head ?? ""}
</head>
<body>
${parts.body}
</body>
</html>
`;
}
