// The OpenAPI 3.1 description of the API, assembled from the response zod schemas, the
// core's headers, parameters and problem codes, and examples the core answers.
import { joinWithAnd, sectionNames } from "../../item-counts.ts";
import { createApp, type App } from "../../../functions/api/core/app.ts";
import { apiTags } from "../../../functions/api/core/api-docs.ts";
import { appDocs, appProblems, type DocumentedApp } from "../../resource-docs-of.ts";
import { listDocumentedRoutes } from "../../../functions/api/core/api-docs.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { problemType } from "../../../functions/api/core/http/problems.ts";
import { CONTENT_KINDS, type ContentKind } from "../../content/kinds.ts";
import { API_VERSION } from "../../../functions/api/core/vocabulary.ts";
import { MCP_PATH } from "../../../functions/api/core/mcp/mcp.ts";
import { PROBLEM_TYPE } from "../../../functions/api/core/http/headers.ts";
import { REST_PREFIX } from "../../../functions/api/core/site-paths.ts";
import { buildComponentHeaders } from "./openapi-headers.ts";
import { buildComponentParameters } from "./openapi-parameters.ts";
import { buildComponentSchemas } from "./openapi-schemas.ts";
import { restPaths } from "./openapi-rest-paths.ts";
import { mcpPaths } from "./openapi-mcp-paths.ts";
import { finishPaths } from "./openapi-paths.ts";
import { LICENSE } from "./openapi-license.ts";
import { escapeMarkdown } from "../text/markdown-escape.ts";

/** The OpenAPI 3.1 document's top level, as openapi.json holds it. */
export type OpenApiDocument = {
  openapi: string;
  info: Record<string, unknown>;
  servers: Array<{ url: string; description: string }>;
  security: unknown[];
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};


/** Build the document for a deployment: servers and examples come from `index`. */
export async function buildOpenApiDocument(index: PortfolioIndex, app: DocumentedApp = createApp(index), kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<OpenApiDocument> {
  const docs = appDocs(app, kinds);
  const ctx = { app, index, docs, documented: listDocumentedRoutes(app.routes, docs, index) };
  const base = index.site.baseUrl;
  const paths = finishPaths(await restPaths(ctx), await mcpPaths(ctx));
  return {
    openapi: "3.1.0",
    info: {
      // Redoc shows the title and contact as text, but renders summary and description as
      // Markdown with raw HTML (issue 11.1), so content reaches those only escaped.
      title: `${index.profile.name}: Portfolio API`,
      version: API_VERSION,
      summary: `A public, read-only API for the portfolio of ${escapeMarkdown(index.profile.name)}.`,
      description: describeApi(app, index),
      contact: { name: index.profile.name, url: index.profile.contact.website, email: index.profile.contact.email },
      license: LICENSE,
    },
    servers: [{ url: base, description: "This deployment" }],
    // Spec "Authentication": every endpoint is public; an empty list says so explicitly.
    security: [],
    // Each resource's documentation names its tag; a tag is listed once, where its first resource stands.
    tags: apiTags(docs),
    paths,
    components: { schemas: buildComponentSchemas(ctx, kinds), parameters: buildComponentParameters(ctx.documented), headers: buildComponentHeaders(app.commonHeaders, paths) },
  };
}

/** The document's introduction (Markdown): conventions every operation shares. */
function describeApi(app: App, index: PortfolioIndex): string {
  const base = index.site.baseUrl;
  const rule = index.site.rateLimit;
  const codes = appProblems(app).map((type) => `| ${type.status} | [\`${type.code}\`](${problemType(base, type.code)}) | ${type.title} |`);
  return [
    // Case studies only when some project has one: the portal says the same.
    `${joinWithAnd(["Profile", "projects", ...(index.projects.some((p) => p.caseStudy !== undefined) ? ["case studies"] : []), ...sectionNames(index.sections, app.resources), "skills"])} as JSON under \`${REST_PREFIX}\`, plus a Model Context Protocol endpoint at \`${MCP_PATH}\`.`,
    `No authentication, any origin. The data is static: every successful GET answer carries a strong \`ETag\` and \`Cache-Control: ${app.commonHeaders["Cache-Control"]}\`, and HEAD works wherever GET does.`,
    rule
      ? `Answers served from static files are never rate limited. What the function answers (a search, an unknown value, MCP) is: more than ${rule.windowLimit} such requests from one address within ${rule.windowSize} seconds get \`429 Too Many Requests\` from the platform, with none of the API's headers.`
      : "No rate limit applies.",
    `Errors are \`${PROBLEM_TYPE}\` (RFC 9457) with a stable \`code\`; each code's \`type\` URI is a page explaining it:`,
    "",
    "| Status | Code | Title |",
    "|---|---|---|",
    ...codes,
    "",
    "`NOT_FOUND` answers any unknown path under `/api/`, and `METHOD_NOT_ALLOWED` any method a path does not take (the `Allow` header lists those it does).",
  ].join("\n");
}
