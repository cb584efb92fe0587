// dist/openapi.json: a valid OpenAPI 3.1 document that lints clean, describes every endpoint,
// and matches what the API really answers — the static files and the core's live answers.
import { formatProblem } from "../build/report-problems.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { validate, compileErrors } from "@readme/openapi-parser";
import { buildSite } from "../build/build-site.ts";
import { listCacheableGets, requestPathOf, STATIC_DIR } from "../build/cacheable-gets.ts";
import type { OpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { createApp } from "../functions/api/core/app.ts";
import { SITE_PROBLEMS } from "../functions/api/core/http/preview-problems.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { call, sampleApp, BASE_URL, SAMPLE_CONTENT } from "./support/sample.ts";
import { matchPath, sampleOpenApiDocument, schemaErrors, validateAgainstOpenApi } from "./support/openapi-validator.ts";
import { describeTwin } from "./support/twin.ts";
import { FUZZ_LANES, FUZZ_TIERS, FUZZ_WORDS } from "./support/fuzz-vocabulary.ts";
import { runGroup } from "./support/process-group.ts";

const JSON_POST = { method: "POST", headers: { "Content-Type": "application/json" } };
let dir: string;
let index: PortfolioIndex;
let doc: OpenApiDocument;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portfolio-openapi-"));
  const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: dir, indexModule: false, baseUrl: BASE_URL, env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  index = result.index;
  doc = JSON.parse(await readFile(path.join(dir, "openapi.json"), "utf8"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the OpenAPI document's introduction", () => {
  it("names case studies only when some project has one, and Content-Language for every translated section", async () => {
    const { buildOpenApiDocument } = await import("../build/site-documents/openapi/openapi.ts");
    const intro = async (of: PortfolioIndex) => ((await buildOpenApiDocument(of, createApp(of))).info as { description: string }).description;
    expect(await intro(index)).toContain("case studies");
    const none = { ...index, projects: index.projects.map(({ caseStudy: _study, ...project }) => project) } as PortfolioIndex;
    expect(await intro(none)).not.toContain("case studies");
    expect(JSON.stringify(doc.components)).not.toContain("(the projects)");
  });
});

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1 by @readme/openapi-parser", async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? "" : compileErrors(result)).toBe("");
    expect(doc.openapi).toBe("3.1.0");
  });

  it("lints clean with Redocly's recommended rules (exceptions justified in build/site-documents/redocly.yaml)", async () => {
    const env = { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" };
    const args = ["lint", path.join(dir, "openapi.json"), "--config", "build/site-documents/redocly.yaml", "--format=json"];
    const { stdout } = await runGroup(path.resolve("node_modules/.bin/redocly"), args, { env });
    const report = JSON.parse(stdout) as { totals: Record<string, number>; problems: Array<{ ruleId: string; message: string }> };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toEqual({ errors: 0, warnings: 0, ignored: 0 });
  });

  it("lints clean with Spectral's spectral:oas ruleset, info-license on (build/site-documents/spectral.yaml)", async () => {
    const out = path.join(dir, "spectral.json");
    const args = ["lint", path.join(dir, "openapi.json"), "--ruleset", "build/site-documents/spectral.yaml", "--format", "json", "--output", out, "--fail-severity", "hint"];
    const { stdout, stderr } = await runGroup(path.resolve("node_modules/.bin/spectral"), args);
    const results = JSON.parse(await readFile(out, "utf8").catch(() => `["no report: ${stdout} ${stderr}"]`)) as Array<{ code: string; message: string; path: string[] }>;
    expect(results.map((r) => `${r.code}: ${r.message} at ${r.path.join(".")}`)).toEqual([]);
  });

  it("carries the project's license, as an SPDX identifier", async () => {
    const pkg = JSON.parse(await readFile("package.json", "utf8")) as { license: string };
    expect(doc.info["license"]).toEqual({ name: "MIT License", identifier: pkg.license });
    expect(await readFile("LICENSE", "utf8")).toMatch(/^MIT License/);
  });

  it("derives each HEAD operation from its GET: same parameters, statuses and headers, no body", () => {
    for (const [route, item] of Object.entries(doc.paths) as Array<[string, Record<string, any>]>) {
      if (!item["get"]) continue;
      const { get, head } = item;
      expect(head, route).toBeDefined();
      expect(head.parameters, route).toEqual(get.parameters);
      expect(Object.keys(head.responses), route).toEqual(Object.keys(get.responses));
      for (const [status, response] of Object.entries(head.responses) as Array<[string, Record<string, unknown>]>) {
        expect(response["content"], `${route} ${status}`).toBeUndefined();
        expect(response["headers"], `${route} ${status}`).toEqual(get.responses[status].headers);
      }
    }
  });

  it("states the repeated-parameter rule and q's trimmed limit once, in the parameter components", () => {
    const params = doc.components["parameters"] as Record<string, { in: string; description: string }>;
    const query = Object.values(params).filter((p) => p.in === "query");
    expect(query.length).toBeGreaterThan(3);
    for (const p of query) expect(p.description).toContain("the last value counts");
    expect(params["ListProjectsQ"]?.description).toContain("after trimming");
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item) as Array<{ description: string }>);
    for (const op of operations) expect(op.description).not.toContain("last value");
  });

  it("declares Content-Language on the project views and Vary on the MCP description, where the core sends them", () => {
    const headersOf = (route: string, method: string, status: string) => Object.keys((doc.paths[route] as any)[method].responses[status].headers);
    for (const route of ["/api/v1/projects", "/api/v1/projects/{slug}"]) {
      for (const method of ["get", "head"]) for (const status of ["200", "304"]) expect(headersOf(route, method, status)).toContain("Content-Language");
    }
    expect(headersOf("/api/v1/profile", "get", "200")).not.toContain("Content-Language");
    for (const status of ["200", "304", "405"]) expect(headersOf("/api/mcp", "get", status)).toContain("Vary");
    expect(headersOf("/api/mcp", "post", "200")).not.toContain("Vary");
  });

  it("has info.version 1.0.0, this deployment as its server, and an operationId and one-line summary per operation", () => {
    expect(doc.info["version"]).toBe("1.0.0");
    expect(doc.servers).toEqual([{ url: BASE_URL, description: "This deployment" }]);
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const { operationId, summary } = op as { operationId?: string; summary?: string };
        expect(operationId, `${method} ${route}`).toMatch(/^[a-z][A-Za-z]+$/);
        // One line, not blank, no spaces around it; the recipe sets no length (its own "One publication").
        expect(summary, `${method} ${route}`).toMatch(/^\S(?:[^\n]*\S)?$/);
      }
    }
  });

  it("documents exactly the API's operations: every cacheable GET and its HEAD, GET, HEAD and POST /api/mcp, nothing else", () => {
    const templates = listCacheableGets(index).map((get) => matchPath(doc, get.path) ?? `MISSING ${get.path}`);
    // A detail of a section with no content yet has no cacheable GET, and is documented all the same.
    const answered = new Set([...templates, ...emptyRoutes()].flatMap((template) => [`get ${template}`, `head ${template}`]));
    answered.add("get /api/mcp").add("head /api/mcp").add("post /api/mcp");
    const documented = new Set(
      Object.entries(doc.paths)
        .filter(([route]) => !route.endsWith("/"))
        .flatMap(([route, item]) => Object.keys(item).map((method) => `${method} ${route}`)),
    );
    expect([...documented].sort()).toEqual([...answered].sort());
  });

  it("declares each path's spelling with a trailing slash, answering with the very responses of the path without it", () => {
    const routes = Object.keys(doc.paths).filter((route) => !route.endsWith("/"));
    expect(Object.keys(doc.paths)).toHaveLength(routes.length * 2);
    for (const route of routes) {
      const item = doc.paths[route] as Record<string, { operationId: string; responses: Record<string, unknown> }>;
      const slashed = doc.paths[`${route}/`] as Record<string, { operationId: string; responses: Record<string, { $ref: string }> }>;
      expect(Object.keys(slashed), route).toEqual(Object.keys(item));
      for (const [method, operation] of Object.entries(item)) {
        expect(slashed[method]?.operationId).toBe(`${operation.operationId}WithTrailingSlash`);
        for (const status of Object.keys(operation.responses)) {
          expect(slashed[method]?.responses[status]).toEqual({ $ref: `#/paths/${encodeURIComponent(route.replaceAll("/", "~1"))}/${method}/responses/${status}` });
        }
      }
    }
  });

  it("documents the platform's 429 where the function answers, and only there (static files are never limited)", () => {
    const responses = (route: string, method = "get") => (doc.paths[route] as Record<string, { responses: Record<string, { description?: string }> }>)[method]!.responses;
    for (const route of ["/api/v1/projects", "/api/v1/projects/{slug}", "/api/mcp"]) expect(responses(route)["429"]?.description, route).toContain("Too Many Requests");
    expect(responses("/api/mcp", "post")["429"]?.description).toContain(`${index.site.rateLimit?.windowLimit} requests from one address`);
    for (const route of ["/api/v1/profile", "/api/v1/health", "/api/v1/skills"]) expect(responses(route)["429"], route).toBeUndefined();
    expect(doc.info["description"]).toContain("never rate limited");
  });

  it("shows completion/complete completing the first letter of the first project's slug, as its summary says", () => {
    const post = (doc.paths["/api/mcp"] as any).post;
    const request = post.requestBody.content["application/json"].examples["complete"];
    const answer = post.responses["200"].content["application/json"].examples["complete"].value;
    const first = index.projects[0]?.slug;
    expect(request.value.params.argument).toEqual({ name: "slug", value: first!.charAt(0) });
    expect(request.summary).toContain("from its first letter");
    expect(answer.result.completion.values.length).toBeGreaterThan(0);
    for (const value of answer.result.completion.values) expect(value.startsWith(first!.charAt(0))).toBe(true);
  });

  it("declares the enums and limits the core enforces", () => {
    const params = doc.components["parameters"] as Record<string, { schema: Record<string, unknown> }>;
    expect(params["ListProjectsLane"]?.schema["enum"]).toEqual(FUZZ_LANES);
    expect(params["ListProjectsTier"]?.schema["enum"]).toEqual(FUZZ_TIERS);
    expect(params["ListProjectsQ"]?.schema["maxLength"]).toBe(200);
    expect(params["GetProjectSlug"]?.schema).toMatchObject({ pattern: "^[a-z0-9]+(-[a-z0-9]+)*$", maxLength: 64 });
    expect(Object.keys(doc.components["headers"] ?? {})).toEqual(expect.arrayContaining(["Api-Version", "Cache-Control", "ETag"]));
    const codes = (doc.components["schemas"] as Record<string, { enum?: string[] }>)["ProblemCode"]?.enum ?? [];
    // The engine's codes, in this order, among every code a resource declares (an added section's too).
    const engine = ["INVALID_SLUG", "INVALID_QUERY", "UNSUPPORTED_LANGUAGE", "PROJECT_NOT_FOUND", "NOT_FOUND", "METHOD_NOT_ALLOWED", "MISDIRECTED_REQUEST", "RESULT_TOO_LARGE", "INTERNAL_ERROR"];
    expect(codes.filter((code) => engine.includes(code))).toEqual(engine);
    const declared = new Set([...RESOURCE_LIST.flatMap((resource) => (resource.problems ?? []).map((p) => p.type.code)), ...SITE_PROBLEMS.map((type) => type.code)]);
    expect([...codes].sort()).toEqual([...declared].sort());
  });

  it("gives every response with a body an example, and each example matches its schema", () => {
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const { responses, requestBody } = op as { responses: Record<string, { content?: Record<string, Media> }>; requestBody?: { content: Record<string, Media> } };
        const media = [...Object.entries(responses).flatMap(([status, r]) => Object.values(r.content ?? {}).map((m) => [status, m] as const)), ...Object.values(requestBody?.content ?? {}).map((m) => ["request", m] as const)];
        for (const [status, { schema, examples }] of media) {
          // A section with no content yet: its detail keeps its schema with no made-up example
          // (docs/adding-a-resource.md, "A section with no content yet"); every other body has one.
          const empty = status === "200" && emptyRoutes().includes(route);
          if (empty) expect([schema, examples], `${method} ${route} ${status}`).toEqual([expect.anything(), undefined]);
          else expect(Object.keys(examples ?? {}).length, `${method} ${route} ${status}`).toBeGreaterThan(0);
          for (const [name, example] of Object.entries(examples ?? {})) {
            expect(schemaErrors(doc, schema, example.value), `${method} ${route} ${status} ${name}`).toEqual([]);
          }
        }
      }
    }
  });
});

