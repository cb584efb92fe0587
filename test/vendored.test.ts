// Vendored files (build/vendored.ts) are the npm package's own bytes at the version package.json
// pins: the package stays a devDependency at one exact version, each copy equals the installed
// package's file, and `npm run vendor` makes the same copies, or refuses with one line.
import { afterEach, describe, expect, it } from "vitest";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { installedPackage, pinnedVersion, REDOC, vendoredPath } from "../build/vendored.ts";
import { spawnGroup, type GroupChild } from "./support/process-group.ts";

const manifest = JSON.parse(await readFile("package.json", "utf8")) as { devDependencies: Record<string, string> };
const lock = JSON.parse(await readFile("package-lock.json", "utf8")) as { packages: Record<string, { version?: string; dev?: boolean; devDependencies?: Record<string, string> }> };

describe(`the vendored ${REDOC.package}`, () => {
  it("is a devDependency pinned to one exact version, in package.json and the lock", async () => {
    const pinned = await pinnedVersion(REDOC);
    expect(pinned).toEqual({ ok: true, version: manifest.devDependencies[REDOC.package] });
    expect(lock.packages[""]?.devDependencies?.[REDOC.package]).toBe(manifest.devDependencies[REDOC.package]);
    expect(lock.packages[`node_modules/${REDOC.package}`]).toMatchObject({ version: manifest.devDependencies[REDOC.package], dev: true });
  });

  it("is installed at that version, so the bytes below are the pinned version's", async () => {
    expect((await installedPackage(REDOC)).version).toBe(manifest.devDependencies[REDOC.package]);
  });

  it.each(REDOC.files)("keeps %s byte for byte", async (file) => {
    const { dir } = await installedPackage(REDOC);
    const [copy, original] = await Promise.all([readFile(vendoredPath(REDOC, file)), readFile(path.join(dir, file))]);
    expect(copy.byteLength).toBe(original.byteLength);
    expect(copy.equals(original)).toBe(true);
  });

  it("keeps the bundle's license header, which names the notices file vendored beside it", async () => {
    const [script, notices] = REDOC.files.map((file) => path.basename(file)) as [string, string];
    const head = (await readFile(vendoredPath(REDOC, script), "utf8")).slice(0, 200);
    expect(head.split("\n")[0]).toBe(`/*! For license information please see ${notices} */`);
  });
});

