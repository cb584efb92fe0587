// The REST contract, request by request: status, headers and body for every endpoint and
// every error the static API issue names, and conditional requests (ETag, If-None-Match, 304),
// run as a twin: against the core in-process and over HTTP through the preview (a static file
// or the function, as Netlify would route it). It runs on the engine's own fixture
// (test/fixtures/content/sample, support/sample.ts), never on content/: the slugs, lanes and
// tiers it names are that fixture's, so an owner's content changes nothing here.
import { expectSpecHeaders } from "./support/spec-headers.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { call, sampleApp, sampleIndex, BASE_URL, BUILT_AT, SAMPLE_CONTENT } from "./support/sample.ts";
import { describeTwin } from "./support/twin.ts";
import { validateAgainstOpenApi } from "./support/openapi-validator.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import { etagOf } from "../functions/api/core/http/to-response.ts";
import { HealthSchema, McpInfoSchema, ProblemSchema, ProfileSchema, ProjectDetailSchema, ProjectListSchema, SkillsSchema } from "../functions/api/schemas/response-schemas.ts";

// Lanes, tiers and a project of the portfolio these tests serve (the engine's fixture), where
// any would do. The search cases below pin the fixture's own words on purpose: they are the
// spec's case-, diacritic- and Turkish-i-insensitive examples.
const fixture = await sampleIndex();
const { lanes: LANES, tiers: TIERS } = fixture.site;
const [FIRST_LANE = "", LANE = "", OTHER_LANE = ""] = LANES;
const [FIRST_TIER = "", TIER = ""] = TIERS;
const LAST_TIER = TIERS.at(-1) ?? "";
const PROJECT = fixture.projects.find((project) => project.caseStudy !== undefined)?.slug ?? "";
const WORD = fixture.searchExample ?? "";
/** A lane and a tier no project has together. */
const EMPTY_CELL = LANES.flatMap((lane) => TIERS.map((tier) => ({ lane, tier }))).find((cell) => !fixture.projects.some((p) => p.lane === cell.lane && p.tier === cell.tier));
if (!OTHER_LANE || !TIER || !PROJECT || !WORD || !EMPTY_CELL) throw new Error("The engine fixture needs three lanes, two tiers, a case study, a search example and an empty lane-tier cell");

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

