// Bundle a function the way Netlify does, with @netlify/zip-it-and-ship-it (the library its
// build runs), and measure it; plus esbuild with Netlify's settings and minify on, which is
// the figure the size budget speaks of.
import { readFile, readdir, stat } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { zipFunction } from "@netlify/zip-it-and-ship-it";
import { ENTRIES, type EntryName } from "./stage-site.ts";

/** A function as Netlify's bundler leaves it, unzipped. */
export interface ShippedFunction {
  /** The module Netlify's entry point loads: the function's own bundle. */
  module: string;
  /** Bytes of that module. */
  moduleBytes: number;
  /** Bytes of everything shipped except Netlify's own runtime files (`___netlify-*`). */
  shippedBytes: number;
  shippedFiles: number;
}

/**
 * Run zip-it-and-ship-it on one entry of a staged site. For Functions v2 it always uses its
 * "nft" mode: our sources are bundled with esbuild, packages are traced and copied as files.
 */
export async function bundleWithNetlify(stageDir: string, entry: EntryName, outDir: string): Promise<ShippedFunction> {
  const root = process.cwd();
  const result = await zipFunction(path.join(stageDir, ENTRIES[entry]), outDir, {
    archiveFormat: "none",
    basePath: root,
    repositoryRoot: root,
    // netlify.toml: NODE_VERSION = "24" (Functions v2 are bundled in nft mode whatever node_bundler says).
    config: { "*": { nodeVersion: "24" } },
  });
  if (!result) throw new Error(`zip-it-and-ship-it produced nothing for ${entry}`);
  const folder = result.path;
  // The entry point names the module it loads: `getLambdaHandler('./path/to/module.mjs')`.
  const entryPoint = await readFile(path.join(folder, result.entryFilename ?? "___netlify-entry-point.mjs"), "utf8");
  const named = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(entryPoint)?.[1];
  if (!named) throw new Error(`Cannot find the function module in ${entryPoint}`);
  const module = path.join(folder, named);
  const files = (await listFiles(folder)).filter((file) => !path.basename(file).startsWith("___netlify-"));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return { module, moduleBytes: (await stat(module)).size, shippedBytes: sizes.reduce((a, b) => a + b, 0), shippedFiles: files.length };
}

/** One file with everything in it, minified: bundle, platform node, ESM, target node24. */
export async function minifiedBytes(stageDir: string, entry: EntryName): Promise<number> {
  const result = await build({
    entryPoints: [path.join(stageDir, ENTRIES[entry])],
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles.reduce((sum, file) => sum + file.contents.byteLength, 0);
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}
