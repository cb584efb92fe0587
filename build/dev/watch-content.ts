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
// (the build refuses one into a dot-named entry, which is not watched: link-escape.ts).
//
// content/ itself may be a link (an owner who keeps the content elsewhere), which the build
// follows: the watcher watches the folder it names (its real path, resolved once at start),
// and reports every path under content/ as the build names it.
import { realpath } from "node:fs/promises";
import path from "node:path";
import { watch } from "chokidar";
import { isEditorScratchFile } from "../content/editor-files.ts";

export interface ContentWatch {
  close(): Promise<void>;
}

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
  let ready = false;
  // With `followSymlinks: false` a root that is a link would be watched as the link alone
  // (2 watches, no edit ever seen); links below it are still never followed.
  const root = await realpath(dir).catch(() => path.resolve(dir));
  const shown = path.resolve(dir);
  const watcher = watch(root, { ignored: (at: string) => isSkipped(root, at), atomic: true, followSymlinks: false });
  watcher.on("all", (event, reported) => {
    // chokidar 5 sometimes reports a removed folder by its absolute path: one spelling for all,
    // under `dir` as given (content/...), not the folder it links to.
    const at = path.relative(process.cwd(), path.join(shown, path.relative(root, path.resolve(root, reported))));
    if (ready) on.touched(at);
    else if (event === "add" || event === "addDir") on.found(at, event === "addDir");
  });
  // Without a listener an "error" event would end the process.
  watcher.on("error", (error) => on.failed(error instanceof Error ? error : new Error(String(error))));
  await new Promise<void>((resolve) => watcher.once("ready", resolve));
  ready = true;
  return { close: () => watcher.close() };
}

/** An editor's scratch file, or anything below `root` whose path has a dot-named part: the build reads neither. */
export function isSkipped(root: string, at: string): boolean {
  if (isEditorScratchFile(at)) return true;
  const relative = path.relative(path.resolve(root), path.resolve(at));
  return relative !== "" && relative.split(path.sep).some((part) => part.startsWith("."));
}
