// Write a complete site into a fresh folder beside dist/ and swap it in only when every file
// is written, so a failed build never leaves a half-written dist/.
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { renameSync } from "node:fs";
import path from "node:path";
import { mapLimit } from "./content/map-limit.ts";

/** Files written at once: well below any usual open-file limit (the bench builds at 256). */
const WRITE_CONCURRENCY = 32;

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
    const targets = [...files].map(([relative, bytes]) => [ensureWithinOutDir(staging, relative), bytes] as const);
    // Each folder once, parents first; then the files, a bounded number at a time: a catalog
    // of 10,000 projects is some 30,000 files, and one at a time most of the build is waiting.
    await makeFolders([...new Set(targets.map(([target]) => path.dirname(target)))]);
    await mapLimit(targets, WRITE_CONCURRENCY, ([target, bytes]) => writeFile(target, bytes));
    // The two renames run back to back, with no turn of the event loop between them: the
    // preview that `npm run dev` serves from this folder runs in this process, and a request it
    // answered between two awaited renames found no folder at all (an empty 404 for a file that
    // was there before the swap and after it). Two renames of a folder take microseconds.
    const hadPrevious = swapIn(staging, final, previous);
    if (hadPrevious) await rm(previous, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Move `final` (if any) aside to `previous` and `staging` to `final`; true when there was a `final`. */
function swapIn(staging: string, final: string, previous: string): boolean {
  let hadPrevious = true;
  try {
    renameSync(final, previous);
  } catch {
    hadPrevious = false;
  }
  renameSync(staging, final);
  return hadPrevious;
}

/**
 * Create every folder, parents before children: the folders of one depth at a time, a
 * bounded number at once (10,000 project folders one after another take seconds).
 */
async function makeFolders(folders: readonly string[]): Promise<void> {
  const all = new Set<string>();
  for (const folder of folders) {
    for (let at = folder; !all.has(at) && path.dirname(at) !== at; at = path.dirname(at)) all.add(at);
  }
  const byDepth = new Map<number, string[]>();
  for (const folder of all) {
    const depth = depthOf(folder);
    const list = byDepth.get(depth);
    if (list) list.push(folder);
    else byDepth.set(depth, [folder]);
  }
  for (const depth of [...byDepth.keys()].sort((a, b) => a - b)) {
    await mapLimit(byDepth.get(depth)!, WRITE_CONCURRENCY, (folder) =>
      mkdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "EEXIST") throw error;
      }),
    );
  }
}

const depthOf = (folder: string) => folder.split(path.sep).length;

/** Write one file atomically (write a sibling, then rename over). */
export async function writeFileAtomic(file: string, bytes: string | Uint8Array): Promise<void> {
  const staging = `${file}.tmp-${process.pid}`;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(staging, bytes);
  await rename(staging, file);
}
