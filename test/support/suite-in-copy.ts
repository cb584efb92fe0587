// The suite's own tests, run by vitest inside a copy of the repository that followed
// docs/adding-a-resource.md: the proof that adding a section leaves them green, whatever it is
// called. Not the whole suite (7+ minutes): the files that once failed after the recipe, each
// because it assumed the engine's sections (the spec's three tools, the sample's one template,
// a file for every detail route, the build's list of folders, a project slug for every template) or registered a fixture section
// under the recipe's own name. About 40 s; a hang is cut off and the process group stopped.
import path from "node:path";
import { GROUPS_FILE_VARIABLE, runGroup, stopListedGroups, type RunResult } from "./process-group.ts";

/** Whole files, each short. */
const FILES = [
  "test/build.test.ts",
  "test/mcp-transport.test.ts",
  "test/mcp-modern-wire.test.ts",
  "test/mcp-sdk-client.test.ts",
  "test/section-matrix.test.ts",
  "test/rest-mcp-filters.test.ts",
  "test/missing-docs.test.ts",
  "test/mcp-netlify-parity.test.ts",
  // The engine's size and prompt wording are the engine's: an added section's code and prompts are its own.
  "test/function-size.test.ts",
  "test/prompt-wording.test.ts",
];

/** A long file (a minute or more), of which only the tests that failed: the folders the build reads. */
const PART = { file: "test/content-corpus.test.ts", tests: "files where the build does not read them" };

/**
 * Run the chosen tests with vitest in `copy` (its node_modules the repository's at `root`),
 * within `ms` in all: the first run that fails, or the last. Past `ms` it throws, the vitest
 * process group stopped.
 */
export async function runSuiteIn(copy: string, root: string, ms: number): Promise<RunResult> {
  const vitest = path.join(root, "node_modules/vitest/vitest.mjs");
  // The outer run's worker variables would tell the inner vitest it is a worker of the outer one.
  // The inner tests list the groups they start, which a cut-off of the inner vitest's own group
  // would leave running (process-group.ts); they are stopped after each run, however it ended.
  const groupsFile = path.join(copy, ".test-process-groups");
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))), NO_COLOR: "1", [GROUPS_FILE_VARIABLE]: groupsFile };
  // Dots: what a failure prints is then the failures alone, not a line for every test that passed.
  const vitestRun = async (args: string[], within: number) => {
    try {
      return await runGroup(process.execPath, [vitest, "run", "--reporter=dot", ...args], { cwd: copy, env, ms: Math.max(within, 1) });
    } finally {
      await stopListedGroups(groupsFile);
    }
  };
  const deadline = Date.now() + ms;
  const whole = await vitestRun(FILES, ms);
  if (whole.code !== 0) return whole;
  return vitestRun([PART.file, "-t", PART.tests], deadline - Date.now());
}
