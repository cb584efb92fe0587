// The API reference renderer shipped as local files: Redoc's standalone bundle (MIT) and its
// license notices, from the repository's vendored copy (build/vendor/redoc/, made by `npm run
// vendor`), so the deploy installs no Redoc and the portal loads nothing from another host.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { REDOC, vendoredPath } from "../../vendored.ts";

/** Where the bundle is served from, relative to the site root. */
export const REDOC_SCRIPT = "assets/redoc.standalone.js";

/**
 * Redoc 2 shows its logo in the sidebar footer from a CDN, the bundle's only request to
 * another host. The portal must work offline, so that image points at an empty inline SVG.
 */
const CDN_LOGO = "https://cdn.redoc.ly/redoc/logo-mini.svg";
const EMPTY_SVG = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='1' height='1'/%3E";

/** The repository root, from this file's place in it: the build may run from any folder. */
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * The files to add to dist/: the bundle; beside it the third-party notices its first line
 * points to (`redoc.standalone.js.LICENSE.txt`), and Redoc's own MIT license.
 */
export async function redocFiles(): Promise<Map<string, string | Uint8Array>> {
  const [script, notices, license] = REDOC.files.map((file) => vendoredPath(REDOC, file, ROOT)) as [string, string, string];
  const source = (await readFile(script, "utf8")).replaceAll(CDN_LOGO, EMPTY_SVG);
  return new Map<string, string | Uint8Array>([
    [REDOC_SCRIPT, source],
    [`${REDOC_SCRIPT}.LICENSE.txt`, await readFile(notices)],
    ["assets/redoc.LICENSE.txt", await readFile(license)],
  ]);
}
