// The requests `npm run verify` sends: the routing and contract matrix, derived from the index
// (a lane the content has, a search word that answers, a case study), never from the sample.
import { CASE_STUDY_TOOL } from "../../functions/api/core/resources/projects/project-tool-names.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { listCacheableGets, requestPathOf } from "../cacheable-gets.ts";
import { FUNCTION_PATH, parseRules, renderRoutingRules, type RoutingRule } from "../routing-rules.ts";
import { createApp } from "../../functions/api/core/app.ts";
import { LATEST_LEGACY_PROTOCOL_VERSION, META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSIONS } from "../../functions/api/core/mcp/protocol-versions.ts";
import { MCP_METHOD_HEADER, MCP_NAME_HEADER, MCP_PROTOCOL_VERSION_HEADER, MCP_REQUEST_HEADERS } from "../../functions/api/core/mcp/mcp-headers.ts";
import { HEALTH_PATH, PROFILE_PATH, PROJECTS_PATH } from "../../functions/api/core/resources/resource-paths.ts";
import { MCP_PATH } from "../../functions/api/core/site-paths.ts";
import { unusedName } from "../site-documents/text/unused-name.ts";

/** One request of the matrix; `ifNoneMatch` asks for the ETag the previous GET of `path` got. */
export interface VerifyCase {
  /** What the row proves, in a few words (the table's first column). */
  kind: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  revalidate?: boolean;
  /**
   * `status`: only the status must match. An upper-case path is no route of the API (paths are
   * case-sensitive) and no file: the core says 404 NOT_FOUND, and a CDN that sends it nowhere
   * answers with the site's own 404 page. Either is a 404; serving a file for it is not.
   */
  compare?: "status";
  /**
   * `file`: a static file must answer, never the function (no FUNCTION_MARK): the request has
   * a routing rule to its file, or the file sits at its path. The function would answer the
   * same bytes, so only this tells a missing rule. `function`: one of the functions must answer
   * (FUNCTION_MARK), as only they can: a search, an unknown slug, MCP, a method no file takes, a
   * preflight. Without the mark the file rows could not tell a missing rule either.
   */
  from?: "file" | "function";
}

const MATRIX_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"] as const;
const MODERN = MODERN_PROTOCOL_VERSIONS[0];
const JSON_HEADERS = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
const ORIGIN = "https://verify.example";
const UPPER_CASE = "upper case";

/** The paths of the method matrix: one of each kind of route the deploy must send the right way. */
function matrixPaths(index: PortfolioIndex): Array<{ kind: string; path: string }> {
  const gets = listCacheableGets(index);
  const rewrite = gets.find((g) => Object.keys(g.query).length > 0);
  const search = index.searchExample ?? index.projects[0]?.title.split(/\s+/)[0] ?? "a";
  return [
    ...(rewrite ? [{ kind: "query rewrite", path: requestPathOf(rewrite) }] : []),
    { kind: "static", path: PROFILE_PATH },
    { kind: "function: search", path: `${PROJECTS_PATH}?q=${encodeURIComponent(search)}` },
    { kind: "function: unknown slug", path: `${PROJECTS_PATH}/${unusedName("verify-no-such-project", index.projects.map((p) => p.slug))}` },
    { kind: "mcp", path: MCP_PATH },
    { kind: "bare /api", path: "/api" },
    { kind: UPPER_CASE, path: PROFILE_PATH.toUpperCase() },
  ];
}

