// One table, two servers: the local preview over real HTTP and Netlify's own emulation
// (@netlify/dev) of the same built site must answer every request with the same status,
// headers and bytes, and from the same side (static file or function).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import type { NetlifyDev } from "@netlify/dev";
import { ROUTE_HEADER, type Preview } from "../build/preview/start-preview.ts";
import type { BuiltSite } from "./support/netlify-site.ts";
import { startNetlifyPair, type NetlifyPair } from "./support/netlify-pair.ts";
import { routeCases, type RouteCase } from "./support/route-cases.ts";
import { loadNetlifyRules } from "../build/preview/netlify-rules.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { createApp } from "../functions/api/core/app.ts";
import { sampleIndex } from "./support/sample.ts";
import { validateAgainstOpenApi } from "./support/openapi-validator.ts";

const BASE_URL = "https://portfolio.test";
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
];

interface Answer {
  side: string | null;
  status: number;
  headers: Record<string, string | null>;
  body: string;
}

let pair: NetlifyPair;
let site: BuiltSite;
let preview: Preview;
let netlify: NetlifyDev;

beforeAll(async () => {
  pair = await startNetlifyPair(BASE_URL);
  ({ site, preview, netlify } = pair);
});

afterAll(async () => {
  await pair?.close();
});

function pick(headers: Headers): Record<string, string | null> {
  return Object.fromEntries(COMPARED_HEADERS.map((name) => [name, headers.get(name)]));
}

function init(c: RouteCase): RequestInit {
  return c.body === undefined ? { method: c.method, headers: c.headers ?? {} } : { method: c.method, headers: c.headers ?? {}, body: c.body };
}

async function askPreview(c: RouteCase): Promise<Answer> {
  const res = await fetch(preview.url + c.path, init(c));
  return { side: res.headers.get(ROUTE_HEADER), status: res.status, headers: pick(res.headers), body: await res.text() };
}

async function askNetlify(c: RouteCase): Promise<Answer> {
  const result = await netlify.handleAndIntrospect(new Request(`http://localhost${c.path}`, init(c)));
  if (!result) return { side: null, status: 0, headers: {}, body: "" };
  const body = await result.response.text();
  const side = result.type === "function" ? "function" : "static";
  // The emulation hands back the body even for HEAD; a real server would drop it.
  return { side, status: result.response.status, headers: pick(result.response.headers), body: c.method === "HEAD" ? "" : body };
}

describe("routing parity: preview vs Netlify's emulation", async () => {
  const cases = routeCases(await sampleIndex(BASE_URL));
  it.each(cases.map((c) => [`${c.method} ${c.path}${c.headers?.Accept ? ` (Accept: ${c.headers.Accept})` : ""} → ${c.side}`, c] as const))("%s", async (_name, c) => {
    const [local, emulated] = [await askPreview(c), await askNetlify(c)];
    expect(local.side, "preview side").toBe(c.side);
    expect(emulated.side, "Netlify side").toBe(c.emulatedSide ?? c.side);
    expect(local.status).toBe(emulated.status);
    expect(local.headers).toEqual(emulated.headers);
    expect(local.body).toBe(emulated.body);
    expect(local.headers["api-version"]).toBe("1.0.0");
    expect(local.headers["access-control-allow-origin"]).toBe("*");
    if (c.expect) {
      expect(local.status, "expected status").toBe(c.expect.status);
      if (c.expect.allow) expect(local.headers["allow"], "Allow").toBe(c.expect.allow);
      if (c.expect.status === 204) expect(local.headers["access-control-allow-methods"], "Access-Control-Allow-Methods").toBe(c.expect.allow);
    }
    // The path as a server sees it: dot segments (even %2e%2e) are resolved by URL parsing.
    const path = new URL(c.path, "http://x").pathname;
    expect(await validateAgainstOpenApi(c.method, path, local.status, local.headers["content-type"] ?? null, local.body), "answer vs openapi.json").toEqual([]);
  });
});

describe("static files carry the core's headers", () => {
  it("gives every static API file, through netlify.toml, exactly the headers the core sends", async () => {
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
