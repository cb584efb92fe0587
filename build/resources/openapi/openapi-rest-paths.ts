// The REST operations of the OpenAPI document: one per documented route of the core's table,
// with examples the core answers over the deployed content.
import type { App } from "../../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { PROBLEM_CODES, type ProblemCode } from "../../../functions/api/core/http/problems.ts";
import { routePaths, type Route, type RouteDoc } from "../../../functions/api/core/route.ts";
import { createDeprecationLookup } from "../../../functions/api/core/http/deprecation.ts";
import { askCoreExpecting } from "../ask-core.ts";
import { problemExample } from "../problem-examples.ts";
import { parameterRef } from "./openapi-parameters.ts";
import { jsonResponse, notModifiedResponse, problemsResponse, type NamedExample, type ResponseObject } from "./openapi-responses.ts";

/** What the document needs to ask the core for examples. */
export interface DocContext {
  app: App;
  index: PortfolioIndex;
}

/** paths entries for the REST operations, in the table's order. */
export async function restPaths(ctx: DocContext): Promise<Record<string, Record<string, unknown>>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ctx.app.routes) {
    if (route.doc) paths[route.pattern] = { get: await operation(ctx, route, route.doc) };
  }
  return paths;
}

async function operation(ctx: DocContext, route: Route, doc: RouteDoc<string>): Promise<Record<string, unknown>> {
  const base = ctx.index.site.baseUrl;
  const examples: Record<string, NamedExample> = {};
  for (const [name, { summary, path }] of Object.entries(withSearchExample(ctx.index, route, doc))) {
    examples[name] = { summary, value: await askCoreExpecting(ctx.app, base, { path }, 200) };
  }
  const responses: Record<string, ResponseObject> = {
    "200": jsonResponse("OK", doc.schema, examples, true),
    "304": notModifiedResponse(),
  };
  // Codes that share a status share one response (400: a bad filter or an unknown language).
  const byStatus = new Map<number, ProblemCode[]>();
  for (const code of [...doc.problems, "INTERNAL_ERROR" as const]) {
    const status = PROBLEM_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // Each problem is this operation's own: its request reaches this route (a real slug's path).
  const op = { pattern: route.pattern, request: { path: routePaths(route)[0] ?? route.pattern } };
  for (const [status, codes] of byStatus) {
    const examples = await Promise.all(codes.map((code) => problemExample(ctx, code, op)));
    responses[String(status)] = problemsResponse(codes, base, examples);
  }
  const pathParameters = [...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => parameterRef(componentOf(name!)));
  // The rules every query parameter shares are stated once, in its component.
  const queryRule = route.query.length > 0 ? " Unknown query parameters are ignored." : "";
  const deprecated = createDeprecationLookup(ctx.index.site.deprecations, base)(route.pattern) !== undefined;
  return {
    operationId: doc.operationId,
    ...(deprecated ? { deprecated: true } : {}),
    summary: doc.summary,
    description: doc.description + queryRule,
    tags: [route.tag.name],
    parameters: [...pathParameters, ...route.query.map((q) => parameterRef(q)), parameterRef("IfNoneMatch")],
    responses,
  };
}

/** A route that takes `q` also shows a search for a word from one of the owner's titles. */
function withSearchExample(index: PortfolioIndex, route: Route, doc: RouteDoc<string>): RouteDoc<string>["examples"] {
  const word = index.searchExample;
  if (!route.query.some((q) => q.name === "q") || word === undefined) return doc.examples;
  return { ...doc.examples, search: { summary: `Search for '${word}'`, path: `${route.pattern}?q=${encodeURIComponent(word)}` } };
}

/** `slug` → `Slug`, the component of a path parameter. */
function componentOf(name: string): "Slug" {
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}` as "Slug";
}
