// Arbitrary HTTP requests for fuzzing the core: the methods, paths, query strings and headers
// that crawlers, scanners, broken clients and improvising agents send.
import fc from "fast-check";
import { FUZZ_LANES, FUZZ_SLUGS, FUZZ_TIERS, FUZZ_WORDS } from "./fuzz-vocabulary.ts";

/** One generated request, kept as plain data so a counterexample prints readably. */
export interface FuzzRequest {
  method: string;
  /** Path and query as sent, starting with `/`. */
  target: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** The seed every fuzz property uses unless FUZZ_SEED overrides it (to replay or explore). */
export const FUZZ_SEED = Number(process.env["FUZZ_SEED"] ?? 20260102);

/**
 * The timeout of a fuzz property: it runs a fixed number of cases, so this only catches a
 * hang. Ten minutes is far above what the largest takes with both of 2 cores busy elsewhere.
 */
export const FUZZ_TIMEOUT_MS = 600_000;

/** Names that poison naive object lookups. */
export const PROTOTYPE_WORDS = ["__proto__", "constructor", "prototype", "hasOwnProperty", "toString"] as const;


// RFC 9110 §5.6.2 token characters; undici refuses anything else as a method.
const TOKEN_CHARS = "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
// Fetch forbids these methods outright, so no client can send them through a Request.
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

const token = fc
  .string({ unit: fc.constantFrom(...TOKEN_CHARS), minLength: 1, maxLength: 12 })
  .filter((method) => !FORBIDDEN_METHODS.has(method.toUpperCase()));

/**
 * Request methods, weighted towards the ones the API answers, with the odd ones clients send
 * (lowercase, WebDAV, a 300-letter token).
 */
export const methodArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom("GET", "HEAD") },
  { weight: 4, arbitrary: fc.constantFrom("POST", "OPTIONS") },
  { weight: 3, arbitrary: fc.constantFrom("PUT", "DELETE", "PATCH", "get", "post", "options", "PROPFIND", "QUERY") },
  { weight: 2, arbitrary: token },
  { weight: 1, arbitrary: fc.constant("G".repeat(300)) },
);

/** Text a URL parser accepts in some form: printable ASCII, controls, unicode, NUL. */
const wildText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.string({ unit: fc.constantFrom("\0", "\t", "\n", "%", "/", "\\", ".", "?", "#", "&", "=", "+", ";", " ", "é", "İ", "ı", "😀"), maxLength: 10 }),
);

const percentJunk = fc.constantFrom("%", "%zz", "%C3", "%C3%28", "%FF%FE", "%ED%A0%80", "%F0%9F%98", "%00", "%2e%2e", "%2F", "%252F", "%E2%80%AE");

const segmentArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FUZZ_SLUGS, ...PROTOTYPE_WORDS, "v1", "projects", "mcp", "health", "profile", "skills") },
  { weight: 2, arbitrary: fc.constantFrom(".", "..", "", "%2e%2e", "%2e", ".%2e", "api", "v2", "_static", "Bad_Slug", "UPPER") },
  { weight: 2, arbitrary: wildText },
  { weight: 1, arbitrary: wildText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "?"))) },
  { weight: 1, arbitrary: percentJunk },
  { weight: 1, arbitrary: fc.constantFrom("a".repeat(65), "x".repeat(5000), "a-".repeat(40) + "a", "-a", "a--b") },
);

const prefixArb = fc.constantFrom("/api/v1/projects/", "/api/v1/projects", "/api/v1/", "/api/", "/api/mcp", "/api/health", "/", "/.netlify/functions/api", "/.netlify/functions/api/", "//", "/API/v1/");

const ENDPOINTS = ["/api/v1/health", "/api/health", "/api/v1/profile", "/api/v1/skills", "/api/v1/projects", "/api/mcp", ...FUZZ_SLUGS.map((slug) => `/api/v1/projects/${slug}`)];

/** Mostly real endpoints (so most requests reach a handler), then near misses, then anything. */
export const pathArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fc.constantFrom(...ENDPOINTS), fc.constantFrom("", "", "/")).map(([path, slash]) => path + slash) },
  { weight: 3, arbitrary: segmentArb.map((segment) => `/api/v1/projects/${segment}`) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(prefixArb, fc.array(segmentArb, { maxLength: 4 }), fc.boolean())
      .map(([prefix, segments, trailingSlash]) => `${prefix}${segments.join("/")}${trailingSlash ? "/" : ""}`),
  },
);

const paramNameArb = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom("q", "lane", "tier") },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_WORDS, "", "Q", "q[]", "utm_source", "lane ") },
  { weight: 1, arbitrary: wildText },
);

const paramValueArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...FUZZ_LANES, ...FUZZ_TIERS, FUZZ_TIERS[0]?.toUpperCase() ?? "", "", " ") },
  { weight: 3, arbitrary: fc.constantFrom(...FUZZ_WORDS, "a+b", "%20", `  ${FUZZ_WORDS[0]}  `) },
  { weight: 2, arbitrary: wildText },
  { weight: 1, arbitrary: percentJunk },
  { weight: 1, arbitrary: fc.constantFrom("x".repeat(201), "ı".repeat(200), " ".repeat(300) + "a", "é".repeat(20_000)) },
);

/** A raw query string: repeated, empty and malformed pairs, sometimes encoded, sometimes not. */
export const queryArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 1, arbitrary: fc.constant("") },
  { weight: 1, arbitrary: fc.constantFrom("?", "?&&", "?=", "?q", "?q=%", `?lane=${FUZZ_LANES[0]}&lane=`, "?" + "q=a&".repeat(2000)) },
  {
    weight: 6,
    arbitrary: fc
      .array(fc.tuple(paramNameArb, paramValueArb, fc.boolean()), { minLength: 1, maxLength: 5 })
      .map((pairs) => "?" + pairs.map(([name, value, encode]) => (encode ? new URLSearchParams([[name, value]]).toString() : `${name}=${value}`)).join("&")),
  },
);

/** Header values undici accepts: bytes 0x20–0xFF except DEL (no CR, LF or NUL). */
const headerText = fc.string({
  unit: fc.integer({ min: 0x20, max: 0xff }).filter((code) => code !== 0x7f).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

const headerArbs: Record<string, fc.Arbitrary<string>> = {
  Accept: fc.oneof(fc.constantFrom("application/json", "text/event-stream", "application/json, text/event-stream", "*/*", "text/html", "TEXT/EVENT-STREAM", ""), headerText),
  "Content-Type": fc.oneof(
    fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "text/plain", "application/problem+json", "multipart/form-data; boundary=x", ";", ""),
    headerText,
  ),
  Origin: fc.oneof(fc.constantFrom("http://localhost:3000", "https://evil.example", "null", "file://"), headerText),
  "MCP-Protocol-Version": fc.oneof(fc.constantFrom("2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05", "2023-01-01", " 2025-06-18 ", ""), headerText),
  "If-None-Match": fc.oneof(fc.constantFrom("*", '"x"', "W/\"x\"", ",,,", ""), headerText),
  "x-nf-original-pathname": fc.oneof(fc.constantFrom("/api/v1/profile", "/api/mcp", "//", "/api/v1/projects/__proto__"), headerText),
  "x-netlify-original-pathname": fc.oneof(fc.constantFrom("/api/v1/projects", "/api/v1/projects/Bad_Slug", "/api/health/"), headerText),
  "x-netlify-original-search": fc.oneof(fc.constantFrom(`?q=${FUZZ_WORDS[0]}`, `lane=${FUZZ_LANES[0]}`, "?tier=gold&tier=", "?", "#x", "?q=%C3%28"), headerText),
  "Access-Control-Request-Method": fc.constantFrom("POST", "GET", "DELETE"),
  "Access-Control-Request-Headers": fc.oneof(fc.constantFrom("content-type, mcp-protocol-version", "x-anything"), headerText),
};

/** Each header present about one time in three, so the ordinary cases stay common. */
export const headersArb: fc.Arbitrary<Record<string, string>> = fc
  .tuple(...Object.entries(headerArbs).map(([name, value]) => fc.option(value.map((v) => [name, v] as const), { freq: 3, nil: undefined })))
  .map((pairs) => Object.fromEntries(pairs.filter((pair) => pair !== undefined)));

const bodyArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.constantFrom('{"jsonrpc":"2.0","id":1,"method":"ping"}', '{"jsonrpc":"2.0","method":"notifications/initialized"}', "", "{", "null", "[]"),
  fc.string({ maxLength: 50 }),
  fc.uint8Array({ maxLength: 50 }),
);

/** A whole request: any method on any path, with any query and headers; a body where fetch allows one. */
export const requestArb: fc.Arbitrary<FuzzRequest> = fc
  .record({ method: methodArb, path: pathArb, query: queryArb, headers: headersArb, body: fc.option(bodyArb, { nil: undefined }) })
  .map(({ method, path, query, headers, body }) => {
    const request: FuzzRequest = { method, target: path + query, headers };
    // Fetch refuses a body on GET and HEAD (in any case), as HTTP clients generally do.
    if (body !== undefined && !["GET", "HEAD"].includes(method.toUpperCase())) request.body = body;
    return request;
  });

/** The web Request for a generated one, on `baseUrl`. */
export function toRequest(baseUrl: string, fuzz: FuzzRequest): Request {
  const init: RequestInit = { method: fuzz.method, headers: fuzz.headers };
  if (fuzz.body !== undefined) init.body = typeof fuzz.body === "string" ? fuzz.body : new Uint8Array(fuzz.body);
  return new Request(baseUrl + fuzz.target, init);
}
