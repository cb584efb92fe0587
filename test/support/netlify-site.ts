// A deployable site in a temporary folder — netlify.toml, the built dist/ and the function
// with its generated index — exactly what Netlify would see after `npm run build`.
import { formatProblem } from "../../build/report-problems.ts";
import { cp, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../../build/build-site.ts";
import { SAMPLE_CONTENT } from "./sample.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";

export interface BuiltSite {
  root: string;
  distDir: string;
  index: PortfolioIndex;
}

/** Build the sample content for `baseUrl` into a fresh site folder (at `builtAt`, an ISO time). */
export async function buildTempSite(baseUrl: string, builtAt = "2026-01-01T00:00:00.000Z"): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(tmpdir(), "portfolio-site-"));
  await cp("netlify.toml", path.join(root, "netlify.toml"));
  await cp("functions", path.join(root, "functions"), { recursive: true, filter: (src) => !src.endsWith("portfolio-data.js") });
  await writeFile(path.join(root, "package.json"), JSON.stringify({ name: "site", private: true, type: "module" }));
  const distDir = path.join(root, "dist");
  const result = await buildSite({
    contentDir: SAMPLE_CONTENT,
    outDir: distDir,
    indexModule: path.join(root, "functions/api/portfolio-data.js"),
    baseUrl,
    env: { SOURCE_DATE_EPOCH: String(Date.parse(builtAt) / 1000) },
  });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return { root, distDir, index: result.index };
}
