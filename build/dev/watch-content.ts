// The watcher of `npm run dev`: chokidar, not Node's recursive `fs.watch`, which on Linux
// stops reporting a file once an editor has replaced it by rename (an atomic save). chokidar
// watches each folder itself, follows new and renamed folders, and reports a file removed and
// re-added at once as changed (why chokidar: docs/deploy.md).
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
  const watcher = watch(dir, { ignored: isEditorScratchFile, atomic: true });
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