describe("npm run vendor", () => {
  let work = "";
  let child: GroupChild | undefined;
  afterEach(async () => {
    await child?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  /** A scratch project: the vendor script, this package.json (or `edit` of it), the installed packages. */
  async function scratch(edit: (json: Record<string, Record<string, string>>) => void = () => {}): Promise<string> {
    work = await mkdtemp(path.join(tmpdir(), "portfolio-vendor-"));
    await cp("build", path.join(work, "build"), { recursive: true });
    // The copies come from the script alone: the committed ones are not in the scratch project.
    await rm(path.join(work, REDOC.dir), { recursive: true, force: true });
    const json = JSON.parse(await readFile("package.json", "utf8")) as Record<string, Record<string, string>>;
    edit(json);
    await writeFile(path.join(work, "package.json"), JSON.stringify(json));
    await symlink(path.resolve("node_modules"), path.join(work, "node_modules"));
    await mkdir(path.join(work, REDOC.dir), { recursive: true });
    return work;
  }

  async function vendor(cwd: string, args: string[] = [], env: NodeJS.ProcessEnv = process.env): Promise<{ code: number | null; output: string }> {
    child = spawnGroup(path.resolve("node_modules/.bin/tsx"), ["build/update-vendored.ts", ...args], { cwd, env });
    const code = await child.exited();
    return { code, output: child.output() };
  }

  it("copies the pinned version's files, the same bytes as the committed copies", async () => {
    const dir = await scratch();
    const { code, output } = await vendor(dir);
    expect({ code, output }).toEqual({ code: 0, output: `Vendored ${REDOC.package} ${manifest.devDependencies[REDOC.package]}: ${REDOC.files.map((f) => `${REDOC.dir}/${path.basename(f)}`).join(", ")}\n` });
    for (const file of REDOC.files) expect((await readFile(vendoredPath(REDOC, file, dir))).equals(await readFile(vendoredPath(REDOC, file)))).toBe(true);
  });

  it.each([
    ["a range instead of a version", (json: Record<string, Record<string, string>>) => void (json.devDependencies![REDOC.package] = "^2.5.4"), "not one exact version such as 2.5.4"],
    ["the package back in dependencies", (json: Record<string, Record<string, string>>) => void (json.dependencies![REDOC.package] = "2.5.4"), "it is vendored, so it belongs in devDependencies"],
    ["a pin that is not what is installed", (json: Record<string, Record<string, string>>) => void (json.devDependencies![REDOC.package] = "0.0.1"), "but node_modules holds"],
  ])("refuses %s with one line, copying nothing", async (_name, edit, message) => {
    const dir = await scratch(edit);
    const { code, output } = await vendor(dir);
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain(message);
    await expect(readFile(vendoredPath(REDOC, REDOC.files[0]!, dir))).rejects.toThrow(/ENOENT/);
  });

  it("refuses two versions before installing anything, rather than drop one", async () => {
    const dir = await scratch();
    const before = await readFile(path.join(dir, "package.json"), "utf8");
    const { code, output } = await vendor(dir, ["2.5.4", "2.5.5"]);
    expect({ code, output }).toEqual({ code: 1, output: "npm run vendor: give one version or none, not 2 (got 2.5.4 2.5.5)\n" });
    expect(await readFile(path.join(dir, "package.json"), "utf8")).toBe(before);
  });

  it.each(["^2.5.4", "latest", "2.x"])("refuses the argument %s, a range or a tag, before installing anything", async (wanted) => {
    const dir = await scratch();
    const before = await readFile(path.join(dir, "package.json"), "utf8");
    const { code, output } = await vendor(dir, [wanted]);
    expect({ code, output }).toEqual({ code: 1, output: `npm run vendor: '${wanted}' is a range or a tag, not one exact version such as 2.5.4\n` });
    expect(await readFile(path.join(dir, "package.json"), "utf8")).toBe(before);
    await expect(readFile(vendoredPath(REDOC, REDOC.files[0]!, dir))).rejects.toThrow(/ENOENT/);
  });

  /**
   * An `npm` first on PATH that records its arguments and, when `pins` is given, pins that
   * version in package.json as npm install --save-exact would (no registry, no install).
   */
  async function fakeNpm(dir: string, pins?: string): Promise<{ env: NodeJS.ProcessEnv; calls: () => Promise<string> }> {
    const bin = path.join(dir, "fake-bin");
    await mkdir(bin);
    const log = path.join(dir, "npm-calls.txt");
    const pin = pins === undefined ? "" : `node -e 'const f="package.json",j=JSON.parse(require("fs").readFileSync(f,"utf8"));j.devDependencies[${JSON.stringify(REDOC.package)}]=${JSON.stringify(pins)};require("fs").writeFileSync(f,JSON.stringify(j))'\n`;
    await writeFile(path.join(bin, "npm"), `#!/bin/sh\necho "$@" >> ${JSON.stringify(log)}\n${pin}`, { mode: 0o755 });
    return { env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env["PATH"] ?? ""}` }, calls: () => readFile(log, "utf8").catch(() => "") };
  }

  it("pins the version asked for with one exact npm install, then copies that version's files", async () => {
    const dir = await scratch();
    // The version installed here, so the copies after the (fake) install are real.
    const version = manifest.devDependencies[REDOC.package]!;
    const npm = await fakeNpm(dir, version);
    const { code, output } = await vendor(dir, [version], npm.env);
    expect(await npm.calls()).toBe(`install --save-dev --save-exact --no-audit --no-fund ${REDOC.package}@${version}\n`);
    expect({ code, output }).toEqual({ code: 0, output: `Vendored ${REDOC.package} ${version}: ${REDOC.files.map((f) => `${REDOC.dir}/${path.basename(f)}`).join(", ")}\n` });
  });

  it("refuses to copy when the install left another version pinned than the one asked for", async () => {
    const dir = await scratch();
    const npm = await fakeNpm(dir);
    const { code, output } = await vendor(dir, ["9.9.9"], npm.env);
    expect(await npm.calls()).toBe(`install --save-dev --save-exact --no-audit --no-fund ${REDOC.package}@9.9.9\n`);
    expect({ code, output }).toEqual({ code: 1, output: `npm run vendor: npm install ${REDOC.package}@9.9.9 left package.json pinning ${manifest.devDependencies[REDOC.package]}, not 9.9.9\n` });
    await expect(readFile(vendoredPath(REDOC, REDOC.files[0]!, dir))).rejects.toThrow(/ENOENT/);
  });
});
