// The routing table: each request with the side that must answer it on Netlify — a static
// file (no function call) or the function. test/route-contract.test.ts runs it as a twin
// (the contract of each answer); test/routing-parity.test.ts against Netlify's emulation.
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { listCacheableGets, requestPathOf } from "../../build/cacheable-gets.ts";
import { unusedName } from "../../build/site-documents/text/unused-name.ts";
import { FUZZ_WORDS } from "./fuzz-vocabulary.ts";

/** One row of the routing table: a request, the side that must answer it on Netlify, and what it must get. */
export interface RouteCase {
  method: string;
  path: string;
  side: "static" | "function";
  /**
   * The side Netlify's emulation (@netlify/dev) takes when it differs from the CDN's: it calls
   * the function an unforced rule names even where a file sits at the request path, which the
   * CDN serves first. The answer must still be the same; test/routing-rules.test.ts shows the
   * CDN's side from Netlify's rule engine and the files.
   */
  emulatedSide?: "function";
  headers?: Record<string, string>;
  body?: string;
  /** What the answer must be, beyond agreeing with Netlify's emulation. */
  expect?: { status: number; allow?: string };
}

/** The fetch options of a case. */
export function routeCaseInit(c: RouteCase): RequestInit {
  return c.body === undefined ? { method: c.method, headers: c.headers ?? {} } : { method: c.method, headers: c.headers ?? {}, body: c.body };
}

/** A case's test name: method, path, the Accept it sends if any, and the side it expects. */
export function routeCaseName(c: RouteCase): string {
  return `${c.method} ${c.path}${c.headers?.["Accept"] ? ` (Accept: ${c.headers["Accept"]})` : ""} → ${c.side}`;
}

const REST_ALLOW = "GET, HEAD, OPTIONS";

/** A method no static file should answer: the api-methods function's 405 with Allow. */
const wrongMethod = (method: string, path: string): RouteCase => ({
  method,
  path,
  side: "function",
  headers: { "Content-Type": "application/json" },
  body: "{}",
  expect: { status: 405, allow: REST_ALLOW },
});

/**
 * A browser's CORS preflight before a GET with a custom header: 204 from the function with
 * the allow headers. Access-Control-Allow-Headers is whatever the core answers on both sides.
 */
const preflight = (path: string): RouteCase => ({
  method: "OPTIONS",
  path,
  side: "function",
  headers: { Origin: "http://elsewhere.test", "Access-Control-Request-Method": "GET", "Access-Control-Request-Headers": "if-none-match, x-client" },
  expect: { status: 204, allow: REST_ALLOW },
});

const get = (path: string, side: RouteCase["side"]): RouteCase => ({ method: "GET", path, side });
/** A file at the request path, shadowing an unforced rule to the function (see emulatedSide). */
const atPath = (path: string, method = "GET"): RouteCase => ({ method, path, side: "static", emulatedSide: "function" });
const rpc = (body: object, headers: Record<string, string> = {}): RouteCase => ({
  method: "POST",
  path: "/api/mcp",
  side: "function",
  headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream", ...headers },
  body: JSON.stringify(body),
});

