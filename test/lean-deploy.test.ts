// The deploy installs only "dependencies" (netlify.toml: NPM_FLAGS="--omit=dev"). In a scratch
// copy of the repository, `npm ci --omit=dev` must leave out every test tool, `npm run build`
// must build the site with what is left, and Netlify's bundler must bundle both functions
// from it (a function importing a devDependency at run time would fail here).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { copyRepository, installDeploySet } from "../bench/deploy-install.ts";

const run = promisify(execFile);
let scratch: string;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "portfolio-lean-deploy-"));
  await copyRepository(process.cwd(), scratch);
  await installDeploySet(scratch);
}, 300_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the deploy install (npm ci --omit=dev)", () => {
  it("holds the build's needs and none of the test tools", () => {
    for (const needed of ["tsx", "zod", "redoc"]) expect(existsSync(path.join(scratch, "node_modules", needed)), needed).toBe(true);
    for (const tool of ["vitest", "typescript", "playwright-core", "@sparticuz/chromium", "@netlify/dev", "@modelcontextprotocol/inspector", "@netlify/zip-it-and-ship-it"]) {
      expect(existsSync(path.join(scratch, "node_modules", tool)), tool).toBe(false);
    }
  });

  it("is what Netlify is told to install", async () => {
    expect(await readFile(path.join(scratch, "netlify.toml"), "utf8")).toMatch(/^\s*NPM_FLAGS = "--omit=dev"$/m);
  });

  it("builds the site with npm run build", async () => {
    const { stdout } = await run("npm", ["run", "--silent", "build"], { cwd: scratch, timeout: 180_000, env: { ...process.env, SITE_URL: "https://lean.portfolio.test" } });
    expect(stdout).toMatch(/^Built \d+ files for \d+ projects into dist\/ for https:\/\/lean\.portfolio\.test/);
    expect(existsSync(path.join(scratch, "dist/_redirects"))).toBe(true);
    expect(existsSync(path.join(scratch, "dist/assets/redoc.standalone.js"))).toBe(true);
  }, 180_000);

  it("lets Netlify's bundler bundle both functions from it", async () => {
    const out = path.join(scratch, ".zisi-out");
    const functions = await zipFunctions([path.join(scratch, "functions")], out, {
      archiveFormat: "none",
      basePath: scratch,
      repositoryRoot: scratch,
      config: { "*": { nodeBundler: "esbuild", nodeVersion: "24" } },
    });
    expect(functions.map((f) => f.name).sort()).toEqual(["api", "api-methods"]);
    // The bundled api module loads and answers from the scratch copy alone: the entry point
    // names the module it loads, `getLambdaHandler('./path/to/module.mjs')`.
    const api = functions.find((f) => f.name === "api")!;
    const entryPoint = await readFile(path.join(api.path, api.entryFilename ?? "___netlify-entry-point.mjs"), "utf8");
    const named = /getLambdaHandler\(['"]([^'"]+)['"]\)/.exec(entryPoint)?.[1];
    expect(named).toBeDefined();
    const { default: handler } = (await import(path.join(api.path, named!))) as { default: (request: Request) => Promise<Response> };
    const res = await handler(new Request("https://lean.portfolio.test/api/v1/health"));
    expect(res.status).toBe(200);
  }, 180_000);
});
