// One route table: a resource added to the list, with its documentation, reaches the static
// files, _redirects, _headers, the OpenAPI document and the preview's routing with no other
// edit; and a route that throws reaches onError (and, in the Netlify function, the function log).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { createApp, type AppOptions } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { json } from "../functions/api/core/http/reply.ts";
import type { Route } from "../functions/api/core/route.ts";
import { defineResource } from "../functions/api/core/resource.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { buildSiteFolder, Cleanup, useSite } from "./support/preview-harness.ts";

const FIXTURE = "test/fixtures/content/valid";
const BASE = "https://routes.test";

/** A new cacheable route with a static query parameter, in a resource of its own. */
const nowPlaying: Route = {
  pattern: "/api/v1/now-playing",
  methods: ["GET", "HEAD", "OPTIONS"],
  query: [{ name: "tier", staticValues: ["pinned"] }],
  cacheable: true,
  answer: ({ url }) => json({ status: url.searchParams.get("tier") ?? "all", timestamp: "2026-01-01T00:00:00.000Z" }),
};
const nowPlayingResource = defineResource({ name: "now-playing", routes: () => [nowPlaying] });
/** Its documentation, as a built-in resource's -docs.ts module gives it. */
const nowPlayingDocs: ResourceDocs = {
  tag: { name: "Health", description: "Is the API up, and which version is it." },
  routes: () => ({
    [nowPlaying.pattern]: {
      operationId: "getNowPlaying",
      summary: "What the owner is working on now",
      description: "A route that exists only in this test.",
      schema: "Health",
      problems: [],
      examples: { now: { summary: "Now", path: "/api/v1/now-playing" } },
      queryMeaning: { tier: "Only projects in this tier." },
    },
  }),
  endpoints: () => [],
};
const extended: AppOptions = { resources: [...RESOURCE_LIST, nowPlayingResource] };

// Built with the extended table, and answered by a core with it (the site's function modules
// know only the real table).
const site = useSite({ content: FIXTURE, baseUrl: BASE, app: extended, docs: { "now-playing": nowPlayingDocs } });
let dir: string;
let index: PortfolioIndex;
let preview: { url: string };

beforeAll(() => {
  ({ distDir: dir, index } = site());
  preview = site();
});

describe("a route added to the table", () => {
  it("gets a file for each static request, holding the core's answer", async () => {
    expect(JSON.parse(await readFile(path.join(dir, "api/_static/v1/now-playing/index.json"), "utf8"))).toMatchObject({ status: "all" });
    expect(JSON.parse(await readFile(path.join(dir, "api/_static/v1/now-playing/tier=pinned.json"), "utf8"))).toMatchObject({ status: "pinned" });
  });

  it("gets routing rules: its files, and the function for any other value", async () => {
    const rules = await readFile(path.join(dir, "_redirects"), "utf8");
    expect(rules).toContain("/api/v1/now-playing  tier=pinned  /api/_static/v1/now-playing/tier=pinned.json  200");
    expect(rules).toContain("/api/v1/now-playing  tier=:tier  /.netlify/functions/api  200");
    expect(rules).toContain("/api/v1/now-playing  /api/_static/v1/now-playing/index.json  200");
  });

  it("is described in the OpenAPI document with its parameters and a real example", async () => {
    const doc = JSON.parse(await readFile(path.join(dir, "openapi.json"), "utf8"));
    const op = doc.paths["/api/v1/now-playing"]?.get;
    expect(op?.operationId).toBe("getNowPlaying");
    expect(op.parameters).toContainEqual({ $ref: "#/components/parameters/GetNowPlayingTier" });
    expect(op.responses["200"].content["application/json"].examples.now.value).toMatchObject({ status: "all" });
  });

  it("is answered by a static file in the preview, with the core's headers, and 405 for POST from the core", async () => {
    for (const [target, status] of [["/api/v1/now-playing", "all"], ["/api/v1/now-playing?tier=pinned", "pinned"]] as const) {
      const response = await fetch(preview.url + target);
      expect(response.status).toBe(200);
      expect(response.headers.get(ROUTE_HEADER)).toBe("static");
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("api-version")).toBe("1.0.0");
      expect((await response.json()).status).toBe(status);
    }
    const other = await fetch(`${preview.url}/api/v1/now-playing?tier=unpinned`);
    expect(other.headers.get(ROUTE_HEADER)).toBe("function");
    const post = await createApp(index, extended).handle(new Request(`${BASE}/api/v1/now-playing`, { method: "POST" }));
    expect([post.status, post.headers.get("allow")]).toEqual([405, "GET, HEAD, OPTIONS"]);
  });
});

describe("errors are seen", () => {
  it("hands a route's exception to onError and answers a 500 that says nothing internal", async () => {
    const failure = new Error("secret internals at /srv/app.ts:12");
    const onError = vi.fn();
    const broken: Route = { ...nowPlaying, answer: () => { throw failure; } };
    const app = createApp(index, { onError, routes: (table) => [broken, ...table] });
    const response = await app.handle(new Request(`${BASE}/api/v1/now-playing`));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBe(failure);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ code: "INTERNAL_ERROR", status: 500 });
    expect(text).not.toContain("secret");
  });

  // handle() finishes an answer that had to wait in a promise callback, not in an async
  // function: each way a request can fail still reaches onError and a quiet 500.
  it.each([
    ["a route whose answer rejects", (failure: Error): Route["answer"] => () => Promise.reject(failure)],
    ["a route whose later answer cannot be sent", (failure: Error): Route["answer"] => async () => ({ kind: "json", status: 200, body: { toJSON: () => { throw failure; } } })],
    ["a route whose answer at once cannot be sent", (failure: Error): Route["answer"] => () => ({ kind: "json", status: 200, body: { toJSON: () => { throw failure; } } })],
  ])("hands %s to onError and answers a 500", async (_name, answer) => {
    const failure = new Error("secret internals");
    const onError = vi.fn();
    const broken: Route = { ...nowPlaying, answer: answer(failure) };
    const app = createApp(index, { onError, routes: (table) => [broken, ...table] });
    const response = await app.handle(new Request(`${BASE}/api/v1/now-playing`));
    expect(onError.mock.calls.map((call) => call[0])).toEqual([failure]);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret");
  });

  it("writes a failure of the Netlify function to its log (console.error) with the stack", async () => {
    const cleanup = new Cleanup();
    try {
      const built = await buildSiteFolder("http://127.0.0.1:1", {}, cleanup);
      const fn = (await import(path.join(built.root, "functions/api/api.ts"))) as { default: (request: Request) => Promise<Response> };
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      // Not a Request at all: the core fails reading it, as it would on a platform bug.
      const response = await fn.default({} as Request);
      expect(response.status).toBe(500);
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String((logged.mock.calls[0]?.[0] as Error).stack)).toContain("requestTarget");
      logged.mockReset();
    } finally {
      await cleanup.run();
    }
  });
});
