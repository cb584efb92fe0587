// Which files in content/ the build reads, and what it does with the rest. An entry that looks
// like content (a `.json` file, a folder) but sits where the build does not read is a problem:
// the site would build and deploy without it. An entry that cannot be content (a README, an
// image) or is parked on purpose (a name starting with a dot) is named in a warning. Litter
// that operating systems leave is skipped without a word. docs/content.md lists the rules.
import { readdir, realpath, stat } from "node:fs/promises";
import type { Dirent } from "node:fs";
import path from "node:path";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { closest } from "./closest-name.ts";
import { freeSlug, latinSlug } from "./suggest-slug.ts";
import { copiedFrom } from "./file-copies.ts";
import { isEditorScratchFile } from "./editor-files.ts";
import { isSystemLitter } from "./system-files.ts";
import { CONTENT_KINDS, fileKinds, folderKinds, type ContentKind } from "./kinds.ts";
import { isInside, linkEscape, skippedEntry, type ContentPlace } from "./link-escape.ts";

/** Skipped without a word: OS litter (system-files.ts), and an editor's scratch file beside an open file (a vim
 * swap file lives as long as the file is open, and a warning on every rebuild would be noise). */
const unremarkable = (name: string) => isSystemLitter(name) || isEditorScratchFile(name);

/** The files of content/ the build reads, by kind, and the entries it does not read, as problems or warnings. */
export interface ContentListing {
  /** `projects/<name>.json`, sorted; a folder so named is listed too (and reported when read). */
  projectFiles: string[];
  /** The same for every folder kind, by folder: `talks` → `talks/<name>.json`, sorted. */
  folderFiles: Record<string, string[]>;
  /** Entries that look like content the build would lose: each stops the build. */
  misplaced: ContentProblem[];
  /** Entries the build skips that cannot be content (or are parked with a dot): warnings. */
  ignored: ContentProblem[];
  /** Section folders that could not be listed (unreadable, or a link leading out): listed as empty, with a problem in `misplaced`. */
  unlisted: string[];
  /** The content folder is a file: its one problem is in `misplaced`, and nothing else is to be read. */
  rootIsFile: boolean;
}

/** What to do with one entry the build does not read: a problem, or only a warning. */
type Report = (relative: string, message: string, hint?: string) => void;

/** List the content folder. A missing folder lists as empty: the loader reports it. */
export async function listContentFiles(place: ContentPlace, kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<ContentListing> {
  const { root, label } = place;
  const topFiles = fileKinds(kinds).map((kind) => kind.place.file);
  const folders = folderKinds(kinds).map((kind) => kind.place.folder);
  const readable = [...topFiles, ...folders.map((folder) => `${folder}/*.json`)];
  const readList = `the build reads ${readable.slice(0, -1).join(", ")} and ${readable.at(-1)} only`;
  const misplaced: ContentProblem[] = [];
  const ignored: ContentProblem[] = [];
  const problem: Report = (relative, message, hint) => misplaced.push(contentProblem(`${label}/${relative}`, "", message, hint));
  const warn: Report = (relative, message, hint) => ignored.push(contentProblem(`${label}/${relative}`, "", message, hint));
  // Dot-named entries, warned about at the end unless a link the build reads leads into one: that
  // link is refused (link-escape.ts), and its one problem says what to do with the entry.
  const parked: string[] = [];
  const linkedInto = new Set<string>();
  const noteLink: NoteLink = async (relative) => {
    const skipped = skippedEntry(place.rootReal, await realpath(path.join(root, relative)).catch(() => ""));
    if (skipped !== undefined) linkedInto.add(skipped);
  };
  // A project is what an owner adds most; a stray JSON file is most likely one.
  const firstFolder = folders[0] ?? "projects";
  // A missing folder (or a file in its place) lists as empty: the loader names the files it lacks.
  // Any other failure (no permission) is a problem of its own, or the content would seem empty.
  let rootIsFile = false;
  const entries = await readdir(root, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    // The content folder itself a file: that is the one mistake, not a projects/ "in its place".
    if (error.code === "ENOTDIR") {
      rootIsFile = true;
      misplaced.push(contentProblem(label, "", "is a file, but must be the folder that holds the content", `move the file away; ${readList}, in a folder named ${label}/`));
    } else if (error.code !== "ENOENT") misplaced.push(contentProblem(label, "", cannotRead(error)));
    return [];
  });
  // The top-level files that are there, by stem: a copy of one is named as a copy.
  const present = new Set(topFiles.filter((file) => entries.some((entry) => entry.name === file)).map((file) => file.slice(0, -".json".length)));
  // Section folders not listed: a link leading out is that one problem (its entries are not
  // content: a link to /usr/share would be a problem per folder in it), and so is an unreadable one.
  const unlisted = new Set<string>();
  for (const entry of entries) {
    const name = entry.name;
    if (folders.includes(name) || topFiles.includes(name)) {
      if (!entry.isSymbolicLink()) continue;
      await noteLink(name);
      const escape = folders.includes(name) ? await linkEscape(place, name) : undefined;
      if (escape) {
        misplaced.push(escape);
        unlisted.add(name);
      }
      continue;
    }
    if (unremarkable(name)) continue;
    if (name.startsWith(".")) parked.push(entry.isDirectory() ? `${name}/` : name);
    else if (await isFolder(entry, root)) {
      const meant = closest(name, folders);
      // A link to a folder outside (`share` → /usr/share): its files are no content to move in.
      if (await leadsOut(place, entry, name)) problem(`${name}/`, "this folder is not read by the build, and is a symbolic link out of content/, through which nothing is read", meant ? `remove the link; ${meant}/ is read only as a folder inside content/` : "remove the link");
      else problem(`${name}/`, "this folder is not read by the build, so nothing in it would be published", meant ? `rename it to ${meant}/` : `${readList}; move its files there, or the folder out of content/; a new section's folder needs its kind in build/content/kinds.ts`);
    } else if (name.toLowerCase().endsWith(".json")) {
      // Stems, so the shared `.json` does not make `data.json` look like a slip of `site.json`.
      const stem = name.slice(0, -".json".length);
      const original = copiedFrom(stem, present);
      const meant = closest(stem, topFiles.map((file) => file.replace(/\.json$/, "")));
      if (original) problem(name, `looks like a copy of ${original}.json; only ${original}.json is read`, `delete it, or move what you need from it into ${original}.json`);
      else problem(name, "this file is not read by the build, so it would not be published", meant ? `rename it to ${meant}.json` : `${readList}; if it is a project, move it to ${firstFolder}/${latinSlug(stem) ?? "<slug>"}.json`);
    } else warn(name, "not read by the build", readList);
  }
  const folderFiles: Record<string, string[]> = {};
  for (const folder of folders) folderFiles[folder] = unlisted.has(folder) || rootIsFile ? [] : await listFolder(place, folder, problem, warn, parked, noteLink, () => unlisted.add(folder));
  for (const entry of parked) if (!linkedInto.has(entry.replace(/\/$/, ""))) warn(entry, "not read by the build", "names starting with a dot are skipped");
  return { projectFiles: folderFiles["projects"] ?? [], folderFiles, misplaced: sortBySource(misplaced), ignored: sortBySource(ignored), unlisted: [...unlisted], rootIsFile };
}

