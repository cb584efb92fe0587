// Issue 28: every time budget of `npm run bench` is a ratio to a floor measured in the same run,
// so a machine 3× slower (its floors 3× slower too) gets the same verdicts, and a subject past
// its share fails on any machine. Checked on synthetic results, as the bench itself runs
// minutes and its times are the machine's: every figure below is made from a speed `k`.
import { describe, expect, it } from "vitest";
import { APP_HTML_LIMIT_BYTES, checkBudgets, CODE_LIMIT_BYTES } from "../bench/budgets.ts";
import { DEPLOY_PACKAGE_LIMIT } from "../bench/deploy-install.ts";
import { BUDGETS } from "../bench/budget-ratios.ts";
import type { BenchResults } from "../bench/results.ts";
import type { Summary } from "../bench/stats.ts";
import type { ColdResult } from "../bench/cold-start.ts";
import type { WarmResult } from "../bench/warm.ts";
import type { WarmRow } from "../bench/warm-suite.ts";
import { RESPONSE_FLOOR } from "../bench/warm-suite.ts";
import { SUBJECTS } from "../bench/subjects.ts";
import { ownBytesBudgetedCases, CASE_STUDY_CASE } from "../bench/mcp-fixed-answers.ts";
import { ERA_CASE, ERA_SUBJECTS } from "../bench/mcp-eras.ts";
import { LARGE_REQUESTS } from "../bench/largest-answer.ts";

const summary = (median: number): Summary => ({ median, min: median, max: median, n: 5 });

/** What the subjects did, as shares and multiples of their floors. */
interface Shares {
  importShare: number;
  coldShare: number;
  warmShare: number;
  mcpRefusal: number;
}

const PASSING: Shares = { importShare: 0.04, coldShare: 0.08, warmShare: 0.9, mcpRefusal: 1.1 };

/** One run's results on a machine whose every time is `k` times the reference machine's. */
function results(k: number, shares: Shares = PASSING): BenchResults {
  const floorSpawnMs = 90 * k;
  const plainImportMs = 1 * k;
  const cold = (subject: string, requestName: string, importMs: number, workAboveFloorMs: number | null): ColdResult =>
    ({ subject, requestName, spawnToAnswerMs: summary(floorSpawnMs), importMs: summary(importMs), importSamplesMs: [importMs, importMs, importMs], workAboveFloorMs, status: 200 }) as unknown as ColdResult;
  const oursImportMs = plainImportMs + shares.importShare * floorSpawnMs;
  const coldStarts = [
    cold(SUBJECTS.floor, "initialize", plainImportMs, null),
    ...["initialize", "tools/call list_projects", "q search"].map((name) => cold(SUBJECTS.ours, name, oursImportMs, shares.coldShare * floorSpawnMs)),
  ];
  // Warm: ops/s are the inverse of time, so a k-times slower machine makes k times fewer calls.
  const warmResult = (opsPerSec: number, medianUs = 1e6 / opsPerSec): WarmResult => ({ calls: 1000, opsPerSec, roundOpsPerSec: [opsPerSec, opsPerSec, opsPerSec], medianUs, p99Us: medianUs, status: 200, bytes: 100 });
  const floorOps = 30_000 / k;
  const warm: WarmRow[] = [
    ...ownBytesBudgetedCases().flatMap((name) => [
      { case: name, subject: SUBJECTS.ours, result: warmResult(floorOps * shares.warmShare) },
      { case: name, subject: RESPONSE_FLOOR, result: warmResult(floorOps) },
    ]),
    { case: CASE_STUDY_CASE, subject: SUBJECTS.sdk, result: warmResult(floorOps / 10) },
    { case: ERA_CASE, subject: ERA_SUBJECTS.legacy, result: warmResult(floorOps) },
    { case: ERA_CASE, subject: ERA_SUBJECTS.modern, result: warmResult(floorOps * 0.95) },
    { case: "q search, 10,000 projects", subject: SUBJECTS.ours, result: warmResult(floorOps / 8) },
    { case: "q search, 10,000 projects", subject: RESPONSE_FLOOR, result: warmResult(floorOps) },
  ];
  const restRefusalCpuMs = 5 * k;
  const largestAnswers = Object.entries(LARGE_REQUESTS).flatMap(([request, large]) => [
    { request, subject: SUBJECTS.ours, status: 422, contentType: "application/problem+json", bytes: 300, ms: summary(1), cpuMs: summary(large.sameQueryOverRest === undefined ? restRefusalCpuMs : restRefusalCpuMs * shares.mcpRefusal), heapBytes: summary(1e6), refused: true },
    { request, subject: SUBJECTS.unlimited, status: 200, contentType: "application/json", bytes: 8e6, ms: summary(100 * k), cpuMs: summary(100 * k), heapBytes: summary(5e7), refused: false },
  ]);
  const build = (projects: number, buildMs: number) => ({ projects, buildMs: summary(buildMs), floorMs: summary(buildMs / 4), processMs: summary(buildMs * 2), peakRssBytes: summary(5e8), files: 100, bytes: 1e6, indexModuleBytes: 1e5 });
  return {
    staticShare: { cacheableGets: 63, answeredStatic: 63, functionInvocations: 0, misses: [] },
    bundles: [SUBJECTS.ours, SUBJECTS.oursMethods].map((subject) => ({ subject, minifiedWithoutIndex: 39_000 })),
    appView: { uri: "ui://site/projects.html", htmlBytes: 19_000, fromIndex: true },
    coldStarts,
    warm,
    largestAnswers,
    builds: [build(20, 200 * k), build(1000, 1300 * k), build(10_000, 10_000 * k)],
    fdLimit: { projects: 25_000, openFiles: 256, ok: true, problems: 0, buildMs: 28_000 * k },
    hostileSkills: { ok: true, buildMs: summary(700 * k), plainBuildMs: summary(400 * k), bytes: 1e6 },
    ruleCounts: [1000, 10_000, 25_000].map((projects) => ({ projects, rules: 77 })),
    staticThroughput: [
      { requestsPerSec: summary(4000 / k), non2xx: 0, errors: 0 },
      { requestsPerSec: summary(8000 / k), non2xx: 0, errors: 0 },
    ],
    deployInstall: { deploy: { packages: 4, diskBytes: 2e7 } },
  } as unknown as BenchResults;
}

