// Which file of dist/ a path names, decided by the preview rather than the file server: a file
// is served only when the decoded path names it exactly. NUL bytes, dot segments (even as
// %2f-escaped ones), doubled slashes, overlong names and Netlify's own rule files never reach
// the disk, so no request can read a hidden file or turn a file-system error into a 500.
import { decodePath } from "../../functions/api/core/http/header-values.ts";
import { readdirSync, readFileSync, statSync, watch, type FSWatcher, type Stats } from "node:fs";
import path from "node:path";
import { etagOf } from "../../functions/api/core/http/to-response.ts";

/** What a path names in dist/. */
export type StaticLookup =
  | { kind: "file"; file: string; urlPath: string; stats: Stats }
  /** A folder with an index.html, asked for without its trailing slash. */
  | { kind: "folder"; location: string }
  | { kind: "missing" }
  /** The path is not valid percent-encoding, so it names nothing at all. */
  | { kind: "malformed" };

/** Longer than any file the build writes; longer names are refused before the disk sees them. */
const MAX_PATH = 1024;

/** Netlify reads these two files and never serves them. */
const RULE_FILES = new Set(["/_redirects", "/_headers"]);

/** The files of one built site. */
export interface StaticFiles {
  find(pathname: string): StaticLookup;
  /** A file at exactly this path (no pretty URL): what shadows a non-forced rule. One stat. */
  hasFile(pathname: string): boolean;
  /** The strong ETag of a found file, computed once per file version. */
  etagOf(found: { file: string; stats: Stats }): string;
  /**
   * Whether lookups are remembered until the site is rebuilt: then a found file's `stats` is
   * the same object until a rebuild, and whatever is tied to it may be kept as long.
   */
  remembers(): boolean;
  /** Stop watching for rebuilds. */
  close(): void;
}

/** Paths whose stat is remembered at once; past this the memory starts again (random URLs cannot grow it). */
const MAX_REMEMBERED = 10_000;

/** How the static file lookup treats the disk it runs on. */
export interface StaticFilesOptions {
  /**
   * Whether the disk finds `OPENAPI.JSON` for `openapi.json` (macOS and Windows do by default);
   * found out from `distDir` unless given.
   */
  caseInsensitive?: boolean;
}

/** Looks up files under `distDir`. */
export function createStaticFiles(distDir: string, options: StaticFilesOptions = {}): StaticFiles {
  const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();
  // Netlify's CDN and the core are case-sensitive: on a disk that is not, a stat that finds a
  // file under another spelling is checked against the names the folders hold.
  const caseInsensitive = options.caseInsensitive ?? isCaseInsensitive(distDir);
  const listings = new Map<string, ReadonlySet<string> | null>();
  const listingOf = (dir: string) => {
    let names = listings.get(dir);
    if (names === undefined) listings.set(dir, (names = listOrNull(dir)));
    return names;
  };

  function etagFor({ file, stats }: { file: string; stats: Stats }): string {
    const known = etags.get(file);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.etag;
    // The core's own validator over the same bytes, so a static answer and the function's
    // answer for the same body carry the same strong ETag.
    const etag = etagOf(readFileSync(file, "utf8"));
    etags.set(file, { mtimeMs: stats.mtimeMs, size: stats.size, etag });
    return etag;
  }

  // A static request used to cost two or three stats before http-server's own (the shadowing
  // check, the target, its .html and index.html twins). Each path's stat is remembered until
  // the site is rebuilt: every build swaps the whole folder in by renaming it, which the
  // watch on its parent sees. Where no watch can be set, nothing is remembered.
  const stats = new Map<string, Stats | null>();
  let watcher: FSWatcher | undefined;
  try {
    watcher = watch(path.dirname(path.resolve(distDir)), { persistent: false }, () => {
      stats.clear();
      listings.clear();
    });
    watcher.on("error", () => {
      watcher?.close();
      watcher = undefined;
      stats.clear();
      listings.clear();
    });
  } catch {
    watcher = undefined;
  }
  function exactStat(file: string): Stats | null {
    const found = statOrNull(file);
    if (found === null || !caseInsensitive) return found;
    if (!watcher) listings.clear();
    return spelledAsOnDisk(distDir, path.relative(distDir, file), listingOf) ? found : null;
  }
  function statOf(file: string): Stats | null {
    if (!watcher) return exactStat(file);
    const known = stats.get(file);
    if (known !== undefined) return known;
    const found = exactStat(file);
    if (stats.size >= MAX_REMEMBERED) {
      stats.clear();
      listings.clear();
    }
    stats.set(file, found);
    return found;
  }

  function fileAt(urlPath: string): StaticLookup | null {
    const file = path.join(distDir, urlPath);
    const found = statOf(file);
    return found?.isFile() ? { kind: "file", file, urlPath, stats: found } : null;
  }

  return {
    close: () => watcher?.close(),
    remembers: () => watcher !== undefined,
    etagOf: etagFor,
    hasFile(pathname) {
      const decoded = decodeOrNull(pathname);
      return decoded !== null && isPlainPath(decoded, pathname) && !decoded.endsWith("/") && fileAt(decoded) !== null;
    },
    find(pathname) {
      const decoded = decodeOrNull(pathname);
      if (decoded === null) return { kind: "malformed" };
      if (!isPlainPath(decoded, pathname)) return { kind: "missing" };
      // Pretty URLs, as on Netlify: /foo serves foo.html, /dir/ serves dir/index.html, and a
      // file asked with a trailing slash (/llms.txt/, /problems/not-found/ for its .html) is
      // that file, as Netlify's emulation has it.
      if (decoded.endsWith("/")) {
        const file = decoded.slice(0, -1);
        // The file without the slash passes the same checks (`/_redirects/` is still a rule file).
        const plain = file !== "" && isPlainPath(file, pathname);
        return fileAt(`${decoded}index.html`) ?? (plain ? (fileAt(file) ?? fileAt(`${file}.html`)) : null) ?? { kind: "missing" };
      }
      const found = fileAt(decoded) ?? fileAt(`${decoded}.html`);
      if (found) return found;
      if (statOf(path.join(distDir, decoded, "index.html"))?.isFile()) return { kind: "folder", location: `${pathname}/` };
      return { kind: "missing" };
    },
  };
}