/** Note where a read entry that is a symbolic link leads (`relative` to the content folder). */
type NoteLink = (relative: string) => Promise<void>;

/** The JSON files of one folder kind, sorted; anything else there is reported, dot-named entries added to `parked`. */
async function listFolder(place: ContentPlace, folder: string, problem: Report, warn: Report, parked: string[], noteLink: NoteLink, unreadable: () => void): Promise<string[]> {
  const { root } = place;
  // A missing folder means no files, reported by the loader; a file in its place is named here,
  // and so is a folder that cannot be read, rather than reported as holding no files.
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOTDIR") problem(folder, "is a file, but must be a folder", `rename or remove the file, then create the folder ${folder}/ with one <slug>.json per item`);
    else if (error.code !== "ENOENT") {
      problem(folder, cannotRead(error));
      unreadable();
    }
    return [];
  });
  const files: string[] = [];
  const stems = new Set(entries.filter((entry) => entry.name.endsWith(".json")).map((entry) => entry.name.slice(0, -".json".length)));
  for (const entry of entries) {
    const name = entry.name;
    if (unremarkable(name)) continue;
    if (name.startsWith(".")) {
      parked.push(`${folder}/${name}`);
      continue;
    }
    // A folder is a folder whatever its name ends with (`x.json/`): reading it as a file would
    // say only "is not a regular file".
    const isDir = await isFolder(entry, path.join(root, folder));
    if (name.endsWith(".json") && !isDir) {
      files.push(`${folder}/${name}`);
      if (entry.isSymbolicLink()) await noteLink(`${folder}/${name}`);
    }
    else if (isDir) {
      if (await leadsOut(place, entry, `${folder}/${name}`)) problem(`${folder}/${name}/`, "folders inside a content folder are not read, and this one is a symbolic link out of content/, through which nothing is read", `remove the link; to publish files it leads to, copy them into ${folder}/, one <slug>.json each`);
      else problem(`${folder}/${name}/`, "folders inside a content folder are not read, so nothing in it would be published", `move its files up into ${folder}/, one <slug>.json each, or the folder out of content/`);
    } else if (name.toLowerCase().endsWith(".json")) {
      // A stem in another script keeps its name here: the extension is this problem, the name the next.
      const stem = name.slice(0, -".json".length);
      const slug = latinSlug(stem) ?? stem;
      // `Alpha.JSON` beside `alpha.json`: renaming it would overwrite the file that is read.
      const hint = stems.has(slug) ? `${slug}.json exists: delete this file if it is a copy, or rename it to ${freeSlug(slug, stems)}.json` : `rename it to ${slug}.json`;
      problem(`${folder}/${name}`, `the extension '${name.slice(-".json".length)}' is not read, only lowercase .json`, hint);
    } else warn(`${folder}/${name}`, "not read by the build", "only files ending in .json are read");
  }
  return files.sort();
}

/** Why a folder could not be listed (EACCES, ELOOP…), worded as an unreadable file is (read-json-file.ts). */
const cannotRead = (error: NodeJS.ErrnoException) => `cannot be read (${error.code ?? error.message})`;

/**
 * A folder, or a link to one: either would be read as a folder if it were in the right place,
 * so a link gets the folder's problem, not a warning that reads as "only .json files count".
 */
async function isFolder(entry: Dirent, dir: string): Promise<boolean> {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  return (await stat(path.join(dir, entry.name)).catch(() => undefined))?.isDirectory() ?? false;
}

function sortBySource(problems: ContentProblem[]): ContentProblem[] {
  return problems.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0));
}

/** True when `entry` (at `relative`) is a symbolic link whose target lies outside the content folder. */
async function leadsOut(place: ContentPlace, entry: Dirent, relative: string): Promise<boolean> {
  if (!entry.isSymbolicLink()) return false;
  const target = await realpath(path.join(place.root, relative)).catch(() => undefined);
  return target !== undefined && !isInside(place.rootReal, target);
}