/** A JSON-RPC POST to /api/mcp. */
function rpc(kind: string, method: string, params: Record<string, unknown> | undefined, headers: Record<string, string> = {}): VerifyCase {
  const body = { jsonrpc: "2.0", id: kind, method, ...(params === undefined ? {} : { params }) };
  return { kind, method: "POST", path: MCP_PATH, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** A 2026-07-28 request: the version in the header and in _meta, the method and name in headers. */
function modern(kind: string, method: string, params: Record<string, unknown>): VerifyCase {
  const meta = {
    [META_PROTOCOL_VERSION]: MODERN,
    [META_CLIENT_CAPABILITIES]: {},
    [META_CLIENT_INFO]: { name: "portfolio-api-verify", version: "1.0.0" },
  };
  const name = typeof params["name"] === "string" ? { [MCP_NAME_HEADER]: params["name"] } : {};
  return rpc(kind, method, { ...params, _meta: meta }, { [MCP_PROTOCOL_VERSION_HEADER]: MODERN, [MCP_METHOD_HEADER]: method, ...name });
}

/** MCP in both eras: the legacy handshake and calls, then discovery and a call without one. */
function mcpCases(index: PortfolioIndex): VerifyCase[] {
  const study = index.projects.find((p) => p.caseStudy !== undefined) ?? index.projects[0];
  const slug = study?.slug ?? "verify-no-such-project";
  const legacy = { [MCP_PROTOCOL_VERSION_HEADER]: LATEST_LEGACY_PROTOCOL_VERSION };
  const client = { name: "portfolio-api-verify", version: "1.0.0" };
  return [
    rpc("mcp legacy", "initialize", { protocolVersion: LATEST_LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: client }),
    rpc("mcp legacy", "tools/list", undefined, legacy),
    rpc("mcp legacy", "tools/call", { name: CASE_STUDY_TOOL, arguments: { slug } }, legacy),
    modern(`mcp ${MODERN}`, "server/discover", {}),
    modern(`mcp ${MODERN}`, "tools/call", { name: CASE_STUDY_TOOL, arguments: { slug } }),
  ];
}

/** The rules the build writes for this index, parsed (build/routing-rules.ts). */
type Rules = readonly RoutingRule[];

/** The whole matrix, in the order the table prints it; `rules` are the build's unless a test gives others. */
export function verifyCases(index: PortfolioIndex, rules: Rules = parseRules(renderRoutingRules(createApp(index).routes))): VerifyCase[] {
  const paths = matrixPaths(index);
  const methods = paths.flatMap(({ kind, path }) =>
    MATRIX_METHODS.map((method): VerifyCase => ({
      kind,
      method,
      path,
      ...(method === "POST" || method === "PUT" ? { headers: { "Content-Type": "application/json" }, body: "{}" } : {}),
      ...(kind === UPPER_CASE ? { compare: "status" as const } : {}),
    })),
  );
  const cached = paths.filter((p) => p.kind === "static" || p.kind === "query rewrite" || p.kind === "function: search");
  const revalidations = cached.map(({ path }): VerifyCase => ({ kind: "etag 304", method: "GET", path, revalidate: true, from: fromFile(path, paths) ? "file" : "function" }));
  const cors: VerifyCase[] = [
    { kind: "cors", method: "GET", path: PROFILE_PATH, headers: { Origin: ORIGIN } },
    { kind: "cors preflight", method: "OPTIONS", path: PROFILE_PATH, from: "function", headers: { Origin: ORIGIN, "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match" } },
    // As a browser asks before an MCP POST: every header the transport reads, lowercased.
    { kind: "cors preflight", method: "OPTIONS", path: MCP_PATH, from: "function", headers: { Origin: ORIGIN, "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": ["content-type", ...MCP_REQUEST_HEADERS].join(", ").toLowerCase() } },
  ];
  const answeredBy = (c: VerifyCase): VerifyCase => (c.compare ? c : { ...c, from: fromFile(c.path, paths) && (c.method === "GET" || c.method === "HEAD") ? "file" : "function" });
  return [...methods.map(answeredBy), ...revalidations, ...cors, ...ruleRows(index, paths, rules), ...mcpCases(index).map((c) => ({ ...c, from: "function" as const }))];
}

/** A matrix path the CDN answers from a file for GET and HEAD. */
const fromFile = (path: string, paths: ReadonlyArray<{ kind: string; path: string }>) => paths.some((p) => p.path === path && (p.kind === "static" || p.kind === "query rewrite"));

/** What a rule's placeholder is filled with: a value no filter takes (the function's to judge). */
const OTHER_VALUE = "verify-other";

/**
 * One GET per routing rule the build writes for this content (build/routing-rules.ts, the same
 * generator), but the catch-all and the paths the matrix asks already: a rule to a file must be
 * answered by that file (no function mark), and a rule to the function must give the function's
 * answer (an unknown value's 400, a translated detail), which the next rule down would not. So a
 * site that lost any one rule fails a row, but for a detail's unforced placeholder rules (below,
 * and docs/deploy.md). A placeholder slug is a real item's, any other
 * placeholder a value no filter takes (beside known values for the rule's other placeholders). A detail is a file at its own path, found by no rule:
 * Netlify's CDN serves it before the route's unforced rules to the function (shadowing), which
 * @netlify/dev does not emulate for a rule whose target is a function, so no row requires that file.
 */
function ruleRows(index: PortfolioIndex, paths: ReadonlyArray<{ path: string }>, rules: Rules): VerifyCase[] {
  const asked = new Set([HEALTH_PATH, ...paths.map((p) => p.path)].map(requestKey));
  const gets = listCacheableGets(index);
  const rows: VerifyCase[] = [];
  // A value each parameter takes on each path, from the rules to its files.
  const known = new Map<string, string>();
  for (const { from, query } of rules) {
    for (const [name, value] of query) if (!value.startsWith(":") && !known.has(`${from} ${name}`)) known.set(`${from} ${name}`, value);
  }
  for (const { from, query: conditions, to } of rules) {
    if (from === "/api/*") continue;
    // A placeholder in the path: the first item's value (details are files at their own paths).
    const item = gets.find((g) => g.route.filesAtPath && g.route.pattern.replace(/\{(\w+)\}/g, ":$1") === from);
    const path = item ? requestPathOf({ ...item, query: {} }) : from;
    if (path.includes(":")) continue;
    // With several placeholders, one row per placeholder: it takes the value no filter takes and
    // the others a known one. Unknown everywhere, a lost `lane=:lane tier=:tier` rule would go
    // unseen (the next rule, `lane=:lane`, refuses the same request); a known lane with an
    // unknown tier falls to the known lane's file instead, which answers 200.
    const placeholders = conditions.filter(([, value]) => value.startsWith(":")).map(([name]) => name);
    for (const unknown of placeholders.length > 1 ? placeholders : [undefined]) {
      const valueOf = (name: string, value: string) => (!value.startsWith(":") ? value : name === unknown || unknown === undefined ? OTHER_VALUE : (known.get(`${from} ${name}`) ?? OTHER_VALUE));
      const query = conditions.map(([name, value]) => `${name}=${encodeURIComponent(valueOf(name, value))}`);
      const target = query.length > 0 ? `${path}?${query.join("&")}` : path;
      if (asked.has(requestKey(target))) continue;
      asked.add(requestKey(target));
      const toFile = to !== FUNCTION_PATH;
      rows.push({ kind: toFile ? "rule to a file" : "rule to the function", method: "GET", path: target, ...(toFile ? { from: "file" as const } : {}) });
    }
  }
  // The rules above come from the generator verify checks; the files come from the index. Every
  // cacheable GET whose file a rule must find is asked too, so a generator that lost a rule
  // (the file written, no rule to it: a function call for a file's answer) fails a row as well.
  for (const get of gets) {
    const target = requestPathOf(get);
    if (get.route.filesAtPath || asked.has(requestKey(target))) continue;
    asked.add(requestKey(target));
    rows.push({ kind: "rule to a file", method: "GET", path: target, from: "file" });
  }
  return rows;
}

/** A request's identity for the rows: its path and its query in any order and spelling. */
export function requestKey(target: string): string {
  const url = new URL(target, "http://verify.invalid");
  return `${url.pathname}?${[...url.searchParams].map(([name, value]) => `${name}=${value}`).sort().join("&")}`;
}
