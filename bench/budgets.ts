// The budgets, checked against one run's results. Every time budget is a ratio to a floor
// measured in the same run (issue 28: absolute milliseconds do not travel between machines,
// and a machine 3× slower moves the floor and the subject alike); counts and sizes stay
// absolute. A budget is never loosened here: a miss is reported as a miss.
import type { BenchResults } from "./results.ts";
import { SUBJECTS } from "./subjects.ts";
import { pooledImportMs, type ColdResult } from "./cold-start.ts";
import { RESPONSE_FLOOR } from "./warm-suite.ts";
import { sameRoundShare } from "./warm.ts";
import { ratio } from "./stats.ts";
import { fitsThePlatform, LARGE_REQUESTS, PLATFORM_LIMIT_BYTES } from "./largest-answer.ts";
import { ERA_CASE, ERA_SUBJECTS } from "./mcp-eras.ts";
import { CASE_STUDY_CASE, ownBytesBudgetedCases } from "./mcp-fixed-answers.ts";
import { DEPLOY_PACKAGE_LIMIT } from "./deploy-install.ts";
import { BUDGETS } from "./budget-ratios.ts";

/** One line of the budget report: the budget, the figure this run measured, and whether it held. */
export interface BudgetCheck {
  budget: string;
  measured: string;
  /** What the measure is a share or multiple of, as this run measured it ("—" for counts and sizes). */
  floor: string;
  pass: boolean;
}

const KB = 1000;
const GB = 1000 ** 3;
const MB = 1e6;
/** The function's own code, minified, without the index (issue 27: "without the app"). */
export const CODE_LIMIT_BYTES = 40 * KB;
/** The MCP App view's HTML (issue 27). */
export const APP_HTML_LIMIT_BYTES = 60 * KB;
/** Heap an oversized answer's refusal may grow: far under the answer itself (8–17 MB of text). */
const REFUSAL_HEAP_BYTES = 10 * MB;

const fmt = (value: number | null | undefined, digits = 1) => (value === null || value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(digits));
const pct = (share: number | null | undefined) => (share === null || share === undefined || Number.isNaN(share) ? "n/a" : `${(share * 100).toFixed(Math.abs(share) < 0.1 ? 1 : 0)}%`);
const times = (multiple: number | null | undefined) => `${fmt(multiple, 2)}×`;

function warmRow(results: BenchResults, name: string, subject: string) {
  return results.warm.find((row) => row.case === name && row.subject === subject)?.result;
}

/** The cold-start floor's spawn-to-answer time, median: what the cold budgets are shares of. */
function coldFloor(results: BenchResults): ColdResult | undefined {
  return results.coldStarts.find((c) => c.subject === SUBJECTS.floor);
}

