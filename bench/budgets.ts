// The budgets, checked against one run's results. A budget is never loosened here:
// a miss is reported as a miss, with what limits it in the README.
import type { BenchResults } from "./results.ts";
import { SUBJECTS } from "./results.ts";
import { RESPONSE_FLOOR } from "./warm-suite.ts";
import { ratio } from "./stats.ts";
import { fitsThePlatform, PLATFORM_LIMIT_BYTES } from "./largest-answer.ts";
import { ERA_CASE, ERA_SUBJECTS } from "./mcp-eras.ts";

export interface BudgetCheck {
  budget: string;
  measured: string;
  pass: boolean;
}

const KB = 1000;
const GB = 1000 ** 3;

/** Loading the function and answering, minus the floor's, as the child process timed both. */
function cold(results: BenchResults, subject: string, requestName: string): number | undefined {
  return results.coldStarts.find((c) => c.subject === subject && c.requestName === requestName)?.workAboveFloorMs ?? undefined;
}

function warmOps(results: BenchResults, name: string, subject: string): number | undefined {
  return results.warm.find((row) => row.case === name && row.subject === subject)?.result.opsPerSec;
}

const fmt = (value: number | null | undefined, digits = 1) => (value === null || value === undefined ? "n/a" : value.toFixed(digits));

