// `npm run verify`: send the matrix to a deployment and to the core over the same content,
// built for the deployment's own base URL and build time, and keep every difference.
import { loadContent } from "../content/load-content.ts";
import type { ContentProblem } from "../content/content-problem.ts";
import { makeIndex } from "../make-index.ts";
import { createApp, type App } from "../../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../../functions/api/core/limits.ts";
import { compareAnswers, type Answer, type Difference } from "./compare-answers.ts";
import { readDeployFacts, type DeployFacts } from "./deploy-facts.ts";
import { verifyCases, type VerifyCase } from "./verify-cases.ts";

export interface VerifyRow {
  request: VerifyCase;
  expected: Answer;
  actual: Answer;
  differences: Difference[];
}

export interface VerifyOptions {
  /** The deployment's origin, e.g. https://example.netlify.app. */
  url: string;
  /** The content the deployment was built from. */
  contentDir: string;
  /** How long one request may take before it counts as no answer. */
  timeoutMs?: number;
}

export type VerifyResult = { ok: true; facts: DeployFacts | undefined; rows: VerifyRow[] } | { ok: false; problems: ContentProblem[] };

const HEALTH: VerifyCase = { kind: "health", method: "GET", path: "/api/v1/health" };
/** Used only when the deployment has no readable health answer: that row fails and says so. */
const UNKNOWN_BUILD_TIME = "1970-01-01T00:00:00.000Z";

/** Run the whole matrix, one request at a time (a deployment is not load-tested here). */
export async function runVerify(options: VerifyOptions): Promise<VerifyResult> {
  const loaded = await loadContent(options.contentDir);
  if (!loaded.ok) return { ok: false, problems: loaded.problems };
  const origin = new URL(options.url).origin;
  const send = (request: VerifyCase, etag?: string) => sendOver(origin, request, etag, options.timeoutMs ?? 20_000);
  const health = await send(HEALTH);
  const facts = readDeployFacts(health);
  const index = makeIndex(loaded.content, facts ?? { baseUrl: origin, builtAt: UNKNOWN_BUILD_TIME });
  // The function's own options, so an answer over its size limit is expected as it deploys.
  const app = createApp(index, { maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES });
  const ask = (request: VerifyCase, etag?: string) => askCore(app, index.site.baseUrl, request, etag);
  const rows: VerifyRow[] = [row(HEALTH, await ask(HEALTH), health)];
  const etags = new Map<string, { expected?: string; actual?: string }>();
  for (const request of verifyCases(index)) {
    const tags = request.revalidate ? etags.get(request.path) : undefined;
    const expected = await ask(request, tags?.expected);
    const actual = await send(request, tags?.actual ?? tags?.expected);
    if (request.method === "GET" && !request.revalidate && request.headers === undefined) {
      etags.set(request.path, { ...optional("expected", expected.headers.get("etag")), ...optional("actual", actual.headers.get("etag")) });
    }
    rows.push(row(request, expected, actual));
  }
  return { ok: true, facts, rows };
}

const optional = <K extends string>(key: K, value: string | null) => (value === null ? {} : ({ [key]: value } as Record<K, string>));

function row(request: VerifyCase, expected: Answer, actual: Answer): VerifyRow {
  return { request, expected, actual, differences: compareAnswers(expected, actual, request.compare ?? "all") };
}

function init(request: VerifyCase, etag: string | undefined): RequestInit {
  const headers = { ...request.headers, ...(etag === undefined ? {} : { "If-None-Match": etag }) };
  return { method: request.method, headers, ...(request.body === undefined ? {} : { body: request.body }) };
}

async function askCore(app: App, baseUrl: string, request: VerifyCase, etag: string | undefined): Promise<Answer> {
  const response = await app.handle(new Request(baseUrl + request.path, init(request, etag)));
  return { status: response.status, headers: response.headers, body: await response.text() };
}

async function sendOver(origin: string, request: VerifyCase, etag: string | undefined, timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(origin + request.path, { ...init(request, etag), redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    return { status: response.status, headers: response.headers, body: await response.text() };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return { status: 0, headers: new Headers(), body: "", error: `no answer (${error instanceof Error ? error.message : String(error)}${cause})` };
  }
}
