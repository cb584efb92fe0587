// The watcher of `npm run dev`: chokidar, not Node's recursive `fs.watch`, which on Linux
// stops reporting a file once an editor has replaced it by rename (an atomic save). chokidar
// watches each folder itself, follows new and renamed folders, and reports a file removed and
// re-added at once as changed (why chokidar: docs/deploy.md).
//
// It follows the build's own rules (build/content/list-content-files.ts), with two limits
// docs/deploy.md states (a dangling link is not reported; a folder the build refuses is still
// watched until removed): names starting with a dot are skipped, and a symbolic
// link is watched as an entry of its folder (added, removed, re-pointed) but never followed. The
// build refuses a link that leaves content/, and a link to a large tree (/usr/share) once cost
// 33,680 inotify watches and 17 s rebuilds; a link inside content/ points at files watched in place
// (the build refuses one into a dot-named entry, which is not watched: link-escape.ts). A
// top-level folder swapped for a link and back is the one case chokidar gets wrong (below).
//
// content/ itself may be a link (an owner who keeps the content elsewhere), which the build
// follows: the watcher watches the folder it names (its real path, resolved once at start),
// and reports every path under content/ as the build names it.
import { realpathSync } from "node:fs";
import { readdir, realpath } from "node:fs/promises";
import path from "node:path";
import { watch, type FSWatcher } from "chokidar";
import { isEditorScratchFile } from "../content/editor-files.ts";
import { isSystemLitter } from "../content/system-files.ts";

/** A running watch of content/, stopped by `close`. */
export interface ContentWatch {
  close(): Promise<void>;
}

/** What watchContent() calls as the watcher scans, reports and fails. */
export interface WatchHandlers {
  /** A path found by the first scan, before `watchContent` resolves; relative to the working directory, as every path here. */
  found(path: string, folder: boolean): void;
  /** Something happened at `path` (a file or folder added, changed or removed). */
  touched(path: string): void;
  /** The watcher failed; it keeps watching what it still can. */
  failed(error: Error): void;
}

