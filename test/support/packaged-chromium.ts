// The Chromium that the @sparticuz/chromium devDependency carries (Linux x64), unpacked on first
// use into a folder of the temporary folder named for the package version and the user, with
// the fonts the package carries (Open Sans) and, for a machine without them, its shared
// libraries (NSS, NSPR, expat). A slim image with only Node and npm may have no font and no NSS:
// without a font Chromium lays out no text (`innerText` is empty, a link is never clickable),
// and without NSS it does not start.
//
// Unpacking writes a private file or folder and renames it, so test files launching at once
// never see half of one, and an interrupted run leaves nothing that looks done (what it leaves
// is named for its process and removed by the next launch once that process is gone). The folder
// is in the shared temporary folder, so it is trusted only when this user owns it, no one else
// may write to it, and it is no link: another user could otherwise plant a "chromium" or a
// library there for this one (root included) to run.
import { existsSync } from "node:fs";
import { lstat, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createReadStream, createWriteStream } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { brotliDecompressSync, createBrotliDecompress } from "node:zlib";

/** A browser the launcher can try: where it comes from, and how to get its executable and the environment it runs in. */
export interface Candidate {
  from: string;
  prepare: () => Promise<{ executable: string; env?: Record<string, string> }>;
}

/** The oldest glibc the package's libraries load on (they need GLIBC_2.34; the binary alone, 2.25). */
const LIBRARIES_GLIBC = [2, 34] as const;

/**
 * The packaged Chromium, twice: on the machine's libraries, then (where its glibc is new enough
 * for them) on the package's own, for a machine without NSS. Both with the package's fonts
 * beside the machine's. None off Linux x64 or without the package.
 */
export function packagedChromium(): Candidate[] {
  if (process.platform !== "linux" || process.arch !== "x64") return [];
  const require = createRequire(import.meta.url);
  let root: string;
  try {
    // The package exports no package.json, and its entry moved between majors (build/cjs/
    // in 143, build/ in 153): the root is the nearest folder above the entry with bin/.
    root = packageRoot(require.resolve("@sparticuz/chromium"));
  } catch {
    return [];
  }
  const { version } = require(path.join(root, "package.json")) as { version: string };
  const bin = path.join(root, "bin");
  const folder = path.join(tmpdir(), `portfolio-api-chromium-${version}-${process.getuid?.() ?? "user"}`);
  const executable = path.join(folder, "chromium");
  const withFonts = async () => {
    await ownFolder(folder);
    await removeLeftovers(folder);
    if (!(await isOwnAndClosed(executable, "file"))) await unpackFile(path.join(bin, "chromium.br"), executable);
    const fonts = await unpackFolder(path.join(bin, "fonts.tar.br"), "fonts", folder);
    // The machine's fonts, when it has any, and the package's Open Sans in any case.
    const config = await writeOnce(path.join(folder, "fonts.conf"), fontConfig(fonts, path.join(folder, "fonts-cache")));
    return { executable, env: { FONTCONFIG_FILE: config } };
  };
  const from = `@sparticuz/chromium ${version}`;
  const candidates: Candidate[] = [{ from, prepare: withFonts }];
  if (glibcAtLeast(LIBRARIES_GLIBC)) {
    candidates.push({
      from: `${from} with its own libraries`,
      prepare: async () => {
        const found = await withFonts();
        const lib = await unpackFolder(path.join(bin, "al2023.tar.br"), "lib", folder);
        return { executable, env: { ...found.env, LD_LIBRARY_PATH: [lib, process.env["LD_LIBRARY_PATH"]].filter(Boolean).join(path.delimiter) } };
      },
    });
  }
  return candidates;
}

/** Whether the C library this process runs on is glibc `wanted` or newer. */
function glibcAtLeast(wanted: readonly [number, number]): boolean {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  const [major = 0, minor = 0] = (report?.header?.glibcVersionRuntime ?? "0.0").split(".").map(Number);
  return major > wanted[0] || (major === wanted[0] && minor >= wanted[1]);
}

/** The nearest folder above `entry` that holds the package's bin/ folder. */
export function packageRoot(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "bin", "chromium.br"))) return dir;
  }
  throw new Error(`no bin/chromium.br above ${entry}`);
}

/** Make `dir` (this user's alone) or check that it is: a folder, no link, owned by this user, writable by no one else. */
export async function ownFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!(await isOwnAndClosed(dir, "folder"))) throw new Error(`${dir} is a link, or belongs to another user, or others may write to it; remove it, or point TMPDIR at a folder of your own`);
}

/** A `kind` (not a link to one), owned by this user and not writable by its group or others; false when missing. */
async function isOwnAndClosed(file: string, kind: "file" | "folder"): Promise<boolean> {
  const found = await lstat(file).catch(() => undefined);
  if (!found || !(kind === "file" ? found.isFile() : found.isDirectory())) return false;
  const uid = process.getuid?.();
  return uid === undefined || (found.uid === uid && (found.mode & 0o022) === 0);
}

