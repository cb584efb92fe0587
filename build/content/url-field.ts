// URL fields: what the owner types is stored as the URL parser's own spelling (`new URL(x).href`),
// and only when that spelling says the same thing: a space, a quote or a markdown tail such as
// `https://example.com/ [Click me](javascript:alert(1))` would be "fixed" by percent-encoding
// into something nobody wrote, so it is refused instead of published.
import { domainToUnicode } from "node:url";
import { z } from "zod";
import { hasLoneSurrogate } from "./lone-surrogates.ts";
import { URL_MAX } from "./text-fields.ts";

/**
 * A domain name as the URL parser spells it (lowercase ASCII, punycode for any other script):
 * labels of letters, digits and inner hyphens, ending in a top-level domain of letters or an
 * internationalized one (`.xn--p1ai` is `.рф`), which zod's own domain pattern refuses.
 */
const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** The port of a URL the parser refuses, when that is why: `:99999`, `:8o80`. */
const PORT = /^https?:\/\/(?:[^/?#@]*@)?[^/?#@:[\]]+:([^/?#]+)/i;

/** What an editor's JSON Schema checks of a URL field: an http(s) scheme, in any case. */
export const HTTP_URL_PATTERN = "^[Hh][Tt][Tt][Pp][Ss]?://";

/** Why a text is refused as a URL when nothing more particular can be said. */
export const ABSOLUTE_EXPECTED = "expected an absolute http(s) URL";

/**
 * A domain name with no scheme, as a browser lets one type it: `github.com/x`, `www.example.com`.
 * A bare `name.ext` is as likely a file (`cv.pdf`, `index.html`), so without `www.` it takes a path.
 */
const NO_SCHEME = /^(?:www\.(?:[a-z0-9-]+\.)+[a-z]{2,63}(?:[/?#][^\s"<>]*)?|(?:[a-z0-9-]+\.)+[a-z]{2,63}\/[^\s"<>]*)$/i;

/** What a domain typed with no scheme is told: the URL it means. */
const addScheme = (raw: string) => ({ error: `${ABSOLUTE_EXPECTED}: add https:// in front, as in 'https://${raw.slice(0, 200)}'` });

/** Characters a URL parser silently encodes, drops or reinterprets (`\` becomes `/`). */
const UNSAFE = /[\s\u0000-\u001f\u007f\\<>"`{}|^]/;

/** Why `raw` is not an acceptable http(s) URL, or its normalized href. */
export function normalizeHttpUrl(raw: string): { href: string } | { error: string } {
  // "" is most often "no link", which an optional field says by being left out.
  if (raw === "") return { error: "is empty: write the URL, or leave the field out if it is optional" };
  if (!URL.canParse(raw)) {
    const port = PORT.exec(raw)?.[1];
    if (port !== undefined && /^\d+$/.test(port) && Number(port) > 65535) return { error: `the port ${port} is out of range: a port is a number up to 65535` };
    if (port !== undefined && !/^\d+$/.test(port)) return { error: `the port '${port}' is not a number` };
    if (NO_SCHEME.test(raw)) return addScheme(raw);
    return { error: ABSOLUTE_EXPECTED };
  }
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:") return { error: ABSOLUTE_EXPECTED };
  if (!DOMAIN.test(url.hostname)) return { error: notADomain(url.hostname) };
  if (url.username !== "" || url.password !== "") return { error: "must not contain a user name or password" };
  if (UNSAFE.test(raw)) return { error: "contains a space or a character URLs do not allow; percent-encode it or remove it" };
  const respelled = respelledHost(raw, url.hostname);
  if (respelled !== undefined) return { error: respelled };
  // Up to the case of scheme and host, a default port and the root `/`, the parser's spelling
  // must be what was written (with non-ASCII text percent-encoded as UTF-8).
  const written = encodeNonAscii(raw.replace(/^[a-z]+:\/\/[^/?#]*/i, "")) || "/";
  const normalized = url.href.slice(url.origin.length);
  if (written !== normalized) return { error: `does not stay as written: a URL parser reads it as '${url.href}'` };
  return { href: url.href };
}

/**
 * Why the host as written is not the host the parser reads, if it is not: a percent-encoded
 * letter (`ex%61mple.com` is example.com) or a look-alike the parser maps to ASCII (full-width
 * `ｅｘａｍｐｌｅ.com`) would publish a host nobody typed. Case is free, and a host in another
 * script is spelled in punycode (`bücher.de` is `xn--bcher-kva.de`), which says the same.
 */
function respelledHost(raw: string, hostname: string): string | undefined {
  // The user name and password are refused before this, so the authority is the host and a port.
  const written = (/^[a-z]+:\/\/([^/?#]*)/i.exec(raw)?.[1] ?? "").replace(/:[^:]*$/, "");
  if (written.includes("%")) return `the host '${written}' is percent-encoded; write it as '${hostname}'`;
  // Label by label: the host read back in Unicode must be what was typed, up to case and NFC
  // (`https://ｅｘａｍｐｌｅ.bücher.de` holds one label in another script and one look-alike).
  const typed = written.normalize("NFC").toLowerCase();
  const sameHost = typed === hostname || domainToUnicode(hostname) === typed;
  return sameHost ? undefined : `does not stay as written: a URL parser reads the host as '${hostname}'`;
}

/**
 * Why a host that parses is still refused: the URL is absolute and http(s), so saying so would
 * send the owner looking for the wrong mistake (`http://localhost:8888` is both). What is
 * published must be reachable by whoever reads it, so the host must be a public domain name.
 */
function notADomain(hostname: string): string {
  if (isLoopbackHost(hostname)) return `the host '${hostname}' is this computer, which no one else can reach; expected a public domain name such as example.com`;
  // The parser spells every IPv4 form as dotted decimal and every IPv6 address in brackets.
  if (hostname.startsWith("[") || /^\d+\.\d+\.\d+\.\d+$/.test(hostname)) return `the host '${hostname}' is an IP address; expected a domain name such as example.com`;
  return `the host '${hostname}' is not a domain name such as example.com`;
}

/** True for a host that names the computer the build runs on: localhost, 127.x.x.x, [::1]. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname.endsWith(".localhost") || /^127\.\d+\.\d+\.\d+$/.test(hostname) || hostname === "[::1]";
}

function encodeNonAscii(text: string): string {
  // Lone surrogates never get here: the loader reports them before any schema runs.
  return text.replace(/[^\u0000-\u007f]+/g, (run) => (hasLoneSurrogate(run) ? run : encodeURIComponent(run)));
}

/**
 * The fields httpUrlField() and originField() made. A URL field made any other way (zod's own
 * z.url()) would be documented as an http(s) URL yet accept `javascript:`, so the loader
 * refuses it (foreign-url-fields.ts) and needs to tell the two apart.
 */
const URL_FIELDS = new WeakSet<object>();

/** True when `schema` is, or was derived by `.describe()`/`.meta()` from, a field made here. */
export function isHttpUrlField(schema: object): boolean {
  // zod's clones (`.describe()`, `.meta()`) keep the schema they were made from as `_zod.parent`.
  for (let at: { _zod?: { parent?: object } } | undefined = schema; at !== undefined; at = at._zod?.parent) {
    if (URL_FIELDS.has(at)) return true;
  }
  return false;
}

function remembered<T extends object>(field: T): T {
  URL_FIELDS.add(field);
  return field;
}

/**
 * An http(s) URL field: checked, then stored normalized. The one URL field for content, in
 * every section: it refuses every scheme but http and https, a user name or password, a host
 * that is no public domain name, and text a URL parser would change (docs/adding-a-resource.md).
 */
export function httpUrlField() {
  return urlFieldNormalizedBy(normalizeHttpUrl);
}

/** Why a URL is refused as where the site lives: the base URL is an origin, and a path after it would be dropped. */
export const ORIGIN_EXPECTED = "expected an origin such as https://example.com, with no path, query or user name";

/**
 * The one rule for where the site lives, whether site.json's baseUrl or the URL and SITE_URL
 * variables say it: an http(s) URL on a domain, as written, with nothing after the origin.
 */
export function normalizeOrigin(raw: string): { href: string } | { error: string } {
  const url = normalizeHttpUrl(raw);
  if ("error" in url) {
    // A bare `name.ext` is no file here, as it may be in a link: an origin is only ever a domain.
    // `example.com:8888` parses as a scheme and its path; with no `//` it was never meant as one.
    const schemed = url.error.startsWith(ABSOLUTE_EXPECTED) && !/^[a-z][a-z0-9+.-]*:\/\//i.test(raw) ? normalizeHttpUrl(`https://${raw}`) : url;
    if (!("href" in schemed)) return url;
    // The hint must be what the next run takes: an origin, so with a path it is the origin alone.
    return isOrigin(schemed.href) ? addScheme(raw) : { error: `${ABSOLUTE_EXPECTED}: write the site's origin, as in '${new URL(schemed.href).origin}'` };
  }
  return isOrigin(url.href) ? url : { error: ORIGIN_EXPECTED };
}

/** A base-URL field: checked by normalizeOrigin, then stored normalized. */
export function originField() {
  return urlFieldNormalizedBy(normalizeOrigin);
}

/** A URL field of content: a string, trimmed, kept as `normalize` writes it or refused with its error. */
function urlFieldNormalizedBy(normalize: (raw: string) => { href: string } | { error: string }) {
  const field = z
    .string({ error: (issue) => (issue.input === undefined ? "required field is missing" : ABSOLUTE_EXPECTED) })
    .max(URL_MAX, `must be at most ${URL_MAX} characters`)
    .transform((raw, ctx) => {
      const result = normalize(raw.trim());
      if ("href" in result) return result.href;
      ctx.addIssue({ code: "custom", message: result.error, input: raw });
      return z.NEVER;
    })
    // No `format: "uri"`: that is ASCII only, while the owner may write a domain in another
    // script or a path beyond ASCII (`https://bücher.de/café`), which the build takes and
    // publishes as the parser spells it; an editor would flag valid content. `iri` is the
    // standard's word, but validators such as Ajv refuse a schema naming it. The scheme's
    // pattern is what every validator checks alike; the build checks the rest.
    .meta({ pattern: HTTP_URL_PATTERN });
  return remembered(field);
}

/** True for `https://example.com` or `https://example.com/`: nothing after the origin. */
function isOrigin(href: string): boolean {
  const url = new URL(href);
  return url.href === `${url.origin}/`;
}
