// One Node version for the project: .nvmrc and netlify.toml name the major it is built, tested
// and deployed on, and engines.node is what the installed toolchain really takes: from the
// highest minimum any package in package-lock.json declares, leaving out what any of them excludes.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import semver from "semver";

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

/** Every locked package's Node range, by package name. */
function lockedRanges(): Array<{ name: string; range: string }> {
  return Object.entries(lock.packages).flatMap(([key, entry]) => {
    const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    return key === "" || range === undefined ? [] : [{ name: key.replace(/^.*node_modules\//, ""), range }];
  });
}

/** The highest minimum over every locked package, with the packages that set it. */
function lockFloor(): { floor: string; by: string[] } {
  let floor = "0.0.0";
  let by: string[] = [];
  for (const { name, range } of lockedRanges()) {
    const low = semver.minVersion(range)?.version ?? "0.0.0";
    const order = semver.compare(low, floor);
    if (order > 0) [floor, by] = [low, [name]];
    else if (order === 0) by.push(name);
  }
  return { floor, by };
}

describe("the Node version", () => {
  it("has engines.node start at the highest floor the locked packages declare", () => {
    const { floor, by } = lockFloor();
    expect(semver.minVersion(manifest.engines.node)?.version, `raised by ${by.join(", ")}`).toBe(floor);
  });

  // Not only the floor: a range with a gap (`^22.17.0 || >=24.0.0` leaves out Node 23) must be
  // a gap in engines.node too, or `npm ci` on such a Node warns EBADENGINE for the toolchain.
  it("admits no Node that a locked package excludes", () => {
    const excluding = lockedRanges().filter(({ range }) => !semver.subset(manifest.engines.node, range));
    expect(excluding.map(({ name, range }) => `${name}: ${range}`)).toEqual([]);
    expect(semver.satisfies("23.11.1", manifest.engines.node)).toBe(false);
  });

  it("builds, tests and deploys on one major: .nvmrc and netlify.toml's NODE_VERSION agree, above the floor", () => {
    const nvmrc = readFileSync(".nvmrc", "utf8").trim();
    expect(nvmrc).toBe("24");
    expect(readFileSync("netlify.toml", "utf8")).toMatch(new RegExp(`^\\s*NODE_VERSION = "${nvmrc}"$`, "m"));
    expect(semver.satisfies(`${nvmrc}.0.0`, manifest.engines.node)).toBe(true);
  });
});
