// `npm run vendor [-- <version>]`: copy the vendored files (build/vendored.ts) from the
// installed package into the repository. With a version, first pin the package to it
// (`npm install --save-dev --save-exact redoc@<version>`), so updating is this one command.
import { execFile } from "node:child_process";
import { copyFile, mkdir } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { installedPackage, pinnedVersion, REDOC, vendoredPath } from "./vendored.ts";
import { terminalText } from "./terminal-text.ts";

const run = promisify(execFile);
function fail(message: string): never {
  console.error(terminalText(message));
  process.exit(1);
}

const [wanted, ...extra] = process.argv.slice(2);
// One version or none: a second one would be dropped without a word.
if (extra.length > 0) fail(`npm run vendor: give one version or none, not ${process.argv.length - 2} (got ${process.argv.slice(2).join(" ")})`);
// npm would resolve a range or a tag and pin what it found; the pin must be the version asked for.
if (wanted !== undefined && !/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(wanted)) {
  fail(`npm run vendor: '${wanted}' is a range or a tag, not one exact version such as 2.5.4`);
}
if (wanted !== undefined) {
  // npm checks the version exists and writes package.json and package-lock.json; a bad
  // version fails here, before anything is copied.
  const spec = `${REDOC.package}@${wanted}`;
  await run("npm", ["install", "--save-dev", "--save-exact", "--no-audit", "--no-fund", spec], { timeout: 300_000 }).catch((error: { stderr?: string; message: string }) =>
    fail(`npm run vendor: npm install ${spec} failed:\n${(error.stderr ?? error.message).trim()}`),
  );
}

const pinned = await pinnedVersion(REDOC);
if (!pinned.ok) fail(`npm run vendor: ${pinned.error}`);
const { version } = pinned;
// npm said nothing went wrong; the pin is still what decides which files are copied.
if (wanted !== undefined && version !== wanted) fail(`npm run vendor: npm install ${REDOC.package}@${wanted} left package.json pinning ${version}, not ${wanted}`);
const installed = await installedPackage(REDOC).catch(() => fail(`npm run vendor: ${REDOC.package} is not installed; run npm ci first`));
if (installed.version !== version) {
  fail(`npm run vendor: package.json pins ${REDOC.package} ${version}, but node_modules holds ${installed.version}; run npm ci (or npm run vendor -- ${version})`);
}
await mkdir(REDOC.dir, { recursive: true });
for (const file of REDOC.files) await copyFile(path.join(installed.dir, file), vendoredPath(REDOC, file));
console.log(`Vendored ${REDOC.package} ${version}: ${REDOC.files.map((file) => path.join(REDOC.dir, path.basename(file))).join(", ")}`);
