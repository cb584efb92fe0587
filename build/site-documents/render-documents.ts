// The developer documents written beside the API files: the OpenAPI description, the portal and
// its renderer, llms.txt and llms-full.txt, one page per problem code, and JSON Schemas for
// content/. All come from the same schemas and core that serve the API.
import type { App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import type { SiteFiles } from "../write-dist.ts";
import { buildOpenApiDocument } from "./openapi/openapi.ts";
import { renderPortal } from "./portal/portal.ts";
import { redocFiles } from "./portal/redoc-bundle.ts";
import { renderLlmsTxt } from "./llms/llms-txt.ts";
import { renderLlmsFullTxt } from "./llms/llms-full-txt.ts";
import { renderProblemPages } from "./problem-pages.ts";
import { renderContentSchemas } from "./content-json-schemas.ts";
import { CONTENT_KINDS, type ContentKind } from "../content/kinds.ts";
import { DEVELOPER_PATHS, fileOfSitePath } from "../../functions/api/core/site-paths.ts";

/** Add every developer resource for `index` to `files`. */
export async function renderDocuments(app: App, index: PortfolioIndex, files: SiteFiles, kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<void> {
  const doc = await buildOpenApiDocument(index, app, kinds);
  files.set(fileOfSitePath(DEVELOPER_PATHS.openapi), `${JSON.stringify(doc, null, 2)}\n`);
  files.set(fileOfSitePath(DEVELOPER_PATHS.portal), await renderPortal(app, index, doc));
  files.set(fileOfSitePath(DEVELOPER_PATHS.llms), renderLlmsTxt(index, app));
  files.set(fileOfSitePath(DEVELOPER_PATHS.llmsFull), renderLlmsFullTxt(index, app));
  for (const [file, bytes] of await renderProblemPages(app, index)) files.set(file, bytes);
  for (const [file, bytes] of renderContentSchemas(index.site, kinds)) files.set(file, bytes);
  for (const [file, bytes] of await redocFiles()) files.set(file, bytes);
}
