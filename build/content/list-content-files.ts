// Which files in content/ the build reads, and which it skips: a skipped file is named in a
// warning, so `case-studies/`, `Foo.JSON` or `.draft.json` never vanish silently.
import { readdir } from "node:fs/promises";
import path from "node:path";
import { problem, type Problem } from "./content-problem.ts";

/** The files at the top of content/ the build reads, besides projects/. */
export const TOP_LEVEL_FILES = ["site.json", "profile.json", "skills.json"];

/** Litter operating systems leave in folders; not worth a warning. */
const SYSTEM_FILES = new Set([".DS_Store", "Thumbs.db", "desktop.ini", ".gitkeep"]);

export interface ContentListing {
  /** `projects/<name>.json`, sorted; a folder so named is listed too (and reported when read). */
  projectFiles: string[];
  /** One warning per entry the build skips. */
  ignored: Problem[];
}

/** List `root` (shown as `label`). A missing folder lists as empty: the loader reports it. */
export async function listContentFiles(root: string, label: string): Promise<ContentListing> {
  const ignored: Problem[] = [];
  const skip = (relative: string, hint: string) => ignored.push(problem(`${label}/${relative}`, "", "not read by the build", hint));
  for (const entry of await readdir(root, { withFileTypes: true }).catch(() => [])) {
    if (entry.name === "projects" || TOP_LEVEL_FILES.includes(entry.name) || SYSTEM_FILES.has(entry.name)) continue;
    skip(entry.isDirectory() ? `${entry.name}/` : entry.name, "the build reads site.json, profile.json, skills.json and projects/*.json only");
  }
  // A `projects` that is a file (ENOTDIR) means no project files, reported by the loader.
  const entries = await readdir(path.join(root, "projects"), { withFileTypes: true }).catch(() => []);
  const projectFiles: string[] = [];
  for (const entry of entries) {
    const name = entry.name;
    if (SYSTEM_FILES.has(name)) continue;
    if (name.startsWith(".")) skip(`projects/${name}`, "names starting with a dot are skipped");
    else if (name.endsWith(".json")) projectFiles.push(`projects/${name}`);
    else if (entry.isDirectory()) skip(`projects/${name}/`, "project files go directly in projects/, one <slug>.json each");
    else if (name.toLowerCase().endsWith(".json")) skip(`projects/${name}`, "rename it to end in lowercase .json");
    else skip(`projects/${name}`, "only files ending in .json are read");
  }
  return { projectFiles: projectFiles.sort(), ignored: ignored.sort((a, b) => (a.source < b.source ? -1 : a.source > b.source ? 1 : 0)) };
}
