// What a request to the local preview names: its URL, from an origin-form target (`/path`) and
// the Host header, or from an absolute-form one (`http://host/path`); and whether the host it
// names is this machine. The preview refuses any other host, so a web page cannot reach it by
// pointing its own domain name at 127.0.0.1 (DNS rebinding); see docs/security.md.
import type { IncomingMessage } from "node:http";

/** The request's URL and the host it names, or why it names none. */
export type RequestUrl = { ok: true; url: URL; host: string } | { ok: false; why: string };

/** Host names that are this machine, as the preview's problem lists them. */
export const LOCAL_HOST_NAMES = ["localhost and its subdomains", "127.0.0.0/8", "[::1]"] as const;

/**
 * The request's URL. An origin-form target is a path on the Host header's origin (`a b` names
 * no host: the preview's own origin stands in, and the host check refuses it); `//api/…` stays
 * a path and never becomes a URL whose host is `api`. RFC 9112 §3.2.2: a server MUST accept
 * the absolute-form, and its authority replaces the Host header.
 */
export function requestUrl(req: IncomingMessage, fallbackOrigin: string): RequestUrl {
  const target = req.url ?? "/";
  // Node keeps the first of two Host lines; RFC 9112 §3.2 says such a request is a 400.
  if (req.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === "host").length > 1) return { ok: false, why: "The request has more than one Host header." };
  if (target.startsWith("/")) {
    const host = req.headers.host ?? "";
    const claimed = `http://${host}`;
    const origin = host !== "" && URL.canParse(claimed) ? new URL(claimed).origin : fallbackOrigin;
    if (!URL.canParse(origin + target)) return { ok: false, why: "The request target is not a valid path." };
    return { ok: true, url: new URL(origin + target), host };
  }
  if (!URL.canParse(target)) return { ok: false, why: "The request target is neither a path nor a valid absolute URL." };
  const url = new URL(target);
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, why: "The request target is a URL of another scheme than http or https." };
  // RFC 9110 §4.2.4: a recipient "SHOULD parse for userinfo and treat its presence as an error".
  // The parser drops an empty one (`http://:@host/`), so the authority is read as sent.
  const authority = /^[^:]+:\/\/([^/?#]*)/.exec(target)?.[1] ?? "";
  if (authority.includes("@")) return { ok: false, why: "The request target carries user information, which HTTP forbids." };
  return { ok: true, url, host: url.host };
}

/**
 * True when `host` (a Host header value or an absolute target's authority, with or without a
 * port) names this machine: localhost and its subdomains (RFC 6761 §6.3 keeps them on the
 * loopback), 127.0.0.0/8, or [::1]; a name may end in the root's dot (`localhost.`), which
 * names the same host. Anything unparsable is not local.
 */
export function isLocalHost(host: string): boolean {
  // A Host header is an authority only: `evil.example/x` or `u@localhost` name something else.
  if (host === "" || /[\s/?#@\\]/.test(host) || !URL.canParse(`http://${host}`)) return false;
  const name = new URL(`http://${host}`).hostname.replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "[::1]" || /^127\.\d+\.\d+\.\d+$/.test(name);
}
