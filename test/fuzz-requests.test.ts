// Property: whatever request arrives — any method, path, query and headers — the core answers
// below 500, with the spec's headers, a JSON body, errors that are valid problems (or JSON-RPC
// errors on POST /api/mcp) whose status is the HTTP status, and, wherever the OpenAPI document
// describes the path, exactly what it promises. The seed is fixed and printed by fast-check on
// failure; FUZZ_SEED replays another, FUZZ_RUNS runs longer.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import type { App } from "../functions/api/core/app.ts";
import { BASE_URL, sampleApp } from "./support/sample.ts";
import { FUZZ_SEED, FUZZ_TIMEOUT_MS, requestArb, toRequest, type FuzzRequest } from "./support/fuzz-requests.ts";
import { answerViolations, readAnswer, type Answer } from "./support/answer-invariants.ts";
import { matchPath, sampleOpenApiDocument, validateAgainstOpenApi } from "./support/openapi-validator.ts";

/** Runs of the request property; the README's Reliability section reports this number. */
export const REQUEST_RUNS = Number(process.env["FUZZ_RUNS"] ?? 2000);

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

/** The URL the core answers for: behind Netlify's rewrite, the original path and query (README). */
function effectiveUrl(request: Request): URL {
  const url = new URL(request.url);
  if (!url.pathname.startsWith("/.netlify/functions/")) return url;
  const pathname = request.headers.get("x-netlify-original-pathname") ?? request.headers.get("x-nf-original-pathname");
  if (pathname) url.pathname = pathname;
  const search = request.headers.get("x-netlify-original-search");
  if (search !== null && url.search === "") url.search = search;
  return url;
}

/** Where the document describes the path, the answer must be one it documents. */
async function contractViolations(method: string, url: URL, answer: Answer): Promise<string[]> {
  if (!matchPath(await sampleOpenApiDocument(), url.pathname)) return [];
  const target = url.pathname + url.search;
  return validateAgainstOpenApi(method, target, answer.status, answer.headers.get("content-type"), answer.text);
}

async function violationsFor(fuzz: FuzzRequest): Promise<string[]> {
  const request = toRequest(BASE_URL, fuzz);
  const answer = await readAnswer(await app.handle(request));
  const url = effectiveUrl(request);
  // Routed on forgeable headers: no cache may keep the answer under the function's URL.
  const cacheControl = url.href !== new URL(request.url).href ? "no-store" : undefined;
  return [...answerViolations(request.method, url, answer, BASE_URL, cacheControl), ...(await contractViolations(request.method, url, answer))];
}

describe("fuzzing the core with arbitrary requests", () => {
  it(`never answers 5xx, always sends the spec's headers and honest errors (${REQUEST_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(requestArb, async (fuzz) => {
        expect(await violationsFor(fuzz)).toEqual([]);
      }),
      { seed: FUZZ_SEED, numRuns: REQUEST_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it.each<[string, FuzzRequest]>([
    ["a NUL in the slug", { method: "GET", target: "/api/v1/projects/a%00b", headers: {} }],
    ["__proto__ as a slug", { method: "GET", target: "/api/v1/projects/__proto__", headers: {} }],
    ["constructor as a method", { method: "constructor", target: "/api/v1/profile", headers: {} }],
    ["constructor and __proto__ as parameter names", { method: "GET", target: "/api/v1/projects?constructor=1&__proto__[lane]=x", headers: {} }],
    ["an invalid UTF-8 percent sequence in q", { method: "GET", target: "/api/v1/projects?q=%C3%28%FF", headers: {} }],
    ["a lone surrogate escape in q", { method: "GET", target: "/api/v1/projects?q=%ED%A0%80", headers: {} }],
    ["a 100,000-character segment", { method: "GET", target: `/api/v1/projects/${"a".repeat(100_000)}`, headers: {} }],
    ["a 300-character method", { method: "G".repeat(300), target: "/api/v1/profile", headers: {} }],
    ["dot segments above the root", { method: "GET", target: "/api/../../../etc/passwd", headers: {} }],
    ["an empty slug", { method: "GET", target: "/api/v1/projects//", headers: {} }],
    ["a rewritten path that is not a path", { method: "GET", target: "/.netlify/functions/api", headers: { "x-nf-original-pathname": "not a path" } }],
  ])("answers %s honestly", async (_name, fuzz) => {
    expect(await violationsFor(fuzz)).toEqual([]);
  });
});

describe("the invariants catch a lying answer", () => {
  const url = new URL(`${BASE_URL}/api/v1/projects/nope`);
  const headers = (extra: Record<string, string> = {}) =>
    new Headers({
      "Api-Version": "1.0.0",
      "Access-Control-Allow-Origin": "*",
      "Access-Control-Expose-Headers": "Api-Version, ETag, Mcp-Session-Id, Mcp-Protocol-Version",
      "Cache-Control": "public, max-age=3600",
      "X-Content-Type-Options": "nosniff",
      "Content-Type": "application/problem+json",
      ...extra,
    });
  const problem = (status: number) =>
    JSON.stringify({ type: `${BASE_URL}/problems/project-not-found`, title: "Project not found", status, detail: "x", code: "PROJECT_NOT_FOUND", instance: "/api/v1/projects/nope" });

  it.each<[string, Answer, string]>([
    ["a 500", { status: 500, headers: headers(), text: problem(500) }, "status 500"],
    ["a missing Api-Version", { status: 404, headers: (() => { const h = headers(); h.delete("Api-Version"); return h; })(), text: problem(404) }, "header Api-Version: null"],
    ["a problem whose status differs", { status: 404, headers: headers(), text: problem(400) }, "problem status 400 ≠ HTTP 404"],
    ["a body that is not JSON", { status: 404, headers: headers(), text: "Not Found" }, "body is not JSON: Not Found"],
  ])("flags %s", (_name, answer, expected) => {
    expect(answerViolations("GET", url, answer, BASE_URL)).toContain(expected);
  });
});
