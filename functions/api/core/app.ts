// The core: `handle(request)` over a loaded index. It knows every endpoint, status, header
// and body; the build and the Netlify function are both thin callers of it.
import type { PortfolioIndex } from "./portfolio-index.ts";
import { createCatalog, type Catalog } from "./catalog.ts";
import { createRestRoutes, projectDetail, type RestRoute } from "./rest-routes.ts";
import { mcpInfo } from "./mcp-info.ts";
import { json, problem, type Reply } from "./reply.ts";
import { toResponse, type ReplyContext } from "./respond.ts";
import { preflight, REST_METHODS, MCP_METHODS } from "./preflight.ts";
import { requestTarget } from "./request-target.ts";
import { createMcpDispatch } from "./mcp/mcp-methods.ts";
import { handleMcpPost } from "./mcp/mcp-post.ts";

/** A core bound to one index. */
export interface App {
  handle(request: Request): Promise<Response>;
  catalog: Catalog;
}

const PROJECTS_PREFIX = "/api/v1/projects/";

/** The whole of what a 500 says: nothing about internals. */
export const INTERNAL_ERROR_DETAIL = "The server failed to answer this request.";

/** Build the core for an index. Work that depends only on the index happens here, once. */
export function createApp(index: PortfolioIndex): App {
  const catalog = createCatalog(index.projects);
  const rest = createRestRoutes(index, catalog);
  const info = json(mcpInfo(index));
  const dispatch = createMcpDispatch(index, catalog);

  async function route(request: Request, url: URL, path: string): Promise<Reply> {
    const method = request.method;
    if (path === "/api/mcp") {
      if (method === "OPTIONS") return preflight(MCP_METHODS);
      if (method === "POST") return handleMcpPost(request, dispatch);
      if (method === "GET" || method === "HEAD") return wantsOnlyEventStream(request) ? noEventStream() : info;
      return notAllowed(method, path, MCP_METHODS);
    }
    const handler = findRest(rest, path);
    if (!handler) return problem("NOT_FOUND", `There is no endpoint at '${path}'.`);
    if (method === "OPTIONS") return preflight(REST_METHODS);
    if (method !== "GET" && method !== "HEAD") return notAllowed(method, path, REST_METHODS);
    return handler(url);
  }

  function findRest(routes: Map<string, RestRoute>, path: string): RestRoute | undefined {
    const exact = routes.get(path);
    if (exact) return exact;
    if (path.startsWith(PROJECTS_PREFIX) && !path.slice(PROJECTS_PREFIX.length).includes("/")) {
      const slug = path.slice(PROJECTS_PREFIX.length);
      return () => projectDetail(catalog, slug);
    }
    return undefined;
  }

  async function handle(request: Request): Promise<Response> {
    const target = requestTarget(request);
    const ctx: ReplyContext = {
      method: request.method,
      instance: target.instance,
      baseUrl: index.site.baseUrl,
      ifNoneMatch: request.headers.get("If-None-Match"),
    };
    try {
      return toResponse(await route(request, target.url, target.path), ctx);
    } catch {
      // Nothing internal leaks: the caller learns only that it was not their fault.
      return toResponse(problem("INTERNAL_ERROR", INTERNAL_ERROR_DETAIL), ctx);
    }
  }

  return { handle, catalog };
}

/**
 * A GET that accepts only an event stream is an MCP client looking for the optional SSE
 * stream. 405 tells it there is none; a 200 JSON answer would make it reconnect forever.
 */
function wantsOnlyEventStream(request: Request): boolean {
  const accept = (request.headers.get("Accept") ?? "").toLowerCase();
  return accept.includes("text/event-stream") && !accept.includes("application/json");
}

function noEventStream(): Reply {
  return problem("METHOD_NOT_ALLOWED", "This MCP server offers no SSE stream: POST JSON-RPC messages to /api/mcp instead.", {
    Allow: MCP_METHODS.join(", "),
  });
}

function notAllowed(method: string, path: string, allowed: readonly string[]): Reply {
  const shown = method.length > 20 ? `${method.slice(0, 20)}…` : method;
  return problem("METHOD_NOT_ALLOWED", `${shown} is not allowed on '${path}'; use ${allowed.join(", ")}.`, {
    Allow: allowed.join(", "),
  });
}
