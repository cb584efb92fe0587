// Warm throughput in-process: the same handler called back to back, each call building its
// Request, awaiting the Response and reading the body, as a platform would. Subjects take
// turns in rounds, so a burst of load from elsewhere on the machine hits all of them alike.
import { quantile, summarize } from "./stats.ts";
import type { RequestSpec } from "./requests.ts";

/** A fetch-style handler: a bundled function, a peer, or a floor. */
export type Handler = (request: Request) => Promise<Response>;

/** One subject's timed calls: throughput overall and per round, latency, and what it answered. */
export interface WarmResult {
  calls: number;
  opsPerSec: number;
  /** Ops/s in each round, in order: round i of every subject ran back to back (sameRoundShare). */
  roundOpsPerSec: number[];
  medianUs: number;
  p99Us: number;
  status: number;
  bytes: number;
}

/** How much of each subject is timed: a number of calls or a time, whichever ends first, spread over rounds. */
export interface WarmLimits {
  /** Timed calls per subject, over all rounds. */
  calls: number;
  /** Time per subject, over all rounds; a slow subject makes fewer calls. */
  maxMs: number;
  rounds: number;
}

/** One subject: a call to time, and what its last answer was. */
export interface WarmSubject {
  label: string;
  once: () => Promise<void>;
  last: () => { status: number; bytes: number };
}

/** A Request for a spec; built inside the timed call, since every invocation gets a new one. */
export function toRequest(spec: RequestSpec): Request {
  return new Request(spec.url, spec.body === undefined ? { method: spec.method, headers: spec.headers } : { method: spec.method, headers: spec.headers, body: spec.body });
}

/** A subject that calls `handler` with a new Request for `spec` and reads the whole body. */
export function handlerSubject(label: string, handler: Handler, spec: RequestSpec): WarmSubject {
  let status = 0;
  let bytes = 0;
  const once = async () => {
    const response = await handler(toRequest(spec));
    const text = await response.text();
    status = response.status;
    bytes = text.length;
  };
  return { label, once, last: () => ({ status, bytes }) };
}

/** A subject for synchronous work (the JSON.stringify floor). */
export function syncSubject(label: string, work: () => unknown): WarmSubject {
  return { label, once: async () => void work(), last: () => ({ status: 0, bytes: 0 }) };
}

interface Tally {
  times: number[];
  elapsed: number;
  rounds: number[];
}

/** Run the subjects in `limits.rounds` rounds of equal share, after a short warm-up of each. */
export async function measureWarm(subjects: WarmSubject[], limits: WarmLimits): Promise<WarmResult[]> {
  for (const subject of subjects) {
    // Let the JIT settle: up to 1,000 calls or a tenth of the subject's time, whichever ends first.
    const warmUntil = performance.now() + limits.maxMs / 10;
    for (let i = 0; i < Math.min(1000, limits.calls / 10) && performance.now() < warmUntil; i++) await subject.once();
  }
  const tallies: Tally[] = subjects.map(() => ({ times: [], elapsed: 0, rounds: [] }));
  const perRound = Math.ceil(limits.calls / limits.rounds);
  // No forced collection between rounds: after global.gc() the next thousand calls of every
  // subject ran about twice as slow as a warm instance's (28 → 42–53 µs a call for the same
  // code, with new space as large as before), and slowest for the subject with the most code to
  // warm again; a warm function is never collected that way. Each subject's garbage is collected
  // as it runs, and the median of the rounds' ratios (sameRoundShare) absorbs what one leaves
  // for the next.
  for (let round = 0; round < limits.rounds; round++) {
    for (const [i, subject] of subjects.entries()) {
      await timeRound(subject, perRound, limits.maxMs / limits.rounds, tallies[i]!);
    }
  }
  return subjects.map((subject, i) => {
    const { times, elapsed, rounds } = tallies[i]!;
    const sorted = times.sort((a, b) => a - b);
    const calls = sorted.length;
    return { calls, opsPerSec: (calls / elapsed) * 1000, roundOpsPerSec: rounds, medianUs: quantile(sorted, 0.5) * 1000, p99Us: quantile(sorted, 0.99) * 1000, ...subject.last() };
  });
}

async function timeRound(subject: WarmSubject, calls: number, maxMs: number, tally: Tally): Promise<void> {
  const started = performance.now();
  const deadline = started + maxMs;
  let done = 0;
  for (; done < calls; done++) {
    const t = performance.now();
    if (t > deadline) break;
    await subject.once();
    tally.times.push(performance.now() - t);
  }
  const elapsed = performance.now() - started;
  tally.elapsed += elapsed;
  tally.rounds.push((done / elapsed) * 1000);
}

/**
 * How fast `subject` ran beside `floor`: the median, over rounds, of the two's ops/s in the same
 * round. Rounds take turns, so each ratio compares two stretches of the same few milliseconds;
 * a burst of load from elsewhere, or a collection, that falls on one subject's stretch moves
 * one ratio, not the result. Null without rounds to compare.
 */
export function sameRoundShare(subject: WarmResult | undefined, floor: WarmResult | undefined): number | null {
  const shares = (subject?.roundOpsPerSec ?? []).flatMap((ops, round) => {
    const floorOps = floor?.roundOpsPerSec[round];
    return floorOps ? [ops / floorOps] : [];
  });
  return shares.length === 0 ? null : summarize(shares).median;
}
