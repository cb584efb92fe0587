// The deploy installs only "dependencies" (netlify.toml: NPM_FLAGS="--omit=dev"). In a scratch
// copy of the repository, `npm ci --omit=dev` must put at most DEPLOY_PACKAGE_LIMIT packages
// on disk and none of the test tools, `npm run build` must build the site (the portal's Redoc
// from its vendored copy) with what is left, and Netlify's bundler must bundle both functions
// from it (a function importing a devDependency at run time would fail here).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { zipFunctions } from "@netlify/zip-it-and-ship-it";
import { copyRepository, DEPLOY_INSTALL_ARGS, DEPLOY_PACKAGE_LIMIT, measureNodeModules, type InstalledTree } from "../bench/deploy-install.ts";
import { REDOC, vendoredPath } from "../build/vendored.ts";
import { spawnGroup } from "./support/process-group.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

const INSTALL_MS = 300_000;
let scratch: string;
let installed: InstalledTree;

/** Run `npm <args>` in the scratch copy in its own process group; its output, or an error with it. */
async function npm(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const child = spawnGroup("npm", [...args], { cwd: scratch, env });
  const timer = setTimeout(() => void child.stop(), INSTALL_MS);
  try {
    const code = await child.exited();
    if (code !== 0) throw new Error(`npm ${args.join(" ")} exited with ${code}:\n${child.output()}`);
    return child.output();
  } finally {
    clearTimeout(timer);
    await child.stop();
  }
}

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "portfolio-lean-deploy-"));
  await copyRepository(process.cwd(), scratch);
  await npm(DEPLOY_INSTALL_ARGS);
  installed = await measureNodeModules(path.join(scratch, "node_modules"));
}, INSTALL_MS + 60_000);

afterAll(async () => {
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("the deploy install (npm ci --omit=dev)", () => {
  it(`puts at most ${DEPLOY_PACKAGE_LIMIT} packages on disk`, () => {
    expect(installed.packages, installed.names.join(", ")).toBeLessThanOrEqual(DEPLOY_PACKAGE_LIMIT);
    // The count is of real folders: the build's own needs are among them.
    expect(installed.names).toEqual(expect.arrayContaining(["tsx", "zod"]));
  });

  it("holds none of the test tools, and no Redoc: the portal's copy is vendored", () => {
    for (const tool of [REDOC.package, "vitest", "typescript", "playwright-core", "@sparticuz/chromium", "@netlify/dev", "@modelcontextprotocol/inspector", "@netlify/zip-it-and-ship-it"]) {
      expect(installed.names, tool).not.toContain(tool);
      expect(existsSync(path.join(scratch, "node_modules", tool)), tool).toBe(false);
    }
  });

  it("is what Netlify is told to install", async () => {
    expect(await readFile(path.join(scratch, "netlify.toml"), "utf8")).toMatch(/^\s*NPM_FLAGS = "--omit=dev"$/m);
  });

  it("builds the site with npm run build, the portal's Redoc and its licenses included", async () => {
    // The owner's content, copied with the repository, is what a deploy builds.
    expect(existsSync(path.join(scratch, OWNER_CONTENT, "site.json"))).toBe(true);
    const stdout = await npm(["run", "--silent", "build"], { ...process.env, SITE_URL: "https://lean.portfolio.test" });
    // The owner's content may earn a note first (a filter value no rule can hold): the Built line is a line of its own.
    expect(stdout).toMatch(/^Built \d+ files for \d+ projects?(?:, \d+ [a-z0-9-]+)* into dist\/ for https:\/\/lean\.portfolio\.test/m);
    expect(existsSync(path.join(scratch, "dist/_redirects"))).toBe(true);
    const [script, notices, license] = REDOC.files.map((file) => vendoredPath(REDOC, file, scratch)) as [string, string, string];
    expect((await readFile(path.join(scratch, "dist/assets/redoc.standalone.js"), "utf8")).slice(0, 100)).toBe((await readFile(script, "utf8")).slice(0, 100));
    expect(await readFile(path.join(scratch, "dist/assets/redoc.standalone.js.LICENSE.txt"))).toEqual(await readFile(notices));
    expect(await readFile(path.join(scratch, "dist/assets/redoc.LICENSE.txt"))).toEqual(await readFile(license));
  }, INSTALL_MS);

  it("lets Netlify's bundler bundle both functions from it", async () => {
    const out = path.join(scratch, ".zisi-out");
    const functions = await zipFunctions([path.join(scratch, "functions")], out, {
      archiveFormat: "none",
      basePath: scratch,
      repositoryRoot: scratch,
      config: { "*": { nodeVersion: "24" } },
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
