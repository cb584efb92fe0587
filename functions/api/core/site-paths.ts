// Paths of the site that are not API routes, each declared once: the developer resources the
// build writes beside the API, and where Netlify mounts the function. Everything that links to
// them (health, the profile, llms.txt, the portal, the routing rules, the preview) reads them here.

/**
 * The developer portal and the OpenAPI document, which health links to: named on their own, so
 * the function holds these two paths and not the whole list.
 */
export const PORTAL_PATH = "/";
/** The OpenAPI document. */
export const OPENAPI_PATH = "/openapi.json";

/** The developer portal, the OpenAPI document and the llms.txt files. */
export const DEVELOPER_PATHS = {
  portal: PORTAL_PATH,
  openapi: OPENAPI_PATH,
  llms: "/llms.txt",
  llmsFull: "/llms-full.txt",
} as const;

/** Where every REST route lives (the spec's `/api/v1/`); MCP reads any GET under it as a resource. */
export const REST_PREFIX = "/api/v1/";

/**
 * The MCP endpoint (mcp/mcp.ts serves it). Declared here, with no imports around it, because
 * problem texts name it too; the function's config repeats it as a literal, since Netlify
 * reads that statically.
 */
export const MCP_PATH = "/api/mcp";

/**
 * Where Netlify serves a function named `name`. The routing rules rewrite to the API function
 * here (build/routing-rules.ts FUNCTION_PATH, which only the build needs).
 */
export const FUNCTIONS_PREFIX = "/.netlify/functions/";

/** The file a site path is written to in dist/: `/openapi.json` → `openapi.json`, `/` → `index.html`. */
export function fileOfSitePath(path: string): string {
  return path === "/" ? "index.html" : path.slice(1);
}
