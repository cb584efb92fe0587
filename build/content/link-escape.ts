// What the build reads is content/ minus every name starting with a dot (list-content-files.ts
// skips those, and npm run dev's watcher does not watch them). A symbolic link that leads out of
// that, out of content/ or into a dot-named entry, is refused: reading through it would publish a
// file the build otherwise skips, which the watcher would never see change. The problem names
// the link itself, the first on the file's way from content/ that leads out, so a linked folder
// is one problem, not one per file in it.
import { realpath, stat } from "node:fs/promises";
import path from "node:path";
import { isSystemLitter } from "./system-files.ts";
import { contentProblem, type ContentProblem } from "./content-problem.ts";

/** Where the content is: the folder as given, its real path, and how messages name it. */
export interface ContentPlace {
  root: string;
  rootReal: string;
  label: string;
}

/** True when the real path `target` lies inside `rootReal`. */
export function isInside(rootReal: string, target: string): boolean {
  return target.startsWith(rootReal + path.sep);
}

/** The skipped entry (dot-named, `.drafts`, `projects/.old.json`, or a system's litter, `__MACOSX`) the real path `target` inside `rootReal` lies in or is, or undefined. */
export function skippedEntry(rootReal: string, target: string): string | undefined {
  if (!isInside(rootReal, target)) return undefined;
  const parts = path.relative(rootReal, target).split(path.sep);
  const dot = parts.findIndex((part) => part.startsWith(".") || isSystemLitter(part));
  return dot === -1 ? undefined : parts.slice(0, dot + 1).join("/");
}

/**
 * The problem for `relative` (a path below the content folder, `/`-separated) when a link on its
 * way leads where the build does not read, or undefined. A link that leads nowhere is left to
 * the caller, which says so.
 */
export async function linkEscape(place: ContentPlace, relative: string): Promise<ContentProblem | undefined> {
  const parts = relative.split("/");
  for (let i = 1; i <= parts.length; i++) {
    const link = parts.slice(0, i).join("/");
    const target = await realpath(path.join(place.root, link)).catch(() => undefined);
    if (target === undefined) return undefined;
    // The names on the way are listed ones, never dot-named: the first that resolves out is a link.
    const outside = !isInside(place.rootReal, target);
    const skipped = skippedEntry(place.rootReal, target);
    if (!outside && skipped === undefined) continue;
    const folder = (await stat(target).catch(() => undefined))?.isDirectory() === true;
    const what = folder ? "the folder" : "the file";
    const source = `${place.label}/${link}`;
    if (outside) return contentProblem(source, "", "symbolic link points outside the content folder", `copy ${what} into content/ instead`);
    const reached = relativeOf(place, target);
    const slash = (isFolder: boolean) => (isFolder ? "/" : "");
    const named = path.basename(skipped ?? "").startsWith(".") ? "a name starting with a dot" : "a name the system leaves behind";
    const message = `symbolic link points ${skipped === reached ? "to" : "into"} ${place.label}/${skipped}${slash(folder || skipped !== reached)}, ${named}, which the build skips`;
    return contentProblem(source, "", message, `move ${what} ${place.label}/${reached}${slash(folder)} to ${source}, in place of the link`);
  }
  return undefined;
}

/** `target`, a real path inside the content folder, relative to it and `/`-separated. */
function relativeOf(place: ContentPlace, target: string): string {
  return path.relative(place.rootReal, target).split(path.sep).join("/");
}
