// Which files in content/ the build reads, and which it skips: a skipped file is named in a
// warning, so `case-studies/`, `Foo.JSON` or `.draft.json` never vanish silently.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { CONTENT_KINDS, fileKinds, folderKinds, type ContentKind } from "./kinds.ts";

/** The files at the top of content/ the build reads, besides the folders. */
export const TOP_LEVEL_FILES = fileKinds().map((kind) => kind.place.file);

/** Litter operating systems leave in folders; not worth a warning. */
const SYSTEM_FILES = new Set([".DS_Store", "Thumbs.db", "desktop.ini", ".gitkeep"]);

export interface ContentListing {
  /** `projects/<name>.json`, sorted; a folder so named is listed too (and reported when read). */
  projectFiles: string[];
  /** The same for every folder kind, by folder: `talks` → `talks/<name>.json`, sorted. */
  folderFiles: Record<string, string[]>;
  /** One warning per entry the build skips. */
  ignored: ContentProblem[];
}

/** List `root` (shown as `label`). A missing folder lists as empty: the loader reports it. */
export async function listContentFiles(root: string, label: string, kinds: readonly ContentKind[] = CONTENT_KINDS): Promise<ContentListing> {
  const topFiles = fileKinds(kinds).map((kind) => kind.place.file);
  const folders = folderKinds(kinds).map((kind) => kind.place.folder);
  const readable = [...topFiles, ...folders.map((folder) => `${folder}/*.json`)];
  const readList = `${readable.slice(0, -1).join(", ")} and ${readable.at(-1)}`;
  const ignored: ContentProblem[] = [];
  const skip = (relative: string, hint: string) => ignored.push(contentProblem(`${label}/${relative}`, "", "not read by the build", hint));
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (folders.includes(entry.name) || topFiles.includes(entry.name) || SYSTEM_FILES.has(entry.name)) continue;
    skip(entry.isDirectory() ? `${entry.name}/` : entry.name, `the build reads ${readList} only`);
  }
  const folderFiles: Record<string, string[]> = {};
  for (const folder of folders) folderFiles[folder] = await listFolder(root, folder, skip);
  return { projectFiles: folderFiles["projects"] ?? [], folderFiles, ignored: ignored.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0)) };
}

/** The JSON files of one folder kind, sorted; anything else there is skipped with a warning. */
async function listFolder(root: string, folder: string, skip: (relative: string, hint: string) => void): Promise<string[]> {
  // A folder that is a file (ENOTDIR) means no files, reported by the loader.
  const entries = await readdir(path.join(root, folder), { withFileTypes: true }).catch(() => []);
  const files: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (SYSTEM_FILES.has(name)) continue;
    if (name.startsWith(".")) skip(`${folder}/${name}`, "names starting with a dot are skipped");
    else if (name.endsWith(".json")) files.push(`${folder}/${name}`);
    else if (entry.isDirectory()) skip(`${folder}/${name}/`, `${folder === "projects" ? "project files" : "files"} go directly in ${folder}/, one <slug>.json each`);
    else if (name.toLowerCase().endsWith(".json")) skip(`${folder}/${name}`, "rename it to end in lowercase .json");
    else skip(`${folder}/${name}`, "only files ending in .json are read");
  }
  return files.sort();
}
