// Every function the bench runs, bundled by Netlify's bundler: portfolio-api (both of its
// functions: the second is sized, never run) and both peers
// over the sample portfolio, portfolio-api over the sample without the MCP App view (what the
// view's HTML costs the import), the REST subjects over 1,000 and 10,000 projects, and the
// sizes of each with and without its index.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { bundleWithNetlify, minifiedBytes } from "./bundle.ts";
import { stageSite, STUB_INDEX_SOURCE, type EntryName } from "./stage-site.ts";
import type { BundleSizes } from "./results.ts";
import { SUBJECTS } from "./subjects.ts";

/** Index modules by catalog name: `sample`, the sample without its app view, `1000`, `10000`. */
export type IndexModules = Record<"sample" | "sampleWithoutApp" | "1000" | "10000", string>;

/** What the bench runs and sizes: each catalog's bundled functions, and the size of every bundle. */
export interface PreparedFunctions {
  /** Bundled function modules, by catalog then entry. */
  modules: Record<keyof IndexModules, Partial<Record<EntryName, string>>>;
  sizes: BundleSizes[];
}

const SUBJECT_OF: Record<EntryName, string> = { portfolioApi: SUBJECTS.ours, methodsApi: SUBJECTS.oursMethods, sdkPeer: SUBJECTS.sdk, naivePeer: SUBJECTS.naive, plainHandler: SUBJECTS.floor, unlimitedApi: SUBJECTS.unlimited };
const SAMPLE: EntryName[] = ["portfolioApi", "methodsApi", "sdkPeer", "naivePeer", "plainHandler"];
/** The big catalogs are searched; the largest also gives the oversized answers, refused and built. */
const BY_CATALOG: Record<keyof IndexModules, EntryName[]> = { sample: SAMPLE, sampleWithoutApp: ["portfolioApi"], "1000": ["portfolioApi", "naivePeer"], "10000": ["portfolioApi", "naivePeer", "unlimitedApi"] };

/** Stage and bundle everything under `workDir`. */
export async function prepareFunctions(workDir: string, indexes: IndexModules): Promise<PreparedFunctions> {
  const stage = async (name: string, source: string) => {
    const dir = path.join(workDir, "stage", name);
    await stageSite(dir, source);
    return dir;
  };
  const stub = await stage("stub", STUB_INDEX_SOURCE);
  const modules: PreparedFunctions["modules"] = { sample: {}, sampleWithoutApp: {}, "1000": {}, "10000": {} };
  const sizes: BundleSizes[] = [];
  for (const name of ["sample", "sampleWithoutApp", "1000", "10000"] as const) {
    const dir = await stage(name, await readFile(indexes[name], "utf8"));
    for (const entry of BY_CATALOG[name]) {
      const shipped = await bundleWithNetlify(dir, entry, path.join(workDir, "bundles", name, entry));
      modules[name][entry] = shipped.module;
      // The plain handler is the cold-start floor, not a subject whose size is budgeted.
      if (name !== "sample" || entry === "plainHandler") continue;
      const without = await bundleWithNetlify(stub, entry, path.join(workDir, "bundles", "stub", entry));
      sizes.push({
        subject: SUBJECT_OF[entry],
        shippedWithIndex: shipped.shippedBytes,
        shippedWithoutIndex: without.shippedBytes,
        shippedFiles: shipped.shippedFiles,
        minifiedWithIndex: await minifiedBytes(dir, entry),
        minifiedWithoutIndex: await minifiedBytes(stub, entry),
      });
    }
  }
  return { modules, sizes };
}
