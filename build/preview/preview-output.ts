// Where `npm start` and `npm run dev` build: a folder of their own per port, `.preview/<port>/`,
// never dist/ (which only ever holds what `npm run build` made for the deployment). Two
// previews on two ports, or a test run beside `npm run dev`, never share a generated file: the
// port is held by the preview that listens on it, so no other live preview writes there.
import { rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { buildSite, type BuildOptions, type BuildResult } from "../build-site.ts";

/** The previews' parent folder (git-ignored). */
const PREVIEWS_DIR = ".preview";

/** Everything the preview on `port` generates: `.preview/<port>/`. */
function previewFolderOf(port: number): string {
  return path.join(PREVIEWS_DIR, String(port));
}

/** The site the preview on `port` serves: `.preview/<port>/site/`. */
export function previewSiteOf(port: number): string {
  return path.join(previewFolderOf(port), "site");
}

/** Build content/ for the preview at `baseUrl` (listening on `port`) into its own folder. */
export function buildPreview(baseUrl: string, port: number, beforeSwap?: BuildOptions["beforeSwap"]): Promise<BuildResult> {
  return buildSite({ contentDir: "content", outDir: previewSiteOf(port), indexModule: false, baseUrl, ...(beforeSwap ? { beforeSwap } : {}) });
}

/** Remove what the preview on `port` generated, once it has stopped; nothing else is touched. */
export async function removePreviewOutput(port: number): Promise<void> {
  await rm(previewFolderOf(port), { recursive: true, force: true });
  // `.preview/` too, when no other preview has a folder in it (rmdir refuses a full folder).
  await rmdir(PREVIEWS_DIR).catch(() => undefined);
}