/** Every budget with its measured figure. */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (budget: string, measured: string, pass: boolean) => checks.push({ budget, measured, pass });

  const share = results.staticShare;
  add("Every cacheable GET answered by a static file, zero function invocations", `${share.answeredStatic}/${share.cacheableGets} static, ${share.functionInvocations} invocations`, share.answeredStatic === share.cacheableGets && share.functionInvocations === 0);

  const ours = results.bundles.find((b) => b.subject === SUBJECTS.ours);
  add("Function bundle without the index ≤ 40 KB minified", `${fmt((ours?.minifiedWithoutIndex ?? NaN) / KB)} KB`, (ours?.minifiedWithoutIndex ?? Infinity) <= 40 * KB);

  for (const request of ["initialize", "tools/call list_projects", "q search"]) {
    const above = cold(results, SUBJECTS.ours, request) ?? NaN;
    add(`Cold start above the Node floor ≤ 10 ms: ${request}`, `${fmt(above)} ms`, above <= 10);
  }

  const caseStudy = "MCP tools/call get_case_study";
  const vsSdk = ratio(warmOps(results, caseStudy, SUBJECTS.ours), warmOps(results, caseStudy, SUBJECTS.sdk));
  add("Warm get_case_study ≥ 8× the SDK peer's ops/s", `${fmt(vsSdk)}×`, (vsSdk ?? 0) >= 8);
  const vsFloor = ratio(warmOps(results, caseStudy, SUBJECTS.ours), warmOps(results, caseStudy, RESPONSE_FLOOR));
  add("Warm get_case_study ≥ 60% of the precomputed-Response floor", `${fmt((vsFloor ?? NaN) * 100, 0)}%`, (vsFloor ?? 0) >= 0.6);

  for (const name of ["MCP tools/call get_case_study", "MCP tools/list"]) {
    const share = ratio(warmOps(results, name, SUBJECTS.ours), warmOps(results, name, RESPONSE_FLOOR));
    add(`Warm ${name.replace("MCP ", "")} ≥ 85% of the precomputed-Response floor`, `${fmt((share ?? NaN) * 100, 0)}%`, (share ?? 0) >= 0.85);
  }

  const imported = results.coldStarts.find((c) => c.subject === SUBJECTS.ours)?.importAboveFloorMs;
  add("Import of the function bundle ≤ 1 ms over a plain handler module's, fresh node", `${fmt(imported, 2)} ms`, imported !== null && imported !== undefined && imported <= 1);

  const rules = results.ruleCounts.map((c) => c.rules);
  add(
    `dist/_redirects rules the same at ${results.ruleCounts.map((c) => c.projects.toLocaleString("en-US")).join(", ")} projects, and ≤ 200`,
    results.ruleCounts.map((c) => `${c.rules}`).join(" / "),
    rules.length > 0 && new Set(rules).size === 1 && Math.max(...rules) <= 200,
  );

  for (const refused of results.largestAnswers.filter((a) => a.refused)) {
    add(`Oversized answer refused before it is built: ${refused.request} ≤ 20 ms CPU, ≤ 10 MB heap`, `${fmt(refused.cpuMs.median)} ms, ${fmt(refused.heapBytes.median / 1e6)} MB`, refused.cpuMs.median <= 20 && refused.heapBytes.median <= 10e6);
  }

  const modernVsLegacy = ratio(warmOps(results, ERA_CASE, ERA_SUBJECTS.modern), warmOps(results, ERA_CASE, ERA_SUBJECTS.legacy));
  add("Warm get_case_study under 2026-07-28 ≥ 90% of the legacy path's ops/s", `${fmt((modernVsLegacy ?? NaN) * 100, 0)}%`, (modernVsLegacy ?? 0) >= 0.9);

  const q10k = results.warm.find((row) => row.case === "q search, 10,000 projects" && row.subject === SUBJECTS.ours)?.result.medianUs;
  add("q search over 10,000 projects: median ≤ 2 ms", `${fmt((q10k ?? NaN) / 1000, 2)} ms`, (q10k ?? Infinity) <= 2000);

  const build = (n: number) => results.builds.find((b) => b.projects === n);
  const b1k = build(1000)?.buildMs.median;
  const b10k = build(10000)?.buildMs.median;
  add("Build of 1,000 projects ≤ 3 s", `${fmt((b1k ?? NaN) / 1000, 2)} s`, (b1k ?? Infinity) <= 3000);
  add("Build of 10,000 projects ≤ 20 s", `${fmt((b10k ?? NaN) / 1000, 2)} s`, (b10k ?? Infinity) <= 20_000);
  const linear = ratio(b10k, b1k);
  add("Build time 10k/1k ≤ 12 (linear)", `${fmt(linear)}`, (linear ?? Infinity) <= 12);
  const fd = results.fdLimit;
  add(`Build of ${fd.projects.toLocaleString("en-US")} projects at ulimit -n ${fd.openFiles}: 0 false problems`, `${fd.ok ? "built" : "failed"}, ${fd.problems} problems, ${fmt(fd.buildMs / 1000, 2)} s`, fd.ok && fd.problems === 0);
  const hostile = results.hostileSkills;
  add(
    "Build with a 1 MB hostile skills.json ≤ 10 s",
    hostile.ok ? `${fmt(hostile.buildMs / 1000, 2)} s for ${fmt(hostile.bytes / 1e6, 2)} MB` : `failed: ${hostile.error ?? "unknown"}`,
    hostile.ok && hostile.buildMs <= 10_000,
  );
  const rss = build(10000)?.peakRssBytes.max;
  add("Build peak memory at 10,000 projects ≤ 1 GB", `${fmt((rss ?? NaN) / GB, 2)} GB`, (rss ?? Infinity) <= GB);

  const [plain, preview] = results.staticThroughput;
  const share80 = ratio(preview?.requestsPerSec.median, plain?.requestsPerSec.median);
  const largest = results.largestAnswers[0];
  add(
    `Largest function answer (10,000 projects) ≤ Netlify's ${PLATFORM_LIMIT_BYTES / 1e6} MB buffered limit, or a problem`,
    largest ? `${fmt(largest.bytes / 1e6, 2)} MB, ${largest.status} ${largest.contentType} (${largest.request})` : "n/a",
    largest !== undefined && fitsThePlatform(largest),
  );

  // Both must have served the file: a 404 is cheaper than the file, and would flatter the ratio.
  const served = plain !== undefined && preview !== undefined && plain.non2xx === 0 && preview.non2xx === 0 && plain.errors === 0 && preview.errors === 0;
  add("Preview throughput ≥ 90% of plain http-server, both answering 2xx only", `${fmt((share80 ?? NaN) * 100, 0)}%${served ? "" : ", with non-2xx answers"}`, served && (share80 ?? 0) >= 0.9);
  return checks;
}
