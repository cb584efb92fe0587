// The 429 of the platform's rate limit, on every operation a request can reach the function
// through: Netlify counts the function's calls per address and refuses the rest itself, before
// the function runs (site.json `rateLimit`; docs/deploy.md, "The rate limit"). Static files are
// never limited, so an operation the CDN always answers from a file has no 429.
import type { Route } from "../../../functions/api/core/route.ts";
import type { SiteInfo } from "../../../functions/api/core/portfolio-index.ts";
import type { ResponseObject } from "./openapi-responses.ts";

/** True when some request to the route is answered by the function, not by a file. */
export function reachesFunction(route: Route): boolean {
  // A query value no file holds, a path value no file holds, or no file at all.
  return !route.cacheable || route.query.length > 0 || route.pattern.includes("{");
}

/** The 429 response, when the site has a limit; undefined when it has none. */
export function rateLimitedResponse(site: Pick<SiteInfo, "rateLimit">): ResponseObject | undefined {
  const rule = site.rateLimit;
  if (!rule) return undefined;
  return {
    description:
      `Too Many Requests: more than ${rule.windowLimit} requests from one address reached the function that answers this operation within ${rule.windowSize} seconds (each of the two functions keeps its own count: one answers GET and HEAD and every method on /api/mcp, the other the other methods and the CORS preflights elsewhere under /api/). ` +
      "Netlify answers this itself, before the function runs, so it carries none of the API's headers and no problem body; wait and try again. " +
      "Answers served from static files (every list and detail at its own path, but not a search, an empty or unknown value, a filter value with no file of its own, or a translation of a detail) are never limited; " +
      "a detail asked with a trailing slash or with ?lang= for a translation has no file of its own, so the function answers it and it counts.",
  };
}
