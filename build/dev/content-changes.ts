// What changed under content/ since the last rebuild began. Watcher events alone are not the
// truth: an atomic save reports the target removed and added (or only renamed), a temporary
// file may be reported added after it is already gone, and a removal arrives late (the
// watcher holds it back to see whether the file is re-added). So events only mark a path as
// touched; what it became is read from the disk when the burst has settled, and compared
// with what was there at the previous rebuild. chokidar 5 also misses a folder's own removal
// now and then when it is renamed away (its files are reported): a path found gone has its
// known folders above it read as well.
import { lstat } from "node:fs/promises";
import path from "node:path";

/** How a path differs from the last rebuild. */
export type ChangeKind = "added" | "changed" | "removed";

/** One path that differs from the last rebuild; a folder's path ends in a separator (`/`). */
export interface ContentChange {
  path: string;
  kind: ChangeKind;
  folder: boolean;
}

/** Paths that existed at the last rebuild, each true when it is a folder. */
type Known = Map<string, boolean>;

/** What the watcher reported since the last rebuild, read back from the disk when a rebuild begins. */
export interface ChangeLedger {
  /** A path seen by the watcher's first scan: it exists at the first build. */
  know(path: string, folder: boolean): void;
  /** The watcher reported something at `path`. */
  touch(path: string): void;
  /** Read every touched path from the disk and return how each differs from the last rebuild. */
  settle(): Promise<ContentChange[]>;
}

/** An empty ledger: `know` the first scan, then `touch` and `settle` for every rebuild. */
export function createChangeLedger(): ChangeLedger {
  const known: Known = new Map();
  let touched = new Set<string>();
  return {
    know: (at, folder) => void known.set(at, folder),
    touch: (at) => void touched.add(at),
    async settle() {
      const reported = [...touched];
      touched = new Set();
      const states = new Map(await Promise.all(reported.map(async (at) => [at, await readKind(at)] as const)));
      for (const [at, state] of [...states]) if (state === undefined) await readGoneFolders(at, known, states);
      const paths = [...states.keys()].sort();
      const now = paths.map((at) => states.get(at));
      // Compare every path before remembering any: a removed folder forgets what it held.
      const changes = paths.flatMap((at, i) => compare(at, known.get(at), now[i]) ?? []);
      paths.forEach((at, i) => record(known, at, now[i]));
      return changes;
    },
  };
}

/** Mark the known folders above `gone` that are gone too, up to the first that is still there. */
async function readGoneFolders(gone: string, known: Known, states: Map<string, boolean | undefined>): Promise<void> {
  for (let folder = path.dirname(gone); known.get(folder) === true && !states.has(folder); folder = path.dirname(folder)) {
    if ((await readKind(folder)) !== undefined) return;
    states.set(folder, undefined);
  }
}

/** What is at `at` now: a folder (true), anything else (false), or nothing. */
async function readKind(at: string): Promise<boolean | undefined> {
  const stats = await lstat(at).catch(() => undefined);
  return stats?.isDirectory();
}

function compare(at: string, before: boolean | undefined, after: boolean | undefined): ContentChange | undefined {
  if (before === undefined && after === undefined) return undefined;
  const kind: ChangeKind = before === undefined ? "added" : after === undefined ? "removed" : "changed";
  const folder = (after ?? before) === true;
  return { path: folder ? `${at}${path.sep}` : at, kind, folder };
}

/** Remember `at` as it is now; a folder that is gone takes what was inside it along. */
function record(known: Known, at: string, now: boolean | undefined): void {
  if (now !== undefined) {
    known.set(at, now);
    return;
  }
  known.delete(at);
  for (const inside of known.keys()) if (inside.startsWith(`${at}${path.sep}`)) known.delete(inside);
}
