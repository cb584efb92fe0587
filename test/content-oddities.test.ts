// Content the file system makes odd, each named for what it is: the content folder that is a
// file, a link that loops back to itself, and a file whose name is no UTF-8 (listed, but not
// found by the name the listing gives). Each was once blamed on something else: projects/ "in
// its place", a link to "a file that does not exist", a "missing" file.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, rm, symlink, writeFile, copyFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { formatProblem } from "../build/report-problems.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function workDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "content-oddities-"));
  dirs.push(dir);
  return dir;
}

async function problemsIn(dir: string): Promise<string[]> {
  const loaded = await loadContent(dir, { label: "content" });
  return loaded.ok ? [] : loaded.problems.map(formatProblem);
}

describe("content the file system makes odd", () => {
  it("names a content folder that is a file as the mistake, not a projects/ in its place", async () => {
    const content = path.join(await workDir(), "content");
    await writeFile(content, "{}");
    const problems = await problemsIn(content);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content: is a file, but must be the folder that holds the content \(move the file away; /);
  });

  it("calls a link that leads back to itself a loop, not a link to a missing file", async () => {
    const content = await workDir();
    await cp("test/fixtures/content/valid", content, { recursive: true });
    await symlink("gamma.json", path.join(content, "projects", "gamma.json"));
    expect(await problemsIn(content)).toContain("content/projects/gamma.json: symbolic link leads back to itself (a loop of links), so it names no file (replace the link with the file itself)");
  });

  it("says a file name that is no UTF-8 cannot be opened by name, not that the file is missing", async () => {
    const content = await workDir();
    await cp("test/fixtures/content/valid", content, { recursive: true });
    const badName = Buffer.concat([Buffer.from(path.join(content, "projects", "bad")), Buffer.from([0xff]), Buffer.from("name.json")]);
    await copyFile(path.join(content, "projects", "alpha.json"), badName);
    const problems = await problemsIn(content);
    expect(problems).toContain("content/projects/bad\uFFFDname.json: the file name is not valid UTF-8 text, so the build cannot open it by name (rename the file (a project's file name is its slug: a–z, digits and hyphens))");
    expect(problems.join("\n")).not.toContain("file is missing");
  });
});
