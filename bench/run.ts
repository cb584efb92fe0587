// `npm run bench`: measure portfolio-api beside its peers on this machine, in one bounded run
// (loopback only), write bench/results/latest.json and print the tables and the budgets.
import { LIST_PROJECTS_TOOL } from "../functions/api/core/resources/projects/project-tool-names.ts";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadDefault } from "./default-export.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { buildOnce, catalogPaths, measureBuild, measureBuildUnderFdLimit } from "./build-scaling.ts";
import { measureColdStarts, type ColdCase } from "./cold-start.ts";
import { prepareFunctions } from "./prepare-functions.ts";
import { INITIALIZE, searchRequest, toolCall, type RequestSpec } from "./requests.ts";
import { BENCH_WORK_DIR } from "./stage-site.ts";
import { measureStaticShare } from "./static-share.ts";
import { measureStaticThroughput } from "./static-throughput.ts";
import { measureWarmCases, type WarmCasesInput } from "./warm-cases.ts";
import type { Handler } from "./warm.ts";
import { checkBudgets } from "./budgets.ts";
import { measureLargestAnswers } from "./largest-answer.ts";
import { measureHostileSkillsBuild } from "./hostile-skills.ts";
import { measureRuleCounts } from "./rule-count.ts";
import { renderReport } from "./report.ts";
import type { BenchResults } from "./results.ts";
import { SUBJECTS } from "./subjects.ts";
import { measureDeployInstall } from "./deploy-install.ts";
import { measureAppView, writeIndexWithoutApp } from "./app-view.ts";

const started = performance.now();
const WARM = { calls: 20_000, maxMs: 15_000, rounds: 40 };
const COLD_RUNS = 15;
const progress = (line: string) => process.stderr.write(`bench: ${line} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`);

