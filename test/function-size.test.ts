// Issue 27's size budget, held by `npm test` as well as reported by `npm run bench`: each
// function's own code, minified as the bench measures it (esbuild, bundle, platform node, ESM,
// target node24) over the stub index, stays within 40,000 bytes. The margin is a few bytes, so
// a change that adds code fails here, not only in a bench run nobody made.
import { afterAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { minifiedBytes } from "../bench/bundle.ts";
import { stageSite, STUB_INDEX_SOURCE, type EntryName } from "../bench/stage-site.ts";
import { CODE_LIMIT_BYTES } from "../bench/budgets.ts";

// Inside the repository (git-ignored), so the bundler resolves packages from its node_modules.
const parent = path.resolve("bench/results");
let stageDir = "";

afterAll(async () => {
  if (stageDir) await rm(stageDir, { recursive: true, force: true });
});

describe("each function's code, minified without the index", () => {
  it.each<EntryName>(["portfolioApi", "methodsApi"])("%s is within the 40 KB budget", async (entry) => {
    if (!stageDir) {
      await mkdir(parent, { recursive: true });
      stageDir = await mkdtemp(path.join(parent, "function-size-"));
      await stageSite(stageDir, STUB_INDEX_SOURCE);
    }
    const bytes = await minifiedBytes(stageDir, entry);
    // A bundle of a few bytes would mean the stub swallowed the code: the function is tens of KB.
    expect(bytes).toBeGreaterThan(CODE_LIMIT_BYTES / 2);
    expect(bytes).toBeLessThanOrEqual(CODE_LIMIT_BYTES);
  });
});
