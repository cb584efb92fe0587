// Reading and merging header values, each rule written once: the exit, the router, the MCP
// endpoint, the build's header rules and the preview all use these.

/** RFC 9110 §13.1.2: If-None-Match uses weak comparison, and `*` matches any current body. */
export function matchesIfNoneMatch(header: string, etag: string): boolean {
  if (header.trim() === "*") return true;
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/**
 * `base` with `extra` added, a header of the same name in any case replaced, as Headers#set
 * would. `base` is changed and returned.
 */
export function mergeHeaders(base: Record<string, string>, extra: Readonly<Record<string, string>> | undefined): Record<string, string> {
  if (!extra) return base;
  for (const [name, value] of Object.entries(extra)) {
    takeHeader(base, name);
    base[name] = value;
  }
  return base;
}

/** Remove a header in any letter case; answer its (last) value. */
export function takeHeader(headers: Record<string, unknown>, name: string): string | undefined {
  const lower = name.toLowerCase();
  let value: string | undefined;
  for (const key of Object.keys(headers)) {
    if (key.toLowerCase() !== lower) continue;
    value = String(headers[key]);
    delete headers[key];
  }
  return value;
}

/** A URL path percent-decoded, or undefined when an escape is malformed (`%zz`, a lone `%`). */
export function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}
