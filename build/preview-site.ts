// What `npm start` and `npm run dev` share: a build of content/
// for http://localhost:<port> into .preview/site, never into dist/, which only ever holds what
// `npm run build` made for the deployment.
import { buildSite, type BuildResult } from "./build-site.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import { listEndpoints, RESOURCES } from "../functions/api/core/resource-list.ts";
import { DEVELOPER_PATHS } from "../functions/api/core/site-paths.ts";

/** The preview's own output folder (git-ignored). */
export const PREVIEW_DIR = ".preview/site";

/** Build content/ for the local preview at `baseUrl` into .preview/site. */
export function buildPreview(baseUrl: string): Promise<BuildResult> {
  return buildSite({ contentDir: "content", outDir: PREVIEW_DIR, indexModule: false, baseUrl });
}

/** The lines printed once the preview serves: the portal, then every endpoint that answers a task. */
export function previewBanner(index: PortfolioIndex, resources: readonly Resource[] = RESOURCES): string {
  const base = index.site.baseUrl;
  const lines: Array<[string, string]> = [["Portal", base + DEVELOPER_PATHS.portal]];
  for (const endpoint of listEndpoints(index, resources)) {
    if (endpoint.rank === "main" || endpoint.task !== undefined) lines.push([endpoint.task ?? endpoint.name, base + endpoint.path]);
  }
  const width = Math.max(...lines.map(([name]) => name.length));
  return lines.map(([name, url]) => `  ${name.padEnd(width)}  ${url}`).join("\n");
}
