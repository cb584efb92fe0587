// Write a complete site into a fresh folder beside dist/ and swap it in only when every file
// is written, so a failed build never leaves a half-written dist/.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Files to write: path relative to the output folder → bytes. */
export type SiteFiles = Map<string, string | Uint8Array>;

/** Resolve `relative` inside `outDir`, refusing any path that would land outside it. */
export function ensureWithinOutDir(outDir: string, relative: string): string {
  const root = path.resolve(outDir);
  const target = path.resolve(root, relative);
  if (path.isAbsolute(relative) || !target.startsWith(root + path.sep)) {
    throw new Error(`Refusing to write '${relative}': it is outside ${outDir}.`);
  }
  return target;
}

/** Write `files` as the whole content of `outDir`, atomically replacing what was there. */
export async function writeSite(outDir: string, files: SiteFiles): Promise<void> {
  const final = path.resolve(outDir);
  const staging = `${final}.tmp-${process.pid}-${Date.now()}`;
  const previous = `${final}.old-${process.pid}-${Date.now()}`;
  try {
    for (const [relative, bytes] of files) {
      const target = ensureWithinOutDir(staging, relative);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, bytes);
    }
    const hadPrevious = await rename(final, previous).then(() => true, () => false);
    await rename(staging, final);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Write one file atomically (write a sibling, then rename over). */
export async function writeFileAtomic(file: string, bytes: string | Uint8Array): Promise<void> {
  const staging = `${file}.tmp-${process.pid}`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(staging, bytes);
  await rename(staging, file);
}