await rm(BENCH_WORK_DIR, { recursive: true, force: true });
await mkdir(BENCH_WORK_DIR, { recursive: true });
try {
  const builds = [];
  for (const [projects, runs] of [[20, 3], [1000, 3], [10_000, 3]] as const) {
    progress(`building ${projects} projects ×${runs}, each with its floor`);
    builds.push(await measureBuild(BENCH_WORK_DIR, projects, runs, 90_000));
  }

  progress("building 25,000 projects at ulimit -n 256");
  const fdLimit = await measureBuildUnderFdLimit(BENCH_WORK_DIR, 25_000, 256);

  progress("building a 1 MB hostile skills.json, taking turns with the same content's own");
  const hostileSkills = await measureHostileSkillsBuild(BENCH_WORK_DIR);

  progress("building the sample portfolio and bundling the functions");
  const sampleDist = path.join(BENCH_WORK_DIR, "sample/dist");
  const sampleIndex = path.join(BENCH_WORK_DIR, "sample/portfolio-data.js");
  await buildOnce("content", sampleDist, sampleIndex);
  const index = await loadDefault<PortfolioIndex>(sampleIndex);
  const sampleWithoutApp = path.join(BENCH_WORK_DIR, "sample/portfolio-data-without-app.js");
  const withoutAppSource = await writeIndexWithoutApp(index, sampleWithoutApp);
  const indexes = { sample: sampleIndex, sampleWithoutApp, "1000": catalogPaths(BENCH_WORK_DIR, 1000).indexModule, "10000": catalogPaths(BENCH_WORK_DIR, 10_000).indexModule };
  const { modules, sizes } = await prepareFunctions(BENCH_WORK_DIR, indexes);
  const ours = await loadDefault<Handler>(modules.sample.portfolioApi!);

  progress("the MCP App view's HTML, read through resources/read");
  const indexModuleBytes = { withApp: Buffer.byteLength(await readFile(sampleIndex, "utf8")), withoutApp: Buffer.byteLength(withoutAppSource) };
  const appView = await measureAppView(ours, await loadDefault<Handler>(modules.sampleWithoutApp.portfolioApi!), index, indexModuleBytes);

  progress("counting the static share");
  const staticShare = await measureStaticShare(sampleDist, index, ours);

  progress("cold starts");
  const listProjects = toolCall(LIST_PROJECTS_TOOL, {});
  // A word of the owner's own titles, chosen by the build so that its search answers 200.
  const sampleSearch = searchRequest(index.searchExample ?? "");
  const cold = (subject: string, requestName: string, target: string, request: RequestSpec): ColdCase => ({ subject, requestName, target, request });
  const coldStarts = await measureColdStarts(
    [
      // The floor is a plain handler bundled the same way, so Netlify's wrapper is not counted as ours.
      cold(SUBJECTS.floor, "constant answer", modules.sample.plainHandler!, sampleSearch),
      cold(SUBJECTS.ours, "initialize", modules.sample.portfolioApi!, INITIALIZE),
      cold(SUBJECTS.ours, "tools/call list_projects", modules.sample.portfolioApi!, listProjects),
      cold(SUBJECTS.ours, "q search", modules.sample.portfolioApi!, sampleSearch),
      cold(SUBJECTS.sdk, "initialize", modules.sample.sdkPeer!, INITIALIZE),
      cold(SUBJECTS.sdk, "tools/call list_projects", modules.sample.sdkPeer!, listProjects),
      cold(SUBJECTS.naive, "q search", modules.sample.naivePeer!, sampleSearch),
      // The same function over the same index without the app view's HTML: what the view costs the import.
      cold(SUBJECTS.withoutApp, "initialize", modules.sampleWithoutApp.portfolioApi!, INITIALIZE),
      cold(SUBJECTS.withoutApp, "tools/call list_projects", modules.sampleWithoutApp.portfolioApi!, listProjects),
      cold(SUBJECTS.withoutApp, "q search", modules.sampleWithoutApp.portfolioApi!, sampleSearch),
    ],
    COLD_RUNS,
    180_000,
  );

  // In a process of their own: what a warm function instance holds (warm-cases.ts).
  const warmInput: WarmCasesInput = {
    sampleIndex,
    sample: { portfolioApi: modules.sample.portfolioApi!, sdkPeer: modules.sample.sdkPeer!, naivePeer: modules.sample.naivePeer! },
    catalogs: {
      "1000": { portfolioApi: modules["1000"].portfolioApi!, naivePeer: modules["1000"].naivePeer! },
      "10000": { portfolioApi: modules["10000"].portfolioApi!, naivePeer: modules["10000"].naivePeer! },
    },
    limits: WARM,
  };
  progress("warm cases, in a process of their own");
  const { warm, searchMatches } = await measureWarmCases(warmInput, 1_800_000);
  progress("routing rules at 1,000, 10,000 and 25,000 projects");
  const ruleCounts = measureRuleCounts(await loadDefault<PortfolioIndex>(indexes["10000"]));
  progress("largest function answers, 10,000 projects, refused and built");
  const largestAnswers = await measureLargestAnswers(
    {
      function: { label: SUBJECTS.ours, handler: await loadDefault<Handler>(modules["10000"].portfolioApi!) },
      unlimited: { label: SUBJECTS.unlimited, handler: await loadDefault<Handler>(modules["10000"].unlimitedApi!) },
    },
    15,
    120_000,
  );
  progress("static throughput");
  const staticThroughput = await measureStaticThroughput({ distDir: sampleDist, functionModule: modules.sample.portfolioApi!, runs: 3, seconds: 5, connections: 10 });

  progress("the deploy install (npm ci --omit=dev in a copy of the repository)");
  // Outside the checkout: the copy is of the checkout, and BENCH_WORK_DIR is inside it.
  const scratch = await mkdtemp(path.join(os.tmpdir(), "portfolio-deploy-install-"));
  const deployInstall = await measureDeployInstall(process.cwd(), scratch).finally(() => rm(scratch, { recursive: true, force: true }));

  const zisi = JSON.parse(await readFile("node_modules/@netlify/zip-it-and-ship-it/package.json", "utf8")) as { version: string };
  const results: BenchResults = {
    machine: {
      date: new Date().toISOString(),
      node: process.version,
      cpu: os.cpus()[0]?.model ?? "unknown",
      cores: os.cpus().length,
      memoryBytes: os.totalmem(),
      platform: `${os.platform()} ${os.release()}`,
    },
    bundler: `@netlify/zip-it-and-ship-it ${zisi.version} (Functions v2: esbuild for our sources, packages traced and shipped as files); minified sizes by esbuild`,
    staticShare,
    builds,
    fdLimit,
    hostileSkills,
    bundles: sizes,
    appView,
    coldStarts,
    warm,
    staticThroughput,
    searchMatches,
    largestAnswers,
    deployInstall,
    ruleCounts,
    durationMs: performance.now() - started,
  };
  const checks = checkBudgets(results);
  await writeFile("bench/results/latest.json", `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`);
  console.log(renderReport(results, checks));
  console.log("\nResults: bench/results/latest.json");
} finally {
  await rm(BENCH_WORK_DIR, { recursive: true, force: true });
}
