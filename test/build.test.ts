// The build writes every cacheable GET, each file holding exactly the core's answer, and the
// same content with the same SOURCE_DATE_EPOCH gives the same bytes.
import { formatProblem } from "../build/report-problems.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { buildSite, type BuildResult } from "../build/build-site.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { createApp } from "../functions/api/core/app.ts";
import { applyCase, makeWorkDir, snapshotTree } from "./support/content-fixtures.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

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
  it("writes one file per cacheable GET: 2 healths, profile, skills, résumé, 20 lists in each language, and every detail at its own path", async () => {
    const files = (await snapshotTree(path.join(dir, "a"))).map((line) => line.split(" ")[0]);
    const expected = listCacheableGets(built.index).map((get) => get.file);
    const languages = 1 + built.index.site.translations.length;
    // Translated details come from the function: as files they would need a routing rule each.
    expect(expected).toHaveLength(5 + languages * (1 + 4 + 3 + 12) + built.index.projects.length);
    for (const project of built.index.projects) expect(expected).toContain(`api/v1/projects/${project.slug}`);
    for (const file of expected) expect(files).toContain(file);
  });

  it("stores in each file exactly the bytes the core answers for that request", async () => {
    const app = createApp(built.index);
    for (const get of listCacheableGets(built.index)) {
      const response = await app.handle(new Request(`https://build.test${requestPathOf(get)}`));
      expect(response.status).toBe(200);
      expect(await readFile(path.join(dir, "a", get.file), "utf8"), get.file).toBe(await response.text());
    }
  });

  it("writes an index module the function can import", async () => {
    const module = await import(path.join(dir, "portfolio-data.js"));
    expect(module.default).toEqual(built.index);
  });

  it("takes the base URL from URL, then SITE_URL, then content/site.json", async () => {
    const base = async (env: NodeJS.ProcessEnv) => {
      const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(dir, "base"), indexModule: false, env });
      return result.ok ? result.index.site.baseUrl : result.problems;
    };
    expect(await base({ URL: "https://netlify.test/", SITE_URL: "https://site.test" })).toBe("https://netlify.test");
    expect(await base({ SITE_URL: "https://site.test" })).toBe("https://site.test");
    expect(await base({})).toBe("https://portfolio-api.netlify.app");
    expect(await base({ SITE_URL: "not a url" })).toEqual([
      { source: "SITE_URL", path: "", message: "'not a url' is not an absolute URL", hint: "fix or unset the SITE_URL environment variable" },
    ]);
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
  const run = promisify(execFile);
  const tsx = path.resolve("node_modules/.bin/tsx");

  it("prints one summary line and exits 0", async () => {
    const work = await mkdtemp(path.join(tmpdir(), "portfolio-cli-"));
    try {
      await run("cp", ["-r", path.resolve(SAMPLE_CONTENT), path.join(work, "content")]);
      const { stdout, stderr } = await run(tsx, [path.resolve("build/build.ts")], { cwd: work, env: { ...process.env, ...ENV } });
      expect(stderr).toBe("");
      expect(stdout).toMatch(/^Built \d+ files for 18 projects into dist\/ for https:\/\/build\.test in \d+\.\d\d s\n$/);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });

  it("prints every problem and exits 1 for broken content", async () => {
    const work = await makeWorkDir();
    try {
      await applyCase(work, "several-files");
      const failure = await run(tsx, [path.resolve("build/build.ts")], { cwd: work }).then(
        () => undefined,
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stdout).toBe("");
      expect(failure?.stderr).toMatchInlineSnapshot(`
        "Build failed: 3 problems in content/ (dist/ was not changed)
          content/site.json → service: required field is missing
          content/projects/alpha.json → summary: required field is missing
          content/projects/beta.json → links.live: expected an absolute http(s) URL
        "
      `);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
