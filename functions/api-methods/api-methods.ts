// The second Netlify function: the same core, reached only by the methods the CDN would
// otherwise answer itself. Netlify's CDN serves a static file for any method, so without this
// `POST /api/v1/profile` got the file with 200 instead of the spec's 405 problem, and a CORS
// preflight got the file instead of 204. GET and HEAD are not listed: they stay static files
// and keep the query rules of dist/_redirects.
import type { Config } from "@netlify/functions";
import api from "../api/api.ts";

export default api;

/**
 * Where Netlify sends this function requests: every path under /api/ but MCP's, for the methods
 * the CDN would answer with a file. `preferStatic` is not set on purpose: with it, a POST to a
 * static path would get the file. build/preview reads this config through zip-it-and-ship-it, so
 * the preview routes by it too.
 */
export const config: Config = {
  path: "/api/*",
  excludedPath: "/api/mcp",
  method: ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
};
