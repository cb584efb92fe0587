// The build writes one file for each static request of the route table and no other, and the
// same content with the same SOURCE_DATE_EPOCH gives the same bytes. (That each file holds the
// core's answer is asserted once, by the twin in test/core.test.ts.)
import { formatProblem, formatProblems } from "../build/report-problems.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite, type BuildResult } from "../build/build-site.ts";
import { fileAtPath, staticFileOf, STATIC_DIR } from "../build/cacheable-gets.ts";
import { createApp } from "../functions/api/core/app.ts";
import { listStaticRequests } from "../functions/api/core/route.ts";
import { applyCase, makeWorkDir, snapshotTree } from "./support/content-fixtures.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { runGroup } from "./support/process-group.ts";
import { countItems } from "../build/item-counts.ts";
import { ADDED_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";

const ENV = { SOURCE_DATE_EPOCH: "1767225600", SITE_URL: "https://build.test" };
let dir: string;
let built: Extract<BuildResult, { ok: true }>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portfolio-build-"));
  const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(dir, "a"), indexModule: path.join(dir, "portfolio-data.js"), env: ENV });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  built = result;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("the build", () => {
  it("writes exactly one file per static request of the route table, and nothing else beside them", async () => {
    const { routes } = createApp(built.index);
    const requests = listStaticRequests(routes);
    const expected = requests.map((request) => request.route.filesAtPath ? fileAtPath(request.path) : staticFileOf(request.path, request.query));
    const written = (await snapshotTree(path.join(dir, "a"))).map((line) => line.split(" ")[0] ?? "").filter((file) => file.startsWith(`${STATIC_DIR}/`) || expected.includes(file));
    // Every cacheable route has requests, unless a path parameter has no value yet (the detail
    // route of a section with no content, such as one just added by docs/adding-a-resource.md:
    // no item, no file); and no two requests share a file.
    for (const route of routes.filter((r) => r.cacheable)) {
      const empty = Object.values(route.pathValues ?? {}).some((values) => values.length === 0);
      expect(requests.some((r) => r.route === route), route.pattern).toBe(!empty);
    }
    expect(new Set(expected).size).toBe(requests.length);
    expect(written.sort()).toEqual([...expected].sort());
  });

  it("writes an index module the function can import", async () => {
    const module = await import(path.join(dir, "portfolio-data.js"));
    expect(module.default).toEqual(built.index);
  });

  it("takes the base URL from URL (DEPLOY_PRIME_URL in a deploy preview or branch deploy), then SITE_URL, then content/site.json", async () => {
    const base = async (env: NodeJS.ProcessEnv) => {
      const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(dir, "base"), indexModule: false, env });
      return result.ok ? result.index.site.baseUrl : result.problems;
    };
    expect(await base({ URL: "https://netlify.test/", SITE_URL: "https://site.test" })).toBe("https://netlify.test");
    // A deploy preview or branch deploy lives at its own address; production keeps URL.
    const netlify = { URL: "https://netlify.test", DEPLOY_PRIME_URL: "https://deploy-preview-7--netlify.test" };
    expect(await base({ ...netlify, CONTEXT: "deploy-preview" })).toBe("https://deploy-preview-7--netlify.test");
    expect(await base({ ...netlify, CONTEXT: "branch-deploy" })).toBe("https://deploy-preview-7--netlify.test");
    expect(await base({ ...netlify, CONTEXT: "production" })).toBe("https://netlify.test");
    expect(await base({ ...netlify, CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "ftp://x" })).toEqual([
      { source: "DEPLOY_PRIME_URL", path: "", message: "'ftp://x': expected an absolute http(s) URL", hint: "fix or unset the DEPLOY_PRIME_URL environment variable" },
    ]);
    expect(await base({ SITE_URL: "https://site.test" })).toBe("https://site.test");
    expect(await base({})).toBe("https://portfolio-api.netlify.app");
    expect(await base({ SITE_URL: "not a url" })).toEqual([
      { source: "SITE_URL", path: "", message: "'not a url': expected an absolute http(s) URL", hint: "fix or unset the SITE_URL environment variable" },
    ]);
  });

  it("warns when SITE_URL is set but Netlify's URL wins (netlify-cli sets URL for a linked site), and not when they agree", async () => {
    const warnings = async (env: NodeJS.ProcessEnv) => {
      const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(dir, "warned"), indexModule: false, env: { SOURCE_DATE_EPOCH: "1767225600", ...env } });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
      return result.siteWarnings.map(formatProblem).filter((line) => line.startsWith("SITE_URL"));
    };
    expect(await warnings({ URL: "https://primary.test", SITE_URL: "https://your.domain" })).toEqual([
      "SITE_URL: 'https://your.domain' is not used: URL is set to 'https://primary.test' (Netlify sets it, and so does netlify-cli for a linked site), and it wins (unset SITE_URL, or make that address the site's primary domain on Netlify)",
    ]);
    expect(await warnings({ URL: "https://primary.test", SITE_URL: "https://primary.test" })).toEqual([]);
    // The same origin written otherwise, and a deploy preview (its own address wins, as it must).
    expect(await warnings({ URL: "https://primary.test", SITE_URL: "https://Primary.test/" })).toEqual([]);
    expect(await warnings({ URL: "https://primary.test", CONTEXT: "deploy-preview", DEPLOY_PRIME_URL: "https://deploy-preview-7--primary.test", SITE_URL: "https://primary.test" })).toEqual([]);
    expect(await warnings({ SITE_URL: "https://your.domain" })).toEqual([]);
  });

  it("is reproducible: the same SOURCE_DATE_EPOCH gives byte-identical output", async () => {
    const again = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(dir, "b"), indexModule: false, env: ENV });
    expect(again.ok).toBe(true);
    expect(await snapshotTree(path.join(dir, "b"))).toEqual(await snapshotTree(path.join(dir, "a")));
    const health = JSON.parse(await readFile(path.join(dir, "b", "api/_static/v1/health/index.json"), "utf8"));
    expect(health.timestamp).toBe("2026-01-01T00:00:00.000Z");
  });
});

