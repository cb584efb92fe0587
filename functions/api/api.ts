// The Netlify function (Functions v2): hands each request to the core. Everything else —
// routes, statuses, headers, bodies — is the core's; see functions/api/core/app.ts.
import type { Context } from "@netlify/functions";
import index from "./portfolio-data.js";
import { createApp } from "./core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "./core/limits.ts";

// Built once per instance, at cold start; every invocation after that only routes. A core
// bug is logged with its stack, so a 500 shows up in Netlify's function log.
const app = createApp(index, { onError: (error) => console.error(error), maxAnswerBytes: FUNCTION_ANSWER_MAX_BYTES });

/** Netlify calls this for every request the routing rules send to the function. */
export default function api(request: Request, _context?: Context): Promise<Response> {
  return app.handle(request);
}
