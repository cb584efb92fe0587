// The sample site built into a temporary folder and served by the local preview on
// 127.0.0.1, calling the site's own function modules (api, api-methods): what `npm start` runs.
import { rm } from "node:fs/promises";
import path from "node:path";
import { startPreview, type Preview } from "../../build/preview/start-preview.ts";
import { buildTempSite, type BuiltSite } from "./netlify-site.ts";
import { freePort } from "./free-port.ts";

export interface SitePreview {
  site: BuiltSite;
  preview: Preview;
  /** Stop the server and delete the site folder. */
  close(): Promise<void>;
}

/**
 * Build the sample content and serve it: for its own preview URL, or for `baseUrl` (a suite
 * comparing the preview with the core builds both for the same URL and time).
 */
export async function startSitePreview(options: { baseUrl?: string; builtAt?: string } = {}): Promise<SitePreview> {
  const port = await freePort();
  const site = await buildTempSite(options.baseUrl ?? `http://127.0.0.1:${port}`, options.builtAt);
  const preview = await startPreview({ distDir: site.distDir, port, netlifyToml: path.join(site.root, "netlify.toml") });
  return {
    site,
    preview,
    close: async () => {
      await preview.close();
      await rm(site.root, { recursive: true, force: true });
    },
  };
}
