// Netlify deploys every top-level entry of functions/ as a function. One that is not the site's
// (a leftover old-fn/, a stray x.js) would run its own code there, on whatever paths its config
// claims: the build names it in a warning, and the preview, which runs only the site's core,
// answers its paths with a 501 that says so instead of answering them as the core would.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { SITE_FUNCTIONS, findStrayFunctions } from "../build/function-entries.ts";
import { startPreview } from "../build/preview/start-preview.ts";
import { listFunctions } from "@netlify/zip-it-and-ship-it";
import { createApp } from "../functions/api/core/app.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** A functions folder with the site's two functions, a stray one with a path, a stray file, and what is no function. */
async function functionsFolder(root: string): Promise<string> {
  const functions = path.join(root, "functions");
  await cp("functions/api", path.join(functions, "api"), { recursive: true, filter: (src) => !src.endsWith(".js") });
  await cp("functions/api-methods", path.join(functions, "api-methods"), { recursive: true, filter: (src) => !src.endsWith(".js") });
  await mkdir(path.join(functions, "old-fn"));
  await writeFile(path.join(functions, "old-fn", "old-fn.mjs"), 'export default async () => new Response("old");\nexport const config = { path: "/api/v1/old-thing" };\n');
  await writeFile(path.join(functions, "stray.js"), 'export default async () => new Response("stray");\n');
  // What Netlify deploys as no function: notes, settings, and a folder of shared helpers.
  await writeFile(path.join(functions, ".DS_Store"), "");
  await writeFile(path.join(functions, "README.md"), "notes");
  await writeFile(path.join(functions, "README.de.md"), "Notizen");
  await writeFile(path.join(functions, "tsconfig.json"), "{}");
  await mkdir(path.join(functions, "shared"));
  await writeFile(path.join(functions, "shared", "util.ts"), "export const x = 1;\n");
  return functions;
}

describe("a function that is not the site's", () => {
  it("is named by the build in a warning, once each, and the site's own are not", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "stray-functions-"));
    dirs.push(root);
    const functions = await functionsFolder(root);
    expect(SITE_FUNCTIONS).toEqual(["api", "api-methods"]);
    const built = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(root, "dist"), indexModule: false, functionEntries: functions, env: { SOURCE_DATE_EPOCH: "1767225600" } });
    expect(built.ok).toBe(true);
    const warnings = built.ok ? built.siteWarnings.map(formatProblem).filter((line) => line.startsWith(functions)) : [];
    expect(warnings).toEqual(
      ["old-fn", "stray.js"].map(
        (name) =>
          `${functions}/${name}: Netlify deploys every top-level entry of the functions folder as a function, and this one is not the site's (the preview does not run it) (remove it, or move it out of ${functions}/; the site's functions are api and api-methods)`,
      ),
    );
    expect(await findStrayFunctions(path.join(root, "no-such-folder"))).toEqual([]);
    // The same functions Netlify's own bundler lists (the build cannot load it: the deploy installs no dev dependency).
    const listed = (await listFunctions([functions], { parseISC: true })).map((fn) => fn.name).filter((name) => !SITE_FUNCTIONS.includes(name));
    expect(listed.sort()).toEqual(["old-fn", "stray"]);
  });

  it("is answered by the preview with a 501 naming it, not by the site's core", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "stray-preview-"));
    dirs.push(root);
    const functions = await functionsFolder(root);
    await writeFile(path.join(root, "netlify.toml"), "");
    const built = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: path.join(root, "dist"), indexModule: false, env: { SOURCE_DATE_EPOCH: "1767225600" } });
    if (!built.ok) throw new Error("the sample must build");
    const app = createApp(built.index);
    const preview = await startPreview({ distDir: path.join(root, "dist"), port: 0, netlifyToml: path.join(root, "netlify.toml"), functionsDir: functions, handler: (request) => app.handle(request) });
    try {
      const old = await fetch(`${preview.url}/api/v1/old-thing`);
      expect(old.status).toBe(501);
      expect(await old.text()).toContain("functions/old-fn would run its own code on Netlify");
      const stray = await fetch(`${preview.url}/.netlify/functions/stray`);
      expect(stray.status).toBe(501);
      expect(await stray.text()).toContain("functions/stray would run its own code on Netlify");
      // The site's own still answer with the core.
      const health = await fetch(`${preview.url}/api/v1/projects?q=zzzz-no-such-word`);
      expect(health.status).toBe(200);
    } finally {
      await preview.close();
    }
  });
});
