// What a deploy uploads: zip-it-and-ship-it (Netlify's bundler) on the built site's functions
// folder writes a manifest whose routes the platform routes by. The api-methods function must
// claim only the write methods and OPTIONS on /api/* (not /api/mcp, not preferring static
// files), and the api function no path at all, so GET and HEAD keep the _redirects rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { useBuiltSite } from "./support/preview-harness.ts";

interface ManifestFunction {
  name: string;
  routes?: { pattern: string; methods?: string[]; prefer_static?: boolean }[];
  excludedRoutes?: { pattern: string }[];
}

const built = useBuiltSite("https://portfolio.test");
let out: string;
let manifest: { functions: ManifestFunction[] };

beforeAll(async () => {
  const site = built();
  out = await mkdtemp(path.join(tmpdir(), "portfolio-zips-"));
  const manifestPath = path.join(out, "manifest.json");
  await zipFunctions([path.join(site.root, "functions")], out, { archiveFormat: "none", basePath: site.root, repositoryRoot: site.root, manifest: manifestPath });
  manifest = JSON.parse(await readFile(manifestPath, "utf8")) as typeof manifest;
});
afterAll(async () => {
  if (out) await rm(out, { recursive: true, force: true });
});

describe("the deploy manifest", () => {
  it("ships exactly the two functions", () => {
    expect(manifest.functions.map((fn) => fn.name).sort()).toEqual(["api", "api-methods"]);
  });

  it("routes only POST, PUT, PATCH, DELETE and OPTIONS on /api/* to api-methods, never /api/mcp", () => {
    const fn = manifest.functions.find((f) => f.name === "api-methods")!;
    expect(fn.routes).toHaveLength(1);
    expect(fn.routes![0]).toMatchObject({ pattern: "/api/*", methods: ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] });
    expect(fn.routes![0]!.prefer_static ?? false).toBe(false);
    expect(fn.excludedRoutes?.map((r) => r.pattern)).toEqual(["/api/mcp"]);
  });

  it("gives the api function no path, so every rewrite in _redirects still applies", () => {
    const fn = manifest.functions.find((f) => f.name === "api")!;
    expect(fn.routes ?? []).toEqual([]);
  });
});
