// The naive dynamic REST peer: one handler that routes by hand and filters and serialises the
// catalog on every request, as an API without a build step would.
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { filterProjects, findDetail } from "./naive-catalog.ts";

const HEADERS = { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*", "Cache-Control": "public, max-age=3600" };

/** A fetch-style handler for GET /api/v1/projects and /api/v1/projects/{slug}. */
export function createNaiveRest(index: PortfolioIndex): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: HEADERS });
    if (url.pathname === "/api/v1/projects") {
      const params = url.searchParams;
      const projects = filterProjects(index, { lane: params.get("lane") ?? undefined, tier: params.get("tier") ?? undefined, q: params.get("q") ?? undefined });
      return answer(200, { total: projects.length, projects });
    }
    if (url.pathname.startsWith("/api/v1/projects/")) {
      const detail = findDetail(index, url.pathname.slice("/api/v1/projects/".length));
      return detail ? answer(200, detail) : answer(404, { status: 404, code: "PROJECT_NOT_FOUND", detail: "No such project." });
    }
    return answer(404, { status: 404, code: "NOT_FOUND", detail: "No such endpoint." });
  };
}
