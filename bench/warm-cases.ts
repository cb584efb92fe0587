// Every warm case of `npm run bench`, run in a process of its own (bench/warm-once.ts) that
// loads nothing but the handlers it times and the index they answer from: what a warm instance
// of the function holds. In the runner's own process, after the bundler had run there (its
// heap about 120 MB), the same fixed answer measured 3-5 points lower against its floor with
// no change in the code (docs/performance.md, run of 2026-11-27, night): every collection of
// a subject's garbage paid for a heap no function instance has.
import { spawn } from "node:child_process";
import { pathToFileURL } from "node:url";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { getRequest, modernToolCall, searchRequest, toolCall } from "./requests.ts";
import { ERA_CASE, expectResult, runEraCase } from "./mcp-eras.ts";
import { CASE_STUDY_CASE, fixedListCases } from "./mcp-fixed-answers.ts";
import { BENCH_QUERY } from "./synthetic-content.ts";
import { runWarmCase, type WarmRow } from "./warm-suite.ts";
import type { Handler, WarmLimits } from "./warm.ts";
import { SUBJECTS } from "./subjects.ts";

/** Module paths, so the child can load them itself. */
export interface WarmCasesInput {
  sampleIndex: string;
  sample: { portfolioApi: string; sdkPeer: string; naivePeer: string };
  /** The large catalogs' function and naive peer, keyed by project count. */
  catalogs: Record<"1000" | "10000", { portfolioApi: string; naivePeer: string }>;
  limits: WarmLimits;
}

export interface WarmCasesOutput {
  warm: WarmRow[];
  /** How many projects the bench query matches in each large catalog. */
  searchMatches: Record<string, number>;
}

const load = async <T>(file: string): Promise<T> => ((await import(pathToFileURL(file).href)) as { default: T }).default;

/** Run every warm case in this process; `progress` names each as it starts. */
export async function measureWarmCases(input: WarmCasesInput, progress: (line: string) => void): Promise<WarmCasesOutput> {
  const index = await load<PortfolioIndex>(input.sampleIndex);
  const ours = await load<Handler>(input.sample.portfolioApi);
  const sdk = await load<Handler>(input.sample.sdkPeer);
  const naive = await load<Handler>(input.sample.naivePeer);
  const limits = input.limits;

  const warm: WarmRow[] = [];
  // The sample's warm cases first, while the process holds what a warm instance of the function
  // holds (one portfolio's index): the big catalogs below stay loaded for the rest of the run (a
  // module cannot be unloaded), and in a heap that also holds 10,000 projects and their answers
  // every collection costs more, most for the subject that allocates most per call. Measured so,
  // the same fixed answer's share of its floor fell from 87-92% to 75-81% with no change in its
  // median call (docs/performance.md, runs of 2026-11-27 late).
  progress("warm: 404");
  warm.push(...(await runWarmCase("404 problem (unknown slug)", getRequest("/api/v1/projects/no-such-project"), ours, [{ label: SUBJECTS.naive, handler: naive }], limits)));
  for (const c of fixedListCases()) {
    progress(`warm: ${c.name}`);
    await expectResult(c.name, c.spec, ours);
    // The SDK peer serves tools, no resources or prompts, and no 2026-07-28 path.
    const peers = c.list === "tools/list" && c.era === "legacy" ? [{ label: SUBJECTS.sdk, handler: sdk }] : [];
    warm.push(...(await runWarmCase(c.name, c.spec, ours, peers, limits)));
  }
  progress("warm: get_case_study");
  const caseStudy = index.projects.find((p) => p.caseStudy)?.slug ?? "";
  warm.push(...(await runWarmCase(CASE_STUDY_CASE, toolCall("get_case_study", { slug: caseStudy }), ours, [{ label: SUBJECTS.sdk, handler: sdk }], limits)));
  progress("warm: get_case_study, legacy vs 2026-07-28");
  warm.push(...(await runEraCase(ERA_CASE, toolCall("get_case_study", { slug: caseStudy }), modernToolCall("get_case_study", { slug: caseStudy }), ours, limits)));

  const searchMatches: Record<string, number> = {};
  for (const size of ["1000", "10000"] as const) {
    const name = `q search, ${Number(size).toLocaleString("en-US")} projects`;
    progress(`warm: ${name}`);
    const oursBig = await load<Handler>(input.catalogs[size].portfolioApi);
    const naiveBig = await load<Handler>(input.catalogs[size].naivePeer);
    const search = searchRequest(BENCH_QUERY);
    searchMatches[`${Number(size).toLocaleString("en-US")}`] = ((await (await oursBig(new Request(search.url))).json()) as { total: number }).total;
    warm.push(...(await runWarmCase(name, search, oursBig, [{ label: SUBJECTS.naive, handler: naiveBig }], limits)));
  }
  return { warm, searchMatches };
}

/**
 * Run the warm cases in a fresh `node --import tsx` process (bench/warm-once.ts). Its progress
 * lines pass through to this process's stderr as they come; its result is its last stdout line.
 */
export function measureWarmCasesInChild(input: WarmCasesInput, timeoutMs: number): Promise<WarmCasesOutput> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "bench/warm-once.ts", JSON.stringify(input)], { stdio: ["ignore", "pipe", "inherit"], timeout: timeoutMs });
    let stdout = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (code !== 0) return reject(new Error(`bench/warm-once.ts ended with ${signal ?? `code ${code}`}`));
      resolve(JSON.parse(stdout.trim().split("\n").pop() ?? "") as WarmCasesOutput);
    });
  });
}
