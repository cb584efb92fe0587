// Broken content sets: the valid fixture with one case's files laid over it (and some removed),
// in a fresh temporary folder, plus a byte-level snapshot of a folder to prove it unchanged.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../../build/content/load-content.ts";
import { formatProblem } from "../../build/report-problems.ts";

const FIXTURES = path.resolve("test/fixtures/content");

/** A temporary work folder; `content/` inside it is a copy of the valid fixture. */
export async function makeWorkDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-content-"));
  await cp(path.join(FIXTURES, "valid"), path.join(dir, "content"), { recursive: true });
  return dir;
}

/** Lay `broken/<name>` over `content/` and delete `remove` (paths inside content/). */
export async function applyCase(workDir: string, name: string | undefined, remove: string[] = []): Promise<string> {
  const content = path.join(workDir, "content");
  if (name) await cp(path.join(FIXTURES, "broken", name), content, { recursive: true });
  for (const file of remove) await rm(path.join(content, file), { recursive: true, force: true });
  return content;
}

/** Every file below `dir` with a hash of its bytes, sorted: equal snapshots mean equal trees. */
export async function snapshotTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const lines = await Promise.all(
    files.map(async (file) => `${path.relative(dir, file)} ${createHash("sha256").update(await readFile(file)).digest("hex")}`),
  );
  return lines.sort();
}

/**
 * The lines `npm run check` prints for the valid fixture once `edit` has changed its `content/`
 * (a fresh copy, removed afterwards): each test states only its mistake.
 */
export async function checkLinesAfter(edit: (content: string) => Promise<void>): Promise<string[]> {
  const work = await makeWorkDir();
  try {
    const content = path.join(work, "content");
    await edit(content);
    const result = await loadContent(content, { label: "content" });
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The lines `npm run check` prints about `content/projects/alpha.json` when it holds `text`. */
export async function alphaLinesFor(text: string): Promise<string[]> {
  const lines = await checkLinesAfter((content) => writeFile(path.join(content, "projects", "alpha.json"), text));
  return lines.filter((line) => line.startsWith("content/projects/alpha.json"));
}
