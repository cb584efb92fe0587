// The Content-Security-Policy of each generated page, sent in dist/_headers (and so by the
// preview, which applies those rules). Content is escaped before it reaches a page; the
// policy is the second wall: were an escape ever missed, injected markup could run no
// script, load nothing from another host, submit no form and not be framed.
import { createHash } from "node:crypto";

/** Pages whose renderer (Redoc, through styled-components) writes <style> elements at run time. */
const RUNTIME_STYLES = new Set(["index.html"]);

/** `'sha256-…'` of an inline element's text, as CSP Level 2 §4.2 hashes it (UTF-8 bytes). */
function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Inline code a page runs: `<script>` elements with no attributes (a `src` script is covered
 * by 'self'; `application/json` and `application/ld+json` blocks are data, which CSP does not
 * govern) and `<style>` elements. The pages are our own templates, so their shape is known.
 */
function inlineBlocks(html: string, tag: "script" | "style"): string[] {
  return [...html.matchAll(tag === "script" ? /<script>([^<]*)<\/script>/g : /<style>([^<]*)<\/style>/g)].map((match) => match[1] ?? "");
}

/** The policy for one generated HTML page: only its own inline code, by hash. */
function pagePolicy(file: string, html: string): string {
  const scripts = inlineBlocks(html, "script").map(hashSource);
  // A hash in style-src would switch 'unsafe-inline' off, so a page with run-time styles gets
  // 'unsafe-inline' alone: styles cannot run code, and img-src still bars remote images.
  const styles = RUNTIME_STYLES.has(file) ? ["'self'", "'unsafe-inline'"] : inlineBlocks(html, "style").map(hashSource);
  const directives = [
    "default-src 'none'",
    `script-src ${scripts.length > 0 || html.includes("<script src=") ? ["'self'", ...scripts].join(" ") : "'none'"}`,
    `style-src ${styles.length > 0 ? styles.join(" ") : "'none'"}`,
    // data: for the empty favicon and Redoc's inline SVG logo.
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    // Redoc's search index runs in a worker made from a blob.
    ...(RUNTIME_STYLES.has(file) ? ["worker-src blob:"] : []),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** The extra headers of a generated file: a policy for an HTML page, nothing for the rest. */
export function pageSecurityHeaders(file: string, bytes: string | Uint8Array): Record<string, string> {
  if (!file.endsWith(".html") || typeof bytes !== "string") return {};
  return { "Content-Security-Policy": pagePolicy(file, bytes) };
}