/** Every budget with its measured figure and its floor. */
export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (budget: string, measured: string, floor: string, pass: boolean) => checks.push({ budget, measured, floor, pass });

  const share = results.staticShare;
  add("Every cacheable GET answered by a static file, zero function invocations", `${share.answeredStatic}/${share.cacheableGets} static, ${share.functionInvocations} invocations`, "—", share.answeredStatic === share.cacheableGets && share.functionInvocations === 0);

  // Both functions ship: the second is the same core plus its config, so each is held to the limit.
  const shipped = [SUBJECTS.ours, SUBJECTS.oursMethods].map((subject) => results.bundles.find((b) => b.subject === subject)?.minifiedWithoutIndex ?? NaN);
  const view = results.appView;
  // The view's HTML is index data: "without the index" is the function's code without the view,
  // provided the view comes from the index alone (the function over an index without it has none).
  add(
    `Each function's code ≤ ${CODE_LIMIT_BYTES / KB} KB minified without the app view (the bundle without the index, which carries the view's HTML)`,
    `${shipped.map((bytes) => `${fmt(bytes / KB, 2)} KB`).join(" (api), ")} (api-methods)${view.fromIndex ? "" : "; the view does not come from the index alone"}`,
    "—",
    view.fromIndex && shipped.every((bytes) => bytes <= CODE_LIMIT_BYTES),
  );
  add(
    `MCP App view HTML, as resources/read returns it, ≤ ${APP_HTML_LIMIT_BYTES / KB} KB`,
    view.uri === null ? "no ui:// resource listed" : `${fmt(view.htmlBytes / KB)} KB (${view.uri})`,
    "—",
    view.uri !== null && view.htmlBytes <= APP_HTML_LIMIT_BYTES,
  );

  checkColdStarts(results, add);
  checkWarm(results, add);
  checkLargeAnswers(results, add);
  checkBuilds(results, add);

  const rules = results.ruleCounts.map((c) => c.rules);
  add(
    `dist/_redirects rules the same at ${results.ruleCounts.map((c) => c.projects.toLocaleString("en-US")).join(", ")} projects, and ≤ 200`,
    results.ruleCounts.map((c) => `${c.rules}`).join(" / "),
    "—",
    rules.length > 0 && new Set(rules).size === 1 && Math.max(...rules) <= 200,
  );

  const [plain, preview] = results.staticThroughput;
  const previewShare = ratio(preview?.requestsPerSec.median, plain?.requestsPerSec.median);
  // Both must have served the file: a 404 is cheaper than the file, and would flatter the ratio.
  const served = plain !== undefined && preview !== undefined && plain.non2xx === 0 && preview.non2xx === 0 && plain.errors === 0 && preview.errors === 0;
  add(
    `Preview throughput ≥ ${pct(BUDGETS.previewShare)} of plain http-server's on the same file, both answering 2xx only`,
    `${pct(previewShare)}${served ? "" : ", with non-2xx answers"}`,
    `http-server ${fmt(plain?.requestsPerSec.median, 0)} req/s`,
    served && (previewShare ?? 0) >= BUDGETS.previewShare,
  );

  const deploy = results.deployInstall.deploy;
  add(`Deploy install (npm ci --omit=dev) ≤ ${DEPLOY_PACKAGE_LIMIT} packages`, `${deploy.packages} packages, ${fmt(deploy.diskBytes / MB)} MB on disk`, "—", deploy.packages <= DEPLOY_PACKAGE_LIMIT);
  return checks;
}

type Add = (budget: string, measured: string, floor: string, pass: boolean) => void;

/** Cold starts and the import, as shares of the floor process's spawn-to-answer time. */
function checkColdStarts(results: BenchResults, add: Add): void {
  const floor = coldFloor(results);
  const floorMs = floor?.spawnToAnswerMs.median;
  const floorText = `floor child, spawn to answer: ${fmt(floorMs)} ms`;
  const importMs = pooledImportMs(results.coldStarts, SUBJECTS.ours);
  const importAbove = importMs - (floor?.importMs.median ?? NaN);
  const importShare = ratio(importAbove, floorMs);
  add(
    `Import of the function bundle, above a plain handler's, ≤ ${pct(BUDGETS.importShare)} of the floor process's spawn-to-answer time`,
    `+${fmt(importAbove, 2)} ms = ${pct(importShare)}`,
    floorText,
    importShare !== null && importShare <= BUDGETS.importShare,
  );
  for (const c of results.coldStarts.filter((row) => row.subject === SUBJECTS.ours)) {
    const coldShare = ratio(c.workAboveFloorMs ?? undefined, floorMs);
    add(
      `Cold start above the floor ≤ ${pct(BUDGETS.coldShare)} of the floor process's spawn-to-answer time: ${c.requestName}`,
      `+${fmt(c.workAboveFloorMs)} ms = ${pct(coldShare)}`,
      floorText,
      coldShare !== null && coldShare <= BUDGETS.coldShare,
    );
  }
}

