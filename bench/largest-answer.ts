// The largest answers the function can give, over the 10,000-project catalog, beside Netlify's
// limit for a buffered function response (6 MB; netlify-cli's local limit is 6e6 bytes). An
// answer above it would be refused by the platform, so each must fit or be a problem.
import { toRequest, type Handler } from "./warm.ts";
import { getRequest, toolCall } from "./requests.ts";
import type { RequestSpec } from "./cold-start.ts";
import { summarize, type Summary } from "./stats.ts";

/** Netlify's limit for a buffered (not streamed) function response body, in bytes. */
import { FUNCTION_ANSWER_MAX_BYTES as PLATFORM_LIMIT_BYTES } from "../functions/api/core/limits.ts";

export { PLATFORM_LIMIT_BYTES };

export interface AnswerSize {
  request: string;
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

/**
 * Requests whose answers grow with the catalog and reach the function: a one-letter search
 * (it matches nearly every project), an empty filter (the whole list, from the function), and
 * the MCP list tool with and without that search.
 */
export const LARGE_REQUESTS: Record<string, RequestSpec> = {
  "GET /api/v1/projects?q=a": getRequest("/api/v1/projects?q=a"),
  "GET /api/v1/projects?lane= (whole list)": getRequest("/api/v1/projects?lane="),
  "MCP list_projects {q: \"a\"}": toolCall("list_projects", { q: "a" }),
  "MCP list_projects {}": toolCall("list_projects", {}),
};

/** Answer each request `runs` times (bounded by `maxMs` per request) and size the body. */
export async function measureLargestAnswers(handler: Handler, runs: number, maxMs: number): Promise<AnswerSize[]> {
  const sizes: AnswerSize[] = [];
  for (const [name, spec] of Object.entries(LARGE_REQUESTS)) {
    const times: number[] = [];
    const cpu: number[] = [];
    const heap: number[] = [];
    let last: { status: number; contentType: string; bytes: number; refused: boolean } | undefined;
    const deadline = performance.now() + maxMs;
    for (let i = 0; i < runs && (i === 0 || performance.now() < deadline); i++) {
      const request = toRequest(spec);
      collect();
      const heapBefore = process.memoryUsage().heapUsed;
      const cpuBefore = process.cpuUsage();
      const start = performance.now();
      const response = await handler(request);
      const body = new Uint8Array(await response.arrayBuffer());
      times.push(performance.now() - start);
      const used = process.cpuUsage(cpuBefore);
      cpu.push((used.user + used.system) / 1000);
      heap.push(Math.max(0, process.memoryUsage().heapUsed - heapBefore));
      const refused = response.status === 422 || (body.byteLength < 64 * 1024 && new TextDecoder().decode(body).includes('"isError":true'));
      last = { status: response.status, contentType: response.headers.get("content-type") ?? "", bytes: body.byteLength, refused };
    }
    if (last) sizes.push({ request: name, ...last, ms: summarize(times), cpuMs: summarize(cpu), heapBytes: summarize(heap) });
  }
  return sizes.sort((a, b) => b.bytes - a.bytes);
}

/** A full collection when the bench runs with --expose-gc (npm run bench does), so heap deltas start clean. */
function collect(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** An answer the platform can deliver. One past the limit must become a (small) problem instead. */
export function fitsThePlatform(answer: AnswerSize): boolean {
  return answer.bytes <= PLATFORM_LIMIT_BYTES;
}
