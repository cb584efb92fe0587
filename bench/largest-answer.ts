// The largest answers the function can give, over the 10,000-project catalog, beside Netlify's
// limit for a buffered function response (6 MB; netlify-cli's local limit is 6e6 bytes). An
// answer above it would be refused by the platform, so each must fit or be a problem; the
// refusals are timed beside the same core building those answers without the limit.
import { LIST_PROJECTS_TOOL } from "../functions/api/core/resources/projects/project-tool-names.ts";
import { toRequest, type Handler } from "./warm.ts";
import { getRequest, toolCall } from "./requests.ts";
import type { RequestSpec } from "./requests.ts";
import { summarize, type Summary } from "./stats.ts";

/** Netlify's limit for a buffered (not streamed) function response body, in bytes. */
import { FUNCTION_ANSWER_MAX_BYTES as PLATFORM_LIMIT_BYTES } from "../functions/api/core/limits.ts";

export { PLATFORM_LIMIT_BYTES };

/** One large answer: who gave it, how big it is, and what it cost in time, CPU and heap. */
export interface AnswerSize {
  request: string;
  /** Who answered: the function, or the reference that builds what it refuses. */
  subject: string;
  status: number;
  contentType: string;
  bytes: number;
  /** Time from the call to the last byte of the body, in-process. */
  ms: Summary;
  /** CPU time of the call (user + system, this process), ms. */
  cpuMs: Summary;
  /**
   * Heap grown by the call, bytes: used heap after it minus before, from a collected heap.
   * A collection during a large call hides part of what it allocated, so this is a floor.
   */
  heapBytes: Summary;
  /** Refused as too large: a 422 problem, or an MCP tool result with isError. */
  refused: boolean;
}

/** A request whose answer grows with the catalog; an MCP one names the REST request for the same query. */
export interface LargeRequest {
  spec: RequestSpec;
  sameQueryOverRest?: string;
}

/**
 * Requests whose answers grow with the catalog and reach the function: a one-letter search
 * (it matches nearly every project), an empty filter (the whole list, from the function), and
 * the MCP list tool with and without that search.
 */
export const LARGE_REQUESTS: Record<string, LargeRequest> = {
  "GET /api/v1/projects?q=a": { spec: getRequest("/api/v1/projects?q=a") },
  "GET /api/v1/projects?lane= (whole list)": { spec: getRequest("/api/v1/projects?lane=") },
  'MCP list_projects {q: "a"}': { spec: toolCall(LIST_PROJECTS_TOOL, { q: "a" }), sameQueryOverRest: "GET /api/v1/projects?q=a" },
  "MCP list_projects {}": { spec: toolCall(LIST_PROJECTS_TOOL, {}), sameQueryOverRest: "GET /api/v1/projects?lane= (whole list)" },
};

/** Who answers the large requests: the function, and the same core without the limit (REST only). */
export interface LargeAnswerers {
  function: { label: string; handler: Handler };
  unlimited: { label: string; handler: Handler };
}

interface Sample {
  times: number[];
  cpu: number[];
  heap: number[];
  last?: { status: number; contentType: string; bytes: number; refused: boolean };
}

/**
 * Every large request to the function, and each REST one to the unlimited core, in `rounds`
 * rounds taking turns (after one unmeasured round: the first search folds the catalog), so
 * load from elsewhere hits the refusals and the answers they are compared with alike. Stops
 * after the round in which `maxMs` runs out.
 */
export async function measureLargestAnswers(answerers: LargeAnswerers, rounds: number, maxMs: number): Promise<AnswerSize[]> {
  const cases = Object.entries(LARGE_REQUESTS).flatMap(([name, large]) => [
    { name, subject: answerers.function, spec: large.spec },
    ...(large.sameQueryOverRest === undefined && large.spec.method === "GET" ? [{ name, subject: answerers.unlimited, spec: large.spec }] : []),
  ]);
  const samples: Sample[] = cases.map(() => ({ times: [], cpu: [], heap: [] }));
  const deadline = performance.now() + maxMs;
  for (let round = -1; round < rounds && (round <= 0 || performance.now() < deadline); round++) {
    for (const [i, c] of cases.entries()) {
      const one = await answerOnce(c.subject.handler, c.spec);
      if (round < 0) continue;
      const sample = samples[i]!;
      sample.times.push(one.ms);
      sample.cpu.push(one.cpuMs);
      sample.heap.push(one.heapBytes);
      sample.last = one.answer;
    }
  }
  return cases
    .map((c, i) => ({ c, sample: samples[i]! }))
    .filter(({ sample }) => sample.last !== undefined)
    .map(({ c, sample }) => ({ request: c.name, subject: c.subject.label, ...sample.last!, ms: summarize(sample.times), cpuMs: summarize(sample.cpu), heapBytes: summarize(sample.heap) }))
    .sort((a, b) => b.bytes - a.bytes);
}

async function answerOnce(handler: Handler, spec: RequestSpec) {
  const request = toRequest(spec);
  collect();
  // The collector's helper threads go on sweeping after the collection, and process.cpuUsage()
  // counts them in whatever runs meanwhile (the same MCP refusal measured 7.4 to 54 ms of CPU in
  // one run). A short pause lets them finish; the answering thread's own clock
  // (process.threadCpuUsage) is no help: here it counts in ticks, a 5 ms loop reading 1.6-4.6.
  await new Promise((resolve) => setTimeout(resolve, SWEEP_PAUSE_MS));
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const response = await handler(request);
  const body = new Uint8Array(await response.arrayBuffer());
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpuBefore);
  const heapBytes = Math.max(0, process.memoryUsage().heapUsed - heapBefore);
  const refused = response.status === 422 || (body.byteLength < 64 * 1024 && new TextDecoder().decode(body).includes('"isError":true'));
  return { ms, cpuMs: (used.user + used.system) / 1000, heapBytes, answer: { status: response.status, contentType: response.headers.get("content-type") ?? "", bytes: body.byteLength, refused } };
}

/**
 * Long enough for the sweeping after a full collection of the bench's heap: measured right after
 * one, a 1 ms loop read 1.0-6.1 ms of process CPU; 20 ms later, 1.02-1.32 ms.
 */
const SWEEP_PAUSE_MS = 20;

/** A full collection when the bench runs with --expose-gc (npm run bench does), so heap deltas start clean. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** An answer the platform can deliver. One past the limit must become a (small) problem instead. */
export function fitsThePlatform(answer: AnswerSize): boolean {
  return answer.bytes <= PLATFORM_LIMIT_BYTES;
}
