// What a deploy uploads: zip-it-and-ship-it (Netlify's bundler) on the built site's functions
// folder writes a manifest whose routes and traffic rules the platform acts on. The
// api-methods function must claim only the write methods and OPTIONS on /api/* (not /api/mcp,
// not preferring static files), and the api function no path at all, so GET and HEAD keep the
// _redirects rules. Both carry the rate limit content/site.json asks for (its default when
// absent, none when false), written into their generated entries by build/function-entries.ts.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { listFunctions, zipFunctions } from "@netlify/zip-it-and-ship-it";
import { buildSiteFolder, Cleanup, type BuiltSite } from "./support/preview-harness.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { DEFAULT_RATE_LIMIT } from "../build/content/site-rate-limit.ts";
import { FUNCTION_ENTRY_FILES } from "../build/function-entries.ts";

interface ManifestFunction {
  name: string;
  mainFile: string;
  routes?: { pattern: string; methods?: string[]; prefer_static?: boolean }[];
  excludedRoutes?: { pattern: string }[];
  trafficRules?: unknown;
}

const cleanup = new Cleanup();
afterAll(() => cleanup.run());

/** The sample content with `rateLimit` set in site.json as given (absent for undefined). */
async function contentWith(rateLimit: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-rate-content-"));
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  await cp(SAMPLE_CONTENT, dir, { recursive: true });
  const site = JSON.parse(await readFile(path.join(dir, "site.json"), "utf8")) as Record<string, unknown>;
  if (rateLimit === undefined) delete site["rateLimit"];
  else site["rateLimit"] = rateLimit;
  await writeFile(path.join(dir, "site.json"), JSON.stringify(site, null, 2));
  return dir;
}

/** The manifest Netlify's bundler writes for a built site's functions. */
async function manifestOf(site: BuiltSite): Promise<ManifestFunction[]> {
  const out = await mkdtemp(path.join(tmpdir(), "portfolio-zips-"));
  cleanup.add(() => rm(out, { recursive: true, force: true }));
  const manifestPath = path.join(out, "manifest.json");
  // As netlify.toml tells Netlify's build (Functions v2 are bundled in nft mode, whatever node_bundler says).
  const config = { "*": { nodeVersion: "24" } };
  await zipFunctions([path.join(site.root, "functions")], out, { archiveFormat: "none", basePath: site.root, repositoryRoot: site.root, manifest: manifestPath, config });
  return (JSON.parse(await readFile(manifestPath, "utf8")) as { functions: ManifestFunction[] }).functions;
}

/** Netlify's traffic rule for a limit of `windowLimit` calls per `windowSize` seconds per address and host. */
const trafficRule = ({ windowLimit, windowSize }: { windowLimit: number; windowSize: number }) => ({
  action: {
    type: "rate_limit",
    config: { rateLimitConfig: { windowLimit, windowSize, algorithm: "sliding_window" }, aggregate: { keys: [{ type: "ip" }, { type: "domain" }] } },
  },
});

describe("the deploy manifest", async () => {
  const site = await buildSiteFolder("https://portfolio.test", { content: await contentWith(undefined) }, cleanup);
  const manifest = await manifestOf(site);
  const fn = (name: string) => manifest.find((f) => f.name === name)!;

  it("ships exactly the two functions, each from its generated entry", () => {
    expect(manifest.map((f) => [f.name, path.relative(site.root, f.mainFile)]).sort()).toEqual(FUNCTION_ENTRY_FILES.map((file) => [file.split("/")[0], `functions/${file}`]).sort());
  });

  it("routes only POST, PUT, PATCH, DELETE and OPTIONS on /api/* to api-methods, never /api/mcp", () => {
    expect(fn("api-methods").routes).toHaveLength(1);
    expect(fn("api-methods").routes![0]).toMatchObject({ pattern: "/api/*", methods: ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"] });
    expect(fn("api-methods").routes![0]!.prefer_static ?? false).toBe(false);
    expect(fn("api-methods").excludedRoutes?.map((r) => r.pattern)).toEqual(["/api/mcp"]);
  });

  it("routes api-methods by its generated entry exactly as by its tracked one", async () => {
    // The tracked entries alone, as in a checkout before any build.
    const tracked = await mkdtemp(path.join(tmpdir(), "portfolio-tracked-"));
    cleanup.add(() => rm(tracked, { recursive: true, force: true }));
    await cp(path.join(site.root, "functions"), tracked, { recursive: true, filter: (src) => !FUNCTION_ENTRY_FILES.some((file) => src.endsWith(file)) });
    const routesOf = async (dir: string) => (await listFunctions([dir], { parseISC: true })).map((f) => [f.name, path.basename(f.mainFile), f.routes ?? [], f.excludedRoutes ?? []]);
    const [before, after] = [await routesOf(tracked), await routesOf(path.join(site.root, "functions"))];
    expect(before.map(([name, file]) => [name, file])).toEqual([["api", "api.ts"], ["api-methods", "api-methods.ts"]]);
    expect(after.map(([name, , routes, excluded]) => [name, routes, excluded])).toEqual(before.map(([name, , routes, excluded]) => [name, routes, excluded]));
  });

  it("gives the api function no path, so every rewrite in _redirects still applies", () => {
    expect(fn("api").routes ?? []).toEqual([]);
  });

  it("carries the default rate limit on both functions when site.json sets none", () => {
    expect([fn("api").trafficRules, fn("api-methods").trafficRules]).toEqual([trafficRule(DEFAULT_RATE_LIMIT), trafficRule(DEFAULT_RATE_LIMIT)]);
  });
});

describe("content/site.json's rateLimit in the deploy manifest", () => {
  it.each([
    ["a limit it sets", { windowLimit: 20, windowSize: 10 }, trafficRule({ windowLimit: 20, windowSize: 10 })],
    ["false", false, undefined],
  ])("follows %s", async (_name, rateLimit, expected) => {
    const site = await buildSiteFolder("https://portfolio.test", { content: await contentWith(rateLimit) }, cleanup);
    const manifest = await manifestOf(site);
    expect(manifest.map((f) => [f.name, f.trafficRules]).sort()).toEqual([
      ["api", expected],
      ["api-methods", expected],
    ]);
  });
});
