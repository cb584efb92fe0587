// Safe text for generated HTML: escaped content and JSON that can sit inside a <script>.

/** Escape text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/**
 * JSON for a <script> element: `<` is escaped so no value can close the element (`</script>`)
 * or open a comment, and U+2028/U+2029 are escaped for older JavaScript parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c").replaceAll("\u2028", "\\u2028").replaceAll("\u2029", "\\u2029");
}
