// The REST operations of the OpenAPI document, one row each, with examples the core answers
// over the deployed content.
import type { App } from "../../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { PROBLEM_CODES, type ProblemCode } from "../../../functions/api/core/problem-codes.ts";
import { askCoreExpecting, type ExampleRequest } from "../ask-core.ts";
import { problemExample } from "../problem-examples.ts";
import { parameterRef } from "./openapi-parameters.ts";
import { jsonResponse, notModifiedResponse, problemResponse, type NamedExample, type ResponseObject } from "./openapi-responses.ts";

/** What the document needs to ask the core for examples. */
export interface DocContext {
  app: App;
  index: PortfolioIndex;
}

interface RestOperation {
  path: string;
  operationId: string;
  summary: string;
  description: string;
  tag: string;
  parameters: Array<{ $ref: string }>;
  /** Component name of the 200 body. */
  schema: string;
  examples: Record<string, { summary: string; request: ExampleRequest }>;
  /** The client errors the operation can answer with; 500 applies to every operation. */
  problems: ProblemCode[];
}

/** The REST operations of the spec's endpoint table, in its order. */
function restOperations(index: PortfolioIndex): RestOperation[] {
  const withStudy = index.projects.find((p) => p.caseStudy !== undefined) ?? index.projects[0];
  const without = index.projects.find((p) => p.caseStudy === undefined);
  const firstWord = index.projects[0]?.title.split(/\s+/)[0]?.toLowerCase() ?? "a";
  const example = (summary: string, path: string) => ({ summary, request: { path } });
  const detailExamples: RestOperation["examples"] = {};
  if (withStudy) detailExamples["withCaseStudy"] = example("A project with a case study", `/api/v1/projects/${withStudy.slug}`);
  if (without) detailExamples["withoutCaseStudy"] = example("A project without one: absent fields are null", `/api/v1/projects/${without.slug}`);
  const rest = (row: Omit<RestOperation, "parameters" | "problems"> & Partial<Pick<RestOperation, "parameters" | "problems">>): RestOperation => ({
    parameters: [],
    problems: [],
    ...row,
  });
  return [
    rest({
      path: "/api/v1/health",
      operationId: "getHealth",
      summary: "Health status, version and documentation links",
      description: "`timestamp` is the time the deployed data was built: the answer is a static file.",
      tag: "Health",
      schema: "Health",
      examples: { health: example("Healthy", "/api/v1/health") },
    }),
    rest({
      path: "/api/health",
      operationId: "getLegacyHealth",
      summary: "Legacy health check: status and timestamp only",
      description: "Unversioned, kept for old clients. Prefer `/api/v1/health`.",
      tag: "Health",
      schema: "Health",
      examples: { health: example("Healthy", "/api/health") },
    }),
    rest({
      path: "/api/v1/profile",
      operationId: "getProfile",
      summary: "The full profile",
      description: "Who the person is, how to reach them, and links to these developer resources.",
      tag: "Profile",
      schema: "Profile",
      examples: { profile: example("The profile", "/api/v1/profile") },
    }),
    rest({
      path: "/api/v1/projects",
      operationId: "listProjects",
      summary: "List projects, optionally filtered by lane, tier and search words",
      description:
        "Ordered by tier (featured, supporting, archive), then the owner's order, then slug. `total` is the number of items returned. " +
        "Unknown parameters are ignored; when one is repeated the first value counts.",
      tag: "Projects",
      parameters: [parameterRef("Lane"), parameterRef("Tier"), parameterRef("Q")],
      schema: "ProjectList",
      examples: {
        featured: example("Featured projects", "/api/v1/projects?tier=featured"),
        search: example(`Search for '${firstWord}'`, `/api/v1/projects?q=${encodeURIComponent(firstWord)}`),
      },
      problems: ["INVALID_QUERY"],
    }),
    rest({
      path: "/api/v1/projects/{slug}",
      operationId: "getProject",
      summary: "One project or case study",
      description:
        "Every field is present; optional ones the content lacks are null and `proofPoints` is `[]`. A trailing slash names the same resource.",
      tag: "Projects",
      parameters: [parameterRef("Slug")],
      schema: "ProjectDetail",
      examples: detailExamples,
      problems: ["INVALID_SLUG", "PROJECT_NOT_FOUND"],
    }),
    rest({
      path: "/api/v1/skills",
      operationId: "getSkills",
      summary: "Skills, languages, certifications and domains",
      description: "The skills taxonomy in the owner's order.",
      tag: "Skills",
      schema: "Skills",
      examples: { skills: example("The skills", "/api/v1/skills") },
    }),
  ];
}

/** paths entries for the REST operations. */
export async function restPaths(ctx: DocContext): Promise<Record<string, Record<string, unknown>>> {
  const base = ctx.index.site.baseUrl;
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of restOperations(ctx.index)) {
    const examples: Record<string, NamedExample> = {};
    for (const [name, { summary, request }] of Object.entries(op.examples)) {
      examples[name] = { summary, value: await askCoreExpecting(ctx.app, base, request, 200) };
    }
    const responses: Record<string, ResponseObject> = {
      "200": jsonResponse("OK", op.schema, examples, true),
      "304": notModifiedResponse(),
    };
    for (const code of [...op.problems, "INTERNAL_ERROR" as const]) {
      responses[String(PROBLEM_CODES[code].status)] = problemResponse(code, base, await problemExample(ctx.app, base, code));
    }
    paths[op.path] = {
      get: {
        operationId: op.operationId,
        summary: op.summary,
        description: op.description,
        tags: [op.tag],
        parameters: [...op.parameters, parameterRef("IfNoneMatch")],
        responses,
      },
    };
  }
  return paths;
}
