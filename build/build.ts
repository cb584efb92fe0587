// `npm run build`: build content/ into dist/ and print one line, or every problem and exit 1.
import { buildSite, DEFAULT_INDEX_MODULE } from "./build-site.ts";

const started = performance.now();
const result = await buildSite({ contentDir: "content", outDir: "dist", indexModule: DEFAULT_INDEX_MODULE });
if (!result.ok) {
  console.error(`Build failed: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in content/ (dist/ was not changed)`);
  for (const line of result.problems) console.error(`  ${line}`);
  process.exit(1);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`Built ${result.fileCount} files for ${result.index.projects.length} projects into dist/ for ${result.index.site.baseUrl} in ${seconds} s`);