/** Watch `dir` and everything below it; resolves once the first scan is done. */
export async function watchContent(dir: string, on: WatchHandlers): Promise<ContentWatch> {
  // With `followSymlinks: false` a root that is a link would be watched as the link alone
  // (2 watches, no edit ever seen); links below it are still never followed.
  const root = await realpath(dir).catch(() => path.resolve(dir));
  const shown = path.resolve(dir);
  /** A path below the root, as the build names it: under `dir` as given, from the working directory. */
  const shownAt = (relative: string) => path.relative(process.cwd(), path.join(shown, relative));
  let closed = false;
  // What each top-level entry was (a folder, a link, a file) when the watcher last scanned.
  let kinds = await topLevelKinds(root);
  let pending = Promise.resolve();
  let watcher: FSWatcher | undefined;
  // Every path the watchers have reported and not seen removed, relative to the root.
  const known = new Set<string>();
  /** Run `step` after the steps before it; a failure is the watcher's, and the next step still runs. */
  const then = (step: () => Promise<void>) => {
    pending = pending.then(step).catch((error: unknown) => on.failed(asError(error)));
  };
  // chokidar takes a link put in place of a folder it watched within its `atomic` hold (`mv
  // projects away; ln -s /usr/share projects`) for that folder, and followed it: up to 15,549
  // watches, some kept after the folder came back. Nothing below such a link is watched
  // (isBelowLinkOut); when the folder comes back in place of the link, the watcher is made anew,
  // so the folder is watched as a folder. topLevelChanges gives the top-level names that changed
  // since it last looked, and when it made the watcher anew, the paths the old one knew below them.
  const topLevelChanges = async (): Promise<string[]> => {
    const now = await topLevelKinds(root);
    const changed = [...new Set([...kinds.keys(), ...now.keys()])].filter((name) => kinds.get(name) !== now.get(name));
    const before = kinds;
    kinds = now;
    // Only a folder that was not one (a link given back its folder, perhaps seen absent between
    // the two) needs a new watcher: chokidar may keep watching its place as the link. Other
    // changes are chokidar's own, and only told here.
    if (closed || !changed.some((name) => before.get(name) !== "folder" && now.get(name) === "folder")) return changed;
    // What the watcher knew below the changed entries: gone or replaced, so told as touched
    // (the watcher being closed would not report their removal).
    const below = [...known].filter((relative) => changed.includes(relative.split(path.sep)[0] ?? "") && relative.includes(path.sep));
    for (const relative of below) known.delete(relative);
    // Bounded: a watcher confused by the swap must not hold up every change after it.
    await Promise.race([watcher?.close(), new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS))]);
    // Not awaited: a scan that never ends must not hold up the changes after it.
    if (!closed) watcher = start(false, new Set(changed)).watcher;
    return [...changed, ...below];
  };
  const start = (first: boolean, fresh: ReadonlySet<string> = new Set()): { watcher: FSWatcher; ready: Promise<void> } => {
    const made = watch(root, { ignored: (at: string) => isSkipped(root, at) || isBelowLinkOut(root, at), atomic: true, followSymlinks: false });
    let scanned = false;
    made.on("all", (event, reported) => {
      // chokidar 5 sometimes reports a removed folder by its absolute path: one spelling for all,
      // under `dir` as given (content/...), not the folder it links to.
      const relative = path.relative(root, path.resolve(root, reported));
      const at = shownAt(relative);
      if (event === "unlink" || event === "unlinkDir") known.delete(relative);
      else known.add(relative);
      if (!scanned) {
        // A first scan's entries are what there is; a later watcher's, only what is in an entry
        // that changed (a folder renamed into place: its files are new there).
        if (first && (event === "add" || event === "addDir")) on.found(at, event === "addDir");
        else if (fresh.has(relative.split(path.sep)[0] ?? "")) on.touched(at);
        return;
      }
      // In order, each after the restart an earlier one caused. Nothing through a link out is
      // reported (isBelowLinkOut), so a watcher being replaced reports only real changes.
      then(async () => {
        // What else changed at the top is told too, with what the new watcher found in it. Looked
        // at for every event, not only a top-level one: a link given back its folder may be
        // reported only by the files that reappear in it, and the next poll may come after the
        // folder is a link again, which it would then take for no change at all.
        const others = (await topLevelChanges()).map(shownAt).filter((other) => other !== at);
        for (const changed of [at, ...others]) on.touched(changed);
      });
    });
    // Without a listener an "error" event would end the process.
    made.on("error", (error) => on.failed(asError(error)));
    const ready = new Promise<void>((resolve) => made.once("ready", resolve)).then(() => {
      scanned = true;
    });
    return { watcher: made, ready };
  };
  const first = start(true);
  watcher = first.watcher;
  await first.ready;
  // chokidar sometimes reports nothing at all when the link is swapped back for the folder
  // within its hold, so the top level is also looked at every second (one readdir).
  const poll = setInterval(() => {
    then(async () => {
      for (const name of await topLevelChanges()) on.touched(shownAt(name));
    });
  }, TOP_LEVEL_POLL_MS);
  poll.unref();
  return {
    close: async () => {
      closed = true;
      clearInterval(poll);
      await pending;
      await watcher?.close();
    },
  };
}

type EntryKind = "folder" | "link" | "file";

const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

/** How often the top level is looked at for an entry that changed what it is. */
const TOP_LEVEL_POLL_MS = 1000;
/** How long a watcher being replaced may take to close before the new one starts anyway. */
const CLOSE_WAIT_MS = 2000;

/** What each entry of `root` is, by name; an unreadable root has none. */
async function topLevelKinds(root: string): Promise<Map<string, EntryKind>> {
  const entries = (await readdir(root, { withFileTypes: true }).catch(() => [])).filter((entry) => !isSkipped(root, path.join(root, entry.name)));
  return new Map(entries.map((entry) => [entry.name, entry.isSymbolicLink() ? "link" : entry.isDirectory() ? "folder" : "file"]));
}

/** An editor's scratch file, or anything below `root` whose path has a dot-named part or a system's litter (system-files.ts): the build reads none. */
function isSkipped(root: string, at: string): boolean {
  if (isEditorScratchFile(at)) return true;
  const relative = path.relative(path.resolve(root), path.resolve(at));
  return relative !== "" && relative.split(path.sep).some((part) => part.startsWith(".") || isSystemLitter(part));
}

/**
 * True for a path below a top-level entry of `root` that leads out of it (`projects` replaced by
 * a link to /usr/share): whatever chokidar makes of the replaced entry, nothing through the link
 * is watched. The entry itself is, so its change rebuilds and the build names the link.
 */
function isBelowLinkOut(root: string, at: string): boolean {
  const [top, ...below] = path.relative(root, path.resolve(root, at)).split(path.sep);
  if (!top || below.length === 0) return false;
  try {
    const real = realpathSync(path.join(root, top));
    return real !== root && !real.startsWith(root + path.sep);
  } catch {
    return false;
  }
}