type Media = { schema: unknown; examples?: Record<string, { value: unknown }> };

/** The cacheable routes with no precomputed answer, as an empty section's detail: a path parameter has no value yet. */
function emptyRoutes(): string[] {
  return createApp(index)
    .routes.filter((route) => route.cacheable && Object.values(route.pathValues ?? {}).some((values) => values.length === 0))
    .map((route) => route.pattern);
}

describe("the API agrees with its document", () => {
  it("every static file in dist/ matches its operation's 200 schema", async () => {
    const files = (await readdir(path.join(dir, STATIC_DIR), { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
    // Details sit at their own paths (api/v1/projects/<slug>), the rest under STATIC_DIR.
    const details = (await readdir(path.join(dir, "api/v1/projects"), { withFileTypes: true })).filter((e) => e.isFile());
    const gets = listCacheableGets(index);
    expect(files.length + details.length).toBe(gets.length);
    for (const get of gets) {
      const body = await readFile(path.join(dir, get.file), "utf8");
      expect(await validateAgainstOpenApi("GET", requestPathOf(get), 200, "application/json", body), get.file).toEqual([]);
    }
  });

});

// Live answers, as a twin: from the core in-process and over HTTP through the preview.
describeTwin("the API's answers agree with its document", (t) => {
  const cases: Array<[string, string, RequestInit, number]> = [
    ["profile", "/api/v1/profile", {}, 200],
    ["HEAD of the profile", "/api/v1/profile", { method: "HEAD" }, 200],
    ["a trailing slash", "/api/v1/skills/", {}, 200],
    ["a search", `/api/v1/projects?q=${encodeURIComponent(FUZZ_WORDS[0]!)}`, {}, 200],
    ["a lane in the wrong case", `/api/v1/projects?lane=${FUZZ_LANES[0]!.toUpperCase()}`, {}, 400],
    ["a q over 200 characters", `/api/v1/projects?q=${"a".repeat(201)}`, {}, 400],
    ["a malformed slug", "/api/v1/projects/Bad_Slug", {}, 400],
    ["an unknown slug", "/api/v1/projects/no-such-project", {}, 404],
    ["an unknown path", "/api/v1/nothing-here", {}, 404],
    ["POST on a REST path", "/api/v1/profile", { method: "POST" }, 405],
    ["a CORS preflight", "/api/v1/profile", { method: "OPTIONS" }, 204],
    ["MCP info", "/api/mcp", {}, 200],
    ["MCP GET asking only for an event stream", "/api/mcp", { headers: { Accept: "text/event-stream" } }, 405],
    ["MCP DELETE", "/api/mcp", { method: "DELETE" }, 405],
    ["MCP initialize", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18"}}' }, 200],
    ["MCP tools/call", "/api/mcp", { ...JSON_POST, body: `{"jsonrpc":"2.0","id":"a","method":"tools/call","params":{"name":"list_projects","arguments":{"tier":"${FUZZ_TIERS[0]}"}}}` }, 200],
    ["an unknown MCP method", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","id":2,"method":"nope"}' }, 200],
    ["an MCP notification", "/api/mcp", { ...JSON_POST, body: '{"jsonrpc":"2.0","method":"notifications/initialized"}' }, 202],
    ["MCP body that is not JSON", "/api/mcp", { ...JSON_POST, body: "{" }, 400],
    ["MCP body that is not JSON-RPC", "/api/mcp", { ...JSON_POST, body: "[]" }, 400],
    ["MCP body over the limit", "/api/mcp", { ...JSON_POST, body: " ".repeat(70_000) }, 413],
    ["MCP body sent as text", "/api/mcp", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "{}" }, 415],
  ];

  // (A conditional GET's 304 is checked with the other conditional requests, in test/core.test.ts.)
  it.each(cases)("the answer to %s conforms", async (_name, target, init, status) => {
    const answer = await t().call(target, init);
    expect(answer.status).toBe(status);
    expect(await validateAgainstOpenApi(init.method ?? "GET", target, answer.status, answer.headers.get("Content-Type"), answer.text)).toEqual([]);
  });
});

describe("the validator", () => {
  const profile = async () => (await call(await sampleApp(), "/api/v1/profile")).json();

  type Case = [name: string, method: string, target: string, status: number, type: string, body: () => Promise<string>, message: string];
  const body = (value: unknown) => async () => JSON.stringify(value);
  const cases: Case[] = [
    ["a body missing a required field", "GET", "/api/v1/profile", 200, "application/json", async () => JSON.stringify({ ...(await profile()), name: undefined }), "must have required property 'name'"],
    ["an extra field", "GET", "/api/v1/profile", 200, "application/json", async () => JSON.stringify({ ...(await profile()), age: 3 }), "must NOT have additional properties"],
    ["an undocumented status", "GET", "/api/v1/profile", 418, "application/json", body({}), "status 418 is not documented"],
    ["a path no operation has", "GET", "/api/v2/profile", 200, "application/json", body({}), "no operation documents GET /api/v2/profile"],
    ["a problem with another operation's code", "GET", "/api/v1/projects/x", 404, "application/problem+json", body({ type: "t", title: "t", status: 404, detail: "d", code: "NOT_FOUND" }), "/code must be equal to constant"],
    ["the wrong content type", "GET", "/api/v1/profile", 200, "text/html", body({}), "content type 'text/html' is not documented"],
  ];

  it.each(cases)("rejects %s", async (_name, method, target, status, type, makeBody, message) => {
    expect((await validateAgainstOpenApi(method, target, status, type, await makeBody())).join("\n")).toContain(message);
  });

  it("uses the same document the build writes, apart from the base URL", async () => {
    expect(JSON.stringify(await sampleOpenApiDocument()).length).toBeGreaterThan(10_000);
    expect(Object.keys((await sampleOpenApiDocument()).paths)).toEqual(Object.keys(doc.paths));
  });
});
