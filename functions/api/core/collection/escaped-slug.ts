// A detail path whose slug has escaped characters (`my-app%2F`; an escaped unreserved one such
// as `%2D` is decoded with the whole path, request-target.ts) names an item
// when its decoded form does: Netlify matches routing rules and files on the decoded path, so
// the CDN has always served such a request the item's file. Now that one placeholder rule
// sends every detail path the CDN holds no file for to the function, the function must read
// the slug the same way, or the same request would get a different answer.

/**
 * The item slug `received` names once decoded as the CDN decodes paths (one trailing slash
 * dropped, as rules match with or without it), or undefined when it names none.
 */
export function decodedSlug(received: string, isItem: (slug: string) => boolean): string | undefined {
  if (!received.includes("%")) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(received);
  } catch {
    return undefined;
  }
  const slug = decoded.endsWith("/") ? decoded.slice(0, -1) : decoded;
  return isItem(slug) ? slug : undefined;
}