/** Warm answers against the handler that answers the same bytes precomputed, and against peers. */
function checkWarm(results: BenchResults, add: Add): void {
  // The answers prepared once per era: the fixed lists in both eras, and get_case_study.
  for (const name of ownBytesBudgetedCases()) {
    const ours = warmRow(results, name, SUBJECTS.ours);
    const floor = warmRow(results, name, RESPONSE_FLOOR);
    const share = sameRoundShare(ours, floor);
    add(`Warm ${name.replace("MCP ", "")} ≥ ${pct(BUDGETS.warmMcpShare)} of the ops/s of a handler answering the same bytes precomputed (median of the rounds' ratios)`, `${fmt(ours?.opsPerSec, 0)} ops/s; ${pct(share)}`, `${fmt(floor?.opsPerSec, 0)} ops/s`, (share ?? 0) >= BUDGETS.warmMcpShare);
  }

  // Same-round, like every warm budget: the peer's garbage is collected in whichever subject's
  // turn the collection falls, so ops/s over the whole run charged portfolio-api for the
  // peer's collections (docs/performance.md, runs of 2026-11-27 late).
  const caseStudy = CASE_STUDY_CASE;
  const sdk = warmRow(results, caseStudy, SUBJECTS.sdk);
  const vsSdk = sameRoundShare(warmRow(results, caseStudy, SUBJECTS.ours), sdk);
  add(`Warm get_case_study ≥ ${BUDGETS.sdkMultiple}× the MCP SDK peer's ops/s (median of the rounds' ratios)`, times(vsSdk), `SDK peer ${fmt(sdk?.opsPerSec, 0)} ops/s`, (vsSdk ?? 0) >= BUDGETS.sdkMultiple);

  const legacy = warmRow(results, ERA_CASE, ERA_SUBJECTS.legacy);
  const modernVsLegacy = sameRoundShare(warmRow(results, ERA_CASE, ERA_SUBJECTS.modern), legacy);
  add(`Warm get_case_study under 2026-07-28 ≥ ${pct(BUDGETS.modernShare)} of the legacy path's ops/s (median of the rounds' ratios)`, pct(modernVsLegacy), `legacy ${fmt(legacy?.opsPerSec, 0)} ops/s`, (modernVsLegacy ?? 0) >= BUDGETS.modernShare);

  const search = "q search, 10,000 projects";
  const searchUs = warmRow(results, search, SUBJECTS.ours)?.medianUs;
  const floorUs = warmRow(results, search, RESPONSE_FLOOR)?.medianUs;
  const multiple = ratio(searchUs, floorUs);
  add(`q search over 10,000 projects: median ≤ ${BUDGETS.search10kMultiple}× a handler answering the same bytes precomputed`, `${fmt(searchUs)} µs = ${times(multiple)}`, `${fmt(floorUs)} µs`, multiple !== null && multiple <= BUDGETS.search10kMultiple);
}

