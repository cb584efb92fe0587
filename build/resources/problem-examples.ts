// One request per problem code that makes the core answer with it, so the OpenAPI examples
// and the problem pages show real problem bodies.
import { INTERNAL_ERROR_DETAIL, type App } from "../../functions/api/core/app.ts";
import { PROBLEM_CODES, type ProblemCode } from "../../functions/api/core/problem-codes.ts";
import { problem } from "../../functions/api/core/reply.ts";
import { problemBody } from "../../functions/api/core/respond.ts";
import { askCoreExpecting, type ExampleRequest } from "./ask-core.ts";

/**
 * A request that triggers each code. INTERNAL_ERROR has none (it is a bug by definition), so
 * its example is formed by the core's own problem writer with the detail the core uses.
 */
export const PROBLEM_TRIGGERS: Record<ProblemCode, ExampleRequest | undefined> = {
  INVALID_SLUG: { path: "/api/v1/projects/My_Project" },
  INVALID_QUERY: { path: "/api/v1/projects?tier=gold" },
  PROJECT_NOT_FOUND: { path: "/api/v1/projects/no-such-project" },
  NOT_FOUND: { path: "/api/v1/project" },
  METHOD_NOT_ALLOWED: { method: "DELETE", path: "/api/v1/profile" },
  INTERNAL_ERROR: undefined,
};

/** The problem body the core answers for `code`'s trigger (checked to carry that code). */
export async function problemExample(app: App, baseUrl: string, code: ProblemCode, request = PROBLEM_TRIGGERS[code]): Promise<unknown> {
  if (!request) return JSON.parse(problemBody(problem(code, INTERNAL_ERROR_DETAIL), baseUrl, "/api/v1/profile"));
  const body = await askCoreExpecting(app, baseUrl, request, PROBLEM_CODES[code].status);
  if ((body as { code?: unknown }).code !== code) throw new Error(`Example ${request.path} gave ${JSON.stringify(body)}, expected ${code}`);
  return body;
}
