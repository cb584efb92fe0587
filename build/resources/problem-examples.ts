// One request per problem code that makes the core answer with it, so the OpenAPI examples
// and the problem pages show real problem bodies.
import type { App } from "../../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../../functions/api/core/limits.ts";
import { PROBLEM_CODES, type ProblemCode } from "../../functions/api/core/http/problems.ts";
import { problem, type ProblemReply } from "../../functions/api/core/http/reply.ts";
import { problemBody } from "../../functions/api/core/http/respond.ts";
import { askCoreExpecting, type ExampleRequest } from "./ask-core.ts";

/**
 * A request that triggers each code, or, for codes no request over the deployed content can
 * trigger (a bug; an answer past the platform's limit), the problem the core would form.
 */
export const PROBLEM_TRIGGERS: Record<ProblemCode, ExampleRequest | { formed: ProblemReply; path: string }> = {
  INVALID_SLUG: { path: "/api/v1/projects/My_Project" },
  INVALID_QUERY: { path: "/api/v1/projects?tier=gold" },
  // `x-none` is no language tag, so no site can serve it.
  UNSUPPORTED_LANGUAGE: { path: "/api/v1/projects?lang=x-none" },
  PROJECT_NOT_FOUND: { path: "/api/v1/projects/no-such-project" },
  NOT_FOUND: { path: "/api/v1/project" },
  METHOD_NOT_ALLOWED: { method: "DELETE", path: "/api/v1/profile" },
  RESULT_TOO_LARGE: { formed: problem("RESULT_TOO_LARGE", { bytes: 7_712_345, max: FUNCTION_ANSWER_MAX_BYTES }), path: "/api/v1/projects?q=a" },
  // Only the local preview refuses a host; the deployed core answers every one.
  MISDIRECTED_REQUEST: { formed: problem("MISDIRECTED_REQUEST", { host: "rebound.example", served: ["localhost", "127.0.0.1", "[::1]"] }), path: "/api/mcp" },
  INTERNAL_ERROR: { formed: problem("INTERNAL_ERROR", {}), path: "/api/v1/profile" },
};

/** The request shown with a code's example, when a request triggers it. */
export function triggerRequest(code: ProblemCode): ExampleRequest | undefined {
  const trigger = PROBLEM_TRIGGERS[code];
  return "formed" in trigger ? undefined : trigger;
}

/** The problem body the core answers for `code`'s trigger, or `request` (checked to carry that code). */
export async function problemExample(app: App, baseUrl: string, code: ProblemCode, request?: ExampleRequest): Promise<unknown> {
  const trigger = request ?? PROBLEM_TRIGGERS[code];
  if ("formed" in trigger) return JSON.parse(problemBody(trigger.formed, baseUrl, trigger.path));
  const body = await askCoreExpecting(app, baseUrl, trigger, PROBLEM_CODES[code].status);
  if ((body as { code?: unknown }).code !== code) throw new Error(`Example ${trigger.path} gave ${JSON.stringify(body)}, expected ${code}`);
  return body;
}
