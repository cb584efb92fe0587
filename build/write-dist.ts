// Write a complete build into temporary places beside its outputs (a fresh folder beside dist/,
// a sibling of each single file) and move them into place only when every byte is written, so
// a failed build never leaves a half-written dist/, nor a dist/ that disagrees with the index
// module and the function entries written beside it.
import { lstat, mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import { readFileSync, renameSync } from "node:fs";
import path from "node:path";
import { mapLimit } from "./content/map-limit.ts";
import { processStat } from "./process-stat.ts";

/** Files written at once: well below any usual open-file limit (the bench builds at 256). */
const WRITE_CONCURRENCY = 32;

/** Files to write: path relative to the output folder → bytes. */
export type SiteFiles = Map<string, string | Uint8Array>;

/** Single files written with a site: path (absolute, or relative to the working directory) → bytes. */
export type LooseFiles = ReadonlyMap<string, string | Uint8Array>;

/** Why nothing was written: the output (absolute path) whose writing failed, and the error. */
export interface WriteFailure {
  output: string;
  error: NodeJS.ErrnoException;
}

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
  const failure = await writeOutputs(outDir, files);
  if (failure) throw failure.error;
}

/** One output on its way: where it goes, where it is written first, where the old one waits. */
interface Step {
  final: string;
  staging: string;
  previous: string;
  /** The old output has been moved aside to `previous` (false: there was none). */
  hadPrevious?: boolean;
  /** The new output has been moved in from `staging`. */
  movedIn?: boolean;
}

/**
 * Told of an earlier output set aside, or a killed build's copy, that could not be removed (a
 * dist/ another user made): it stays beside the outputs, and the owner should hear of it.
 */
export type Stuck = (leftover: string, error: NodeJS.ErrnoException) => void;

/**
 * Made ready while the new site waits in `staging` (its every file written), then run in the
 * same synchronous step as the swap: what serves the site from this process (npm run dev) starts
 * answering from the new build at the very moment its files are in place, never a moment after.
 */
export type BeforeSwap = (staging: string) => Promise<() => void>;

/**
 * Write `site` as the whole content of `outDir` and each of `files`, or nothing at all: every
 * output is written to its temporary place first, and only then are they all moved into place.
 * An I/O error on the way leaves every previous output as it was and is returned, not thrown.
 */
