// The developer portal (dist/index.html): who the person is, how to call the API and connect
// an agent, the problem codes, and the full reference rendered by Redoc from the embedded
// OpenAPI document.
import { deprecationHeaders } from "../../../functions/api/core/http/deprecation.ts";
import type { App } from "../../../functions/api/core/app.ts";
import { appDocs, appProblems, type DocumentedApp } from "../../resource-docs-of.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { problemType } from "../../../functions/api/core/http/problems.ts";
import { escapeHtml, jsonForScript } from "../html/html-text.ts";
import { REDOC_STYLE } from "../html/page-style.ts";
import { renderPage } from "../html/page-shell.ts";
import type { OpenApiDocument } from "../openapi/openapi.ts";
import { countNoun } from "../../../functions/api/core/count-noun.ts";
import { countSections } from "../../item-counts.ts";
import { renderJsonLdScript } from "./json-ld.ts";
import { renderAgentSection } from "./portal-agent.ts";
import { renderQuickStart } from "./portal-quick-start.ts";
import { REDOC_SCRIPT } from "./redoc-bundle.ts";
import { DEVELOPER_PATHS, fileOfSitePath } from "../../../functions/api/core/site-paths.ts";
import { MCP_PATH } from "../../../functions/api/core/mcp/mcp.ts";

// The portal sits at the site's root, so a resource's file name is its relative link.
const OPENAPI_FILE = fileOfSitePath(DEVELOPER_PATHS.openapi);
const LLMS_FILE = fileOfSitePath(DEVELOPER_PATHS.llms);
const LLMS_FULL_FILE = fileOfSitePath(DEVELOPER_PATHS.llmsFull);

/**
 * Redoc options: the reference sits below the introduction, so it scrolls with the page.
 * `sanitize` runs every Markdown description Redoc renders through its HTML sanitizer
 * (DOMPurify): content is escaped before it reaches the document, and this is the second wall.
 */
const REDOC_OPTIONS = { nativeScrollbars: true, expandResponses: "200", jsonSampleExpandLevel: 2, hideLoading: true, sanitize: true, theme: { colors: { primary: { main: "#0b5cad" } } } };

/** The portal page for `index`, with `doc` as its reference. */
export async function renderPortal(app: DocumentedApp, index: PortfolioIndex, doc: OpenApiDocument): Promise<string> {
  const { profile, site } = index;
  const base = site.baseUrl;
  // Each content text keeps its own direction (dir="auto", <bdi>): a right-to-left name or bio
  // beside the page's English would otherwise move its brackets and punctuation to the wrong end.
  const body = `<header class="page-header"><div>
<h1 dir="auto">${escapeHtml(profile.name)}</h1>
<p class="lead"><bdi>${escapeHtml(profile.title)}</bdi> · <bdi>${escapeHtml(profile.location.city)}</bdi>, <bdi>${escapeHtml(profile.location.country)}</bdi></p>
<nav class="resources" aria-label="Developer resources">
<a href="#reference">API reference</a>
<a href="${OPENAPI_FILE}">OpenAPI 3.1</a>
<a href="${LLMS_FILE}">llms.txt</a>
<a href="#ai-agents">MCP for AI agents</a>
<a href="${escapeHtml(profile.contact.website)}">Website</a>
<a href="${escapeHtml(profile.contact.github)}">GitHub</a>
</nav>
</div></header>
<main>
<section id="about">
<h2>About</h2>
<p dir="auto">${escapeHtml(profile.bio)}</p>
${profile.detail ? `<p dir="auto">${escapeHtml(profile.detail)}</p>` : ""}
<p>This is a public, read-only API over <bdi>${escapeHtml(profile.name)}</bdi>'s portfolio: the profile, ${escapeHtml([catalogSummary(index), ...countSections(index.sections, app.resources)].join(", "))} and skills as JSON under <code>/api/v1/</code>, and the same data for AI agents over the Model Context Protocol at <code>${MCP_PATH}</code>.</p>
</section>
${renderEndpoints(doc)}
${renderDeprecations(index)}
${renderQuickStart(index, appDocs(app))}
${await renderAgentSection(app, index)}
${renderProblems(app, base)}
</main>
<section id="reference" aria-label="API reference"><noscript><p>The interactive reference needs JavaScript; read <a href="${OPENAPI_FILE}">${OPENAPI_FILE}</a> instead.</p></noscript></section>
<footer>Generated from the portfolio content on ${escapeHtml(site.builtAt.slice(0, 10))}. Also for machines: <a href="${OPENAPI_FILE}">${OPENAPI_FILE}</a> · <a href="${LLMS_FILE}">${LLMS_FILE}</a> · <a href="${LLMS_FULL_FILE}">${LLMS_FULL_FILE}</a>.</footer>
<script src="${REDOC_SCRIPT}"></script>
<script type="application/json" id="openapi-document">${jsonForScript(doc)}</script>
<script>Redoc.init(JSON.parse(document.getElementById("openapi-document").textContent), ${jsonForScript(REDOC_OPTIONS)}, document.getElementById("reference"));</script>`;
  return renderPage({
    title: `${profile.name}: Portfolio API`,
    description: `${profile.title}. A public API and MCP server for ${profile.name}'s portfolio.`,
    canonical: base + DEVELOPER_PATHS.portal,
    head: `${renderJsonLdScript(index)}\n<style>${REDOC_STYLE}</style>`,
    body,
  });
}

