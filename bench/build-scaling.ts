// Build scaling: synthetic catalogs built by the real build, each run in a fresh process so
// wall time and peak memory belong to that build alone, taking turns with the build's floor
// (bench/build-floor-once.ts: reading the same content, writing the same bytes), which the
// time budgets are multiples of.
import { execFile } from "node:child_process";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeSyntheticContent } from "./synthetic-content.ts";
import { summarize, type Summary } from "./stats.ts";

/** One catalog size built in fresh processes, timed beside the build's floor in the same rounds. */
export interface BuildScalingResult {
  projects: number;
  /** buildSite() alone, as the child process timed it. */
  buildMs: Summary;
  /** The floor: reading and parsing the same content, writing the same bytes, timed the same way. */
  floorMs: Summary;
  /** The whole `node --import tsx` process, start-up included. */
  processMs: Summary;
  peakRssBytes: Summary;
  files: number;
  bytes: number;
  indexModuleBytes: number;
}

/** Where a size's generated content, output and index module live. */
export function catalogPaths(workDir: string, projects: number) {
  const dir = path.join(workDir, `catalog-${projects}`);
  return {
    contentDir: path.join(dir, "content"),
    outDir: path.join(dir, "dist"),
    indexModule: path.join(dir, "portfolio-data.js"),
    floorOutDir: path.join(dir, "floor-dist"),
    floorIndexModule: path.join(dir, "floor-data.js"),
  };
}

/** Run a bench script in a fresh `node --import tsx` process; its last stdout line, parsed. */
function runScript<T>(script: string, args: string[], timeoutMs: number): Promise<{ out: T; processMs: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ["--import", "tsx", script, ...args], { timeout: timeoutMs, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`${script} ${args[0] ?? ""} failed: ${stderr || error.message}`));
      resolve({ out: JSON.parse(stdout.trim().split("\n").pop() ?? "") as T, processMs: performance.now() - started });
    });
  });
}

/** Build one content folder in a fresh process (bench/build-once.ts). */
export async function buildOnce(contentDir: string, outDir: string, indexModule: string): Promise<{ ms: number; maxRssBytes: number; processMs: number }> {
  const { out, processMs } = await runScript<{ ms: number; maxRssBytes: number }>("bench/build-once.ts", [contentDir, outDir, indexModule], 120_000);
  return { ...out, processMs };
}

/** The build's floor for a catalog built at `paths`, in a fresh process (bench/build-floor-once.ts). */
async function floorOnce(paths: ReturnType<typeof catalogPaths>): Promise<number> {
  const args = [paths.contentDir, paths.outDir, paths.indexModule, paths.floorOutDir, paths.floorIndexModule];
  const { out } = await runScript<{ ms: number }>("bench/build-floor-once.ts", args, 120_000);
  await rm(paths.floorOutDir, { recursive: true, force: true });
  return out.ms;
}

async function sizeOf(dir: string): Promise<{ files: number; bytes: number }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
  return { files: files.length, bytes: sizes.reduce((a, b) => a + b, 0) };
}

/**
 * Generate a catalog of `projects` and build it `runs` times (fewer if `budgetMs` runs out),
 * each build followed by its floor over the output it just wrote, so both see the same load.
 */
export async function measureBuild(workDir: string, projects: number, runs: number, budgetMs: number): Promise<BuildScalingResult> {
  const paths = catalogPaths(workDir, projects);
  await writeSyntheticContent(paths.contentDir, projects);
  const samples: { ms: number; maxRssBytes: number; processMs: number }[] = [];
  const floors: number[] = [];
  const deadline = performance.now() + budgetMs;
  for (let run = 0; run < runs && (run === 0 || performance.now() < deadline); run++) {
    // Each run starts from no output, as a fresh deploy does.
    await rm(paths.outDir, { recursive: true, force: true });
    samples.push(await buildOnce(paths.contentDir, paths.outDir, paths.indexModule));
    floors.push(await floorOnce(paths));
  }
  const written = await sizeOf(paths.outDir);
  const indexModuleBytes = (await stat(paths.indexModule)).size;
  return {
    projects,
    buildMs: summarize(samples.map((s) => s.ms)),
    floorMs: summarize(floors),
    processMs: summarize(samples.map((s) => s.processMs)),
    peakRssBytes: summarize(samples.map((s) => s.maxRssBytes)),
    files: written.files + 1,
    bytes: written.bytes + indexModuleBytes,
    indexModuleBytes,
  };
}

/** One build under a low open-file limit: valid content, so any problem it reports is a false one. */
export interface FdLimitResult {
  projects: number;
  /** The `ulimit -n` the build ran under. */
  openFiles: number;
  ok: boolean;
  /** Problems the build reported; the content is valid, so every one is false (EMFILE…). */
  problems: number;
  buildMs: number;
}

/**
 * Build `projects` valid synthetic projects in a shell whose open-file limit is `openFiles`
 * (issue 11: opening every file at once gave false EMFILE problems at 1,000 projects and
 * `ulimit -n 1024`). Runs once; the catalog is deleted after.
 */
export async function measureBuildUnderFdLimit(workDir: string, projects: number, openFiles: number): Promise<FdLimitResult> {
  const paths = catalogPaths(workDir, projects);
  await writeSyntheticContent(paths.contentDir, projects);
  try {
    const node = [process.execPath, "--import", "tsx", "bench/build-once.ts", paths.contentDir, paths.outDir, paths.indexModule].map(shellQuote).join(" ");
    const { code, stdout } = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile("/bin/sh", ["-c", `ulimit -n ${openFiles} && exec ${node}`], { timeout: 300_000, maxBuffer: 4 * 1024 * 1024 }, (error, out) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout: out }),
      );
    });
    const line = JSON.parse(stdout.trim().split("\n").pop() || "{}") as { ms?: number; ok?: boolean; problems?: number };
    return { projects, openFiles, ok: code === 0, problems: line.problems ?? (code === 0 ? 0 : NaN), buildMs: line.ms ?? NaN };
  } finally {
    await rm(path.dirname(paths.contentDir), { recursive: true, force: true });
  }
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}
