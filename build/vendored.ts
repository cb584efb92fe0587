// What the repository vendors: files copied byte for byte from an npm package at the exact
// version package.json pins, so the deploy installs nothing to get them. `npm run vendor`
// copies them (build/update-vendored.ts); test/vendored.test.ts proves the copies equal the package's.
import { readFile } from "node:fs/promises";
import path from "node:path";

/** One vendored package: where its files come from and where they are kept. */
export interface Vendored {
  /** The npm package, a devDependency pinned to one exact version. */
  package: string;
  /** The folder the copies live in, relative to the repository root: under build/, so every copy of the build that can run it has them. */
  dir: string;
  /** Files to copy, relative to the package's root; each keeps its base name in `dir`. */
  files: readonly string[];
}

/**
 * Redoc's standalone bundle, served by the portal (build/site-documents/portal/redoc-bundle.ts),
 * with the two files its license needs beside it: the third-party notices its first line
 * points to, and Redoc's own MIT license.
 */
export const REDOC: Vendored = {
  package: "redoc",
  dir: "build/vendor/redoc",
  files: ["bundles/redoc.standalone.js", "bundles/redoc.standalone.js.LICENSE.txt", "LICENSE"],
};

/** The copy of `file` (a path in the package) inside the repository at `root`. */
export function vendoredPath(vendored: Vendored, file: string, root = process.cwd()): string {
  return path.join(root, vendored.dir, path.basename(file));
}

/** An exact version: `2.5.4`, not a range such as `^2.5.4`. */
const EXACT = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** The version package.json pins the package to, or an error that says what is wrong. */
export async function pinnedVersion(vendored: Vendored, root = process.cwd()): Promise<{ ok: true; version: string } | { ok: false; error: string }> {
  const manifest = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
  if (manifest.dependencies?.[vendored.package] !== undefined) {
    return { ok: false, error: `package.json: ${vendored.package} is in dependencies; it is vendored, so it belongs in devDependencies (the deploy installs dependencies)` };
  }
  const range = manifest.devDependencies?.[vendored.package];
  if (range === undefined) return { ok: false, error: `package.json: ${vendored.package} is not in devDependencies` };
  if (!EXACT.test(range)) return { ok: false, error: `package.json: devDependencies.${vendored.package} is '${range}', not one exact version such as 2.5.4` };
  return { ok: true, version: range };
}

/** The installed package's root and version, as Node resolves it from `root`. */
export async function installedPackage(vendored: Vendored, root = process.cwd()): Promise<{ dir: string; version: string }> {
  const dir = path.join(root, "node_modules", vendored.package);
  const { version } = JSON.parse(await readFile(path.join(dir, "package.json"), "utf8")) as { version: string };
  return { dir, version };
}
