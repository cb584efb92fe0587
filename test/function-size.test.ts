// Issue 27's size budget, held by `npm test` as well as reported by `npm run bench`: each
// function's code, minified as the bench measures it (esbuild, bundle, platform node, ESM,
// target node24) over the stub index, stays within 40,000 bytes. The margin is a few bytes, so
// a change to the engine that adds code fails here, not only in a bench run nobody made. The
// budget is the engine's, the same for every owner: a section an owner added is her own code,
// so it is taken out of the staged copy's resource list before bundling (for the sample, which
// adds none, this is the function as shipped).
import { afterAll, describe, expect, it } from "vitest";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifiedBytes } from "../bench/bundle.ts";
import { stageSite, STUB_INDEX_SOURCE, type EntryName } from "../bench/stage-site.ts";
import { CODE_LIMIT_BYTES } from "../bench/budgets.ts";
import { ADDED_SECTIONS } from "./support/section-fixtures.ts";
import { removeFromResourceList } from "./support/recipe-edits.ts";

// Inside the repository (git-ignored), so the bundler resolves packages from its node_modules.
const parent = path.resolve("bench/results");
let stageDir = "";

afterAll(async () => {
  if (stageDir) await rm(stageDir, { recursive: true, force: true });
});

/** The staged resource list without the owner's sections: each imported from `./resources/<name>`. */
async function stageEngineOnly(dir: string): Promise<void> {
  const file = path.join(dir, "functions/api/core/resource-list.ts");
  let text = await readFile(file, "utf8");
  for (const name of ADDED_SECTIONS) {
    const imported = new RegExp(`^import \\{ (\\w+) \\} from "\\./resources/${name}(?:\\.ts|/[^"]*)";$`, "m").exec(text)?.[1];
    if (imported === undefined) throw new Error(`resource-list.ts imports no module for the section '${name}' from ./resources/${name}`);
    text = removeFromResourceList(text, imported);
  }
  await writeFile(file, text);
}

describe("each function's engine code, minified without the index", () => {
  it.each<EntryName>(["portfolioApi", "methodsApi"])("%s is within the 40 KB budget", async (entry) => {
    if (!stageDir) {
      await mkdir(parent, { recursive: true });
      stageDir = await mkdtemp(path.join(parent, "function-size-"));
      await stageSite(stageDir, STUB_INDEX_SOURCE);
      await stageEngineOnly(stageDir);
    }
    const bytes = await minifiedBytes(stageDir, entry);
    // A bundle of a few bytes would mean the stub swallowed the code: the function is tens of KB.
    expect(bytes).toBeGreaterThan(CODE_LIMIT_BYTES / 2);
    expect(bytes).toBeLessThanOrEqual(CODE_LIMIT_BYTES);
  });
});
