// Every warm case of `npm run bench`, run in a process of their own (bench/warm-once.ts) that
// loads nothing but the handlers the cases time and the indexes they answer from: what a warm
// instance of the function holds. In the runner's process, after the bundler had run there (a
// heap of about 120 MB), the same fixed answer measured 3-5 points lower against its floor with
// no change in the code. A fresh process for each case was tried too: its young heap collected
// the MCP SDK peer's garbage in long pauses that fell on whichever subject came next, and the
// rounds of one case swung from 9,000 to 70,000 calls a second (docs/performance.md, runs of
// 2026-11-27, night). So the cases share one process, with no forced collection between them:
// with one before each case (gc()), the 2026-07-28 lists measured 81-86% of their floors against
// 85-89% without, as a collection between rounds had done before (bench/warm.ts).
import { CASE_STUDY_TOOL } from "../functions/api/core/resources/projects/project-tool-names.ts";
import { spawn } from "node:child_process";
import { loadDefault } from "./default-export.ts";
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

/** What one case measured; a search case also says how many projects its query matched. */
export interface WarmCaseOutput {
  rows: WarmRow[];
  searchMatches?: { catalog: string; total: number };
}

/** What the warm-cases process hands back to the runner: its rows and the search match counts. */
export interface WarmCasesOutput {
  warm: WarmRow[];
  /** How many projects the bench query matches in each large catalog. */
  searchMatches: Record<string, number>;
}


/** One case: its name in the progress lines, and how it runs (in the child). */
interface WarmCase {
  name: string;
  run(input: WarmCasesInput): Promise<WarmCaseOutput>;
}

const ours = (input: WarmCasesInput) => loadDefault<Handler>(input.sample.portfolioApi);
const peer = async (label: string, file: string) => ({ label, handler: await loadDefault<Handler>(file) });
/** The sample project with a case study: get_case_study's argument. */
const caseStudySlug = async (input: WarmCasesInput) => (await loadDefault<PortfolioIndex>(input.sampleIndex)).projects.find((p) => p.caseStudy)?.slug ?? "";

/**
 * Every warm case, in the order of the report and of the run: the sample's first, while the
 * process holds one portfolio's index; the large catalogs, once imported, stay in the heap.
 */
export const WARM_CASES: readonly WarmCase[] = [
  {
    name: "404 problem (unknown slug)",
    run: async (input) => ({ rows: await runWarmCase("404 problem (unknown slug)", getRequest("/api/v1/projects/no-such-project"), await ours(input), [await peer(SUBJECTS.naive, input.sample.naivePeer)], input.limits) }),
  },
  ...fixedListCases().map(
    (c): WarmCase => ({
      name: c.name,
      run: async (input) => {
        const handler = await ours(input);
        await expectResult(c.name, c.spec, handler);
        // The SDK peer serves tools, no resources or prompts, and no 2026-07-28 path.
        const peers = c.list === "tools/list" && c.era === "legacy" ? [await peer(SUBJECTS.sdk, input.sample.sdkPeer)] : [];
        return { rows: await runWarmCase(c.name, c.spec, handler, peers, input.limits) };
      },
    }),
  ),
  {
    name: CASE_STUDY_CASE,
    run: async (input) => ({
      rows: await runWarmCase(CASE_STUDY_CASE, toolCall(CASE_STUDY_TOOL, { slug: await caseStudySlug(input) }), await ours(input), [await peer(SUBJECTS.sdk, input.sample.sdkPeer)], input.limits),
    }),
  },
  {
    name: ERA_CASE,
    run: async (input) => {
      const slug = await caseStudySlug(input);
      return { rows: await runEraCase(ERA_CASE, toolCall(CASE_STUDY_TOOL, { slug }), modernToolCall(CASE_STUDY_TOOL, { slug }), await ours(input), input.limits) };
    },
  },
  ...(["1000", "10000"] as const).map((size): WarmCase => {
    const catalog = Number(size).toLocaleString("en-US");
    const name = `q search, ${catalog} projects`;
    return {
      name,
      run: async (input) => {
        const handler = await loadDefault<Handler>(input.catalogs[size].portfolioApi);
        const search = searchRequest(BENCH_QUERY);
        const { total } = (await (await handler(new Request(search.url))).json()) as { total: number };
        const rows = await runWarmCase(name, search, handler, [await peer(SUBJECTS.naive, input.catalogs[size].naivePeer)], input.limits);
        return { rows, searchMatches: { catalog, total } };
      },
    };
  }),
];

/** Run every case in this process (bench/warm-once.ts calls this), one after another; `progress` names each as it starts. */
export async function runWarmCases(input: WarmCasesInput, progress: (line: string) => void): Promise<WarmCasesOutput> {
  const warm: WarmRow[] = [];
  const searchMatches: Record<string, number> = {};
  for (const c of WARM_CASES) {
    progress(`warm: ${c.name}`);
    const out = await c.run(input);
    warm.push(...out.rows);
    if (out.searchMatches) searchMatches[out.searchMatches.catalog] = out.searchMatches.total;
  }
  return { warm, searchMatches };
}

/**
 * Run the warm cases in a fresh `node --import tsx` process. Its progress lines
 * pass through to this process's stderr as they come; its result is its last stdout line.
 */
export function measureWarmCases(input: WarmCasesInput, timeoutMs: number): Promise<WarmCasesOutput> {
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
