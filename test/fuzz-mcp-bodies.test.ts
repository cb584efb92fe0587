// Property: whatever body is POSTed to /api/mcp — any JSON value, 10,000-level nesting, huge
// strings, wrong types in every field, `__proto__` keys, non-UTF-8 bytes — the answer is
// 200, 202, 400, 404 (a method 2026-07-28 does not have), 405, 413 or 415, every error a valid
// JSON-RPC error, no exception escapes, and the heap is no larger after 10,000 bodies than
// before them. Bodies and headers come in both eras: legacy, and 2026-07-28's _meta, version,
// Mcp-Method and Mcp-Name, right or wrong.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { App } from "../functions/api/core/app.ts";
import { BASE_URL, sampleApp } from "./support/sample.ts";
import { FUZZ_SEED, FUZZ_TIMEOUT_MS } from "./support/fuzz-requests.ts";
import { MAX_DEPTH, rpcPostArb, toRpcRequest, type RpcPost } from "./support/fuzz-json-rpc.ts";
import { answerViolations, readAnswer } from "./support/answer-invariants.ts";

/** Bodies per run of the property; the README's Reliability section reports this number. */
export const BODY_RUNS = Number(process.env["FUZZ_RUNS"] ?? 10_000);
/** Heap growth allowed across the run, after a full collection before and after. */
const MAX_HEAP_GROWTH_BYTES = 8 * 1024 * 1024;
const ALLOWED_STATUSES = [200, 202, 400, 404, 405, 413, 415];

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

/** A full collection, so heap figures compare live objects only (no --expose-gc needed). */
function collectGarbage(): void {
  setFlagsFromString("--expose-gc");
  (runInNewContext("gc") as () => void)();
}

/** The id a 200 answer must echo: the request's, when the body is an object with a valid one. */
function sentId(post: RpcPost): unknown {
  if (typeof post.body !== "string") return undefined;
  try {
    const message: unknown = JSON.parse(post.body.replace(/^\uFEFF/, ""));
    return typeof message === "object" && message !== null && "id" in message ? message.id : undefined;
  } catch {
    return undefined;
  }
}

/** How many members a batch body holds; undefined when the body is not a JSON array. */
function sentBatchSize(post: RpcPost): number | undefined {
  if (typeof post.body !== "string") return undefined;
  try {
    const message: unknown = JSON.parse(post.body.replace(/^\uFEFF/, ""));
    return Array.isArray(message) ? message.length : undefined;
  } catch {
    return undefined;
  }
}

async function violationsFor(post: RpcPost): Promise<string[]> {
  const request = toRpcRequest(BASE_URL, post);
  const answer = await readAnswer(await app.handle(request));
  const broken = answerViolations("POST", new URL(request.url), answer, BASE_URL);
  if (!ALLOWED_STATUSES.includes(answer.status)) broken.push(`status ${answer.status}`);
  if (answer.status === 200) {
    const body: unknown = JSON.parse(answer.text);
    if (Array.isArray(body)) {
      // A batch answer: at most one response per member sent, never an empty array.
      const sent = sentBatchSize(post);
      if (sent === undefined || body.length === 0 || body.length > sent) broken.push(`a batch answer of ${body.length} for ${String(sent)} members`);
    } else if ((body as { id?: unknown }).id !== sentId(post)) {
      broken.push("200 answer does not echo the id");
    }
  }
  return broken;
}

const property = fc.asyncProperty(rpcPostArb, async (post) => {
  expect(await violationsFor(post)).toEqual([]);
});

describe("fuzzing POST /api/mcp with arbitrary bodies", () => {
  it(`answers every body with a valid JSON-RPC outcome and keeps the heap flat (${BODY_RUNS} bodies)`, async () => {
    // Warm up with other bodies first, so lazily built code and caches are already in the baseline.
    await fc.assert(property, { seed: FUZZ_SEED + 1, numRuns: 1000 });
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    await fc.assert(property, { seed: FUZZ_SEED, numRuns: BODY_RUNS });
    collectGarbage();
    const growth = process.memoryUsage().heapUsed - before;
    expect(growth, `heap grew by ${(growth / 1024 / 1024).toFixed(1)} MB`).toBeLessThan(MAX_HEAP_GROWTH_BYTES);
  }, FUZZ_TIMEOUT_MS);

  const nested = (depth: number) => `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_projects","arguments":{"q":${"[".repeat(depth)}${"]".repeat(depth)}}}}`;
  it.each<[string, RpcPost]>([
    [`${MAX_DEPTH} levels of arrays as the whole body`, { body: "[".repeat(MAX_DEPTH) + "]".repeat(MAX_DEPTH), contentType: "application/json" }],
    [`${MAX_DEPTH} levels of arrays inside arguments`, { body: nested(MAX_DEPTH), contentType: "application/json" }],
    ["__proto__ in the message, params and arguments", {
      body: '{"__proto__":{"id":7},"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"__proto__":{"name":"x"},"name":"list_projects","arguments":{"__proto__":{"lane":"client"}}}}',
      contentType: "application/json",
    }],
    ["constructor as the method", { body: '{"jsonrpc":"2.0","id":1,"method":"constructor"}', contentType: "application/json" }],
    ["a 1e400 id", { body: '{"jsonrpc":"2.0","id":1e400,"method":"ping"}', contentType: "application/json" }],
    ["bytes that are not UTF-8", { body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), contentType: "application/json" }],
    ["a string of 60,000 characters as q", { body: `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"list_projects","arguments":{"q":"${"x".repeat(60_000)}"}}}`, contentType: "application/json" }],
  ])("answers %s with a valid JSON-RPC outcome", async (_name, post) => {
    expect(await violationsFor(post)).toEqual([]);
  });
});
