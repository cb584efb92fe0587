// The one way tests get a real headless Chromium, on a fresh machine with only Node and npm:
// CHROME_PATH when set; else the Chromium that the @sparticuz/chromium devDependency carries
// (Linux x64, unpacked once into the temp folder); else a Chrome or Chromium the machine has.
// Never skipped: with no browser at all, launching fails with one line saying how to get one.
import { constants, createReadStream, createWriteStream, existsSync } from "node:fs";
import { access, mkdir, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createBrotliDecompress } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { PATIENCE_MS } from "./patience.ts";

/** Flags for a quiet, offline, headless run (no sandbox: tests may run as root in CI). */
const ARGS = ["--no-sandbox", "--no-zygote", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Names a system browser goes by on PATH, then where macOS keeps the apps. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const MAC_APPS = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"];

export const HOW_TO_GET_A_BROWSER =
  "run `npm ci` on Linux x64 (it installs @sparticuz/chromium), or install Chromium or Chrome, or set CHROME_PATH to its executable";

/** A browser the launcher can try: where it comes from, and how to get its executable. */
interface Candidate {
  from: string;
  executable: () => Promise<string>;
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

/** Start headless Chromium; close it with `browser.close()` (that ends its process group). */
export async function launchChromium(): Promise<Browser> {
  const explicit = process.env["CHROME_PATH"];
  const candidates: Candidate[] = explicit ? [{ from: `CHROME_PATH ${explicit}`, executable: async () => explicit }] : [...packagedChromium(), ...(await systemChromium())];
  const reasons: string[] = [];
  for (const candidate of candidates) {
    try {
      const executable = await candidate.executable();
      if (!(await isExecutable(executable))) throw new Error("not an executable file");
      return patient(await chromium.launch({ executablePath: executable, args: ARGS, timeout: PATIENCE_MS }));
    } catch (error) {
      reasons.push(`${candidate.from}: ${firstLine(error)}`);
    }
  }
  if (explicit) throw new Error(`No Chromium for the browser tests: ${reasons.join("; ")}. Point CHROME_PATH at a Chrome or Chromium executable, or unset it.`);
  throw new Error(`No Chromium for the browser tests${reasons.length ? ` (${reasons.join("; ")})` : ""}: ${HOW_TO_GET_A_BROWSER}.`);
}

/**
 * The @sparticuz/chromium binary (a brotli file), unpacked on first use into a folder named
 * for the package version and the user. Unpacking writes a private file and renames it, so test
 * files launching at once never see half a binary, and an interrupted run leaves nothing that
 * looks done. The folder is in the shared temporary folder, so it is trusted only when this user
 * owns it and no one else may write to it: another user could otherwise plant a "chromium" there
 * for this one (root included) to run.
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
  const source = path.join(root, "bin", "chromium.br");
  const executable = path.join(tmpdir(), `portfolio-api-chromium-${version}-${process.getuid?.() ?? "user"}`, "chromium");
  return [
    {
      from: `@sparticuz/chromium ${version}`,
      executable: async () => {
        await ownFolder(path.dirname(executable));
        return (await isExecutable(executable)) && (await isOwnAndClosed(executable)) ? executable : unpack(source, executable);
      },
    },
  ];
}

/** The nearest folder above `entry` that holds the package's bin/ folder. */
function packageRoot(entry: string): string {
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
        found.push({ from: file, executable: async () => file });
        break;
      }
    }
  }
  if (process.platform === "darwin") for (const app of MAC_APPS) if (await isExecutable(app)) found.push({ from: app, executable: async () => app });
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
