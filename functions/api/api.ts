// The Netlify function (Functions v2): hands each request to the core. Everything else —
// routes, statuses, headers, bodies — is the core's; see functions/api/core/app.ts.
// `npm run build` writes the function's entry beside this file, api.js (git-ignored): its
// config.rateLimit from content/site.json, which Netlify reads only as literal values in the
// entry, and this handler re-exported (build/function-entries.ts). Without a build this file
// is the entry, with no rate limit.
import type { Context } from "@netlify/functions";
import { INDEX_JSON } from "./portfolio-data.js";
import type { PortfolioIndex } from "./core/portfolio-index.ts";
import { createApp, type App } from "./core/app.ts";
import { FUNCTION_APP_OPTIONS } from "./app-options.ts";

// Built once per instance, at the first request rather than at import: the import is the
// part of a cold start the platform times before any request, and it should cost what a
// plain handler's does (docs/performance.md). Every invocation after the first only routes.
// Its options (app-options.ts) are the preview's too.
let app: App | undefined;

function appOnce(): App {
  return (app ??= createApp(JSON.parse(INDEX_JSON) as PortfolioIndex, FUNCTION_APP_OPTIONS));
}

/** Netlify calls this for every request the routing rules send to the function. */
export default function api(request: Request, _context?: Context): Promise<Response> {
  return appOnce().handle(request);
}
