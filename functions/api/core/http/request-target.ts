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
  const href = request.url;
  if (!href.startsWith("https://") && !href.startsWith("http://")) return parsedTarget(request, new URL(href));
  const parts = splitHref(href);
  if (parts.pathname.startsWith(FUNCTION_PREFIX)) return parsedTarget(request, new URL(href));
  return new HrefTarget(href, parts.pathname, parts.search);
}

/**
 * The common case reads the path from the serialized URL and parses it whole only for a route
 * that asks (most MCP calls never do): a WHATWG URL's serialization parses back to the same
 * path and query, so both ways agree (test/request-target.test.ts). A class, not an object
 * literal with a getter, which V8 builds several times slower on every request.
 */
class HrefTarget implements RequestTarget {
  readonly path: string;
  readonly instance: string;
  readonly rewritten = false;
  private parsed: URL | undefined;
  constructor(
    private readonly href: string,
    pathname: string,
    search: string,
  ) {
    this.path = normalizePath(pathname);
    this.instance = pathname + search;
  }
  get url(): URL {
    return (this.parsed ??= new URL(this.href));
  }
}

/** The target from a parsed URL: on the function's own URL the original path and query may ride in headers (also used for a URL not http(s)). */
function parsedTarget(request: Request, url: URL): RequestTarget {
  const received = url.href;
  const pathname = request.headers.get("x-netlify-original-pathname") ?? request.headers.get("x-nf-original-pathname");
  if (pathname) url.pathname = pathname;
  const search = request.headers.get("x-netlify-original-search");
  if (search !== null && url.search === "") url.search = search;
  return { url, path: normalizePath(url.pathname), instance: url.pathname + url.search, rewritten: url.href !== received };
}

/**
 * A serialized http(s) URL's pathname and search, as `URL` would give them: the path starts at
 * the first "/" after the authority, the query at "?" (empty when nothing follows it), and a
 * fragment ends both.
 */
export function splitHref(href: string): { pathname: string; search: string } {
  const authority = href.indexOf("//") + 2;
  const hash = href.indexOf("#", authority);
  const end = hash === -1 ? href.length : hash;
  const query = href.indexOf("?", authority);
  const pathEnd = query === -1 || query > end ? end : query;
  const slash = href.indexOf("/", authority);
  const pathname = slash === -1 || slash > pathEnd ? "/" : href.slice(slash, pathEnd);
  const search = pathEnd === end || end - pathEnd === 1 ? "" : href.slice(pathEnd, end);
  return { pathname, search };
}

/**
 * The path as the CDN matches it. An escaped unreserved character is that character (RFC 3986
 * §6.2.2.2: `/api/v1/prof%69le` is `/api/v1/profile`), as the CDN decodes a path before its
 * rules see it; other escapes (`%2F`) stay, so an escaped slash is no separator. Then
 * `/api/v1/profile/` and `/api/v1/profile` are one resource. Only one slash goes:
 * `/api/v1/profile//` names no resource, and its 404 quotes it as asked.
 */
function normalizePath(path: string): string {
  // Most paths have neither: one test, not two replacements, on every request.
  return /%|\/$/.test(path) ? path.replace(/%(2[de]|3\d|[46][1-9a-f]|[57][\da]|5f|7e)/gi, decodeURIComponent).replace(/([^/])\/$/, "$1") : path;
}
