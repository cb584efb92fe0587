// What `npm start` and `npm run dev` share: a build of content/
// for http://localhost:<port> into .preview/site, never into dist/, which only ever holds what
// `npm run build` made for the deployment.
import { buildSite, type BuildResult } from "./build-site.ts";

/** The preview's own output folder (git-ignored). */
export const PREVIEW_DIR = ".preview/site";

/** Build content/ for the local preview at `baseUrl` into .preview/site. */
export function buildPreview(baseUrl: string): Promise<BuildResult> {
  return buildSite({ contentDir: "content", outDir: PREVIEW_DIR, indexModule: false, baseUrl });
}

/** The lines printed once the preview serves: where each part of the API is. */
export function previewBanner(baseUrl: string, firstSlug: string | undefined): string {
  return `  Portal       ${baseUrl}/
  Profile      ${baseUrl}/api/v1/profile
  Projects     ${baseUrl}/api/v1/projects  (?lane= &tier= &q=)
  Project      ${baseUrl}/api/v1/projects/${firstSlug ?? "<slug>"}
  Skills       ${baseUrl}/api/v1/skills
  Health       ${baseUrl}/api/v1/health
  MCP          ${baseUrl}/api/mcp  (POST JSON-RPC; GET for info)`;
}
