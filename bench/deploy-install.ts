// What Netlify installs for a deploy (netlify.toml: NPM_FLAGS="--omit=dev"), reproduced in a
// scratch copy of the repository: `npm ci --omit=dev` there, then its package count and size.
// The bench reports the figures; test/lean-deploy.test.ts builds the site with only that set.
import { execFile } from "node:child_process";
import { cp, readdir, readFile, lstat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export interface DeployInstall {
  /** Packages npm installed (entries of node_modules/.package-lock.json). */
  packages: number;
  /** Bytes of every file under node_modules, as on disk (apparent sizes). */
  bytes: number;
  /** The same two figures for the full install (`npm ci`), from this checkout's node_modules. */
  fullPackages: number;
  fullBytes: number;
}

/** What a checkout holds that is not the repository: installs, outputs, caches. */
const NOT_SOURCE = new Set(["node_modules", "dist", ".git", "test-output", ".preview", ".netlify"]);

/**
 * Copy the repository at `repo` into `scratch`, without node_modules, outputs or caches (by
 * folder name, not git: CI's owner run works in a copy that has no .git).
 */
export async function copyRepository(repo: string, scratch: string): Promise<void> {
  await cp(repo, scratch, { recursive: true, filter: (source) => !NOT_SOURCE.has(path.basename(source)) || source === repo });
}

/**
 * `npm ci --omit=dev` in `dir`, from npm's cache when it holds every package (it does after the
 * checkout's own `npm ci`), else from the registry. Bounded in time.
 */
export async function installDeploySet(dir: string, timeoutMs = 300_000): Promise<void> {
  await run("npm", ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"], { cwd: dir, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
}

/** Package count and bytes of an installed node_modules. */
export async function measureNodeModules(nodeModules: string): Promise<{ packages: number; bytes: number }> {
  const lock = JSON.parse(await readFile(path.join(nodeModules, ".package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
  const packages = Object.keys(lock.packages).filter((key) => key.startsWith("node_modules/")).length;
  return { packages, bytes: await treeBytes(nodeModules) };
}

async function treeBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await treeBytes(full);
    else total += (await lstat(full)).size;
  }
  return total;
}

/** Install the deploy set into `scratch` (a copy of `repo`) and measure it beside the full install. */
export async function measureDeployInstall(repo: string, scratch: string): Promise<DeployInstall> {
  await copyRepository(repo, scratch);
  await installDeploySet(scratch);
  const lean = await measureNodeModules(path.join(scratch, "node_modules"));
  const full = await measureNodeModules(path.join(repo, "node_modules"));
  return { packages: lean.packages, bytes: lean.bytes, fullPackages: full.packages, fullBytes: full.bytes };
}
