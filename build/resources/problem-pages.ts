// One HTML page per problem code at `problems/<code-in-kebab-case>.html`, the page each
// problem's `type` URI names: what went wrong, how to fix the request, and a real example.
import type { App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { PROBLEM_CODES, problemSlug, type ProblemCode } from "../../functions/api/core/problem-codes.ts";
import { escapeHtml } from "./html/html-text.ts";
import { renderPage } from "./html/page-shell.ts";
import { PROBLEM_TRIGGERS, problemExample } from "./problem-examples.ts";

/** When each code is answered; a Record so a new code cannot ship without its page text. */
const WHEN: Record<ProblemCode, string> = {
  INVALID_SLUG: "The slug in /api/v1/projects/{slug} is malformed: uppercase letters, underscores, dots, spaces, percent-escapes, or more than 64 characters. It is checked as received, before any decoding.",
  INVALID_QUERY: "A query parameter of GET /api/v1/projects has a value the API does not take: a lane or tier outside the listed values (they are case-sensitive), or a q longer than 200 characters.",
  PROJECT_NOT_FOUND: "The slug is well-formed, but no project has it.",
  NOT_FOUND: "Nothing exists at this path under /api/. Unknown paths outside the API are the site's ordinary 404.",
  METHOD_NOT_ALLOWED: "The path exists but does not take this method. The REST API is read-only; only /api/mcp takes POST, and a GET there that accepts only an event stream is refused because the server offers none.",
  INTERNAL_ERROR: "The server failed while answering. The body says nothing about internals.",
};

/** The relative path of a code's page in dist/ (served as `/problems/<slug>`). */
export function problemPageFile(code: ProblemCode): string {
  return `problems/${problemSlug(code)}.html`;
}

/** Every problem page, keyed by its path in dist/. */
export async function renderProblemPages(app: App, index: PortfolioIndex): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const code of Object.keys(PROBLEM_CODES) as ProblemCode[]) {
    pages.set(problemPageFile(code), await renderProblemPage(app, index, code));
  }
  return pages;
}

async function renderProblemPage(app: App, index: PortfolioIndex, code: ProblemCode): Promise<string> {
  const base = index.site.baseUrl;
  const info = PROBLEM_CODES[code];
  const trigger = PROBLEM_TRIGGERS[code];
  const example = JSON.stringify(await problemExample(app, base, code), null, 2);
  const request = trigger ? `${trigger.method ?? "GET"} ${trigger.path}` : undefined;
  const body = `<header class="page-header"><div>
<p class="muted">Problem type · HTTP ${info.status}</p>
<h1>${escapeHtml(info.title)}</h1>
<p class="lead"><code>${code}</code></p>
</div></header>
<main>
<section>
<h2>When it happens</h2>
<p>${escapeHtml(WHEN[code])}</p>
</section>
<section>
<h2>How to fix the request</h2>
<p>${escapeHtml(info.hint)}</p>
</section>
<section>
<h2>Example</h2>
${request ? `<p>The answer to <code>${escapeHtml(request)}</code>, as <code>application/problem+json</code>:</p>` : "<p>The body, as <code>application/problem+json</code>:</p>"}
<pre><code>${escapeHtml(example)}</code></pre>
<p>The <code>type</code> URI is this page; <code>code</code> never changes once published, so match on it rather than on <code>title</code> or <code>detail</code>.</p>
</section>
<p><a href="${escapeHtml(`${base}/#errors`)}">All problem codes</a> · <a href="${escapeHtml(`${base}/#reference`)}">API reference</a></p>
</main>`;
  return renderPage({
    title: `${code}: ${info.title}`,
    description: `${info.title} (HTTP ${info.status}): what it means and how to fix the request.`,
    canonical: `${base}/problems/${problemSlug(code)}`,
    body,
  });
}