/**
 * An escaped slash or backslash is data inside one segment, never a separator: a path holding
 * one names no file (`/api/v1/projects%2F<slug>` is not the detail's file; Netlify's emulation,
 * which looks files up undecoded, finds none either), and it goes on to the routing rules.
 */
const ESCAPED_SEPARATOR = /%(2f|5c)/i;

/** A path that names a file the way the build wrote it: no tricks for the file system to undo. */
function isPlainPath(decoded: string, pathname: string): boolean {
  if (ESCAPED_SEPARATOR.test(pathname)) return false;
  if (decoded.length > MAX_PATH || !decoded.startsWith("/")) return false;
  if (decoded.includes("\0") || decoded.includes("\\")) return false;
  // posix.normalize collapses `//` and resolves `.` and `..`: a path it changes is not plain.
  if (path.posix.normalize(decoded) !== decoded) return false;
  // Dot files are not published, and Netlify's rule files are read, not served.
  if (decoded.split("/").some((segment) => segment.startsWith("."))) return false;
  return !RULE_FILES.has(decoded);
}

function decodeOrNull(pathname: string): string | null {
  return decodePath(pathname) ?? null;
}

/** stat that answers null for anything that is not there (ENOENT, ENOTDIR, ENAMETOOLONG…). */
function statOrNull(file: string): Stats | null {
  try {
    return statSync(file, { throwIfNoEntry: false }) ?? null;
  } catch {
    return null;
  }
}

/**
 * True when every segment of `relative` (a path under `root`) is spelled as its folder lists it:
 * on a case-insensitive disk, `API/v1/profile` stats as `api/v1/profile`, and only the folder's
 * own names tell them apart.
 */
export function spelledAsOnDisk(root: string, relative: string, listingOf: (dir: string) => ReadonlySet<string> | null): boolean {
  let dir = root;
  for (const segment of relative.split(path.sep).filter(Boolean)) {
    if (!listingOf(dir)?.has(segment)) return false;
    dir = path.join(dir, segment);
  }
  return true;
}

/**
 * Whether the disk holding `dir` finds a name under another case: its own name with the case
 * swapped is found, though its folder holds no entry so spelled. (Inode numbers cannot tell:
 * a FUSE disk may number one file differently under two spellings.)
 */
export function isCaseInsensitive(dir: string): boolean {
  for (let at = path.resolve(dir); path.dirname(at) !== at; at = path.dirname(at)) {
    const name = path.basename(at);
    const swapped = [...name].map((c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())).join("");
    if (swapped === name) continue;
    return statOrNull(path.join(path.dirname(at), swapped)) !== null && listOrNull(path.dirname(at))?.has(swapped) === false;
  }
  return false;
}

function listOrNull(dir: string): ReadonlySet<string> | null {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return null;
  }
}
