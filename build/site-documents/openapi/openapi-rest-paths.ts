// The REST operations of the OpenAPI document: one per documented route of the core's table,
// with examples the core answers over the deployed content.
import type { App } from "../../../functions/api/core/app.ts";
import type { ApiDocs, DocumentedRoute } from "../../../functions/api/core/api-docs.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { PROBLEMS, type AnyProblemType } from "../../../functions/api/core/http/problems.ts";
import { createDeprecationLookup } from "../../../functions/api/core/http/deprecation.ts";
import { askCoreExpecting } from "../ask-core.ts";
import { operationOf, problemExample } from "../problem-examples.ts";
import { parameterRef, pathParameterNames } from "./openapi-parameters.ts";
import { rateLimitedResponse, reachesFunction } from "./openapi-rate-limit.ts";
import { jsonResponse, notModifiedResponse, problemsResponse, type NamedExample, type ResponseObject } from "./openapi-responses.ts";

/** What the document needs to ask the core for examples, and what it says of each resource and route. */
export interface DocContext {
  app: App;
  index: PortfolioIndex;
  docs: ApiDocs;
  /** The cacheable routes with their API reference, in the table's order. */
  documented: readonly DocumentedRoute[];
}

/** paths entries for the REST operations, in the table's order. */
export async function restPaths(ctx: DocContext): Promise<Record<string, Record<string, unknown>>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const documented of ctx.documented) paths[documented.route.pattern] = { get: await operation(ctx, documented) };
  return paths;
}

async function operation(ctx: DocContext, { route, doc, tag }: DocumentedRoute): Promise<Record<string, unknown>> {
  const base = ctx.index.site.baseUrl;
  const examples: Record<string, NamedExample> = {};
  for (const [name, { summary, path }] of Object.entries(doc.examples)) {
    examples[name] = { summary, value: await askCoreExpecting(ctx.app, base, { path }, 200) };
  }
  const responses: Record<string, ResponseObject> = {
    "200": jsonResponse("OK", doc.schema, examples, true),
    "304": notModifiedResponse(),
  };
  // Problems that share a status share one response (400: a bad filter or an unknown language).
  const byStatus = new Map<number, AnyProblemType[]>();
  for (const type of [...doc.problems, PROBLEMS.INTERNAL_ERROR]) byStatus.set(type.status, [...(byStatus.get(type.status) ?? []), type]);
  // Each problem is this operation's own: its request reaches this route (a real slug's path),
  // and every bad value is one of this route's own parameters.
  const op = operationOf(route);
  for (const [status, types] of byStatus) {
    const examples = await Promise.all(types.map((type) => problemExample(ctx, type, op)));
    responses[String(status)] = problemsResponse(ctx.app, types, base, examples);
  }
  const limited = reachesFunction(route) ? rateLimitedResponse(ctx.index.site) : undefined;
  if (limited) responses["429"] = limited;
  const pathParameters = pathParameterNames(route).map((name) => parameterRef({ operationId: doc.operationId, name }));
  // The rules every query parameter shares are stated once, in its component.
  const queryRule = route.query.length > 0 ? " Unknown query parameters are ignored." : "";
  const deprecated = createDeprecationLookup(ctx.index.site.deprecations, base)(route.pattern) !== undefined;
  return {
    operationId: doc.operationId,
    ...(deprecated ? { deprecated: true } : {}),
    summary: doc.summary,
    description: doc.description + queryRule,
    tags: [tag.name],
    parameters: [...pathParameters, ...route.query.map((q) => parameterRef({ operationId: doc.operationId, name: q.name })), parameterRef("IfNoneMatch")],
    responses,
  };
}
