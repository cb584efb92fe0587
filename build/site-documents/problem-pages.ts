// One HTML page per problem code at `problems/<code-in-kebab-case>.html`, the page each
// problem's `type` URI names: what went wrong, how to fix the request, and a real example.
import { appProblems, documentedRoutesOf, type DocumentedApp } from "../resource-docs-of.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { problemSlug, problemType, type AnyProblemType } from "../../functions/api/core/http/problems.ts";
import { problemDocs } from "./problem-docs.ts";
import { escapeHtml } from "./html/html-text.ts";
import { renderPage } from "./html/page-shell.ts";
import { problemExample, triggerRequest, type ExampleContext } from "./problem-examples.ts";

/** The relative path of a code's page in dist/ (served as `/problems/<slug>`). */
function problemPageFile(code: string): string {
  return `problems/${problemSlug(code)}.html`;
}

/** Every problem page of the app, keyed by its path in dist/. */
export async function renderProblemPages(app: DocumentedApp, index: PortfolioIndex): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const ctx = { app, index, documented: documentedRoutesOf(app, index) };
  for (const type of appProblems(app)) {
    pages.set(problemPageFile(type.code), await renderProblemPage(ctx, type));
  }
  return pages;
}

/** Documentation text as HTML: escaped, and its Markdown code spans (`lang`) as code, as the portal shows them. */
function docText(text: string): string {
  return escapeHtml(text).replace(/`([^`\n]+)`/g, "<code>$1</code>");
}

async function renderProblemPage(ctx: ExampleContext, info: AnyProblemType): Promise<string> {
  const { app, index } = ctx;
  const base = index.site.baseUrl;
  const code = info.code;
  const docs = problemDocs(app, info);
  const trigger = triggerRequest(ctx, info);
  const example = JSON.stringify(await problemExample(ctx, info), null, 2);
  const request = trigger ? `${trigger.method ?? "GET"} ${trigger.path}` : undefined;
  const body = `<header class="page-header"><div>
<p class="muted">Problem type · HTTP ${info.status}</p>
<h1>${escapeHtml(info.title)}</h1>
<p class="lead"><code>${code}</code></p>
</div></header>
<main>
<section>
<h2>When it happens</h2>
<p>${docText(docs.when)}</p>
</section>
<section>
<h2>How to fix the request</h2>
<p>${docText(docs.hint)}</p>
</section>
<section>
<h2>Example</h2>
${request ? `<p>The answer to <code>${escapeHtml(request)}</code>, as <code>application/problem+json</code>:</p>` : "<p>The body, as <code>application/problem+json</code>:</p>"}
<pre tabindex="0"><code>${escapeHtml(example)}</code></pre>
<p>The <code>type</code> URI is this page; <code>code</code> never changes once published, so match on it rather than on <code>title</code> or <code>detail</code>.</p>
</section>
<p><a href="${escapeHtml(`${base}/#errors`)}">All problem codes</a> · <a href="${escapeHtml(`${base}/#reference`)}">API reference</a></p>
</main>`;
  return renderPage({
    title: `${code}: ${info.title}`,
    description: `${info.title} (HTTP ${info.status}): what it means and how to fix the request.`,
    canonical: problemType(base, code),
    body,
  });
}