export async function writeOutputs(outDir: string, site: SiteFiles, files: LooseFiles = new Map(), beforeSwap?: BeforeSwap, stuck: Stuck = () => undefined): Promise<WriteFailure | undefined> {
  const stamp = `${process.pid}-${Date.now()}`;
  const stepOf = (final: string): Step => ({ final, staging: `${final}.tmp-${stamp}`, previous: `${final}.old-${stamp}` });
  const folder = stepOf(path.resolve(outDir));
  const singles = [...files].map(([file, bytes]) => ({ step: stepOf(path.resolve(file)), bytes }));
  // dist/ goes first: moving a folder is the step most likely to fail (dist/ a mount point, or
  // on Windows open in another program), and failing first leaves nothing to undo. The single files follow. If
  // any step fails, the ones done are undone in reverse, so the site and the function's files
  // never disagree; and the whole swap is synchronous, so no turn of the event loop sees it half done.
  const steps = [folder, ...singles.map(({ step }) => step)];
  await Promise.all(steps.map((step) => removeLeftovers(step.final, stuck)));
  let writing = folder.final;
  try {
    await stageSite(folder.staging, site);
    for (const { step, bytes } of singles) {
      writing = step.final;
      await stageFile(step, bytes);
    }
    const swapped = await beforeSwap?.(folder.staging);
    swapAll(steps, (step) => (writing = step.final));
    swapped?.();
  } catch (error) {
    // An I/O error is the owner's to fix, and reported; anything else is a bug, and thrown.
    if (!isIoError(error)) throw error;
    return { output: writing, error };
  } finally {
    // Best effort: what is left behind is litter beside the outputs, never a wrong output.
    await Promise.all(steps.map((step) => rm(step.staging, { recursive: true, force: true }).catch(() => undefined)));
  }
  await Promise.all(steps.filter((step) => step.hadPrevious).map((step) => rm(step.previous, { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => stuck(step.previous, error))));
  return undefined;
}

/** Write every file of the site into `staging`, a fresh folder. */
async function stageSite(staging: string, files: SiteFiles): Promise<void> {
  const targets = [...files].map(([relative, bytes]) => [ensureWithinOutDir(staging, relative), bytes] as const);
  // Each folder once, parents first; then the files, a bounded number at a time: a catalog
  // of 10,000 projects is some 30,000 files, and one at a time most of the build is waiting.
  await makeFolders([...new Set([staging, ...targets.map(([target]) => path.dirname(target))])]);
  await mapLimit(targets, WRITE_CONCURRENCY, ([target, bytes]) => writeFile(target, bytes));
}

/** Write one single file beside its final place; a folder in that place is refused now, not at the swap. */
async function stageFile(step: Step, bytes: string | Uint8Array): Promise<void> {
  // Moving a folder aside would "replace" it with the file, and the clean-up would then delete it.
  if ((await lstat(step.final).catch(() => undefined))?.isDirectory()) {
    throw Object.assign(new Error(`EISDIR: illegal operation on a directory, '${step.final}'`), { code: "EISDIR", syscall: "rename", path: step.final });
  }
  await mkdir(path.dirname(step.final), { recursive: true });
  await writeFile(step.staging, bytes);
}

/**
 * Move each step's old output aside and its new one in, in order; on a failure undo the steps
 * done, newest first, and throw. Synchronous throughout: the preview that `npm run dev` serves
 * from the site folder runs in this process, and a request it answered between two awaited
 * renames found no folder at all (an empty 404 for a file that was there before and after).
 * Renames take microseconds. `starting` learns each step before it runs, for the report.
 */
function swapAll(steps: readonly Step[], starting: (step: Step) => void): void {
  const begun: Step[] = [];
  try {
    for (const step of steps) {
      starting(step);
      begun.push(step);
      step.hadPrevious = moveAside(step.final, step.previous);
      renameSync(step.staging, step.final);
      step.movedIn = true;
    }
  } catch (error) {
    // Undoing renames back what was just renamed, which the file system all but never refuses;
    // if it does, the other steps are still undone, and the first error is the one reported.
    for (const step of begun.reverse()) {
      try {
        if (step.movedIn) renameSync(step.final, step.staging);
        if (step.hadPrevious) renameSync(step.previous, step.final);
        step.hadPrevious = false;
      } catch {
        // Go on with the others: each one undone is one output as it was.
      }
    }
    throw error;
  }
}

/** `dist.tmp-<pid>-<ms>`, `portfolio-data.js.old-<pid>-<ms>`: a step's places, and the build that made them. */
const LEFTOVER = /^(.+)\.(?:tmp|old)-(\d+)-(\d+)$/;

/**
 * Remove what a build that was killed (Ctrl-C, a CI timeout) left beside `final`: its staging
 * copy and the previous output it had set aside. A build still running (its process alive, two
 * builds at once) keeps its own; nothing else is touched. A pid is reused (a container gives
 * every build the same one), so a leftover stamped before its process started is another's.
 */
async function removeLeftovers(final: string, stuck: Stuck): Promise<void> {
  const names = await readdir(path.dirname(final)).catch(() => [] as string[]);
  const dead = names.filter((name) => {
    const match = LEFTOVER.exec(name);
    return match?.[1] === path.basename(final) && !isRunningSince(Number(match[2]), Number(match[3]));
  });
  await Promise.all(dead.map((name) => rm(path.join(path.dirname(final), name), { recursive: true, force: true }).catch((error: NodeJS.ErrnoException) => stuck(path.join(path.dirname(final), name), error))));
}

/**
 * True when the process `pid` runs and started before `stamp` (ms since 1970), so the leftover
 * may be its own (signal 0 tests without sending anything; EPERM: it runs as another user). Its
 * start is known for this process, and for others where Linux's /proc says; elsewhere a running
 * pid keeps what it names.
 */
function isRunningSince(pid: number, stamp: number): boolean {
  // A second's slack: /proc counts in hundredths of a second from a boot time in whole seconds.
  if (pid === process.pid) return stamp >= performance.timeOrigin - 1000;
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  const started = startOf(pid);
  return started === undefined || stamp >= started - 1000;
}

/** When process `pid` started, in ms since 1970, from /proc (Linux); undefined where it cannot be read. */
function startOf(pid: number): number | undefined {
  // starttime, in clock ticks since boot: USER_HZ, 100 on every Linux this runs on.
  const ticks = Number(processStat(pid)?.[19]);
  if (!Number.isFinite(ticks)) return undefined;
  try {
    const boot = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    return Number.isFinite(boot) ? boot * 1000 + ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** Move `final` to `previous`: true when moved, false when there was nothing there. */
function moveAside(final: string, previous: string): boolean {
  try {
    renameSync(final, previous);
    return true;
  } catch (error) {
    // Only a missing output means "none yet"; any other failure stops the swap here.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
}

/** A system call's failure (a full disk, a read-only folder): not a bug in the build. */
const isIoError = (error: unknown): error is NodeJS.ErrnoException => error instanceof Error && "syscall" in error && typeof (error as NodeJS.ErrnoException).code === "string";

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