/** Whether process `pid` is running (one of another user's counts as running). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** What an interrupted unpack left in `folder` (`chromium.<pid>.<ms>.partial`, `.lib.<pid>.…`), once its process is gone. */
async function removeLeftovers(folder: string): Promise<void> {
  for (const name of await readdir(folder).catch(() => [])) {
    const pid = /^(?:[^.]+(?:\.conf)?\.(\d+)\.\d+\.partial|\.(?:lib|fonts)\.(\d+)\..+)$/.exec(name);
    const owner = Number(pid?.[1] ?? pid?.[2]);
    if (pid && owner !== process.pid && !isRunning(owner)) await rm(path.join(folder, name), { recursive: true, force: true });
  }
}

/** The brotli file `source`, unpacked to `target` through a private file renamed into place. */
async function unpackFile(source: string, target: string): Promise<void> {
  const partial = `${target}.${process.pid}.${Date.now()}.partial`;
  try {
    await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(partial, { mode: 0o755 }));
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
}

/** Write `text` to `file` unless it already holds it: a private file renamed into place. */
async function writeOnce(file: string, text: string): Promise<string> {
  if ((await isOwnAndClosed(file, "file")) && (await readFile(file, "utf8")) === text) return file;
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await writeFile(partial, text, { mode: 0o644 });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

/** A fontconfig file: the machine's own configuration when it has one, then the package's fonts. */
function fontConfig(fonts: string, cache: string): string {
  const text = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${text(fonts)}</dir>\n  <cachedir>${text(cache)}</cachedir>\n</fontconfig>\n`;
}

/**
 * The folder `name` of a brotli-compressed tar archive, unpacked into `parent` once: into a
 * private folder, then that one folder renamed into place. One there already that is not this
 * user's alone is removed, not used.
 */
export async function unpackFolder(source: string, name: string, parent: string): Promise<string> {
  const target = path.join(parent, name);
  if (await isOwnAndClosed(target, "folder")) return target;
  await rm(target, { recursive: true, force: true });
  const partial = await mkdtemp(path.join(parent, `.${name}.${process.pid}.`));
  try {
    const entries = tarEntries(brotliDecompressSync(await readFile(source))).filter((entry) => entry.name === name || entry.name.startsWith(`${name}/`));
    if (entries.length === 0) throw new Error(`${path.basename(source)} holds no folder '${name}'`);
    for (const entry of entries) {
      const file = path.join(partial, entry.name);
      if (entry.data === undefined) await mkdir(file, { recursive: true, mode: 0o755 });
      else {
        await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
        await writeFile(file, entry.data, { mode: entry.mode & 0o755 });
      }
    }
    await rename(path.join(partial, name), target).catch(async (error: unknown) => {
      // Another test file unpacked it first: that one is as good, if it is this user's alone.
      if (!(await isOwnAndClosed(target, "folder"))) throw error;
    });
    return target;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/** One entry of a tar archive: a folder (no data) or a regular file. */
export interface TarEntry {
  name: string;
  mode: number;
  data?: Buffer;
}

/**
 * The folders and regular files of a tar archive (POSIX ustar or GNU), which is all the
 * package's archives hold. A name that would leave the folder it is unpacked into, any other
 * kind of entry, an unreadable size and a cut-off archive are refused.
 */
export function tarEntries(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  for (let offset = 0; ; ) {
    if (offset + 512 > archive.length) throw new Error("the archive ends before its end blocks: it is cut off");
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) return entries;
    const field = (start: number, length: number) => header.toString("utf8", start, start + length).replace(/\0[^]*$/, "");
    // Only POSIX ustar keeps a name's prefix at 345; GNU tar ("ustar  ") keeps times there.
    const posix = header.toString("latin1", 257, 263) === "ustar\0";
    const prefix = posix ? field(345, 155) : "";
    const name = `${prefix ? `${prefix}/` : ""}${field(0, 100)}`.replace(/^\.\//, "").replace(/\/$/, "");
    const sizeText = field(124, 12).trim();
    const size = /^[0-7]+$/.test(sizeText) ? parseInt(sizeText, 8) : NaN;
    if (!Number.isSafeInteger(size)) throw new Error(`the archive's entry '${name}' has no readable size`);
    const type = field(156, 1) || "0";
    offset += 512;
    if (offset + size > archive.length) throw new Error(`the archive's '${name}' is cut off`);
    const data = archive.subarray(offset, offset + size);
    offset += Math.ceil(size / 512) * 512;
    // A pax header (`x`, `g`) describes the entry after it: the names here fit the header.
    if (type === "x" || type === "g") continue;
    if (name === "" || name.startsWith("/") || name.split("/").includes("..")) throw new Error(`the archive names '${name}', outside the folder it is unpacked into`);
    const mode = parseInt(field(100, 8).trim() || "644", 8);
    if (type === "5") entries.push({ name, mode });
    else if (type === "0") entries.push({ name, mode, data });
    else throw new Error(`the archive's '${name}' is of tar type '${type}', neither a folder nor a file`);
  }
}