describe("the build command", () => {
  const tsx = path.resolve("node_modules/.bin/tsx");

  it("prints one summary line and exits 0", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "portfolio-cli-"));
    try {
      await cp(path.resolve(SAMPLE_CONTENT), path.join(work, "content"), { recursive: true });
      const { stdout, stderr } = await runGroup(tsx, [path.resolve("build/build.ts")], { cwd: work, env: { ...process.env, ...ENV } });
      // Nothing on stderr but the notes this content's layout has: none for the engine's
      // sections, and a section an owner added may send some of its listed values to the
      // function (values in code, so over any content), which the build says in a note.
      const dry = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, write: false, env: ENV });
      if (!dry.ok) throw new Error("the sample content does not build");
      expect(stderr).toBe(dry.notes.length === 0 ? "" : formatProblems("Note:", dry.notes));
      expect(dry.notes.map(formatProblem).filter((note) => !ADDED_SECTIONS.some((name) => note.includes(`/api/v1/${name}?`)))).toEqual([]);
      // Then each section an owner added, by its name (item-counts.ts).
      expect(stdout).toMatch(/^Built \d+ files for 18 projects(?:, \d+ [a-z0-9-]+)* into dist\/ for https:\/\/build\.test in \d+\.\d\d s\n$/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("prints every problem and exits 1 for broken content", async () => {
    const work = await makeWorkDir();
    try {
      await applyCase(work, "several-files");
      const failure = await runGroup(tsx, [path.resolve("build/build.ts")], { cwd: work });
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toBe("");
      expect(failure?.stderr).toMatchInlineSnapshot(`
        "Build failed: 3 problems in content/ (dist/ was not changed)
          content/site.json → service: required field is missing
          content/projects/alpha.json → summary: required field is missing
          content/projects/beta.json → links.live: 'nope': expected an absolute http(s) URL
        "
      `);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("the one-line summaries' counts", () => {
  it("count each added section beside the projects, by its noun, empty ones included", () => {
    expect(countItems(18, {})).toBe("18 projects");
    expect(countItems(1, {})).toBe("1 project");
    expect(countItems(2, { "fixture-papers": [{}, {}, {}], "fixture-talks": [] }, RESOURCES_WITH_SECTIONS)).toBe("2 projects, 3 fixture papers, 0 fixture talks");
    expect(countItems(2, { "fixture-papers": [{}] }, RESOURCES_WITH_SECTIONS)).toBe("2 projects, 1 fixture paper");
  });

  it("count a section no resource declares by its name", () => {
    expect(countItems(2, { "fixture-papers": [{}, {}, {}], "fixture-talks": [] })).toBe("2 projects, 3 fixture-papers, 0 fixture-talks");
  });
});
