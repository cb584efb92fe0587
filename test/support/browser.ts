// The one way tests get a real headless Chromium, on a fresh machine with only Node and npm:
// CHROME_PATH when set; else the Chromium that the @sparticuz/chromium devDependency carries
// (Linux x64, unpacked once into the temp folder); else a Chrome or Chromium the machine has.
// Never skipped: with no browser at all, launching fails with one line saying how to get one.
import { constants, createReadStream, createWriteStream, existsSync } from "node:fs";
import { access, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { brotliDecompressSync, createBrotliDecompress } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { PATIENCE_MS } from "./patience.ts";

/** Flags for a quiet, offline, headless run (no sandbox: tests may run as root in CI). */
const ARGS = ["--no-sandbox", "--no-zygote", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Names a system browser goes by on PATH, then where macOS keeps the apps. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const MAC_APPS = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"];

export const HOW_TO_GET_A_BROWSER =
  "run `npm ci` on Linux x64 (it installs @sparticuz/chromium), or install Chromium or Chrome, or set CHROME_PATH to its executable";

/** A browser the launcher can try: where it comes from, and how to get its executable and the environment it runs in. */
interface Candidate {
  from: string;
  prepare: () => Promise<{ executable: string; env?: Record<string, string> }>;
}

/**
 * Every page and context of `browser` waits PATIENCE_MS for what should happen (a navigation,
 * a selector), not Playwright's 30 s: on a machine busy with other work, a wait is a bound
 * against a hang, never a speed budget.
 */
function patient(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => waitsPatiently(await newContext(...args));
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (...args) => waitsPatiently(await newPage(...args));
  return browser;
}

/** A page or a context whose waits are bounded by PATIENCE_MS. */
function waitsPatiently<T extends { setDefaultTimeout(ms: number): void; setDefaultNavigationTimeout(ms: number): void }>(waiter: T): T {
  waiter.setDefaultTimeout(PATIENCE_MS);
  waiter.setDefaultNavigationTimeout(PATIENCE_MS);
  return waiter;
}

/** `browser`, whose close also removes its scratch folder. */
function removingOnClose(browser: Browser, scratch: string): Browser {
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    try {
      await close(...args);
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  };
  return browser;
}

/** Start headless Chromium; close it with `browser.close()` (that ends its process group). */
export async function launchChromium(): Promise<Browser> {
  const explicit = process.env["CHROME_PATH"];
  const candidates: Candidate[] = explicit ? [{ from: `CHROME_PATH ${explicit}`, prepare: async () => ({ executable: explicit }) }] : [...packagedChromium(), ...(await systemChromium())];
  const reasons: string[] = [];
  for (const candidate of candidates) {
    // Chromium's own scratch files (`.org.chromium.Chromium.*`) go to a folder of this launch's,
    // removed when the browser closes, not left in the shared temporary folder run after run.
    const scratch = await mkdtemp(path.join(tmpdir(), "portfolio-chromium-run-"));
    try {
      const { executable, env } = await candidate.prepare();
      if (!(await isExecutable(executable))) throw new Error("not an executable file");
      const browser = await chromium.launch({ executablePath: executable, args: ARGS, timeout: PATIENCE_MS, env: { ...process.env, ...env, TMPDIR: scratch } });
      return patient(removingOnClose(browser, scratch));
    } catch (error) {
      await rm(scratch, { recursive: true, force: true });
      reasons.push(`${candidate.from}: ${firstLine(error)}`);
    }
  }
  if (explicit) throw new Error(`No Chromium for the browser tests: ${reasons.join("; ")}. Point CHROME_PATH at a Chrome or Chromium executable, or unset it.`);
  throw new Error(`No Chromium for the browser tests${reasons.length ? ` (${reasons.join("; ")})` : ""}: ${HOW_TO_GET_A_BROWSER}.`);
}

/**
 * The @sparticuz/chromium binary (a brotli file), unpacked on first use into a folder named
 * for the package version and the user, with the shared libraries and the fonts the package
 * carries beside it (a machine with only Node and npm, a slim image, may have neither NSS nor
 * any font: Chromium would not start, or would lay out no text). Unpacking writes a private
 * file or folder and renames it, so test files launching at once never see half of one, and an
 * interrupted run leaves nothing that looks done. The folder is in the shared temporary folder,
 * so it is trusted only when this user owns it and no one else may write to it: another user
 * could otherwise plant a "chromium" there for this one (root included) to run.
 */
function packagedChromium(): Candidate[] {
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
  return [
    {
      from: `@sparticuz/chromium ${version}`,
      prepare: async () => {
        await ownFolder(folder);
        if (!((await isExecutable(executable)) && (await isOwnAndClosed(executable)))) await unpack(path.join(bin, "chromium.br"), executable);
        // The libraries the binary was built with (NSS, NSPR, expat), first on its library path,
        // so it never depends on the machine's; the machine's fonts, when it has any, and the
        // package's Open Sans in any case.
        const lib = await unpackFolder(path.join(bin, "al2023.tar.br"), "lib", folder);
        const fonts = await unpackFolder(path.join(bin, "fonts.tar.br"), "fonts", folder);
        const config = await writeOnce(path.join(folder, "fonts.conf"), fontConfig(fonts, path.join(folder, "fonts-cache")));
        const libraryPath = [lib, process.env["LD_LIBRARY_PATH"]].filter(Boolean).join(path.delimiter);
        return { executable, env: { LD_LIBRARY_PATH: libraryPath, FONTCONFIG_FILE: config } };
      },
    },
  ];
}

/** The nearest folder above `entry` that holds the package's bin/ folder. */
export function packageRoot(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, "bin", "chromium.br"))) return dir;
  }
  throw new Error(`no bin/chromium.br above ${entry}`);
}