describeTwin("the REST contract", (t) => {
  describe("successful GETs", () => {
    it.each([
      ["/api/v1/health", HealthSchema],
      ["/api/health", HealthSchema],
      ["/api/v1/profile", ProfileSchema],
      ["/api/v1/skills", SkillsSchema],
      ["/api/v1/projects", ProjectListSchema],
      [`/api/v1/projects?lane=${LANE}&tier=${FIRST_TIER}`, ProjectListSchema],
      [`/api/v1/projects/${PROJECT}`, ProjectDetailSchema],
      ["/api/mcp", McpInfoSchema],
    ])("answers %s with 200, the spec's headers and a body of the right shape", async (path, schema) => {
      const res = await t().call(path);
      expect(res.status).toBe(200);
      expectSpecHeaders(res.headers, "application/json");
      expect(schema.safeParse(res.json()).success).toBe(true);
    });

    it("reports health with the build time, version and resource links", async () => {
      expect((await t().call("/api/v1/health")).json()).toEqual({
        status: "ok",
        timestamp: BUILT_AT,
        version: "1.0.0",
        service: "portfolio-api",
        documentation: `${BASE_URL}/`,
        openapi: `${BASE_URL}/openapi.json`,
      });
      expect((await t().call("/api/health")).json()).toEqual({ status: "ok", timestamp: BUILT_AT });
    });

    it("derives the profile's developer resources from the base URL and keeps cli from content", async () => {
      const profile = (await t().call("/api/v1/profile")).json();
      expect(profile.developerResources).toEqual({
        portal: `${BASE_URL}/`,
        openapi: `${BASE_URL}/openapi.json`,
        llms: `${BASE_URL}/llms.txt`,
        mcp: `${BASE_URL}/api/mcp`,
        resume: `${BASE_URL}/api/v1/resume.json`,
        cli: (JSON.parse(await readFile(path.join(SAMPLE_CONTENT, "profile.json"), "utf8")) as { developerResources: { cli: string } }).developerResources.cli,
      });
    });

    it("describes the MCP endpoint, naming the tools tools/list lists, in its order", async () => {
      const info = (await t().call("/api/mcp")).json();
      const listed = (await t().call("/api/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' })).json();
      expect(info.tools).toEqual(listed.result.tools.map((tool: { name: string }) => tool.name));
      expect(info.version).toBe("1.0.0");
    });

    it("answers HEAD with the GET headers and no body", async () => {
      const head = await t().call("/api/v1/profile", { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.text).toBe("");
      expectSpecHeaders(head.headers, "application/json");
    });

    it("treats a trailing slash as the same resource", async () => {
      expect((await t().call("/api/v1/profile/")).text).toBe((await t().call("/api/v1/profile")).text);
    });

    it("reads an escaped unreserved character in the path as the character, as the CDN does (RFC 3986 §6.2.2.2)", async () => {
      const same = async (escaped: string, plain: string) => {
        const [a, b] = [await t().call(escaped), await t().call(plain)];
        expect([a.status, a.json().code], escaped).toEqual([b.status, b.json().code]);
        if (b.status === 200) expect(a.text, escaped).toBe(b.text);
      };
      await same("/api/v1/prof%69le", "/api/v1/profile");
      await same("/api/v1/proj%65cts", "/api/v1/projects");
      await same("/api/v1/proj%65cts?lane=x-none", "/api/v1/projects?lane=x-none");
      await same("/api/v1/%70rojects/Not_A_Slug", "/api/v1/projects/Not_A_Slug");
      await same("/api/v1/%70rojects/no-such-project", "/api/v1/projects/no-such-project");
      // An escaped slash is no separator: that is no path of the API.
      expect((await t().call("/api/v1/projects%2Fno-such-project")).json().code).toBe("NOT_FOUND");
    });

    it("names a path with two trailing slashes as asked in its 404, not as the path one slash less", async () => {
      for (const path of ["/api/v1/profile//", "/api/v1/projects//"]) {
        const answer = await t().call(path);
        expect(answer.status, path).toBe(404);
        expect(answer.json(), path).toMatchObject({ code: "NOT_FOUND", detail: `There is no endpoint at '${path}'.`, instance: path });
      }
    });

    it("names an unknown path with one trailing slash as asked too, without its query", async () => {
      for (const [path, query] of [["/api/v1/", ""], ["/api/v1/nope/", "?x=1"]] as const) {
        const answer = await t().call(path + query);
        expect(answer.json(), path).toMatchObject({ status: 404, code: "NOT_FOUND", detail: `There is no endpoint at '${path}'.`, instance: path + query });
      }
    });
  });

  describe("the project list", () => {
    const slugsOf = async (query: string) => (await t().call(`/api/v1/projects${query}`)).json().projects.map((p: { slug: string }) => p.slug);

    it("lists every project, featured first, then by order, then by slug, with total = count", async () => {
      const index = await sampleIndex();
      const body = (await t().call("/api/v1/projects")).json();
      expect(body.total).toBe(body.projects.length);
      expect(body.total).toBe(index.projects.length);
      const tiers = body.projects.map((p: { tier: string }) => p.tier);
      expect(tiers).toEqual([...tiers].sort((a, b) => TIERS.indexOf(a) - TIERS.indexOf(b)));
      // The order the fixture's files say: tier, then `order`, then slug.
      const files = await Promise.all(index.projects.map(async ({ slug }) => JSON.parse(await readFile(path.join(SAMPLE_CONTENT, "projects", `${slug}.json`), "utf8")) as { slug: string; tier: string; order?: number }));
      const ordered = files.sort((a, b) => TIERS.indexOf(a.tier) - TIERS.indexOf(b.tier) || (a.order ?? Infinity) - (b.order ?? Infinity) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
      expect(body.projects.map((p: { slug: string }) => p.slug)).toEqual(ordered.map((p) => p.slug));
    });

    it("keeps list items free of the case study and the sort key", async () => {
      const item = (await t().call("/api/v1/projects")).json().projects.find((p: { slug: string }) => p.slug === PROJECT);
      expect(item).not.toHaveProperty("caseStudy");
      expect(item).not.toHaveProperty("order");
    });

    it.each([
      [`?lane=${OTHER_LANE}`, (p: any) => p.lane === OTHER_LANE],
      [`?tier=${LAST_TIER}`, (p: any) => p.tier === LAST_TIER],
      [`?lane=${LANE}&tier=${TIER}`, (p: any) => p.lane === LANE && p.tier === TIER],
      [`?tier=${TIER}&lane=${LANE}`, (p: any) => p.lane === LANE && p.tier === TIER],
      [`?lane=${FIRST_LANE}&utm_source=x`, (p: any) => p.lane === FIRST_LANE],
      [`?lane=&tier=${FIRST_TIER}`, (p: any) => p.tier === FIRST_TIER],
    ])("filters %s exactly", async (query, keep) => {
      const all = (await t().call("/api/v1/projects")).json().projects;
      const body = (await t().call(`/api/v1/projects${query}`)).json();
      expect(body.projects).toEqual(all.filter(keep));
      expect(body.total).toBe(body.projects.length);
      expect(body.total).toBeGreaterThan(0);
    });

    it("answers an empty lane×tier cell with total 0 and an empty array", async () => {
      expect((await t().call(`/api/v1/projects?lane=${EMPTY_CELL.lane}&tier=${EMPTY_CELL.tier}`)).json()).toEqual({ total: 0, projects: [] });
    });

    it.each([
      ["istanbul", ["istanbul-transit-board", "kadraj-photo-collective"]],
      ["ISTANBUL", ["istanbul-transit-board", "kadraj-photo-collective"]],
      ["İstanbul", ["istanbul-transit-board", "kadraj-photo-collective"]],
      ["cay", ["cay-evi-website"]],
      ["ÇAY evi", ["cay-evi-website"]],
      ["kirik isik", ["kirik-isik-localization"]],
      ["KIRIK", ["kirik-isik-localization", "link-bekcisi"]],
      ["eskisehir", ["eskisehir-dental-booking"]],
      ["  mcp   server  ", ["mcp-portfolio-server"]],
      ["sunucusu", ["mcp-portfolio-server"]],
      ["istanbul ferry", ["istanbul-transit-board"]],
      ["nothing-matches-this", []],
    ])("searches q=%s case-, diacritic- and Turkish-i-insensitively", async (q, expected) => {
      expect(await slugsOf(`?q=${encodeURIComponent(q)}`)).toEqual(expected);
    });

    it("combines q with lane and tier", async () => {
      // A search that finds projects in several lanes, narrowed to the last one's lane, then to a
      // tier none of those has: the fixture's own vocabulary.
      const found: string[] = await slugsOf("?q=istanbul");
      const project = (slug: string) => fixture.projects.find((p) => p.slug === slug)!;
      const lane = project(found.at(-1)!).lane;
      const inLane = found.filter((slug) => project(slug).lane === lane);
      expect(inLane.length).toBeLessThan(found.length);
      expect(await slugsOf(`?q=istanbul&lane=${lane}`)).toEqual(inLane);
      const tier = TIERS.find((t) => !inLane.some((slug) => project(slug).tier === t));
      expect(tier).toBeDefined();
      expect(await slugsOf(`?q=istanbul&tier=${tier}&lane=${lane}`)).toEqual([]);
    });

    it("treats a blank q as absent", async () => {
      expect((await t().call("/api/v1/projects?q=%20%20")).text).toBe((await t().call("/api/v1/projects")).text);
    });
  });

  describe("problems", () => {
    const problemOf = async (path: string, init: RequestInit = {}) => {
      const res = await t().call(path, init);
      expectSpecHeaders(res.headers, "application/problem+json");
      const body = res.json();
      expect(ProblemSchema.safeParse(body).success).toBe(true);
      expect(body.status).toBe(res.status);
      return { status: res.status, headers: res.headers, body };
    };

    it.each([
      ["/api/v1/projects/Cay-Evi", 400, "INVALID_SLUG"],
      ["/api/v1/projects/cay_evi", 400, "INVALID_SLUG"],
      ["/api/v1/projects/-cay", 400, "INVALID_SLUG"],
      ["/api/v1/projects/cay--evi", 400, "INVALID_SLUG"],
      // An escaped unreserved letter is the letter (RFC 3986 §6.2.2.2): `cay`, which no project has.
      ["/api/v1/projects/%63ay", 404, "PROJECT_NOT_FOUND"],
      ["/api/v1/projects/%2e%2e%2fprofile", 400, "INVALID_SLUG"],
      [`/api/v1/projects/${"a".repeat(65)}`, 400, "INVALID_SLUG"],
      ["/api/v1/projects/no-such-project", 404, "PROJECT_NOT_FOUND"],
      [`/api/v1/projects/${"a".repeat(64)}`, 404, "PROJECT_NOT_FOUND"],
      ["/api/v1/projects?lane=designer", 400, "INVALID_QUERY"],
      [`/api/v1/projects?tier=${FIRST_TIER.toUpperCase()}`, 400, "INVALID_QUERY"],
      [`/api/v1/projects?lane=${LANE}&tier=gold`, 400, "INVALID_QUERY"],
      [`/api/v1/projects?q=${"a".repeat(201)}`, 400, "INVALID_QUERY"],
      ["/api/v2/profile", 404, "NOT_FOUND"],
      [`/api/v1/projects/${PROJECT}/extra`, 404, "NOT_FOUND"],
      ["/api/", 404, "NOT_FOUND"],
    ])("answers %s with %i %s", async (path, status, code) => {
      const { body } = await problemOf(path);
      expect([body.status, body.code]).toEqual([status, code]);
      expect(body.type).toBe(`${BASE_URL}/problems/${code.toLowerCase().replaceAll("_", "-")}`);
    });

    it("accepts q of exactly 200 characters after trimming", async () => {
      expect((await t().call(`/api/v1/projects?q=${"a".repeat(200)}%20%20`)).status).toBe(200);
    });

    it("names the parameter and the allowed values in INVALID_QUERY", async () => {
      expect((await problemOf("/api/v1/projects?tier=gold&x=1")).body).toEqual({
        code: "INVALID_QUERY",
        detail: `Query parameter 'tier' has the value 'gold'; allowed values are ${TIERS.join(", ")}.`,
        instance: "/api/v1/projects?tier=gold&x=1",
        status: 400,
        title: "Invalid query parameter",
        type: `${BASE_URL}/problems/invalid-query`,
      });
    });

    // The shared problems' titles, as published (every 404, 405 and language 400 carries one): a
    // change to any is a change to answers the spec defines for the sample.
    it.each([
      ["/api/v1/nothing-here", {}, 404, "NOT_FOUND", "Not found"],
      ["/api/v1/profile", { method: "DELETE" }, 405, "METHOD_NOT_ALLOWED", "Method not allowed"],
      ["/api/v1/projects?lang=xx", {}, 400, "UNSUPPORTED_LANGUAGE", "Unsupported language"],
    ] as const)("%s (%j): %i %s titled '%s'", async (path, init, status, code, title) => {
      const { body } = await problemOf(path, init);
      expect([body.status, body.code, body.title, body.type]).toEqual([status, code, title, `${BASE_URL}/problems/${code.toLowerCase().replaceAll("_", "-")}`]);
    });

    it("answers an unknown slug with 404 PROJECT_NOT_FOUND and the path as instance", async () => {
      expect((await problemOf("/api/v1/projects/no-such-project")).body).toMatchInlineSnapshot(`
        {
          "code": "PROJECT_NOT_FOUND",
          "detail": "No project has the slug 'no-such-project'.",
          "instance": "/api/v1/projects/no-such-project",
          "status": 404,
          "title": "Project not found",
          "type": "https://portfolio.test/problems/project-not-found",
        }
      `);
    });

    it.each([
      ["POST", "/api/v1/profile", "GET, HEAD, OPTIONS"],
      ["DELETE", `/api/v1/projects/${PROJECT}`, "GET, HEAD, OPTIONS"],
      ["PUT", "/api/health", "GET, HEAD, OPTIONS"],
      ["DELETE", "/api/mcp", "GET, HEAD, POST, OPTIONS"],
    ])("answers %s %s with 405 METHOD_NOT_ALLOWED and Allow: %s", async (method, path, allow) => {
      const { status, headers, body } = await problemOf(path, { method });
      expect([status, body.code]).toEqual([405, "METHOD_NOT_ALLOWED"]);
      expect(headers.get("allow")).toBe(allow);
    });

    it("answers HEAD of a problem with its headers and no body", async () => {
      const res = await t().call("/api/v1/projects/no-such-project", { method: "HEAD" });
      expect(res.status).toBe(404);
      expect(res.text).toBe("");
      expect(res.headers.get("content-type")).toBe("application/problem+json");
    });
  });

  // The one place ETags, 304s and the bytes of the static files are asserted.
  describe("conditional requests", () => {
    const cacheable = () => listCacheableGets(t().index);

    it("answers every cacheable GET with the bytes of its built file, their strong ETag, and 304 for it", async () => {
      expect(cacheable().length).toBeGreaterThan(20);
      for (const get of cacheable()) {
        const target = requestPathOf(get);
        const file = await t().builtFile(get.file);
        const res = await t().call(target);
        expect([target, res.status]).toEqual([target, 200]);
        expect(res.text, target).toBe(file);
        const etag = res.headers.get("etag");
        expect(etag, target).toBe(etagOf(file));
        expect(etag, target).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
        expect(res.headers.get("last-modified"), target).toBeNull();
        const again = await t().call(target, { headers: { "If-None-Match": `W/"other", W/${etag}` } });
        expect([target, again.status, again.text, again.headers.get("etag")]).toEqual([target, 304, "", etag]);
        expectSpecHeaders(again.headers);
      }
    });

    it("answers If-None-Match: * with 304, and a stale tag with the body, ignoring If-Modified-Since", async () => {
      expect((await t().call("/api/v1/skills", { headers: { "If-None-Match": "*" } })).status).toBe(304);
      const stale = await t().call("/api/v1/skills", { headers: { "If-None-Match": '"stale"', "If-Modified-Since": new Date(Date.UTC(2100, 0, 1)).toUTCString() } });
      expect(stale.status).toBe(200);
      expect(stale.text).not.toBe("");
    });

    it("sends the GET's ETag on HEAD, and 304 for a function's answer too", async () => {
      const get = await t().call("/api/v1/profile");
      const head = await t().call("/api/v1/profile", { method: "HEAD" });
      expect(head.headers.get("etag")).toBe(get.headers.get("etag"));
      const search = await t().call(`/api/v1/projects?q=${WORD}`);
      expect(search.headers.get("etag")).toBe(etagOf(search.text));
      expect((await t().call(`/api/v1/projects?q=${WORD}`, { headers: { "If-None-Match": search.headers.get("etag") ?? "" } })).status).toBe(304);
    });

    it("answers a 304 the OpenAPI document describes", async () => {
      const first = await t().call("/api/v1/profile");
      const again = await t().call("/api/v1/profile", { headers: { "If-None-Match": first.headers.get("ETag") ?? "" } });
      expect(again.status).toBe(304);
      expect(await validateAgainstOpenApi("GET", "/api/v1/profile", 304, again.headers.get("Content-Type"), again.text)).toEqual([]);
    });
  });
});

describe("paths outside /api/ (the preview serves the site there)", () => {
  it("answers them in the core with 404 NOT_FOUND", async () => {
    const res = await call(app, "/elsewhere");
    expect([res.status, res.json().code]).toEqual([404, "NOT_FOUND"]);
  });
});

describe("the URL the platform hands the function", () => {
  it.each([
    [{ "x-netlify-original-pathname": "/api/v1/projects", "x-netlify-original-search": `?q=${WORD}` }, `/api/v1/projects?q=${WORD}`],
    [{ "x-nf-original-pathname": "/api/v1/projects/no-such" }, "/api/v1/projects/no-such"],
  ])("routes /.netlify/functions/api on the original path in %j, but lets no cache keep it", async (headers, original) => {
    const direct = await call(app, original);
    const rewritten = await call(app, "/.netlify/functions/api", { headers });
    expect([rewritten.status, rewritten.text]).toEqual([direct.status, direct.text]);
    // A client can send these headers itself: a shared cache must not store the answer under
    // /.netlify/functions/api, where the next caller (who sent none) would get it.
    expect(rewritten.headers.get("cache-control")).toBe("no-store");
    expect(direct.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps the spec's lifetime on /.netlify/functions/api when no header rewrote it", async () => {
    const res = await call(app, "/.netlify/functions/api", { headers: { "x-netlify-original-search": "" } });
    expect(res.status).toBe(404);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
  });
});

describe("a bug inside the core", () => {
  it("answers 500 INTERNAL_ERROR with the spec's headers and nothing internal", async () => {
    const index = await sampleIndex();
    let armed = false;
    const broken = Object.defineProperty({ ...index }, "profile", {
      get() {
        if (armed) throw new Error("secret stack detail");
        return index.profile;
      },
    });
    const brokenApp = createApp(broken);
    armed = true;
    const res = await call(brokenApp, "/api/v1/profile");
    expect(res.status).toBe(500);
    // A failure of this moment must not be served from a cache for the next hour.
    expectSpecHeaders(res.headers, "application/problem+json", "no-store");
    expect(res.json()).toEqual({
      type: `${BASE_URL}/problems/internal-error`,
      title: "Internal server error",
      status: 500,
      detail: "The server failed to answer this request.",
      code: "INTERNAL_ERROR",
      instance: "/api/v1/profile",
    });
    expect(res.text).not.toContain("secret");
  });
});

/** 95 custom header names, about 2,500 characters when listed. */
const LONG_ASKED = Array.from({ length: 95 }, (_, i) => `x-${"a".repeat(20)}${i}`);

describe("GET /api/mcp asked for a stream", () => {
  it("is refused with 405, which the CDN must not keep for the info document's readers (CDN-Cache-Control: no-store, Vary: Accept)", async () => {
    const app = await sampleApp();
    const stream = await call(app, "/api/mcp", { method: "GET", headers: { Accept: "text/event-stream" } });
    expect([stream.status, stream.headers.get("CDN-Cache-Control"), stream.headers.get("Vary")]).toEqual([405, "no-store", "Accept"]);
    // The MCP endpoint's own words (the generic "GET is not allowed" would contradict its Allow).
    expect(await stream.json()).toMatchObject({ code: "METHOD_NOT_ALLOWED", detail: "This MCP server offers no SSE stream: POST JSON-RPC messages to /api/mcp instead." });
    // The info document itself may be kept, keyed on Accept.
    const info = await call(app, "/api/mcp", { method: "GET" });
    expect([info.status, info.headers.get("CDN-Cache-Control"), info.headers.get("Vary")]).toEqual([200, null, "Accept"]);
  });
});

describe("the CORS preflight", () => {
  it.each([
    ["no headers asked", "", []],
    ["headers the list already holds, in another case", "content-type, MCP-PROTOCOL-VERSION, if-none-match", []],
    ["a custom header, twice, beside a known one", "X-Trace, accept, x-trace", ["X-Trace"]],
    // Only field names are echoed: `*` would be the wildcard, and the rest are no header at all.
    ["a wildcard and names that are no field names", "*, x-a;b, x b, , X-Ok, x-é", ["X-Ok"]],
    // Past 2,000 characters the list is cut at a comma: no name is echoed in part.
    ["a list longer than 2,000 characters", LONG_ASKED.join(", "), LONG_ASKED.filter((_, i) => LONG_ASKED.slice(0, i + 1).join(", ").length <= 2000)],
  ])("lists each allowed header once: %s", async (_name, asked, added) => {
    const app = await sampleApp();
    const answer = await call(app, "/api/mcp", { method: "OPTIONS", headers: asked ? { "Access-Control-Request-Headers": asked } : {} });
    expect(answer.status).toBe(204);
    // The list depends on the request's header, so a cache must key on it (api-decisions.md).
    expect(answer.headers.get("Vary")).toBe("Access-Control-Request-Headers");
    const listed = (answer.headers.get("Access-Control-Allow-Headers") ?? "").split(", ");
    expect(new Set(listed.map((name) => name.toLowerCase())).size).toBe(listed.length);
    // The usual headers first, whatever was asked, then only what they did not hold.
    const usual = (await call(app, "/api/mcp", { method: "OPTIONS" })).headers.get("Access-Control-Allow-Headers")!.split(", ");
    expect(listed).toEqual([...usual, ...added]);
    expect(usual).toEqual(expect.arrayContaining(["Content-Type", "If-None-Match", "MCP-Protocol-Version", "Mcp-Method", "Mcp-Name"]));
  });
});
