// Developer resources written beside the API files: the OpenAPI description, the portal and
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

/** Add every developer resource for `index` to `files`. */
export async function renderResources(app: App, index: PortfolioIndex, files: SiteFiles): Promise<void> {
  const doc = await buildOpenApiDocument(index, app);
  files.set("openapi.json", `${JSON.stringify(doc, null, 2)}\n`);
  files.set("index.html", await renderPortal(app, index, doc));
  files.set("llms.txt", renderLlmsTxt(index));
  files.set("llms-full.txt", renderLlmsFullTxt(index));
  for (const [file, bytes] of await renderProblemPages(app, index)) files.set(file, bytes);
  for (const [file, bytes] of renderContentSchemas(index.site.baseUrl)) files.set(file, bytes);
  for (const [file, bytes] of await redocFiles()) files.set(file, bytes);
}
