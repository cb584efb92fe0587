// A vitest run that a test starts and cuts off (runSuiteIn, the recipe's suite in a copy) is
// stopped with its process group, but what its tests started runs in groups of their own
// (spawnGroup), outside it. They list those groups in the file GROUPS_FILE_VARIABLE names, and
// stopListedGroups stops them: here an inner test starts a long `sleep` and hangs, the inner
// vitest is killed, and the `sleep` must be gone too.
import { afterAll, describe, expect, it } from "vitest";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GROUPS_FILE_VARIABLE, spawnGroup, stopListedGroups } from "./support/process-group.ts";
import { PATIENCE_MS } from "./support/patience.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** True while a process with this id exists. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("a test run cut off by the test that started it", () => {
  it("leaves nothing its tests started running once the listed groups are stopped", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "nested-groups-"));
    dirs.push(dir);
    const groupsFile = path.join(dir, "groups");
    const started = path.join(dir, "started");
    await writeFile(
      path.join(dir, "hang.test.ts"),
      `import { it } from "vitest";
import { writeFileSync } from "node:fs";
import { spawnGroup } from ${JSON.stringify(path.resolve("test/support/process-group.ts"))};
it("starts a long sleep and hangs", async () => {
  const sleeper = spawnGroup("sleep", ["600"]);
  writeFileSync(${JSON.stringify(started)}, String(sleeper.child.pid));
  await new Promise(() => {});
}, 600_000);
`,
    );
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith("VITEST"))), [GROUPS_FILE_VARIABLE]: groupsFile };
    const inner = spawnGroup(process.execPath, [path.resolve("node_modules/vitest/vitest.mjs"), "run", "--root", dir, "hang.test.ts"], { cwd: dir, env });
    let sleeper = 0;
    try {
      const deadline = Date.now() + PATIENCE_MS;
      while (sleeper === 0 && Date.now() < deadline) {
        sleeper = Number(await readFile(started, "utf8").catch(() => "0"));
        if (sleeper === 0) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(sleeper, inner.output()).toBeGreaterThan(0);
    } finally {
      // The cut-off: the inner vitest's own group, as runGroup stops it past its time.
      await inner.stop();
    }
    expect(alive(sleeper)).toBe(true);
    expect((await readFile(groupsFile, "utf8")).split("\n")).toContain(String(sleeper));
    await stopListedGroups(groupsFile);
    const gone = Date.now() + PATIENCE_MS;
    while (alive(sleeper) && Date.now() < gone) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(sleeper)).toBe(false);
  });
});
