// CI runs the owners' suites over the files that read content/ (.ci/owner-swap.sh: every test
// file that imports test/support/owner.ts); the rest run on their own fixtures and answer the
// same whoever the owner is. A file that reads content/ without that import would never meet
// another owner in CI, so this scan looks for the ways a test reaches the owner's folder: a
// path from the repository root that starts at content/, a copy of the whole repository, or a
// build command run in the repository itself (no cwd of its own).
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const TEST_DIR = "test";
const OWNER_IMPORT = /from "\.\/support\/owner\.ts"/;
const READS_OWNER_CONTENT: ReadonlyArray<[string, RegExp]> = [
  ["a root-relative path into content/", /\b(?:readdir|readFile|stat|cp|loadContent|contentIndex|contentFiles|renderNewProject|path\.resolve|path\.join)\(\s*["'`]content(?:\/[^"'`]*)?["'`]/],
  ["the owner's site by name", /useSite\(\{\s*content:\s*["'`]content["'`]/],
  ["a copy of the repository", /\bcopyRepository\(/],
  ["a build command in the repository itself", /spawnGroup\((?![^\n]*\bcwd\b)[^\n]*["'`]build\/(?:start|build|dev|check|new-project)\.ts["'`]/],
];

async function testFiles(): Promise<string[]> {
  // This file's own samples below are not reads.
  const self = path.basename(fileURLToPath(import.meta.url));
  return (await readdir(TEST_DIR)).filter((file) => file.endsWith(".test.ts") && file !== self).sort();
}

describe("the tests that read the owner's content", () => {
  it("import OWNER_CONTENT, so CI's owner runs run them", async () => {
    const unmarked: string[] = [];
    const marked: string[] = [];
    for (const file of await testFiles()) {
      const text = await readFile(path.join(TEST_DIR, file), "utf8");
      const imports = OWNER_IMPORT.test(text);
      if (imports) marked.push(file);
      const reasons = READS_OWNER_CONTENT.filter(([, pattern]) => pattern.test(text)).map(([reason]) => reason);
      if (reasons.length > 0 && !imports) unmarked.push(`${file}: ${reasons.join(", ")}`);
    }
    expect(unmarked).toEqual([]);
    // The owners' runs need something to run: the owner's own checks at least.
    expect(marked).toContain("owner-content.test.ts");
  });

  it.each(READS_OWNER_CONTENT)("the scan recognises %s", (reason, pattern) => {
    const samples: Record<string, string> = {
      "a root-relative path into content/": 'const files = await readdir("content/projects");',
      "the owner's site by name": 'const site = useSite({ content: "content" });',
      "a copy of the repository": "await copyRepository(process.cwd(), scratch);",
      "a build command in the repository itself": 'const child = spawnGroup(TSX, ["build/start.ts"], { env });',
    };
    expect(pattern.test(samples[reason]!)).toBe(true);
    // A fixture's own folder, or a command run in a scratch copy, is not the owner's.
    expect(pattern.test('path.join(work, "content")')).toBe(false);
    expect(pattern.test('spawnGroup(TSX, ["build/start.ts"], { cwd: work })')).toBe(false);
  });
});
