// One build in a process of its own, so its peak memory is the build's alone. Run as
// `node --import tsx bench/build-once.ts <contentDir> <outDir> <indexModule>`; prints one
// JSON line: build time in ms, peak RSS in bytes, and the number of files.
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";

const [contentDir, outDir, indexModule] = process.argv.slice(2);
if (!contentDir || !outDir || !indexModule) throw new Error("usage: build-once.ts <contentDir> <outDir> <indexModule>");

const started = performance.now();
// SOURCE_DATE_EPOCH keeps the output identical run to run, so byte counts are comparable.
const result = await buildSite({ contentDir, outDir, indexModule, env: { SOURCE_DATE_EPOCH: "1767225600" } });
const ms = performance.now() - started;
if (!result.ok) {
  // One JSON line too, so a caller can count problems (bench/build-scaling.ts's fd-limit run).
  console.log(JSON.stringify({ ok: false, problems: result.problems.length }));
  console.error(result.problems.slice(0, 10).map(formatProblem).join("\n"));
  process.exit(1);
}
// maxRSS is in kilobytes (getrusage).
console.log(JSON.stringify({ ms, maxRssBytes: process.resourceUsage().maxRSS * 1024, fileCount: result.fileCount }));
