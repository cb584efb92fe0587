// Which URL a request is really for. Behind a Netlify rewrite the function may see its own
// address (/.netlify/functions/api); the original path then travels in a header.

/** The parsed URL, the normalized path to route on, and the problem `instance`. */
export interface RequestTarget {
  url: URL;
  path: string;
  instance: string;
}

/** Parse the request's URL, preferring the original path when the platform rewrote it. */
export function requestTarget(request: Request): RequestTarget {
  const url = new URL(request.url);
  const original = request.headers.get("x-nf-original-pathname");
  if (original && url.pathname.startsWith("/.netlify/functions/")) url.pathname = original;
  return { url, path: normalizePath(url.pathname), instance: url.pathname + url.search };
}

/** `/api/v1/profile/` and `/api/v1/profile` are one resource, as on the CDN. */
function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}
