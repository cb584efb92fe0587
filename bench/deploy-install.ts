// What Netlify installs for a deploy (netlify.toml: NPM_FLAGS="--omit=dev"), reproduced in a
// scratch copy of the repository: `npm ci --omit=dev` there, then the packages it put on disk
// and the disk they take. The bench reports the figures; test/lean-deploy.test.ts builds the
// site with only that set and holds the count to DEPLOY_PACKAGE_LIMIT.
import { execFile } from "node:child_process";
import { cp, lstat, readdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The most packages the deploy may install (issue 28: it installed 119, for one file of Redoc). */
export const DEPLOY_PACKAGE_LIMIT = 30;

/** npm's arguments for the deploy install: npm ci with Netlify's flags, from npm's cache when it holds every package. */
export const DEPLOY_INSTALL_ARGS = ["ci", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"] as const;

/** One installed node_modules, as found on disk. */
export interface InstalledTree {
  /** Package folders (`node_modules/<name>`, `node_modules/@scope/<name>`, nested too) holding a package.json. */
  packages: number;
  /** Names of those packages, sorted, each once. */
  names: string[];
  /** Disk used, as `du` counts it: allocated blocks of every file and folder, each inode once. */
  diskBytes: number;
  /** Bytes of the files themselves (apparent sizes). */
  fileBytes: number;
}

/** The tree a deploy installs, beside the full install it leaves out. */
export interface DeployInstall {
  deploy: InstalledTree;
  /** The full install (`npm ci`), measured on this checkout's node_modules. */
  full: InstalledTree;
}

/** What a checkout holds that is not the repository: installs, outputs, caches. */
const NOT_SOURCE = new Set(["node_modules", "dist", ".git", "test-output", ".preview", ".netlify"]);

/**
 * Copy the repository at `repo` into `scratch`, without node_modules, outputs or caches (by
 * name, not git: CI's owner run works in a copy that has no .git): nor a killed build's copies
 * where the build leaves them (`dist.tmp-<pid>-<ms>` beside dist/, `api.js.old-…` under
 * functions/, as .gitignore has them), nor the bench's work.
 */
export async function copyRepository(repo: string, scratch: string): Promise<void> {
  const results = path.join(repo, "bench", "results");
  const functions = path.join(repo, "functions") + path.sep;
  const copied = (source: string) => {
    const name = path.basename(source);
    if (source === repo) return true;
    if (NOT_SOURCE.has(name) || source === results) return false;
    if (path.dirname(source) === repo && /^dist\./.test(name)) return false;
    return !(source.startsWith(functions) && /\.(?:tmp|old)-\d+-\d+$/.test(name));
  };
  await cp(repo, scratch, { recursive: true, filter: copied });
}

/** `npm ci --omit=dev` in `dir`, bounded in time. */
export async function installDeploySet(dir: string, timeoutMs = 300_000): Promise<void> {
  await run("npm", [...DEPLOY_INSTALL_ARGS], { cwd: dir, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 });
}

/** Walk an installed node_modules (symbolic links not followed) and count what is on disk. */
export async function measureNodeModules(nodeModules: string): Promise<InstalledTree> {
  const tree = { packages: 0, names: new Set<string>(), diskBytes: 0, fileBytes: 0 };
  const seen = new Set<string>();
  const measure = async (dir: string, packageName?: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true });
    if (packageName !== undefined && entries.some((entry) => entry.name === "package.json" && entry.isFile())) {
      tree.packages += 1;
      tree.names.add(packageName);
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const stats = await lstat(full);
      // Hard links (npm's cache can make them) are one file on disk.
      const inode = `${stats.dev}:${stats.ino}`;
      if (!seen.has(inode)) {
        seen.add(inode);
        tree.diskBytes += stats.blocks * 512;
        if (stats.isFile()) tree.fileBytes += stats.size;
      }
      if (entry.isDirectory()) await measure(full, packageAt(dir, entry.name));
    }
  };
  await measure(nodeModules);
  return { packages: tree.packages, names: [...tree.names].sort(), diskBytes: tree.diskBytes, fileBytes: tree.fileBytes };
}

/**
 * The package whose root is the folder `name` inside `parent`, if any: a child of a
 * `node_modules` folder (not `.bin`, not a scope), or of a scope folder inside one. Any other
 * folder is part of a package; a nested node_modules inside it starts the next level.
 */
function packageAt(parent: string, name: string): string | undefined {
  const base = path.basename(parent);
  if (base === "node_modules") return name.startsWith(".") || name.startsWith("@") ? undefined : name;
  if (base.startsWith("@") && path.basename(path.dirname(parent)) === "node_modules") return `${base}/${name}`;
  return undefined;
}

/** Install the deploy set into `scratch` (a copy of `repo`) and measure it beside the full install. */
export async function measureDeployInstall(repo: string, scratch: string): Promise<DeployInstall> {
  await copyRepository(repo, scratch);
  await installDeploySet(scratch);
  return { deploy: await measureNodeModules(path.join(scratch, "node_modules")), full: await measureNodeModules(path.join(repo, "node_modules")) };
}
