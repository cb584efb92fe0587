// URL fields: what the owner types is stored as the URL parser's own spelling (`new URL(x).href`),
// and only when that spelling says the same thing: a space, a quote or a markdown tail such as
// `https://example.com/ [Click me](javascript:alert(1))` would be "fixed" by percent-encoding
// into something nobody wrote, so it is refused instead of published.
import { z } from "zod";
import { hasLoneSurrogate } from "./lone-surrogates.ts";
import { URL_MAX } from "./text-fields.ts";

/** Characters a URL parser silently encodes, drops or reinterprets (`\` becomes `/`). */
const UNSAFE = /[\s\u0000-\u001f\u007f\\<>"`{}|^]/;

/** Why `raw` is not an acceptable http(s) URL, or its normalized href. */
export function normalizeHttpUrl(raw: string): { href: string } | { error: string } {
  if (!URL.canParse(raw)) return { error: "expected an absolute http(s) URL" };
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: "expected an absolute http(s) URL" };
  if (!z.regexes.domain.test(url.hostname)) return { error: "expected an absolute http(s) URL" };
  if (url.username !== "" || url.password !== "") return { error: "must not contain a user name or password" };
  if (UNSAFE.test(raw)) return { error: "contains a space or a character URLs do not allow; percent-encode it or remove it" };
  // Up to the case of scheme and host, a default port and the root `/`, the parser's spelling
  // must be what was written (with non-ASCII text percent-encoded as UTF-8).
  const written = encodeNonAscii(raw.replace(/^[a-z]+:\/\/[^/?#]*/i, "")) || "/";
  const normalized = url.href.slice(url.origin.length);
  if (written !== normalized) return { error: `does not stay as written: a URL parser reads it as '${url.href}'` };
  return { href: url.href };
}

function encodeNonAscii(text: string): string {
  // Lone surrogates never get here: the loader reports them before any schema runs.
  return text.replace(/[^\u0000-\u007f]+/g, (run) => (hasLoneSurrogate(run) ? run : encodeURIComponent(run)));
}

/** An http(s) URL field: checked, then stored normalized. */
export function httpUrlField() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required field is missing" : "expected an absolute http(s) URL") })
    .max(URL_MAX, `must be at most ${URL_MAX} characters`)
    .transform((raw, ctx) => {
      const result = normalizeHttpUrl(raw.trim());
      if ("href" in result) return result.href;
      ctx.addIssue({ code: "custom", message: result.error, input: raw });
      return z.NEVER;
    })
    .meta({ format: "uri" });
}

export const ORIGIN_EXPECTED = "expected an origin such as https://example.com, with no path, query or user name";

/**
 * The one rule for where the site lives, whether site.json's baseUrl or the URL and SITE_URL
 * variables say it: an http(s) URL on a domain, as written, with nothing after the origin.
 */
export function normalizeOrigin(raw: string): { href: string } | { error: string } {
  const url = normalizeHttpUrl(raw);
  if ("error" in url) return url;
  return isOrigin(url.href) ? url : { error: ORIGIN_EXPECTED };
}

/** A base-URL field: checked by normalizeOrigin, then stored normalized. */
export function originField() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required field is missing" : "expected an absolute http(s) URL") })
    .max(URL_MAX, `must be at most ${URL_MAX} characters`)
    .transform((raw, ctx) => {
      const result = normalizeOrigin(raw.trim());
      if ("href" in result) return result.href;
      ctx.addIssue({ code: "custom", message: result.error, input: raw });
      return z.NEVER;
    })
    .meta({ format: "uri" });
}

/** True for `https://example.com` or `https://example.com/`: nothing after the origin. */
export function isOrigin(href: string): boolean {
  const url = new URL(href);
  return url.href === `${url.origin}/`;
}
