// Netlify's own rule engines, loaded for the local preview: @netlify/redirect-parser and
// netlify-redirector decide where a request goes exactly as the platform does, and
// @netlify/headers-parser reads the header rules (dist/_headers, and any left in netlify.toml).
import { decodePath } from "../../functions/api/core/http/header-values.ts";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parseAllHeaders } from "@netlify/headers-parser";
import redirector, { type RedirectMatch } from "netlify-redirector";

/** The routing and header rules of one built site. */
export interface NetlifyRules {
  /** The first rule matching the URL, or null. */
  route(url: URL): RedirectMatch | null;
  /** Every header the header rules (dist/_headers, netlify.toml) give `pathname` (decoded first), merged in rule order. */
  headersFor(pathname: string): Readonly<Record<string, string>>;
}

/** Load `<distDir>/_redirects` and the header rules of `netlifyToml`. */
export async function loadNetlifyRules(distDir: string, netlifyToml: string): Promise<NetlifyRules> {
  const redirects = await parseAllRedirects({
    redirectsFiles: [path.join(distDir, "_redirects")],
    netlifyConfigPath: netlifyToml,
    configRedirects: [],
    minimal: false,
  });
  const headers = await parseAllHeaders({ headersFiles: [path.join(distDir, "_headers")], netlifyConfigPath: netlifyToml, configHeaders: [], minimal: false });
  const errors = [...redirects.errors, ...headers.errors];
  if (errors.length > 0) throw new Error(`Invalid Netlify rules: ${errors.map((error) => error.message).join("; ")}`);
  // The parser names fields as netlify.toml does; the matcher takes the platform's JSON names.
  const parsed = redirects.redirects as Array<{ from: string; query: unknown; conditions: unknown } & Record<string, unknown>>;
  const rules = parsed.map(({ from, query, conditions, ...rest }) => ({ ...rest, origin: from, params: query, conditions }));
  const headerRules = headers.headers.flatMap((rule) => ("forRegExp" in rule ? [rule] : []));
  const headersByPath = new Map<string, Readonly<Record<string, string>>>();
  const matcher = await redirector.parseJSON(JSON.stringify(rules), { jwtSecret: "", jwtRoleClaim: "" });
  // The engine is WebAssembly and costs more than serving the file; with headers and cookies
  // out of play its answer depends on the URL alone, so each distinct URL is matched once.
  const decided = new Map<string, RedirectMatch | null>();
  return {
    route(url) {
      const key = `${url.protocol}//${url.hostname}${url.pathname}${url.search}`;
      const known = decided.get(key);
      if (known !== undefined) return known;
      const match = matcher.match({
        scheme: url.protocol.replace(":", ""),
        host: url.hostname,
        path: safeDecode(url.pathname),
        query: url.search.slice(1),
        getHeader: () => "",
        getCookie: () => "",
      });
      // Bounded, so a client walking random URLs cannot grow it without end.
      if (decided.size >= MAX_DECIDED) decided.clear();
      decided.set(key, match);
      return match;
    },
    headersFor(asked) {
      // Matched as the redirects are, on the decoded path: `/index%2Ehtml` is the portal's file,
      // so it takes the portal's rules (its CSP included). @netlify/dev matches the raw path
      // here and would answer that file with none of them.
      const pathname = safeDecode(asked);
      // Every rule's pattern is tried once per path, not per request: a site has a rule per
      // file that does not share its folder's headers, and the preview serves the same paths
      // again and again. Frozen, so no caller can change what the next request gets.
      const known = headersByPath.get(pathname);
      if (known) return known;
      const merged: Record<string, string> = {};
      for (const rule of headerRules) {
        if (rule.forRegExp.test(pathname)) Object.assign(merged, rule.values);
      }
      if (headersByPath.size >= MAX_DECIDED) headersByPath.clear();
      headersByPath.set(pathname, Object.freeze(merged));
      return merged;
    },
  };
}

const MAX_DECIDED = 10_000;

/** The platform matches decoded paths; a malformed escape is matched as it came. */
function safeDecode(pathname: string): string {
  return decodePath(pathname) ?? pathname;
}
