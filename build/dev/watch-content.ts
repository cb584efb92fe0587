// The watcher of `npm run dev`: chokidar, not Node's recursive `fs.watch`, which on Linux
// stops reporting a file once an editor has replaced it by rename (an atomic save). chokidar
// watches each folder itself, follows new and renamed folders, and reports a file removed and
// re-added at once as changed (why chokidar: docs/deploy.md).
//
// It watches only what the build can read, by the build's own rules
// (build/content/list-content-files.ts): names starting with a dot are skipped, and a symbolic
// link is watched as an entry of its folder (added, removed, re-pointed) but never followed. The
// build refuses a link that leaves content/, and a link to a large tree (/usr/share) once cost
// 33,680 inotify watches and 17 s rebuilds; a link inside content/ points at files watched in place.
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
  const watcher = watch(dir, { ignored: (at: string) => isSkipped(dir, at), atomic: true, followSymlinks: false });
  watcher.on("all", (event, reported) => {
    // chokidar 5 sometimes reports a removed folder by its absolute path: one spelling for all.
    const at = path.relative(process.cwd(), path.resolve(reported));
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
