// A project where the build does not read it stops every command the owner runs, not only the
// build function: `npm run build` exits 1 and leaves dist/ as it was, `npm run check` exits 1,
// and `npm start` (the same build as `npm run dev`) says that a deploy would fail too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { once } from "node:events";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { freePort } from "./support/free-port.ts";
import { PATIENCE_MS } from "./support/patience.ts";
import { spawnGroup } from "./support/process-group.ts";
import { makeWorkDir, snapshotTree } from "./support/content-fixtures.ts";

const TSX = path.resolve("node_modules/.bin/tsx");
// The deployment's URL would override site.json; these runs must see the content alone.
const ENV = { ...process.env, SOURCE_DATE_EPOCH: "1767225600", URL: "", SITE_URL: "" };
const PROBLEM = "  content/project/: this folder is not read by the build, so nothing in it would be published (rename it to projects/)\n";

let work: string;
let goodDist: string[];

beforeAll(async () => {
  work = await makeWorkDir();
  const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
  expect(result.ok).toBe(true);
  goodDist = await snapshotTree(path.join(work, "dist"));
  await mkdir(path.join(work, "content", "project"));
  await writeFile(path.join(work, "content", "project", "gamma.json"), JSON.stringify({ slug: "gamma", title: "Gamma", lane: "client", tier: "archive", summary: "S", links: {} }));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** Run a build script in the work folder to its end; its whole group is killed however the test ends. */
async function runToEnd(script: string, env: NodeJS.ProcessEnv = ENV): Promise<{ code: number | null; output: string }> {
  const child = spawnGroup(TSX, [path.resolve(script)], { cwd: work, env });
  try {
    const ended = Promise.all([child.exited(), once(child.child, "close")]);
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${script} still running after ${PATIENCE_MS} ms:\n${child.output()}`)), PATIENCE_MS).unref());
    const [code] = await Promise.race([ended, timeout]);
    return { code, output: child.output() };
  } finally {
    await child.stop();
  }
}

describe("a project in content/project/", () => {
  it("fails npm run build with the problem, and dist/ stays as it was", async () => {
    const { code, output } = await runToEnd("build/build.ts");
    expect([code, output]).toEqual([1, `Build failed: 1 problem in content/ (dist/ was not changed)\n${PROBLEM}`]);
    expect(await snapshotTree(path.join(work, "dist"))).toEqual(goodDist);
  });

  it("fails npm run check with the problem", async () => {
    const { code, output } = await runToEnd("build/check.ts");
    expect([code, output]).toEqual([1, `Check failed: 1 problem in content/\n${PROBLEM}`]);
  });

  it("fails npm start's build, saying a deploy would fail the same way", async () => {
    const { code, output } = await runToEnd("build/start.ts", { ...ENV, PORT: String(await freePort()) });
    expect([code, output]).toEqual([1, `Build failed: 1 problem in content/, and a deploy would fail the same way\n${PROBLEM}`]);
  });
});
