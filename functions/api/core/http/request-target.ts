// Which URL a request is really for. Netlify hands a rewritten request to the function with
// its original URL; older tooling (netlify-cli's proxy) hands it /.netlify/functions/api and
// carries the original path and query in x-netlify-original-pathname / -search headers.
// Any client can send those headers to /.netlify/functions/api itself, so an answer routed on
// them is marked `rewritten`, and the core makes it uncacheable (docs/security.md).

/** The parsed URL, the normalized path to route on, and the problem `instance`. */
export interface RequestTarget {
  url: URL;
  path: string;
  instance: string;
  /** The path or query came from the x-*-original-* headers, not from the URL. */
  rewritten: boolean;
}

import { FUNCTIONS_PREFIX as FUNCTION_PREFIX } from "../site-paths.ts";

/** Parse the request's URL, preferring the original path when the platform rewrote it. */
export function requestTarget(request: Request): RequestTarget {
  const url = new URL(request.url);
  const received = url.href;
  if (url.pathname.startsWith(FUNCTION_PREFIX)) {
    const pathname = request.headers.get("x-netlify-original-pathname") ?? request.headers.get("x-nf-original-pathname");
    if (pathname) url.pathname = pathname;
    const search = request.headers.get("x-netlify-original-search");
    if (search !== null && url.search === "") url.search = search;
  }
  return { url, path: normalizePath(url.pathname), instance: url.pathname + url.search, rewritten: url.href !== received };
}

/** `/api/v1/profile/` and `/api/v1/profile` are one resource, as on the CDN. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