/** Every case for the sample portfolio. */
export function routeCases(index: PortfolioIndex): RouteCase[] {
  // A detail's file sits at its own path and the CDN (and the preview) serves it before the
  // route's unforced rule; Netlify's emulation calls the function that rule names without
  // looking for the file, and the function answers the same bytes.
  const cacheable = listCacheableGets(index).map((g) => (g.route.filesAtPath ? atPath(requestPathOf(g)) : get(requestPathOf(g), "static")));
  const pairs = listCacheableGets(index).filter((g) => g.query["lane"] !== undefined && g.query["tier"] !== undefined && g.query["lang"] === undefined);
  const slug = index.projects[0]!.slug;
  const hyphenated = index.projects.find((p) => p.slug.includes("-"))!.slug;
  const translation = index.site.translations[0] ?? "tr";
  // The fixture's own words: its lanes and tiers (one with a hyphen, to escape), search words
  // plain and beyond ASCII, and a lane and a tier it does not declare.
  const { lanes, tiers } = index.site;
  const [lane = "", other = lane] = lanes;
  const hyphened = lanes.find((name) => name.includes("-"));
  const [tier = ""] = tiers;
  const lastTier = tiers.at(-1) ?? tier;
  const [word = "", , accented = word] = FUZZ_WORDS;
  const notLane = unusedName("designer", lanes);
  const notTier = unusedName("gold", tiers);
  // Each kind of static path once (a file, a lane, a pair, a detail, a health, the list), and each
  // method the api-methods function claims; every emulated function call costs about a second.
  const writes: [string, string][] = [
    ["POST", "/api/v1/profile"],
    ["PUT", `/api/v1/projects?lane=${other}`],
    ["PATCH", `/api/v1/projects?tier=${tier}&lane=${lane}`],
    ["DELETE", `/api/v1/projects/${slug}`],
    ["POST", "/api/health"],
    ["PUT", "/api/v1/projects"],
    ["POST", `/api/v1/projects?q=${encodeURIComponent(word)}`],
    ["DELETE", "/api/v1/skills/"],
  ];
  const preflights = ["/api/v1/profile", `/api/v1/projects?lane=${other}`, `/api/v1/projects/${slug}`, `/api/v1/projects?q=${encodeURIComponent(word)}`];
  return [
    ...cacheable,
    ...pairs.map((g) => get(`/api/v1/projects?tier=${g.query["tier"]}&lane=${g.query["lane"]}`, "static")),
    get(`/api/v1/projects?lane=${other}&utm_source=mail`, "static"),
    get(`/api/v1/projects?ref=x&tier=${lastTier}&lane=${lane}`, "static"),
    get(`/api/v1/projects?lane=${lane}&lane=${other}`, "static"),
    // An escaped hyphen names the same lane: the rules match the decoded value.
    ...(hyphened ? [get(`/api/v1/projects?lane=${hyphened.replaceAll("-", "%2D")}`, "static")] : []),
    get("/api/v1/profile/", "static"),
    { method: "HEAD", path: "/api/v1/profile", side: "static" },
    get(`/api/v1/projects?q=${encodeURIComponent(word)}`, "function"),
    get(`/api/v1/projects?q=${encodeURIComponent(accented)}&lane=${other}`, "function"),
    get(`/api/v1/projects?tier=${tier}&q=${encodeURIComponent(word)}&lane=${hyphened ?? other}`, "function"),
    get("/api/v1/projects?q=", "function"),
    get(`/api/v1/projects?lane=${notLane}`, "function"),
    get(`/api/v1/projects?tier=${notTier}`, "function"),
    get(`/api/v1/projects?lane=${lane}&tier=${notTier}`, "function"),
    get(`/api/v1/projects?tier=${tier}&lane=`, "function"),
    // Another case of a lane is no lane (values are case-sensitive).
    ...(lane.toUpperCase() !== lane ? [get(`/api/v1/projects?lane=${lane.toUpperCase()}`, "function")] : []),
    get("/api/v1/projects/no-such-project", "function"),
    get("/api/v1/projects/Bad_Slug", "function"),
    get("/api/v1/projects/%2e%2e", "function"),
    get(`/api/v1/projects/${"x".repeat(65)}`, "function"),
    get(`/api/v1/projects/${slug}/extra`, "function"),
    get("/api/v2/profile", "function"),
    get("/api/", "function"),
    get("/api/_static/v1/profile.json", "function"),
    // A function with no config.path answers at its own URL, on Netlify and in the preview alike;
    // the one with a path (api-methods) does not, and an unknown name is the CDN's 404.
    get("/.netlify/functions/api", "function"),
    get(`/.netlify/functions/api?lane=${other}`, "function"),
    get("/.netlify/functions/api/api/v1/profile", "function"),
    { method: "POST", path: "/.netlify/functions/api", side: "function" },
    { method: "HEAD", path: `/api/v1/projects?q=${encodeURIComponent(word)}`, side: "function" },
    { method: "DELETE", path: "/api/v1/projects/no-such-project", side: "function" },
    get("/api/mcp", "function"),
    { method: "GET", path: "/api/mcp", side: "function", headers: { Accept: "text/event-stream" } },
    { method: "OPTIONS", path: "/api/mcp", side: "function", headers: { Origin: "http://elsewhere.test", "Access-Control-Request-Method": "POST" } },
    { method: "OPTIONS", path: "/api/v1/nothing-here", side: "function" },
    rpc({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } } }),
    rpc({ jsonrpc: "2.0", id: 2, method: "tools/list" }, { "MCP-Protocol-Version": "2025-06-18" }),
    rpc({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "get_case_study", arguments: { slug: index.projects.find((p) => p.caseStudy)!.slug } } }),
    rpc({ jsonrpc: "2.0", method: "notifications/initialized" }),
    { ...rpc({}), body: "{not json" },
    // An escaped unreserved character is the same URI (RFC 3986 §6.2.2.2): the project's answer.
    atPath(`/api/v1/projects/${hyphenated.replace("-", "%2D")}`),
    get(`/api/v1/projects/${hyphenated.replace("-", "%2D")}?lang=${translation}`, "function"),
    get(`/api/v1/projects/${hyphenated.replace("-", "%2D")}?lang=xx`, "function"),
    get(`/api/v1/projects/${slug}%2F`, "function"),
    // An escaped slash is no separator: no file is at that path, and the core has no such route.
    { ...get(`/api/v1/projects%2F${slug}`, "function"), expect: { status: 404 } },
    { ...get(`/api/v1/projects%2f${slug}`, "function"), expect: { status: 404 } },
    // In a literal route's path it is one to the CDN's rules, which answer it from that route's
    // file; so the function reads it so too, for whatever the file cannot answer.
    { ...get("/api/v1%2Fprofile", "static"), expect: { status: 200 } },
    { ...get(`/api/v1/projects%2F?q=${encodeURIComponent(word)}`, "function"), expect: { status: 200 } },
    { ...get("/api/v1/projects%2F?lang=xx", "function"), expect: { status: 400 } },
    wrongMethod("POST", "/api/v1%2Fprofile"),
    preflight("/api/v1%2Fprofile"),
    // Translated and default-language views of a detail, known or not, and odd language values.
    get(`/api/v1/projects/${slug}?lang=${translation}`, "function"),
    atPath(`/api/v1/projects/${slug}?lang=en`),
    atPath(`/api/v1/projects/${slug}?lang=en&utm_source=mail`),
    get(`/api/v1/projects/${slug}?lang=`, "function"),
    get(`/api/v1/projects/${slug}?lang=xx`, "function"),
    get(`/api/v1/projects/${slug}/`, "function"),
    atPath(`/api/v1/projects/${slug}?utm_source=mail`),
    get(`/api/v1/projects/no-such-project?lang=${translation}`, "function"),
    get("/api/v1/projects/no-such-project?lang=en", "function"),
    get(`/api/v1/projects/Bad_Slug?lang=${translation}`, "function"),
    ...writes.map(([method, path]) => wrongMethod(method, path)),
    ...preflights.map(preflight),
    { method: "OPTIONS", path: "/api/v1/nothing-here", side: "function", headers: { Origin: "http://elsewhere.test", "Access-Control-Request-Method": "GET" }, expect: { status: 404 } },
    { ...atPath(`/api/v1/projects/${slug}`, "HEAD"), expect: { status: 200 } },
  ];
}
