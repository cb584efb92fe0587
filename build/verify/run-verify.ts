// `npm run verify`: send the matrix to a deployment and to the core over the same content,
// built for the deployment's own base URL and build time, and report each row as it is checked.
import { loadContent } from "../content/load-content.ts";
import type { ContentProblem } from "../content/content-problem.ts";
import { makeIndex } from "../make-index.ts";
import { createApp, type App } from "../../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../../functions/api/core/limits.ts";
import { FUNCTION_MARK_NAME, FUNCTION_MARK_VALUE } from "../../functions/api/core/http/headers.ts";
import { HEALTH_PATH } from "../../functions/api/core/resources/resource-paths.ts";
import { askDeployment } from "./ask-deployment.ts";
import { compareAnswers, summarize, type Answer, type Difference } from "./compare-answers.ts";
import type { Deadline } from "./deadline.ts";
import { readDeployFacts, type DeployFacts } from "./deploy-facts.ts";
import { verifyCases, type VerifyCase } from "./verify-cases.ts";

/**
 * One checked request. Only the summaries and differences are kept, never the bodies, so a
 * run holds one answer at a time however much a deployment sends.
 */
export interface VerifyRow {
  request: VerifyCase;
  /** The core's answer in the table's words (`200 json`). */
  expected: string;
  /** The deployment's answer in the same words, or `no answer`. */
  actual: string;
  differences: Difference[];
}

/** What the run will check, known once the health answer is in and before any row. */
export interface VerifyPlan {
  facts: DeployFacts | undefined;
  requests: readonly VerifyCase[];
  /** The core's answer to each request, summarized: the table's widths come from these. */
  expected: readonly string[];
}

/** Told each step as it happens, so rows print while the run goes on. */
export interface VerifyListener {
  planned(plan: VerifyPlan): void;
  checked(row: VerifyRow): void;
}

/** Which deployment to check, against which content, and by when. */
export interface VerifyOptions {
  /** The deployment's origin, e.g. https://example.netlify.app. */
  url: string;
  /** The content the deployment was built from. */
  contentDir: string;
  /** The whole run's deadline: when it passes, the open request is aborted and the run stops. */
  deadline: Deadline;
}

/**
 * `stoppedAt`: the deadline passed while this request was open (or before it was sent); it and
 * every later one are unchecked. `planned` is undefined when the health answer never came.
 * `noAnswer`: the first request got none (refused, reset, timed out), so nothing was compared.
 */
export type VerifyResult =
  | { ok: true; facts: DeployFacts | undefined; rows: VerifyRow[]; planned?: number; stoppedAt?: VerifyCase; noAnswer?: string }
  | { ok: false; problems: ContentProblem[] };

const HEALTH: VerifyCase = { kind: "health", method: "GET", path: HEALTH_PATH, from: "file" };
/** Used only when the deployment has no readable health answer: that row fails and says so. */
const UNKNOWN_BUILD_TIME = "1970-01-01T00:00:00.000Z";

