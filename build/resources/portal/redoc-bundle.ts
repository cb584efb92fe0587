// The API reference renderer shipped as local files: Redoc's standalone bundle (MIT) and its
// license notice, copied from node_modules so the portal loads nothing from another host.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

/** Where the bundle is served from, relative to the site root. */
export const REDOC_SCRIPT = "assets/redoc.standalone.js";

/**
 * Redoc 2 shows its logo in the sidebar footer from a CDN, the bundle's only request to
 * another host. The portal must work offline, so that image points at an empty inline SVG.
 */
const CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The files to add to dist/: the bundle and, beside it, the license notice it points to. */
export async function redocFiles(): Promise<Map<string, string | Uint8Array>> {
  const require = createRequire(import.meta.url);
  const script = require.resolve("redoc/bundles/redoc.standalone.js");
  const source = (await readFile(script, "utf8")).replaceAll(CDN_LOGO, EMPTY_SVG);
  return new Map<string, string | Uint8Array>([
    [REDOC_SCRIPT, source],
    [`${REDOC_SCRIPT}.LICENSE.txt`, await readFile(`${script}.LICENSE.txt`)],
  ]);
}
