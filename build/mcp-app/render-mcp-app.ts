// The MCP App view (the `io.modelcontextprotocol/ui` extension, SEP-1865) as one HTML document:
// the build stores it in the index and the MCP endpoint serves it as a `ui://` resource. The
// view's script and style are files beside this one, inlined here with a Content-Security-
// Policy that allows exactly them (by hash) and nothing from anywhere else. The document is
// the same for every owner: it holds no content, only the code that renders a tool result.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";

/** The view's scripts, in the order they run; one script in the page (they share one scope). */
export const VIEW_SCRIPTS = ["view-dom.js", "view-theme.js", "view-projects.js", "view-case-study.js", "view-protocol.js", "view-main.js"] as const;

/** The view's stylesheet. */
const VIEW_STYLE = "view.css";

/**
 * A view file with LF line ends. An HTML parser turns CR LF and CR into LF before a script or
 * style runs, so a hash of a file saved with CR LF (a Windows checkout or editor) would allow
 * text the browser never sees, and it would refuse the view's script and style.
 */
function readView(file: string): string {
  return readFileSync(new URL(file, import.meta.url), "utf8").replace(/\r\n?/g, "\n");
}

/**
 * The source without whole-line comments and JSDoc blocks, which only the type check reads:
 * the document ships in every index, so it carries code alone. Comments inside a line (type
 * casts) stay; the view's files use no multi-line string, so no string is cut.
 */
function withoutComments(source: string): string {
  return source
    .replace(/^[ \t]*\/\*[\s\S]*?\*\/[ \t]*\n/gm, "")
    .replace(/^[ \t]*\/\/.*\n/gm, "");
}

/** `'sha256-…'` of an inline element's text (CSP Level 3 §8.4: the UTF-8 bytes, Base64). */
function hashSource(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * The policy the document carries: its own script and style by hash, nothing else. With no
 * 'unsafe-inline', markup that got in by mistake could run no handler and load nothing; and
 * it holds whatever the host's own policy allows.
 */
function viewPolicy(script: string, style: string): string {
  return ["default-src 'none'", `script-src ${hashSource(script)}`, `style-src ${hashSource(style)}`, "base-uri 'none'", "form-action 'none'"].join("; ");
}

/** The complete, self-contained HTML document of the MCP App view. */
export function renderMcpApp(): string {
  // The same for every owner and every build of one checkout: made once.
  return (rendered ??= renderDocument());
}

let rendered: string | undefined;

function renderDocument(): string {
  const script = `(() => {\n"use strict";\n${VIEW_SCRIPTS.map((file) => withoutComments(readView(file))).join("")}})();\n`;
  const style = withoutComments(readView(VIEW_STYLE));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${viewPolicy(script, style)}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Portfolio</title>
<style>${style}</style>
</head>
<body>
<p id="status" class="note status" role="status"></p>
<main id="view" aria-busy="true"><p class="note">Waiting for the tool result…</p></main>
<script>${script}</script>
</body>
</html>
`;
}