/** Oversized answers: refused before they are built, timed against the answers they stand for. */
function checkLargeAnswers(results: BenchResults, add: Add): void {
  const answers = results.largestAnswers;
  const of = (request: string, subject: string) => answers.find((a) => a.request === request && a.subject === subject);
  const largest = answers.find((a) => a.subject === SUBJECTS.ours);
  add(
    `Largest function answer (10,000 projects) ≤ Netlify's ${PLATFORM_LIMIT_BYTES / MB} MB buffered limit, or a problem`,
    largest ? `${fmt(largest.bytes / MB, 2)} MB, ${largest.status} ${largest.contentType} (${largest.request})` : "n/a",
    "—",
    largest !== undefined && fitsThePlatform(largest),
  );
  for (const [request, large] of Object.entries(LARGE_REQUESTS)) {
    const refused = of(request, SUBJECTS.ours);
    if (!refused?.refused) continue;
    add(`Oversized answer refused: ${request}, heap grown ≤ ${REFUSAL_HEAP_BYTES / MB} MB`, `${fmt(refused.heapBytes.median / MB)} MB`, "—", refused.heapBytes.median <= REFUSAL_HEAP_BYTES);
    const reference = large.sameQueryOverRest === undefined ? of(request, SUBJECTS.unlimited) : of(large.sameQueryOverRest, SUBJECTS.ours);
    const multiple = ratio(refused.cpuMs.median, reference?.cpuMs.median);
    if (large.sameQueryOverRest === undefined) {
      add(
        `Oversized answer refused: ${request} in ≤ ${pct(BUDGETS.restRefusalShare)} of the CPU time the core without the limit takes to build and send it`,
        `${fmt(refused.cpuMs.median)} ms = ${pct(multiple)}`,
        `built: ${fmt(reference?.cpuMs.median)} ms, ${fmt((reference?.bytes ?? NaN) / MB)} MB`,
        multiple !== null && multiple <= BUDGETS.restRefusalShare,
      );
    } else {
      add(
        `Oversized answer refused: ${request} in ≤ ${BUDGETS.mcpRefusalMultiple}× the CPU time of the REST refusal of the same query`,
        `${fmt(refused.cpuMs.median)} ms = ${times(multiple)}`,
        `REST: ${fmt(reference?.cpuMs.median)} ms`,
        multiple !== null && multiple <= BUDGETS.mcpRefusalMultiple,
      );
    }
  }
}

/** Builds as multiples of their floors; memory and false problems as they are. */
function checkBuilds(results: BenchResults, add: Add): void {
  const build = (n: number) => results.builds.find((b) => b.projects === n);
  for (const projects of [1000, 10_000]) {
    const limit = BUDGETS.buildMultiple;
    const b = build(projects);
    const multiple = ratio(b?.buildMs.median, b?.floorMs.median);
    add(
      `Build of ${projects.toLocaleString("en-US")} projects ≤ ${limit}× its floor (reading the same content, writing the same bytes)`,
      `${fmt((b?.buildMs.median ?? NaN) / 1000, 2)} s = ${times(multiple)}`,
      `${fmt((b?.floorMs.median ?? NaN) / 1000, 2)} s`,
      multiple !== null && multiple <= limit,
    );
  }
  const b1k = build(1000)?.buildMs.median;
  const linear = ratio(build(10_000)?.buildMs.median, b1k);
  add(`Build time 10k/1k ≤ ${BUDGETS.buildLinear} (linear)`, fmt(linear), `1,000 projects: ${fmt((b1k ?? NaN) / 1000, 2)} s`, (linear ?? Infinity) <= BUDGETS.buildLinear);

  const fd = results.fdLimit;
  add(`Build of ${fd.projects.toLocaleString("en-US")} projects at ulimit -n ${fd.openFiles}: 0 false problems`, `${fd.ok ? "built" : "failed"}, ${fd.problems} problems, ${fmt(fd.buildMs / 1000, 2)} s`, "—", fd.ok && fd.problems === 0);

  const hostile = results.hostileSkills;
  const hostileMultiple = ratio(hostile.buildMs.median, hostile.plainBuildMs.median);
  add(
    `Build with a 1 MB hostile skills.json ≤ ${BUDGETS.hostileMultiple}× the same content's build with its own`,
    hostile.ok ? `${fmt(hostile.buildMs.median / 1000, 2)} s for ${fmt(hostile.bytes / MB, 2)} MB = ${times(hostileMultiple)}` : `failed: ${hostile.error ?? "unknown"}`,
    `${fmt(hostile.plainBuildMs.median / 1000, 2)} s`,
    hostile.ok && hostileMultiple !== null && hostileMultiple <= BUDGETS.hostileMultiple,
  );

  const rss = build(10_000)?.peakRssBytes.max;
  add("Build peak memory at 10,000 projects ≤ 1 GB", `${fmt((rss ?? NaN) / GB, 2)} GB`, "—", (rss ?? Infinity) <= GB);
}
