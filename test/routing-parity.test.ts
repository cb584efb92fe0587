// One table, two servers: the local preview over real HTTP and Netlify's own emulation
// (@netlify/dev) of the same built site must answer every request with the same status,
// headers and bytes, and from the same side (static file or function). What each answer must
// be is test/route-contract.test.ts's concern, on the same table.
import { describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { useNetlifyPair } from "./support/preview-harness.ts";
import { routeCaseInit, routeCaseName, routeCases, type RouteCase } from "./support/route-cases.ts";
import { loadNetlifyRules } from "../build/preview/netlify-rules.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { createApp } from "../functions/api/core/app.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";

const COMPARED_HEADERS = [
  "content-type",
  "api-version",
  "access-control-allow-origin",
  "access-control-expose-headers",
  "cache-control",
  "x-content-type-options",
  "allow",
  "access-control-allow-methods",
  "access-control-allow-headers",
  "access-control-max-age",
  "content-language",
  "vary",
  "link",
  "deprecation",
  "sunset",
];

interface Answer {
  side: string | null;
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

const pair = useNetlifyPair({ baseUrl: BASE_URL });

function pick(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers.get(name)]));
}

async function askPreview(c: RouteCase): Promise<Answer> {
  const res = await pair().site.fetch(c.path, routeCaseInit(c));
  return { side: res.headers.get(ROUTE_HEADER), status: res.status, headers: pick(res.headers), body: await res.text() };
}

async function askNetlify(c: RouteCase): Promise<Answer> {
  const result = await pair().netlify.handleAndIntrospect(new Request(`http://localhost${c.path}`, routeCaseInit(c)));
  if (!result) return { side: null, status: 0, headers: {}, body: "" };
  const body = await result.response.text();
  const side = result.type === "function" ? "function" : "static";
  // The emulation hands back the body even for HEAD; a real server would drop it.
  return { side, status: result.response.status, headers: pick(result.response.headers), body: c.method === "HEAD" ? "" : body };
}

describe("routing parity: preview vs Netlify's emulation", async () => {
  const cases = routeCases(await sampleIndex(BASE_URL));
  it.each(cases.map((c) => [routeCaseName(c), c] as const))("%s", async (_name, c) => {
    const [local, emulated] = [await askPreview(c), await askNetlify(c)];
    expect(local.side, "preview side").toBe(c.side);
    expect(emulated.side, "Netlify side").toBe(c.emulatedSide ?? c.side);
    expect(local.status).toBe(emulated.status);
    expect(local.headers).toEqual(emulated.headers);
    expect(local.body).toBe(emulated.body);
  });
});

describe("Netlify's emulation, started by the suite", () => {
  it("keeps its config in the run's own folder, never under the user's HOME (test/support/netlify-config-home.ts)", () => {
    pair();
    const folder = process.env["XDG_CONFIG_HOME"] ?? "";
    expect(folder.startsWith(path.join(tmpdir(), "portfolio-api-test-config-")), folder).toBe(true);
    expect(existsSync(path.join(folder, "netlify", "config.json"))).toBe(true);
  });
});

describe("files that are not API answers, asked with a trailing slash", () => {
  // Not in the routing table, whose answers are the core's: the core serves no such path.
  // A page served by its pretty URL (problems/not-found.html at /problems/not-found) too.
  it.each(["/openapi.json/", "/llms.txt/", "/openapi.json", "/problems/not-found/", "/index/"])("%s is answered as Netlify's emulation answers it", async (path) => {
    const c: RouteCase = { method: "GET", path, side: "static" };
    const [local, emulated] = [await askPreview(c), await askNetlify(c)];
    expect([local.side, emulated.side]).toEqual(["static", "static"]);
    expect(local.status).toBe(emulated.status);
    expect(local.headers).toEqual(emulated.headers);
    expect(local.body).toBe(emulated.body);
    if (path.endsWith("/")) expect(local.status).toBe(200);
  });
});

describe("static files carry the core's headers", () => {
  it("gives every static API file, through netlify.toml, exactly the headers the core sends", async () => {
    const { site } = pair();
    const rules = await loadNetlifyRules(site.distDir, path.join(site.root, "netlify.toml"));
    const app = createApp(site.index);
    for (const get of listCacheableGets(site.index)) {
      const response = await app.handle(new Request(BASE_URL + requestPathOf(get)));
      const core = Object.fromEntries([...response.headers].filter(([name]) => name !== "etag"));
      const fromRules = Object.fromEntries(Object.entries(rules.headersFor(`/${get.file}`)).map(([name, value]) => [name.toLowerCase(), value]));
      expect(fromRules, get.file).toEqual(core);
    }
  });
});