const verdicts = (checked: ReturnType<typeof checkBudgets>) => checked.map((check) => [check.budget, check.pass] as const);

describe("the budgets the issues set", () => {
  // Issue 28 item 12 (import 5%, cold start 10%, warm fixed MCP answers 85%, an MCP refusal 1.5×
  // the REST one), item 8 (30 packages) and issue 27 item 7 (40 KB of code, 60 KB of app HTML): the checks below take
  // their thresholds from these constants, so a loosened constant would pass them all.
  it("are the ratios and sizes the issues name", () => {
    expect({ importShare: BUDGETS.importShare, coldShare: BUDGETS.coldShare, warmMcpShare: BUDGETS.warmMcpShare, mcpRefusalMultiple: BUDGETS.mcpRefusalMultiple }).toEqual({ importShare: 0.05, coldShare: 0.1, warmMcpShare: 0.85, mcpRefusalMultiple: 1.5 });
    expect([CODE_LIMIT_BYTES, APP_HTML_LIMIT_BYTES]).toEqual([40_000, 60_000]);
    // Issue 28 item 8: the deploy install is at most 30 packages (test/lean-deploy.test.ts holds it to this).
    expect(DEPLOY_PACKAGE_LIMIT).toBe(30);
  });
});

describe("the bench's time budgets, as ratios to floors of the same run", () => {
  it("give the same verdicts on a machine 3× slower and one 3× faster, every floor moving with its subject", () => {
    const here = checkBudgets(results(1));
    expect(here.length).toBeGreaterThan(30);
    expect(here.filter((check) => !check.pass)).toEqual([]);
    for (const k of [3, 1 / 3]) expect(verdicts(checkBudgets(results(k)))).toEqual(verdicts(here));
  });

  it.each<[string, Partial<Shares>, RegExp]>([
    [`the import past ${BUDGETS.importShare * 100}% of the floor process`, { importShare: BUDGETS.importShare + 0.002 }, /^Import of the function bundle/],
    [`a cold start past ${BUDGETS.coldShare * 100}% of it`, { coldShare: BUDGETS.coldShare + 0.005 }, /^Cold start above the floor/],
    [`a warm fixed answer under ${BUDGETS.warmMcpShare * 100}% of its own bytes' floor`, { warmShare: BUDGETS.warmMcpShare - 0.01 }, /^Warm (tools|resources|prompts)\/[a-z/]+( |,)|^Warm tools\/call get_case_study ≥/],
    [`an MCP refusal past ${BUDGETS.mcpRefusalMultiple}× the REST refusal`, { mcpRefusal: BUDGETS.mcpRefusalMultiple + 0.05 }, /^Oversized answer refused: MCP .* CPU time of the REST refusal/],
  ])("fail %s, on any machine, and nothing else", (_name, shares, failing) => {
    for (const k of [1, 3, 1 / 3]) {
      const failed = checkBudgets(results(k, { ...PASSING, ...shares })).filter((check) => !check.pass);
      expect(failed.length, `k=${k}`).toBeGreaterThan(0);
      for (const check of failed) expect(check.budget, `k=${k}`).toMatch(failing);
    }
  });

  it("name each time budget's floor as this run measured it", () => {
    const slow = checkBudgets(results(3));
    expect(slow.find((check) => check.budget.startsWith("Import of the function bundle"))?.floor).toBe("floor child, spawn to answer: 270.0 ms");
  });
});
