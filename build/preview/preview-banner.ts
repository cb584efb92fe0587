// The lines `npm start` and `npm run dev` print once the preview serves: the portal, then
// every endpoint that answers a task, each with its full URL on this machine.
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { listEndpoints, type ApiDocs } from "../../functions/api/core/api-docs.ts";
import { resourceDocsOf } from "../resource-docs-of.ts";
import { DEVELOPER_PATHS } from "../../functions/api/core/site-paths.ts";

/** The banner: one `name  url` line per endpoint, the names padded to one width. */
export function renderPreviewBanner(index: PortfolioIndex, docs: ApiDocs = resourceDocsOf()): string {
  const base = index.site.baseUrl;
  const lines: Array<[string, string]> = [["Portal", base + DEVELOPER_PATHS.portal]];
  for (const endpoint of listEndpoints(index, docs)) {
    if (endpoint.rank === "main" || endpoint.task !== undefined) lines.push([endpoint.task ?? endpoint.name, base + endpoint.path]);
  }
  const width = Math.max(...lines.map(([name]) => name.length));
  return lines.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`).join("\n");
}