/** `3 projects (1 case study)`: counted from the content, the noun agreeing with each count. */
function catalogSummary(index: PortfolioIndex): string {
  const studies = index.projects.filter((p) => p.caseStudy !== undefined).length;
  const projects = countNoun(index.projects.length, "project", "projects");
  return studies === 0 ? projects : `${projects} (${countNoun(studies, "case study", "case studies")})`;
}

/** Every operation of the document at a glance, linking to its place in the reference. */
function renderEndpoints(doc: OpenApiDocument): string {
  // HEAD mirrors GET (the note below the table says so), so it gets no rows of its own; a path
  // with a trailing slash answers as its path without one, and is no endpoint of its own.
  const rows = Object.entries(doc.paths).filter(([path]) => !path.endsWith("/")).flatMap(([path, item]) =>
    Object.entries(item).filter(([method]) => method !== "head").map(([method, op]) => {
      const { operationId, summary, tags, deprecated } = op as { operationId: string; summary: string; tags: string[]; deprecated?: boolean };
      // Redoc's anchor for an operation.
      const anchor = `#tag/${tags[0] ?? ""}/operation/${operationId}`;
      const badge = deprecated ? ` <strong class="deprecated">Deprecated</strong>` : "";
      return `<tr><td><code>${method.toUpperCase()}</code></td><td><a href="${escapeHtml(anchor)}"><code>${escapeHtml(path)}</code></a>${badge}</td><td>${escapeHtml(summary)}</td></tr>`;
    }),
  );
  return `<section id="endpoints">
<h2>Endpoints</h2>
<table>
<thead><tr><th>Method</th><th>Path</th><th>What it does</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
<p class="muted">HEAD works wherever GET does; every GET answer carries an <code>ETag</code>.</p>
</section>`;
}

/**
 * The paths site.json deprecates, with the dates their answers' Deprecation and Sunset headers
 * carry and the replacement their Link names; nothing when none is deprecated.
 */
function renderDeprecations(index: PortfolioIndex): string {
  const { deprecations, baseUrl } = index.site;
  if (deprecations.length === 0) return "";
  const rows = deprecations.map((entry) => {
    const headers = deprecationHeaders(entry, baseUrl);
    const sunset = new Date(headers.Sunset).toISOString().slice(0, 10);
    const replacement = /^<([^>]*)>/.exec(headers.Link)?.[1] ?? entry.link;
    return `<tr><td><code>${escapeHtml(entry.path)}</code></td><td>${escapeHtml(entry.deprecation)}</td><td>${escapeHtml(sunset)}</td><td><a href="${escapeHtml(replacement)}">${escapeHtml(replacement)}</a></td></tr>`;
  });
  return `<section id="deprecations">
<h2>Deprecated</h2>
<p>Answers on these paths carry <code>Deprecation</code>, <code>Sunset</code> and a <code>Link</code> to the replacement. They keep working until the sunset date.</p>
<table>
<thead><tr><th>Path</th><th>Deprecated on</th><th>Sunset</th><th>Use instead</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
</section>`;
}

/** The problem codes, each linking to the page its `type` URI names. */
function renderProblems(app: App, base: string): string {
  const rows = appProblems(app).map(
    (type) => `<tr><td>${type.status}</td><td><a href="${escapeHtml(problemType(base, type.code))}"><code>${type.code}</code></a></td><td>${escapeHtml(type.title)}</td></tr>`,
  );
  return `<section id="errors">
<h2>Errors</h2>
<p>Every error is an RFC 9457 problem: <code>type</code>, <code>title</code>, <code>status</code>, <code>detail</code>, <code>code</code> and <code>instance</code>. The <code>type</code> URI is a page that explains the code.</p>
<table>
<thead><tr><th>Status</th><th>Code</th><th>Title</th></tr></thead>
<tbody>
${rows.join("\n")}
</tbody>
</table>
</section>`;
}
