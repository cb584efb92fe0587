// The request that makes the core answer with each problem on a given operation, so the
// OpenAPI examples and the problem pages show real problem bodies, each with the instance
// that operation's request really gives. Every request is made from the operation's own route:
// its pattern, its path values and its parameters' declared values, so no example can name
// another resource's filter or slug.
import { LOCAL_HOST_NAMES } from "../preview/request-url.ts";
import type { App } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { collectionProblem, type CollectionProblem } from "../../functions/api/core/collection/collection-docs.ts";
import type { DocumentedRoute } from "../../functions/api/core/api-docs.ts";
import { fillPattern, routePaths, type Route } from "../../functions/api/core/route.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../../functions/api/core/limits.ts";
import { PROBLEMS, type AnyProblemType } from "../../functions/api/core/http/problems.ts";
import { PREVIEW_PROBLEMS } from "../../functions/api/core/http/preview-problems.ts";
import { problem } from "../../functions/api/core/http/reply.ts";
import { problemBody } from "../../functions/api/core/http/to-response.ts";
import { pascalWord } from "../../functions/api/core/collection/noun.ts";
import { narrowingWords } from "../../functions/api/core/collection/list-request.ts";
import { unusedName } from "./text/unused-name.ts";
import { askCore, askCoreExpecting, recordFormed, type ExampleRequest } from "./ask-core.ts";
import { failingCore } from "./failing-core.ts";

/** What the examples need: the core, the index a failing core is made from, and the routes' API reference. */
export interface ExampleContext {
  app: App;
  index: PortfolioIndex;
  /** The cacheable routes with their API reference, in the table's order. */
  documented: readonly DocumentedRoute[];
}

/** An operation, by one request that reaches it: `/api/v1/projects/{slug}` by a slug's path. */
export interface ExampleOperation {
  pattern: string;
  request: ExampleRequest;
  /** The route, when the operation is one of the table's (its parameters make the bad values). */
  route?: Route;
}

/** A path nothing in the API answers, for NOT_FOUND. */
const NO_ENDPOINT = "/api/v1/nothing-here";

/** A value no closed set of a site's can hold: no slug has an underscore. */
const NO_VALUE = "not_a_value";

/** The operation a route's examples use: its first precomputed path, or its pattern filled with a placeholder slug. */
export function operationOf(route: Route): ExampleOperation {
  const path = routePaths(route)[0] ?? fillPattern(route.pattern, Object.fromEntries([...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, "example"])));
  return { pattern: route.pattern, request: { path }, route };
}

/** The resource problem (a collection's slug problems) of this type, if it is one. */
function resourceProblem(app: App, type: AnyProblemType): CollectionProblem | undefined {
  return collectionProblem(app.resources, type);
}

/**
 * The request that triggers `type` on `op`, or "formed" for the problems no request over the
 * deployed content can trigger (an answer past the platform's limit, a host the deployed core
 * answers anyway). INTERNAL_ERROR is `op`'s own request, sent to a core made to fail.
 */
function trigger(app: App, type: AnyProblemType, op: ExampleOperation): ExampleRequest | "formed" | undefined {
  const path = op.request.path;
  const own = resourceProblem(app, type);
  if (own) {
    // A malformed slug in the collection's noun (`My_Publication`), or a well-formed one no item has.
    const taken = app.routes.find((route) => route.pattern === own.detailPattern)?.pathValues?.["slug"] ?? [];
    const slug = own.kind === "invalid-slug" ? `My_${pascalWord(own.noun.one)}` : unusedName(`no-such-${own.noun.one.replace(/[^a-z0-9]+/g, "-")}`, taken);
    return { path: fillPattern(own.detailPattern, { slug }) };
  }
  switch (type.code) {
    case PROBLEMS.INVALID_QUERY.code: {
      const query = op.route?.query ?? [];
      const closed = query.find((q) => q.staticValues && q.refusal === undefined);
      if (closed) return { path: `${path}?${closed.name}=${unusedName(NO_VALUE, closed.staticValues ?? [])}` };
      const limited = query.find((q) => q.maxLength !== undefined);
      return limited ? { path: `${path}?${limited.name}=${"a".repeat((limited.maxLength ?? 0) + 1)}` } : undefined;
    }
    case PROBLEMS.UNSUPPORTED_LANGUAGE.code: {
      const lang = op.route?.query.find((q) => q.refusal?.code === type.code);
      // `x-none` is no language tag, so no site can serve it.
      return lang ? { path: `${path}?${lang.name}=x-none` } : undefined;
    }
    case PROBLEMS.NOT_FOUND.code:
      return { path: NO_ENDPOINT };
    case PROBLEMS.METHOD_NOT_ALLOWED.code:
      return { method: "DELETE", path };
    case PROBLEMS.RESULT_TOO_LARGE.code:
    // Only the local preview refuses a host; the deployed core answers every one.
    case PREVIEW_PROBLEMS.MISDIRECTED_REQUEST.code:
      return "formed";
    case PROBLEMS.INTERNAL_ERROR.code:
      return op.request;
    default:
      return undefined;
  }
}

