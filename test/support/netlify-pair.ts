// The two servers the parity suites compare, over one built site: the local preview on
// 127.0.0.1 (calling the site's own function modules, as `npm start` does) and Netlify's own
// emulation of it (@netlify/dev), with Netlify's config kept out of the real HOME.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { NetlifyDev } from "@netlify/dev";
import { startPreview, type Preview } from "../../build/preview/start-preview.ts";
import { buildTempSite, type BuiltSite } from "./netlify-site.ts";

export interface NetlifyPair {
  site: BuiltSite;
  preview: Preview;
  netlify: NetlifyDev;
  /** Stop both servers, restore HOME and delete the site. */
  close(): Promise<void>;
}

/** Build the sample for `baseUrl` and start both servers. */
export async function startNetlifyPair(baseUrl: string): Promise<NetlifyPair> {
  const site = await buildTempSite(baseUrl);
  // No handler: the preview lists the site's functions and imports each one's own module.
  const preview = await startPreview({ distDir: site.distDir, port: 0, netlifyToml: path.join(site.root, "netlify.toml") });
  const emulation = await startNetlifyDev(site.root);
  const netlify = emulation.netlify;
  return {
    site,
    preview,
    netlify,
    close: async () => {
      await preview.close();
      await emulation.close();
      await rm(site.root, { recursive: true, force: true });
    },
  };
}

/**
 * Netlify's emulation of the site folder `projectRoot`, network features off. It writes its
 * config under HOME, so HOME points at a temporary folder until `close` (close emulations in
 * the reverse order of their start, so each restores the HOME it found).
 */
export async function startNetlifyDev(projectRoot: string): Promise<{ netlify: NetlifyDev; close(): Promise<void> }> {
  const previousHome = process.env["HOME"];
  const home = await mkdtemp(path.join(tmpdir(), "netlify-home-"));
  process.env["HOME"] = home;
  const off = { enabled: false };
  const netlify = new NetlifyDev({
    projectRoot,
    skipGitignore: true,
    serverAddress: "http://127.0.0.1:0",
    aiGateway: off,
    blobs: off,
    edgeFunctions: off,
    images: off,
    geolocation: off,
    environmentVariables: off,
    ...({ database: off } as object),
  } as ConstructorParameters<typeof NetlifyDev>[0]);
  await netlify.start();
  return {
    netlify,
    close: async () => {
      await netlify.stop();
      process.env["HOME"] = previousHome;
      await rm(home, { recursive: true, force: true });
    },
  };
}