/** Run the whole matrix, one request at a time (a deployment is not load-tested here). */
export async function runVerify(options: VerifyOptions, listener: VerifyListener): Promise<VerifyResult> {
  const loaded = await loadContent(options.contentDir);
  if (!loaded.ok) return { ok: false, problems: loaded.problems };
  const origin = new URL(options.url).origin;
  const send = (request: VerifyCase, etag: string | undefined, expectedBytes = 0) => askDeployment(origin + request.path, init(request, etag), options.deadline, expectedBytes);
  const stopped = (answer: Answer) => answer.error !== undefined && options.deadline.passed();
  const health = await send(HEALTH, undefined);
  if (stopped(health)) return { ok: true, facts: undefined, rows: [], stoppedAt: HEALTH };
  // Nothing listening (or a wrong address) would otherwise fail every row of the matrix with
  // the same error: one line says it, before a table that would bury it.
  if (health.error !== undefined) return { ok: true, facts: undefined, rows: [], noAnswer: health.error };
  const facts = readDeployFacts(health);
  const index = makeIndex(loaded.content, facts ?? { baseUrl: origin, builtAt: UNKNOWN_BUILD_TIME });
  // What the function answers has its size limit, so an answer over it is expected as it
  // deploys; a static file has none (a large catalog's unfiltered list may pass 6 MB).
  const apps: ExpectedApps = { function: createApp(index, { maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES }), file: createApp(index) };
  const requests = [HEALTH, ...verifyCases(index)];
  const core = await askCoreAll(apps, index.site.baseUrl, requests);
  listener.planned({ facts, requests, expected: core.map(({ answer }) => summarize(answer)) });
  const rows: VerifyRow[] = [];
  const etags = new Etags();
  for (const [i, request] of requests.entries()) {
    const { answer: expected, ifNoneMatch } = core[i]!;
    // A revalidation sends the ETag the deployment's own GET came with, else the core's.
    const actual = i === 0 ? health : await send(request, request.revalidate ? (etags.get(request.path) ?? ifNoneMatch) : undefined, Buffer.byteLength(expected.body));
    if (stopped(actual)) return { ok: true, facts, rows, planned: requests.length, stoppedAt: request };
    if (isPlainGet(request)) etags.remember(request.path, actual);
    const differences = [...compareAnswers(expected, actual, request.compare ?? "all", request.from), ...answeredBy(request.from, actual)];
    const checked = { request, expected: summarize(expected), actual: summarize(actual), differences };
    rows.push(checked);
    listener.checked(checked);
  }
  return { ok: true, facts, rows, planned: requests.length };
}

/**
 * Who answered against who must: a file's answer that came from the function (the rule that
 * sends its path to the file is missing), or a function's answer without the functions' mark
 * (a function deployed from other code, or a layer that strips headers, which would also hide
 * the first kind).
 */
function answeredBy(from: VerifyCase["from"], actual: Answer): Difference[] {
  if (from === undefined || actual.error !== undefined) return [];
  const marked = actual.headers.get(FUNCTION_MARK_NAME) === FUNCTION_MARK_VALUE;
  if (from === "file" && marked) return [{ what: "answered by", expected: "a static file (no function runs)", actual: `the function (${FUNCTION_MARK_NAME}: ${FUNCTION_MARK_VALUE}): dist/_redirects lacks the rule that sends this path to its file` }];
  if (from === "function" && !marked) return [{ what: "answered by", expected: `the function (${FUNCTION_MARK_NAME}: ${FUNCTION_MARK_VALUE})`, actual: `no ${FUNCTION_MARK_NAME} header: not this project's function, or a layer dropped the header` }];
  return [];
}

/** A GET whose ETag the revalidation row of its path sends back. */
const isPlainGet = (request: VerifyCase) => request.method === "GET" && !request.revalidate && request.headers === undefined;

/** The ETag each path's last plain GET came with. */
class Etags extends Map<string, string> {
  remember(path: string, answer: Answer): void {
    const etag = answer.headers.get("etag");
    if (etag === null) this.delete(path);
    else this.set(path, etag);
  }
}

/** The core's answer to one request, and the ETag it was sent (a revalidation sends its own). */
interface CoreAnswer {
  answer: Answer;
  ifNoneMatch: string | undefined;
}

/** The core as each answers: the function, and the build writing a file. */
interface ExpectedApps {
  function: App;
  file: App;
}

/** The core's answers to every request, in order, asked before any row so the table's widths are known. */
async function askCoreAll(apps: ExpectedApps, baseUrl: string, requests: readonly VerifyCase[]): Promise<CoreAnswer[]> {
  const etags = new Etags();
  const answers: CoreAnswer[] = [];
  for (const request of requests) {
    const ifNoneMatch = request.revalidate ? etags.get(request.path) : undefined;
    const app = request.from === "file" ? apps.file : apps.function;
    const response = await app.handle(new Request(baseUrl + request.path, init(request, ifNoneMatch)));
    const answer = { status: response.status, headers: response.headers, body: await response.text() };
    if (isPlainGet(request)) etags.remember(request.path, answer);
    answers.push({ answer, ifNoneMatch });
  }
  return answers;
}

function init(request: VerifyCase, etag: string | undefined): RequestInit {
  const headers = { ...request.headers, ...(etag === undefined ? {} : { "If-None-Match": etag }) };
  return { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) };
}
