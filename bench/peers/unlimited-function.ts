// portfolio-api's core without the platform's size limit, bundled like the function: what the
// function would do if it built an oversized answer instead of refusing it (the build makes
// static files this way). The bench times the refusals against it (bench/largest-answer.ts).
import { INDEX_JSON } from "../../functions/api/portfolio-data.js";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { createApp, type App } from "../../functions/api/core/app.ts";

let app: App | undefined;

/** Netlify calls this for every request. */
export default function unlimited(request: Request): Promise<Response> {
  return (app ??= createApp(JSON.parse(INDEX_JSON) as PortfolioIndex)).handle(request);
}
