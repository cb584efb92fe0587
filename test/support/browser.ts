// The one way tests get a real headless Chromium, on a fresh machine with only Node and npm:
// CHROME_PATH when set; else the Chromium that the @sparticuz/chromium devDependency carries
// (Linux x64, unpacked once into the temp folder with its fonts and libraries: packaged-chromium.ts);
// else a Chrome or Chromium the machine has.
// Never skipped: with no browser at all, launching fails with one line saying how to get one.
import { constants, rmSync } from "node:fs";
import { access, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";
import { PATIENCE_MS } from "./patience.ts";
import { isRunning, packagedChromium, type Candidate } from "./packaged-chromium.ts";

/** Flags for a quiet, offline, headless run (no sandbox: tests may run as root in CI). */
const ARGS = ["--no-sandbox", "--no-zygote", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** Names a system browser goes by on PATH, then where macOS keeps the apps. */
const PATH_NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"];
const MAC_APPS = ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"];

/** The one line a failed launch ends with: every way to get a browser, so no test is skipped for want of one. */
export const HOW_TO_GET_A_BROWSER =
  "run `npm ci` on Linux x64 (it installs @sparticuz/chromium), or install Chromium or Chrome, or set CHROME_PATH to its executable";


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

/** A launch's scratch folder: `<prefix><pid>-XXXXXX` in the temporary folder. */
const SCRATCH_PREFIX = "portfolio-chromium-run-";
/** This process's scratch folders not yet removed: a test file that ends without closing its browser leaves none. */
const scratchFolders = new Set<string>();
process.once("exit", () => {
  for (const scratch of scratchFolders) rmSync(scratch, { recursive: true, force: true });
});

async function removeScratch(scratch: string): Promise<void> {
  await rm(scratch, { recursive: true, force: true });
  scratchFolders.delete(scratch);
}

/** The scratch folders of launches whose process is gone (killed, so its exit hook never ran). */
async function removeDeadScratch(): Promise<void> {
  for (const name of await readdir(tmpdir()).catch(() => [])) {
    const pid = Number(new RegExp(`^${SCRATCH_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) await rm(path.join(tmpdir(), name), { recursive: true, force: true });
  }
}

/** `browser`, whose close also removes its scratch folder. */
function removingOnClose(browser: Browser, scratch: string): Browser {
  const close = browser.close.bind(browser);
  browser.close = async (...args) => {
    try {
      await close(...args);
    } finally {
      await removeScratch(scratch);
    }
  };
  return browser;
}

/** Start headless Chromium; close it with `browser.close()` (that ends its process group). */
export async function launchChromium(): Promise<Browser> {
  const explicit = process.env["CHROME_PATH"];
  const candidates: Candidate[] = explicit ? [{ from: `CHROME_PATH ${explicit}`, prepare: async () => ({ executable: explicit }) }] : [...packagedChromium(), ...(await systemChromium())];
  const reasons: string[] = [];
  await removeDeadScratch();
  for (const candidate of candidates) {
    // Chromium's own scratch files (`.org.chromium.Chromium.*`) go to a folder of this launch's,
    // removed when the browser closes, not left in the shared temporary folder run after run.
    const scratch = await mkdtemp(path.join(tmpdir(), `${SCRATCH_PREFIX}${process.pid}-`));
    scratchFolders.add(scratch);
    try {
      const { executable, env } = await candidate.prepare();
      if (!(await isExecutable(executable))) throw new Error("not an executable file");
      const browser = await chromium.launch({ executablePath: executable, args: ARGS, timeout: PATIENCE_MS, env: { ...process.env, ...env, TMPDIR: scratch } });
      return patient(removingOnClose(browser, scratch));
    } catch (error) {
      await removeScratch(scratch);
      reasons.push(`${candidate.from}: ${firstLine(error)}`);
    }
  }
  if (explicit) throw new Error(`No Chromium for the browser tests: ${reasons.join("; ")}. Point CHROME_PATH at a Chrome or Chromium executable, or unset it.`);
  throw new Error(`No Chromium for the browser tests${reasons.length ? ` (${reasons.join("; ")})` : ""}: ${HOW_TO_GET_A_BROWSER}.`);
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
