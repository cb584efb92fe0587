// A copy of the function sources (and the peers) beside one generated index, laid out as the
// repository is, so each catalog size gets its own bundle without touching the working tree.
import { cp, mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where the bench keeps its working files: git-ignored, and inside the repository so that
 * imports of packages resolve to its node_modules. */
export const BENCH_WORK_DIR = path.resolve("bench/results/work");

/** The index module path inside a staged site. */
export const STAGED_INDEX = "functions/api/portfolio-data.js";

/** Entry points, relative to a staged site. */
export const ENTRIES = {
  portfolioApi: "functions/api/api.ts",
  /** The second function: the same core, for the methods the CDN cannot refuse. Shipped too, so its size is budgeted. */
  methodsApi: "functions/api-methods/api-methods.ts",
  sdkPeer: "bench/peers/sdk-function.ts",
  naivePeer: "bench/peers/naive-function.ts",
  plainHandler: "bench/peers/plain-handler.mjs",
  unlimitedApi: "bench/peers/unlimited-function.ts",
} as const;

/** An entry point's name in ENTRIES. */
export type EntryName = keyof typeof ENTRIES;

/** Copy functions/ and bench/peers/ into `stageDir` and write `indexSource` as the index module. */
export async function stageSite(stageDir: string, indexSource: string): Promise<void> {
  await cp("functions", path.join(stageDir, "functions"), { recursive: true, filter: (src) => !src.endsWith("portfolio-data.js") });
  await cp("bench/peers", path.join(stageDir, "bench/peers"), { recursive: true });
  await mkdir(path.dirname(path.join(stageDir, STAGED_INDEX)), { recursive: true });
  await writeFile(path.join(stageDir, STAGED_INDEX), indexSource);
  // Netlify reads the nearest package.json to decide that the function is an ES module.
  await writeFile(path.join(stageDir, "package.json"), JSON.stringify({ name: "bench-site", private: true, type: "module" }));
}

/**
 * The index stand-in for "without the index" sizes: the smallest module the function can
 * import, with both exports of the real one (build/build-site.ts's indexModuleSource).
 */
export const STUB_INDEX_SOURCE = 'export const INDEX_JSON = "{}";\nexport default {};\n';