/** Make `dir` (this user's alone) or check that it is: owned by this user, writable by no one else. */
export async function ownFolder(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  if (!(await isOwnAndClosed(dir))) throw new Error(`${dir} belongs to another user or others may write to it; remove it, or point TMPDIR at a folder of your own`);
}

/** Owned by this user and not writable by its group or others (always true where there are no uids). */
async function isOwnAndClosed(file: string): Promise<boolean> {
  const uid = process.getuid?.();
  if (uid === undefined) return true;
  const { uid: owner, mode } = await stat(file);
  return owner === uid && (mode & 0o022) === 0;
}

/** A fontconfig file: the machine's own configuration when it has one, then the package's fonts. */
function fontConfig(fonts: string, cache: string): string {
  const text = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${text(fonts)}</dir>\n  <cachedir>${text(cache)}</cachedir>\n</fontconfig>\n`;
}

/** Write `text` to `file` unless it already holds it: a private file renamed into place. */
async function writeOnce(file: string, text: string): Promise<string> {
  if ((await readFile(file, "utf8").catch(() => undefined)) === text) return file;
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await writeFile(partial, text, { mode: 0o644 });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
  return file;
}

/**
 * The folder `name` of a brotli-compressed tar archive, unpacked into `parent` once: the archive
 * is unpacked into a private folder and the one folder renamed into place.
 */
async function unpackFolder(source: string, name: string, parent: string): Promise<string> {
  const target = path.join(parent, name);
  if (existsSync(target) && (await isOwnAndClosed(target))) return target;
  const partial = path.join(parent, `.${name}.${process.pid}.${Date.now()}.partial`);
  try {
    for (const entry of tarEntries(brotliDecompressSync(await readFile(source)))) {
      if (entry.name !== name && !entry.name.startsWith(`${name}/`)) continue;
      const file = path.join(partial, entry.name);
      if (entry.data === undefined) await mkdir(file, { recursive: true, mode: 0o755 });
      else {
        await mkdir(path.dirname(file), { recursive: true, mode: 0o755 });
        await writeFile(file, entry.data, { mode: entry.mode & 0o755 });
      }
    }
    await rename(path.join(partial, name), target).catch(async (error: NodeJS.ErrnoException) => {
      // Another test file unpacked it first: that one is as good.
      if (!existsSync(target)) throw error;
    });
    return target;
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/**
 * The folders and regular files of a tar archive, which is all the package's archives hold; a
 * name that would leave the folder it is unpacked into, or any other kind of entry, is refused.
 */
export function tarEntries(archive: Buffer): Array<{ name: string; mode: number; data?: Buffer }> {
  const entries: Array<{ name: string; mode: number; data?: Buffer }> = [];
  for (let offset = 0; offset + 512 <= archive.length; ) {
    const header = archive.subarray(offset, offset + 512);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) => header.toString("utf8", start, start + length).replace(/\0[^]*$/, "");
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const prefix = field(345, 155);
    const name = `${prefix ? `${prefix}/` : ""}${field(0, 100)}`.replace(/^\.\//, "").replace(/\/$/, "");
    const type = field(156, 1) || "0";
    offset += 512;
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
  return entries;
}

async function unpack(source: string, executable: string): Promise<string> {
  const partial = `${executable}.${process.pid}.${Date.now()}.partial`;
  try {
    await pipeline(createReadStream(source), createBrotliDecompress(), createWriteStream(partial, { mode: 0o755 }));
    await rename(partial, executable);
    return executable;
  } finally {
    await rm(partial, { force: true });
  }
}

/** A browser installed on the machine: the usual names on PATH, then the macOS apps. */
async function systemChromium(): Promise<Candidate[]> {
  const found: Candidate[] = [];
  const dirs = (process.env["PATH"] ?? "").split(path.delimiter).filter(Boolean);
  for (const name of PATH_NAMES) {
    for (const dir of dirs) {
      const file = path.join(dir, name);
      if (await isExecutable(file)) {
        found.push({ from: file, prepare: async () => ({ executable: file }) });
        break;
      }
    }
  }
  if (process.platform === "darwin") for (const app of MAC_APPS) if (await isExecutable(app)) found.push({ from: app, prepare: async () => ({ executable: app }) });
  return found;
}

async function isExecutable(file: string): Promise<boolean> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The line of an error that says why; a missing shared library is named when that is why. */
function firstLine(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split("\n").map((line) => line.trim()).filter(Boolean);
  return lines.find((line) => /shared libraries|shared object/.test(line)) ?? lines[0] ?? "unknown error";
}
