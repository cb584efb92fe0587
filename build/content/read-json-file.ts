// Read one content file as JSON, turning every way it can be unreadable into a problem that
// names the file (and the line and column for a syntax error) instead of a stack trace.
import { lstat, readFile, realpath } from "node:fs/promises";
import path from "node:path";
import { contentProblem, shownKey, type ContentProblem } from "./content-problem.ts";
import { findDuplicateKeys, MAX_LISTED } from "./duplicate-keys.ts";
import { jsonSyntaxProblem } from "./json-syntax-problem.ts";
import { isInside, linkEscape, skippedEntry, type ContentPlace } from "./link-escape.ts";

import { CONTENT_FILE_MAX_BYTES as MAX_FILE_BYTES } from "../../functions/api/core/limits.ts";

export { MAX_FILE_BYTES };

/** A content file's parsed JSON, or the problems that say why it could not be read. */
export type JsonRead = { ok: true; value: unknown } | { ok: false; problems: ContentProblem[] };

/** Read `relative` in the content folder, refusing links that lead where the build does not read (link-escape.ts), huge files and non-UTF-8. */
export async function readJsonFile(place: ContentPlace, relative: string): Promise<JsonRead> {
  const absolute = path.join(place.root, relative);
  const label = `${place.label}/${relative}`;
  const fail = (message: string, hint?: string): JsonRead => ({ ok: false, problems: [contentProblem(label, "", message, hint)] });
  let stats;
  try {
    stats = await lstat(absolute);
  } catch (error) {
    // A folder on the way that cannot be read (content/ itself at chmod 000, a loop of links):
    // the file may well be there, so it is not called missing.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "ENOENT" && code !== "ENOTDIR") return fail(`file cannot be read (${code ?? String(error)})`);
    // Listed, yet not found by its name: a name that is no UTF-8 reads back with U+FFFD in place
    // of the bytes, and no file has that name.
    if (relative.includes("\uFFFD")) return fail("the file name is not valid UTF-8 text, so the build cannot open it by name", "rename the file (a project's file name is its slug: a–z, digits and hyphens)");
    return fail("file is missing", "create it; see the content layout in README.md");
  }
  // The link may be the file or a folder on its way (a linked projects/), so resolve every time.
  const resolved = await realpath(absolute).catch((error: NodeJS.ErrnoException) => error);
  if (resolved instanceof Error) {
    return resolved.code === "ELOOP"
      ? fail("symbolic link leads back to itself (a loop of links), so it names no file", "replace the link with the file itself")
      : fail("symbolic link points to a file that does not exist");
  }
  const target = resolved;
  if (!isInside(place.rootReal, target) || skippedEntry(place.rootReal, target) !== undefined) {
    const escape = await linkEscape(place, relative);
    // Undefined only for a link re-pointed between the two reads.
    return escape ? { ok: false, problems: [escape] } : fail("symbolic link points where the build does not read", "copy the file into content/ instead");
  }
  if (stats.isSymbolicLink()) stats = await lstat(target);
  if (!stats.isFile()) return fail("is not a regular file");
  if (stats.size > MAX_FILE_BYTES) return fail(`file is ${(stats.size / 1024 / 1024).toFixed(1)} MB; the limit is 1 MB`);
  // Permissions, or a file removed mid-build: the owner needs the file's name, not a stack.
  const bytes = await readFile(absolute).catch((error: NodeJS.ErrnoException) => error);
  if (bytes instanceof Error) return fail(`file cannot be read (${bytes.code ?? bytes.message})`);
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail("file is not valid UTF-8 text", "save it with UTF-8 encoding");
  }
  // A byte-order mark is harmless; some editors on Windows add one.
  if (text.startsWith("\uFEFF")) text = text.slice(1);
  // JSON.parse would say "Unexpected end of JSON input", as if the file were cut short.
  // Deleting it is a fix only for a file the content may go without (a project, not site.json).
  if (text.trim() === "") return fail("file is empty", relative.includes("/") ? "write its JSON object in it, or delete the file" : "write its JSON object in it");
  // NUL bytes are never JSON, and the parser would only say "Unexpected token '\u0000'". A file
  // of nothing else is what a write cut short (a crash, a sync) leaves; UTF-16 saved without a
  // byte-order mark has one in every other byte of Latin text.
  if (text.includes("\0")) {
    const cut = "write its JSON object in it again, or restore it from your last commit";
    if (text.replaceAll("\0", "").trim() === "") return fail("file holds only NUL bytes, as a write cut short or a damaged disk leaves it", cut);
    if (isUtf16(text)) return fail("file is UTF-16 text (every other byte is zero), not UTF-8", "save it with UTF-8 encoding");
    if (/\0\s*$/.test(text)) return fail("file ends in NUL bytes, as a write cut short or a damaged disk leaves it", cut);
  }
  let value: unknown;
  try {
    // Text is kept in NFC, as the web writes it: 'São' typed on one machine (composed) and pasted
    // from another (decomposed), or written as a \u escape, is then one filter value, not two
    // that look alike. Only a file that may hold such text pays for the reviver.
    const composes = text !== text.normalize("NFC") || text.includes("\\u");
    value = composes ? JSON.parse(text, (_key, item: unknown) => (typeof item === "string" ? item.normalize("NFC") : item)) : JSON.parse(text);
  } catch (error) {
    return { ok: false, problems: [jsonSyntaxProblem(text, label, error instanceof Error ? error.message : "")] };
  }
  // Every content file is one object: zod would say "expected object, got null", with no fix.
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    const held = value === null || typeof value === "boolean" ? String(value) : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    return fail(`file holds ${held}, not a JSON object`, relative.includes("/") ? "write its JSON object in it, or delete the file" : "write its JSON object in it");
  }
  const duplicates = duplicateKeyProblems(text, label);
  return duplicates.length > 0 ? { ok: false, problems: duplicates } : { ok: true, value };
}

/** A problem per repeated key (JSON.parse would keep the last one silently), at its line:column. */
function duplicateKeyProblems(text: string, label: string): ContentProblem[] {
  const { listed, total } = findDuplicateKeys(text);
  const problems = listed.map((d) =>
    contentProblem(`${label}:${d.line}:${d.column}`, d.path, `key '${shownKey(d.key)}' is given twice in one object (first on line ${d.firstLine}); JSON would keep only this one`, "remove one of them"),
  );
  if (total > MAX_LISTED) problems.push(contentProblem(label, "", `${total - MAX_LISTED} more keys are given twice`, "remove the repeated keys"));
  return problems;
}

/**
 * Latin text saved as UTF-16 without a byte-order mark: a zero in every other byte, all at even
 * positions (big-endian) or all at odd ones (little-endian), over the whole file. A file cut
 * short has its zeros in one run at the end instead.
 */
function isUtf16(text: string): boolean {
  let even = 0;
  let odd = 0;
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 0) i % 2 === 0 ? even++ : odd++;
  return Math.max(even, odd) * 2 >= text.length * 0.8 && Math.min(even, odd) === 0;
}
