// Cold starts: a fresh `node` process per request (bench/cold-child.mjs), timed from spawn
// to its answer and to its exit. Subjects run interleaved, so drift on a shared machine hits
// all of them alike. The floor's spawn-to-answer time is what the cold-start and import
// budgets are shares of (bench/budgets.ts): it moves with the machine, as they do.
import { spawn } from "node:child_process";
import path from "node:path";
import { summarize, type Summary } from "./stats.ts";
import type { RequestSpec } from "./requests.ts";
import { SUBJECTS } from "./subjects.ts";


/** One thing to start cold: a bundled function module and the request it answers. */
export interface ColdCase {
  subject: string;
  /** Which request, e.g. "initialize". */
  requestName: string;
  target: string;
  request: RequestSpec;
}

/** One subject's cold starts on one request, as the parent and the child each timed them. */
export interface ColdResult {
  subject: string;
  requestName: string;
  /** Spawn to exit, as seen by the parent. */
  wallMs: Summary;
  /** Spawn to the answer's arrival on the child's stdout, as seen by the parent. */
  spawnToAnswerMs: Summary;
  /** Process start to answer, as the child's own clock sees it. */
  answeredMs: Summary;
  /** Spawn to exit minus the floor's in the same round, so drift between rounds cancels. */
  aboveFloorMs: Summary | null;
  /** The child's own time from its first line to the answer: loading the function, the request, the answer. */
  workMs: Summary;
  /** Median work minus the floor's median work: the cold start's cost with Node's start-up noise taken out. */
  workAboveFloorMs: number | null;
  /** The `import()` of the module alone, in the child. */
  importMs: Summary;
  /** Every run's import, for pooling the runs of one module over several requests; in round order. */
  importSamplesMs: number[];
  /** Every run's load + answer, in round order: run k of every case is from the same round. */
  workSamplesMs: number[];
  /** Median import minus the floor's (a plain handler module's) median import. */
  importAboveFloorMs: number | null;
  status: number;
}

const CHILD = path.resolve("bench/cold-child.mjs");
const CHILD_TIMEOUT_MS = 15_000;

interface ChildRun {
  wallMs: number;
  spawnToAnswerMs: number;
  answeredMs: number;
  workMs: number;
  importMs: number;
  status: number;
}

function runChild(target: string, request: RequestSpec): Promise<ChildRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CHILD, target, JSON.stringify(request)], { stdio: ["ignore", "pipe", "pipe"], timeout: CHILD_TIMEOUT_MS, killSignal: "SIGKILL" });
    let stdout = "";
    let stderr = "";
    let spawnToAnswerMs = Number.NaN;
    // The child writes its one JSON line once it has the answer, then exits: the first byte
    // marks the answer. Its exit (flushing, tearing down) is not part of what a caller waits for.
    child.stdout.on("data", (chunk: Buffer) => {
      if (stdout === "") spawnToAnswerMs = performance.now() - started;
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("close", (code, signal) => {
      const wallMs = performance.now() - started;
      if (code !== 0) return reject(new Error(`cold child for ${target} exited with ${code ?? signal}: ${stderr.slice(0, 500)}`));
      const out = JSON.parse(stdout) as Omit<ChildRun, "wallMs" | "spawnToAnswerMs">;
      resolve({ wallMs, spawnToAnswerMs, answeredMs: out.answeredMs, workMs: out.workMs, importMs: out.importMs, status: out.status });
    });
  });
}

/** `runs` cold starts of every case, round-robin, stopping early when `budgetMs` is spent. A case
 * whose subject is SUBJECTS.floor is the floor the others are compared with. */
export async function measureColdStarts(cases: ColdCase[], runs: number, budgetMs: number): Promise<ColdResult[]> {
  const samples = cases.map(() => ({ wall: [] as number[], toAnswer: [] as number[], answered: [] as number[], work: [] as number[], imports: [] as number[], status: 0 }));
  // One unmeasured start of each first: the first read of a bundle from disk is not a cold start of Node.
  for (const c of cases) await runChild(c.target, c.request);
  const deadline = performance.now() + budgetMs;
  for (let run = 0; run < runs && performance.now() < deadline; run++) {
    for (const [i, c] of cases.entries()) {
      const sample = samples[i]!;
      const one = await runChild(c.target, c.request);
      sample.wall.push(one.wallMs);
      sample.toAnswer.push(one.spawnToAnswerMs);
      sample.answered.push(one.answeredMs);
      sample.work.push(one.workMs);
      sample.imports.push(one.importMs);
      sample.status = one.status;
    }
  }
  const floor = samples[cases.findIndex((c) => c.subject === SUBJECTS.floor)];
  const floorWork = floor ? summarize(floor.work).median : undefined;
  const floorImport = floor ? summarize(floor.imports).median : undefined;
  return cases.map((c, i) => {
    const sample = samples[i]!;
    const isFloor = c.subject === SUBJECTS.floor || !floor;
    const work = summarize(sample.work);
    const imports = summarize(sample.imports);
    return {
      subject: c.subject,
      requestName: c.requestName,
      wallMs: summarize(sample.wall),
      spawnToAnswerMs: summarize(sample.toAnswer),
      answeredMs: summarize(sample.answered),
      aboveFloorMs: isFloor ? null : summarize(sample.wall.map((ms, run) => ms - floor.wall[run]!)),
      workMs: work,
      workAboveFloorMs: isFloor || floorWork === undefined ? null : work.median - floorWork,
      importMs: imports,
      importSamplesMs: sample.imports,
      workSamplesMs: sample.work,
      importAboveFloorMs: isFloor || floorImport === undefined ? null : imports.median - floorImport,
      status: sample.status,
    };
  });
}

/** The median import of every cold start of `subject`: each imports the same module, whatever it then answers. */
export function pooledImportMs(results: readonly ColdResult[], subject: string): number {
  return summarize(results.filter((c) => c.subject === subject).flatMap((c) => c.importSamplesMs)).median;
}

/**
 * The median of `a`'s runs minus `b`'s, pairing the runs of the same request in the same round:
 * for a difference much smaller than the machine's drift, which a difference of two medians
 * cannot resolve. `requestName` limits it to one request; otherwise every request's pairs pool.
 */
export function pairedDifferenceMs(results: readonly ColdResult[], a: string, b: string, samples: (c: ColdResult) => number[], requestName?: string): number {
  const differences = results
    .filter((c) => c.subject === a && (requestName === undefined || c.requestName === requestName))
    .flatMap((c) => {
      const other = results.find((o) => o.subject === b && o.requestName === c.requestName);
      const theirs = other ? samples(other) : [];
      return samples(c).flatMap((ms, run) => (theirs[run] === undefined ? [] : [ms - theirs[run]]));
    });
  return summarize(differences).median;
}
