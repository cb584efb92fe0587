// One Node version for the project: .nvmrc and netlify.toml name the major it is built, tested
// and deployed on, and engines.node is the floor the installed toolchain really needs, the
// highest minimum any package in package-lock.json declares.
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";

type Version = [number, number, number];

const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as { packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }> };
const manifest = JSON.parse(readFileSync("package.json", "utf8")) as { engines: { node: string } };

/** The lowest version a range admits: the smallest first bound among its `||` alternatives. */
function minimumOf(range: string): Version {
  const lows = range.split("||").map((alternative): Version => {
    const bound = /(\d+)(?:\.(\d+|x))?(?:\.(\d+|x))?/.exec(alternative);
    if (!bound || /^\s*<|^\s*\*\s*$/.test(alternative)) return [0, 0, 0];
    return [Number(bound[1]), Number(bound[2]) || 0, Number(bound[3]) || 0];
  });
  return lows.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
}

function compare(a: Version, b: Version): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** The highest minimum over every locked package, with the packages that set it. */
function lockFloor(): { floor: Version; by: string[] } {
  let floor: Version = [0, 0, 0];
  let by: string[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    if (key === "" || range === undefined) continue;
    const low = minimumOf(range);
    const order = compare(low, floor);
    const name = key.replace(/^.*node_modules\//, "");
    if (order > 0) [floor, by] = [low, [name]];
    else if (order === 0) by.push(name);
  }
  return { floor, by };
}

describe("the Node version", () => {
  it("reads ranges as npm does for their lowest version", () => {
    expect(minimumOf(">=22.12.0")).toEqual([22, 12, 0]);
    expect(minimumOf("^22.17.0 || >=24.0.0")).toEqual([22, 17, 0]);
    expect(minimumOf("18 || 20 || >=22")).toEqual([18, 0, 0]);
    expect(minimumOf(">=22.12.0 || >=20.19.0 <21.0.0")).toEqual([20, 19, 0]);
    expect(minimumOf("*")).toEqual([0, 0, 0]);
  });

  it("has engines.node at the highest floor the locked packages declare", () => {
    const { floor, by } = lockFloor();
    expect(manifest.engines.node, `raised by ${by.join(", ")}`).toBe(`>=${floor.join(".")}`);
  });

  it("builds, tests and deploys on one major: .nvmrc and netlify.toml's NODE_VERSION agree, above the floor", () => {
    const nvmrc = readFileSync(".nvmrc", "utf8").trim();
    expect(nvmrc).toBe("24");
    expect(readFileSync("netlify.toml", "utf8")).toMatch(new RegExp(`^\\s*NODE_VERSION = "${nvmrc}"$`, "m"));
    expect(Number(nvmrc)).toBeGreaterThanOrEqual(lockFloor().floor[0]);
  });
});
