// The request that makes the core answer with each problem code on a given operation, so the
// OpenAPI examples and the problem pages show real problem bodies, each with the instance
// that operation's request really gives.
import { LOCAL_HOST_NAMES } from "../preview/request-url.ts";
import type { App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../../functions/api/core/limits.ts";
import { PROBLEM_CODES, type ProblemCode } from "../../functions/api/core/http/problems.ts";
import { problem } from "../../functions/api/core/http/reply.ts";
import { problemBody } from "../../functions/api/core/http/respond.ts";
import { servedLanguages } from "../../functions/api/core/resources/projects/languages.ts";
import { askCore, askCoreExpecting, recordFormed, type ExampleRequest } from "./ask-core.ts";
import { failingCore } from "./failing-core.ts";

/** What the examples need: the core, and the index a failing core is made from. */
export interface ExampleContext {
  app: App;
  index: PortfolioIndex;
}

/** An operation, by one request that reaches it: `/api/v1/projects/{slug}` by a slug's path. */
export interface ExampleOperation {
  pattern: string;
  request: ExampleRequest;
}

/** Fill every `{name}` of a pattern with `value` (slug is the only path parameter). */
const fill = (pattern: string, value: string) => pattern.replace(/\{\w+\}/g, value);

/**
 * The request that triggers each code on `op`, or "formed" for the one code no request over
 * the deployed content can trigger (an answer past the platform's limit). INTERNAL_ERROR is
 * `op`'s own request, sent to a core made to fail.
 */
function trigger(code: ProblemCode, op: ExampleOperation): ExampleRequest | "formed" {
  const path = op.request.path;
  switch (code) {
    case "INVALID_SLUG":
      return { path: fill(op.pattern, "My_Project") };
    case "INVALID_QUERY":
      return { path: `${path}?tier=gold` };
    // `x-none` is no language tag, so no site can serve it.
    case "UNSUPPORTED_LANGUAGE":
      return { path: `${path}?lang=x-none` };
    case "PROJECT_NOT_FOUND":
      return { path: fill(op.pattern, "no-such-project") };
    case "NOT_FOUND":
      return { path: "/api/v1/project" };
    case "METHOD_NOT_ALLOWED":
      return { method: "DELETE", path };
    case "RESULT_TOO_LARGE":
    // Only the local preview refuses a host; the deployed core answers every one.
    case "MISDIRECTED_REQUEST":
      return "formed";
    case "INTERNAL_ERROR":
      return op.request;
  }
}

/** The operation each problem page shows its example on. */
const PAGE_OPERATIONS: Record<ProblemCode, ExampleOperation> = {
  INVALID_SLUG: { pattern: "/api/v1/projects/{slug}", request: { path: "/api/v1/projects/My_Project" } },
  INVALID_QUERY: { pattern: "/api/v1/projects", request: { path: "/api/v1/projects" } },
  UNSUPPORTED_LANGUAGE: { pattern: "/api/v1/projects", request: { path: "/api/v1/projects" } },
  PROJECT_NOT_FOUND: { pattern: "/api/v1/projects/{slug}", request: { path: "/api/v1/projects/no-such-project" } },
  NOT_FOUND: { pattern: "/api/v1/project", request: { path: "/api/v1/project" } },
  METHOD_NOT_ALLOWED: { pattern: "/api/v1/profile", request: { path: "/api/v1/profile" } },
  RESULT_TOO_LARGE: { pattern: "/api/v1/projects", request: { path: "/api/v1/projects?q=a" } },
  MISDIRECTED_REQUEST: { pattern: "/api/mcp", request: { path: "/api/mcp" } },
  INTERNAL_ERROR: { pattern: "/api/v1/profile", request: { path: "/api/v1/profile" } },
};

/** The request shown with a code's page example, when a request triggers it. */
export function triggerRequest(code: ProblemCode): ExampleRequest | undefined {
  const request = trigger(code, PAGE_OPERATIONS[code]);
  return request === "formed" || code === "INTERNAL_ERROR" ? undefined : request;
}

/**
 * The problem body the core answers for `code` on `op` (by default, the page's operation), or
 * for `request` when given (checked to carry that code).
 */
export async function problemExample(ctx: ExampleContext, code: ProblemCode, op: ExampleOperation = PAGE_OPERATIONS[code], request?: ExampleRequest): Promise<unknown> {
  const base = ctx.index.site.baseUrl;
  const asked = request ?? trigger(code, op);
  if (asked === "formed") return code === "MISDIRECTED_REQUEST" ? formedMisdirected(ctx, op) : formedTooLarge(ctx, op);
  const app = code === "INTERNAL_ERROR" && request === undefined ? failingCore(ctx.app, ctx.index) : ctx.app;
  const body = await askCoreExpecting(app, base, asked, PROBLEM_CODES[code].status);
  if ((body as { code?: unknown }).code !== code) throw new Error(`Example ${asked.path} gave ${JSON.stringify(body)}, expected ${code}`);
  return body;
}

/**
 * MISDIRECTED_REQUEST as the local preview forms it for a Host that is not this machine. The
 * deployed core answers every Host, so no request to it shows this problem.
 */
function formedMisdirected(ctx: ExampleContext, op: ExampleOperation): unknown {
  const body = JSON.parse(problemBody(problem("MISDIRECTED_REQUEST", { host: "rebound.example", served: LOCAL_HOST_NAMES }), ctx.index.site.baseUrl, op.request.path)) as object;
  recordFormed(body, "Formed, not answered: only the local preview (npm start, npm run dev) refuses a Host that is not this machine; the deployed API answers every Host.");
  return body;
}

/**
 * RESULT_TOO_LARGE as the core forms it for a search over the limit. No request can show it
 * when every list the content gives is under the limit (a search answers a subset of a
 * list), so the example says so, with the largest list measured here.
 */
async function formedTooLarge(ctx: ExampleContext, op: ExampleOperation): Promise<unknown> {
  const base = ctx.index.site.baseUrl;
  const path = `${op.request.path.split("?")[0]}?q=a`;
  let largest = 0;
  for (const lang of servedLanguages(ctx.index.site.translations)) {
    const answer = await askCore(ctx.app, base, { path: `/api/v1/projects?lang=${lang}` });
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(answer.json)));
  }
  const bytes = FUNCTION_ANSWER_MAX_BYTES + 1_000_000;
  const body = JSON.parse(problemBody(problem("RESULT_TOO_LARGE", { bytes, max: FUNCTION_ANSWER_MAX_BYTES }), base, path)) as object;
  const why =
    largest <= FUNCTION_ANSWER_MAX_BYTES
      ? `Formed, not answered: no request can get this answer from the deployed content, whose largest list is ${largest} bytes, under the limit of ${FUNCTION_ANSWER_MAX_BYTES}. The body is what the core forms for a search answer of ${bytes} bytes.`
      : `Formed, not answered: a search over the deployed content can get this answer (its largest list is ${largest} bytes, over the limit of ${FUNCTION_ANSWER_MAX_BYTES}). The body is what the core forms for a search answer of ${bytes} bytes.`;
  recordFormed(body, why);
  return body;
}
