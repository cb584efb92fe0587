// A build problem as a value: what is wrong and where, a content file and field or an
// environment variable, so the owner can go straight to it. build/report-problems.ts prints it.
import { z } from "zod";

/**
 * One thing wrong. `source` is a content file (`content/projects/foo.json`, with `:line:col`
 * for a syntax error) or a variable (`SITE_URL`); `path` is the field path, empty for the whole source.
 */
export interface ContentProblem {
  source: string;
  path: string;
  message: string;
  hint?: string;
}

/** A problem with an optional hint, without writing `undefined` into the object. */
export function contentProblem(source: string, path: string, message: string, hint?: string): ContentProblem {
  return hint === undefined ? { source, path, message } : { source, path, message, hint };
}

/** `problems` without repeats (same source, field, message and hint), first occurrence kept. */
export function dedupeProblems(problems: readonly ContentProblem[]): ContentProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = JSON.stringify([p.source, p.path, p.message, p.hint]);
    return seen.has(key) ? false : (seen.add(key), true);
  });
}

/** Past this many characters a key in a field path is cut with `…`: it is the owner's own typing, and one line should stay one line. */
const KEY_SHOWN = 60;

/** A key as a message shows it: past KEY_SHOWN characters (code points, so no emoji is split), its start and `…`. */
export function shownKey(key: string): string {
  const characters = [...key];
  return characters.length > KEY_SHOWN ? `${characters.slice(0, KEY_SHOWN).join("")}…` : key;
}

/** `["links", "live"]` → `links.live`; `["keyProjects", 0, "slug"]` → `keyProjects[0].slug`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  const shown = path.map((key) => (typeof key === "string" ? shownKey(key) : key));
  return shown.length === 0 ? "" : z.core.toDotPath(shown);
}

/** How a JSON value reads inside a message: strings quoted, containers by kind. */
export function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  if (typeof value === "string") return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return typeof value === "object" ? "an object" : String(value);
}
