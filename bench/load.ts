// `npm run load`: drive the local preview (its own process, 127.0.0.1 only) with autocannon at
// 50 connections for a fixed time, twice, with a mix of static GETs, searches, bad slugs and
// MCP calls. Prints requests/s, p50/p99 latency, answers by status class, errors, and the
// preview's memory before and after; exits 1 on any 5xx, socket error, unexpected status, or
// memory growth of 20% or more from the first run to the second.
import { LATEST_LEGACY_PROTOCOL_VERSION } from "../functions/api/core/mcp/protocol-versions.ts";
import { CASE_STUDY_TOOL, LIST_PROJECTS_TOOL } from "../functions/api/core/resources/projects/project-tool-names.ts";
import { MCP_PATH } from "../functions/api/core/site-paths.ts";
import { PROJECTS_PATH } from "../functions/api/core/resources/projects/projects.ts";
import { fork, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import type { ServerMemory, ServerReady } from "./load-server.ts";

const SECONDS = Math.min(60, Math.max(1, Number(process.env["LOAD_SECONDS"] ?? 10)));
const CONNECTIONS = 50;
/** A ceiling on requests too, so a run is bounded in count as well as in time. */
const MAX_REQUESTS = SECONDS * 50_000;
const MAX_MEMORY_GROWTH = 0.2;

interface MixEntry {
  method: "GET" | "POST";
  path: string;
  status: number;
  body?: string;
}

const rpc = (body: object): string => JSON.stringify({ jsonrpc: "2.0", ...body });

/** The request mix every connection cycles through, with the status each must get. */
function requestMix({ paths, caseStudySlug, searchWord, missingSlug }: ServerReady): MixEntry[] {
  const get = (path: string, status = 200): MixEntry => ({ method: "GET", path, status });
  const post = (body: string, status = 200): MixEntry => ({ method: "POST", path: MCP_PATH, status, body });
  return [
    ...paths.map((path) => get(path)),
    ...(searchWord === undefined ? [] : [get(`${PROJECTS_PATH}?q=${encodeURIComponent(searchWord)}`), get(`${PROJECTS_PATH}?q=${encodeURIComponent(searchWord.toUpperCase())}`)]),
    get(`${PROJECTS_PATH}/Bad_Slug`, 400),
    get(`${PROJECTS_PATH}/${missingSlug}`, 404),
    // No tier can hold an underscore (site.json's names are slugs), whatever the owner calls hers.
    get(`${PROJECTS_PATH}?tier=not_a_tier`, 400),
    get(MCP_PATH),
    post(rpc({ id: 1, method: "initialize", params: { protocolVersion: LATEST_LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "load", version: "1" } } })),
    post(rpc({ id: 2, method: "tools/list" })),
    post(rpc({ id: 3, method: "tools/call", params: { name: LIST_PROJECTS_TOOL, arguments: { q: searchWord ?? "" } } })),
    post(rpc({ id: 4, method: "tools/call", params: { name: CASE_STUDY_TOOL, arguments: { slug: caseStudySlug } } })),
    post(rpc({ method: "notifications/initialized" }), 202),
  ];
}

/** Ask the preview process for its memory. */
async function memoryOf(server: ChildProcess): Promise<ServerMemory> {
  server.send({ type: "memory" });
  const [message] = (await once(server, "message")) as [ServerMemory];
  return message;
}

interface RunFigures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  byClass: Record<string, number>;
  errors: number;
  timeouts: number;
  unexpected: number;
}

async function runOnce(url: string, mix: MixEntry[]): Promise<RunFigures> {
  let unexpected = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    timeout: 10,
    requests: mix.map((entry) => ({
      method: entry.method,
      path: entry.path,
      headers: entry.body ? { "content-type": "application/json", accept: "application/json, text/event-stream" } : { accept: "application/json" },
      ...(entry.body ? { body: entry.body } : {}),
      onResponse: (status: number) => {
        if (status !== entry.status) unexpected++;
      },
    })),
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    byClass: { "2xx": result["2xx"], "3xx": result["3xx"], "4xx": result["4xx"], "5xx": result["5xx"] },
    errors: result.errors,
    timeouts: result.timeouts,
    unexpected,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const describe = (name: string, run: RunFigures) =>
  `${name}: ${run.requests} requests in ${SECONDS} s = ${run.perSecond.toFixed(0)} req/s; latency p50 ${run.p50} ms, p99 ${run.p99} ms; ` +
  `2xx ${run.byClass["2xx"]}, 3xx ${run.byClass["3xx"]}, 4xx ${run.byClass["4xx"]}, 5xx ${run.byClass["5xx"]}; ` +
  `socket errors ${run.errors} (timeouts ${run.timeouts}); unexpected statuses ${run.unexpected}`;

// --no-deprecation: http-server, under the preview, still touches OutgoingMessage._headers.
const server = fork(fileURLToPath(new URL("./load-server.ts", import.meta.url)), [], { execArgv: [...process.execArgv, "--expose-gc", "--no-deprecation"] });
try {
  const [ready] = (await once(server, "message")) as [ServerReady];
  const mix = requestMix(ready);
  console.log(`Load: ${CONNECTIONS} connections, ${SECONDS} s per run, ${mix.length} requests in the mix, preview at ${ready.url}`);
  const before = await memoryOf(server);
  const first = await runOnce(ready.url, mix);
  const afterFirst = await memoryOf(server);
  const second = await runOnce(ready.url, mix);
  const afterSecond = await memoryOf(server);
  const growth = afterSecond.rss / afterFirst.rss - 1;
  console.log(describe("run 1", first));
  console.log(describe("run 2", second));
  console.log(
    `preview memory (after GC): before rss ${mb(before.rss)} heap ${mb(before.heapUsed)}; after run 1 rss ${mb(afterFirst.rss)} heap ${mb(afterFirst.heapUsed)}; ` +
      `after run 2 rss ${mb(afterSecond.rss)} heap ${mb(afterSecond.heapUsed)}; growth run 1 → run 2 ${(growth * 100).toFixed(1)}% rss`,
  );
  const failures = [first, second].flatMap((run, i) => [
    ...(run.byClass["5xx"] ? [`run ${i + 1}: ${run.byClass["5xx"]} answers were 5xx`] : []),
    ...(run.errors ? [`run ${i + 1}: ${run.errors} socket errors`] : []),
    ...(run.unexpected ? [`run ${i + 1}: ${run.unexpected} answers had an unexpected status`] : []),
  ]);
  if (growth >= MAX_MEMORY_GROWTH) failures.push(`memory grew ${(growth * 100).toFixed(1)}% from run 1 to run 2 (limit ${MAX_MEMORY_GROWTH * 100}%)`);
  console.log(failures.length === 0 ? "PASS: no 5xx, no socket errors, every status as expected, memory flat" : `FAIL:\n  ${failures.join("\n  ")}`);
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  server.send({ type: "stop" });
  await once(server, "exit");
}