/** The operation each problem page shows its example on: the first route that answers with it. */
function pageOperation({ app, documented }: Pick<ExampleContext, "app" | "documented">, type: AnyProblemType): ExampleOperation {
  const own = resourceProblem(app, type);
  const found = documented.find(({ route, doc }) => (own ? route.pattern === own.detailPattern : doc.problems.some((p) => p.code === type.code)));
  if (found) return operationOf(found.route);
  if (type.code === PROBLEMS.NOT_FOUND.code) return { pattern: NO_ENDPOINT, request: { path: NO_ENDPOINT } };
  const isDocumented = (route: Route) => documented.some((d) => d.route === route);
  const rest = app.routes.find(isDocumented);
  const fallback = type.code === PREVIEW_PROBLEMS.MISDIRECTED_REQUEST.code ? app.routes.find((route) => !isDocumented(route)) : rest;
  const route = fallback ?? rest ?? app.routes[0];
  if (!route) throw new Error("The core has no routes to show a problem example on.");
  return operationOf(route);
}

/** The request shown with a problem page's example, when a request triggers it. */
export function triggerRequest(ctx: Pick<ExampleContext, "app" | "documented">, type: AnyProblemType): ExampleRequest | undefined {
  const request = trigger(ctx.app, type, pageOperation(ctx, type));
  return request === "formed" || type.code === PROBLEMS.INTERNAL_ERROR.code ? undefined : request;
}

/**
 * The problem body the core answers for `type` on `op` (by default, the page's operation), or
 * for `request` when given (checked to carry that code).
 */
export async function problemExample(ctx: ExampleContext, type: AnyProblemType, op: ExampleOperation = pageOperation(ctx, type), request?: ExampleRequest): Promise<unknown> {
  const base = ctx.index.site.baseUrl;
  const asked = request ?? trigger(ctx.app, type, op);
  if (asked === undefined) throw new Error(`No request makes ${type.code} on ${op.pattern}: the route does not list it among its problems, or lists it wrongly.`);
  if (asked === "formed") return type.code === PREVIEW_PROBLEMS.MISDIRECTED_REQUEST.code ? formedMisdirected(ctx, op) : formedTooLarge(ctx, op);
  const app = type.code === PROBLEMS.INTERNAL_ERROR.code && request === undefined ? failingCore(ctx.app, ctx.index) : ctx.app;
  const body = await askCoreExpecting(app, base, asked, type.status);
  if ((body as { code?: unknown }).code !== type.code) throw new Error(`Example ${asked.path} gave ${JSON.stringify(body)}, expected ${type.code}`);
  return body;
}

/**
 * MISDIRECTED_REQUEST as the local preview forms it for a Host that is not this machine. The
 * deployed core answers every Host, so no request to it shows this problem.
 */
function formedMisdirected(ctx: ExampleContext, op: ExampleOperation): unknown {
  const body = JSON.parse(problemBody(problem(PREVIEW_PROBLEMS.MISDIRECTED_REQUEST, { host: "rebound.example", served: LOCAL_HOST_NAMES }), ctx.index.site.baseUrl, op.request.path)) as object;
  recordFormed(body, "Formed, not answered: only the local preview (npm start, npm run dev) refuses a Host that is not this machine; the deployed API answers every Host.");
  return body;
}

/**
 * RESULT_TOO_LARGE as the core forms it for an answer over the limit on `op`'s list. No request
 * can show it when every list the content gives is under the limit (a search answers a subset
 * of a list), so the example says so, with the largest list measured here.
 */
async function formedTooLarge(ctx: ExampleContext, op: ExampleOperation): Promise<unknown> {
  const base = ctx.index.site.baseUrl;
  const listPath = op.request.path.split("?")[0]!;
  const query = op.route?.query ?? [];
  const search = query.find((q) => !q.staticValues);
  const path = search ? `${listPath}?${search.name}=a` : listPath;
  // Every language the list is served in: a translation may be the largest.
  const languages = query.find((q) => q.refusal?.code === PROBLEMS.UNSUPPORTED_LANGUAGE.code)?.staticValues ?? [undefined];
  let largest = 0;
  for (const lang of languages) {
    const answer = await askCore(ctx.app, base, { path: lang === undefined ? listPath : `${listPath}?lang=${lang}` });
    largest = Math.max(largest, Buffer.byteLength(JSON.stringify(answer.json)));
  }
  const bytes = FUNCTION_ANSWER_MAX_BYTES + 1_000_000;
  const detailArgs = { bytes, max: FUNCTION_ANSWER_MAX_BYTES, narrowing: narrowingWords(query) };
  const body = JSON.parse(problemBody(problem(PROBLEMS.RESULT_TOO_LARGE, detailArgs), base, path)) as object;
  const why =
    largest <= FUNCTION_ANSWER_MAX_BYTES
      ? `Formed, not answered: no request can get this answer from the deployed content, whose largest list is ${largest} bytes, under the limit of ${FUNCTION_ANSWER_MAX_BYTES}. The body is what the core forms for ${search ? "a search" : "an"} answer of ${bytes} bytes.`
      : `Formed, not answered: a search over the deployed content can get this answer (its largest list is ${largest} bytes, over the limit of ${FUNCTION_ANSWER_MAX_BYTES}). The body is what the core forms for ${search ? "a search" : "an"} answer of ${bytes} bytes.`;
  recordFormed(body, why);
  return body;
}
