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

/** Build the sample content for its own preview URL and serve it. */
export async function startSitePreview(): Promise<SitePreview> {
  const port = await freePort();
  const site = await buildTempSite(`http://127.0.0.1:${port}`);
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
