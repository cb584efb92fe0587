// The core: `handle(request)` over a loaded index. It knows every endpoint, status, header
// and body; the build and the Netlify functions are all thin callers of it.
import type { PortfolioIndex } from "./portfolio-index.ts";
import { createRoutes, RESOURCE_LIST } from "./resource-list.ts";
import type { Resource } from "./resource.ts";
import { matchRoute } from "./http/route-match.ts";
import type { Route, RouteInput } from "./route.ts";
import { problem, withHeaders, type Reply } from "./http/reply.ts";
import { toResponse, type ReplyContext } from "./http/to-response.ts";
import { preflight } from "./http/preflight.ts";
import { commonHeaders, CORE_REQUEST_HEADERS, FUNCTION_MARK, NO_STORE, type CommonHeaders } from "./http/headers.ts";
import { PROBLEMS } from "./http/problems.ts";
import { requestTarget, type RequestTarget } from "./http/request-target.ts";
import { createDeprecationLookup } from "./http/deprecation.ts";

/** How a caller makes its core: the Netlify functions, the build, the preview and the tests each set what differs for them. */
export interface AppOptions {
  /**
   * Called with every error a route throws, before the caller gets a bare 500. The Netlify
   * function passes console.error, so the stack is in the function log; tests pass a spy.
   */
  onError?: (error: unknown, request: Request) => void;
  /** Refuse JSON answers larger than this with RESULT_TOO_LARGE (the platform's limit). */
  maxAnswerBytes?: number;
  /** The resource modules to answer from; resource-list.ts's list unless a test adds one. */
  resources?: readonly Resource[];
  /**
   * Change the route table before the core answers from it. Everything built from the table
   * (static files, routing and header rules, the API reference) follows; tests use it to prove so.
   */
  routes?: (table: Route[]) => Route[];
  /** Add FUNCTION_MARK to every answer, as the Netlify functions do (http/headers.ts). */
  function?: boolean;
}

/** A core bound to one index. */
export interface App {
  handle(request: Request): Promise<Response>;
  /** The route table this core answers from: the build and the docs map over it. */
  routes: readonly Route[];
  /** The resource modules the routes come from: the lists of endpoints map over them. */
  resources: readonly Resource[];
  /** The headers every answer carries. */
  commonHeaders: CommonHeaders;
}

/** What a route answers from. The URL is parsed only for a route that reads it (requestTarget). */
class Input implements RouteInput {
  constructor(
    readonly request: Request,
    readonly params: Record<string, string>,
    private readonly target: RequestTarget,
  ) {}
  get url(): URL {
    return this.target.url;
  }
}

/** The headers every answer of an app over these resources carries: the core's, and those the resources expose. */
export function appCommonHeaders(resources: readonly Resource[] = RESOURCE_LIST): CommonHeaders {
  return commonHeaders(resources.flatMap((resource) => resource.headers?.exposed ?? []));
}

/** Build the core for an index. Work that depends only on the index happens here, once. */
export function createApp(index: PortfolioIndex, options: AppOptions = {}): App {
  const resources = options.resources ?? RESOURCE_LIST;
  const { baseUrl } = index.site;
  const { maxAnswerBytes } = options;
  // An MCP resource reads a REST answer through this very app (handle is declared below).
  const get = (path: string) => handle(new Request(baseUrl + path));
  const table = createRoutes(index, resources, { ...(maxAnswerBytes === undefined ? {} : { maxAnswerBytes }), get });
  const routes = options.routes ? options.routes(table) : table;
  const deprecated = createDeprecationLookup(index.site.deprecations, baseUrl);
  // Headers are declared by the resources that read or send them; the app joins them once.
  const common = appCommonHeaders(resources);
  const accepted = [...new Set([...CORE_REQUEST_HEADERS, ...resources.flatMap((resource) => resource.headers?.accepted ?? [])])];

  // Not async: a route that answers at once costs no extra turn of the event loop.
  function route(request: Request, target: RequestTarget): Reply | Promise<Reply> {
    const path = target.path;
    const found = matchRoute(routes, path);
    // Named as asked (`/api/v1/`, not the `/api/v1` it was routed as); instance is that path and its query.
    if (!found) return problem(PROBLEMS.NOT_FOUND, { path: target.instance.replace(/\?.*/s, "") });
    const { route, params } = found;
    const { methods } = route;
    const method = request.method;
    if (method === "OPTIONS") return preflight(methods, request, accepted);
    if (!(methods as readonly string[]).includes(method)) {
      return problem(PROBLEMS.METHOD_NOT_ALLOWED, { method, path, allowed: methods }, { Allow: methods.join(", ") });
    }
    return route.answer(new Input(request, params, target));
  }

  // The names in lowercase, as undici would make them of every answer's (to-response.ts).
  const wire = Object.fromEntries(Object.entries({ ...common, ...(options.function && FUNCTION_MARK) }).map(([name, value]) => [name.toLowerCase(), value]));
  // Until the request is read, a failure is answered as if to a GET with no instance.
  const unread: ReplyContext = { method: "GET", instance: "", baseUrl, ifNoneMatch: null, common: wire };

  // Not async either, for the same reason: an answer that had to wait (an MCP POST reads its
  // body) is finished in the callback of the one promise it already made; an async function
  // around it cost every MCP call a promise and a turn of its own (docs/performance.md).
  function handle(request: Request): Promise<Response> {
    let ctx = unread;
    try {
      const target = requestTarget(request);
      const method = request.method;
      ctx = {
        method,
        instance: target.instance,
        baseUrl,
        // Only a GET or HEAD answer carries an ETag to match (to-response.ts).
        ifNoneMatch: method === "GET" || method === "HEAD" ? request.headers.get("if-none-match") : null,
        common: wire,
        maxAnswerBytes,
      };
      const reply = route(request, target);
      return reply instanceof Promise
        ? reply.then((later) => finish(request, later, target, ctx), (error: unknown) => fail(request, error, ctx))
        : Promise.resolve(finish(request, reply, target, ctx));
    } catch (error) {
      return Promise.resolve(fail(request, error, ctx));
    }
  }

  function finish(request: Request, reply: Reply, target: RequestTarget, ctx: ReplyContext): Response {
    try {
      // Every answer on a deprecated path says so, whatever its status (RFC 9745, RFC 8594).
      const headers = deprecated(target.path);
      const marked = headers ? withHeaders(reply, headers) : reply;
      // Routed on headers a client can forge: no cache may keep it under the function's URL.
      return toResponse(target.rewritten ? withHeaders(marked, NO_STORE) : marked, ctx);
    } catch (error) {
      return fail(request, error, ctx);
    }
  }

  function fail(request: Request, error: unknown, ctx: ReplyContext): Response {
    options.onError?.(error, request);
    // Nothing internal leaks: the caller learns only that it was not their fault.
    return toResponse(problem(PROBLEMS.INTERNAL_ERROR, {}), ctx);
  }

  return { handle, routes, resources, commonHeaders: common };
}
