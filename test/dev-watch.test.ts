// `npm run dev`'s watcher against the ways editors and owners really change content/: atomic
// saves (a temporary file renamed over the target, as vim, JetBrains, Emacs and `sed -i` do),
// in-place saves after them, a new file, a removed file, a folder renamed away and back, and
// editors' scratch files. Every change must be served, and each rebuild prints one line naming
// what changed. Each step waits with a bounded poll, never a sleep.
import { describe, expect, it } from "vitest";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pollJson, useDev } from "./support/dev-workspace.ts";
import { PATIENCE_MS } from "./support/patience.ts";
import { SPEC_LANES } from "../functions/api/core/vocabulary.ts";

const running = useDev("test/fixtures/content/valid");

interface Detail {
  title?: string;
}
interface List {
  projects?: { slug: string }[];
}

const server = () => running().dev;
const projects = (...parts: string[]) => path.join(running().work, "content", "projects", ...parts);
const titleOf = (slug: string, title: string) => pollJson<Detail>(`${server().origin}/api/v1/projects/${slug}`, (body) => body.title === title);
const slugsWhen = (accept: (slugs: string[]) => boolean) =>
  pollJson<List>(`${server().origin}/api/v1/projects`, (body) => accept(slugOf(body))).then(slugOf);
const slugOf = (body: List) => (body.projects ?? []).map((project) => project.slug).sort();

/** The rebuild lines printed so far: each begins with what changed under content/. */
const rebuildLines = () =>
  server()
    .child.output()
    .split("\n")
    // A section added by the recipe adds its count after the projects' ("2 projects, 0 talks").
    .filter((line) => /^content\/\S.*: (rebuilt \d+ projects(?:, \d+ [a-z0-9-]+)* in [\d.]+ s|Build failed: )/.test(line));

/** The rebuild lines printed after the first `before`, once one matches `wanted` (bounded: a hang). */
async function linesUntil(before: number, wanted: RegExp): Promise<string[]> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!rebuildLines().slice(before).some((line) => wanted.test(line))) {
    if (Date.now() > deadline) throw new Error(`no rebuild line matching ${wanted} within ${PATIENCE_MS} ms:\n${server().child.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return rebuildLines().slice(before);
}

/**
 * The lines among `lines` that name `text`. A step's own lines are picked by name: an
 * in-place write may reach the watcher as two events (truncate, then write), so on a busy
 * machine the previous step's second line can still come after the next step has begun.
 */
const naming = (lines: string[], text: string) => lines.filter((line) => line.includes(text));

/** `alpha.json` with another title, as an editor would write it. */
async function alphaTitled(title: string): Promise<string> {
  const original = await readFile(projects("alpha.json"), "utf8");
  return original.replace(/"title": "[^"]*"/, `"title": ${JSON.stringify(title)}`);
}

/** Temporary names editors write the new text to before renaming it over the file. */
const ATOMIC_TEMPS = ["alpha.json___jb_tmp___", "alpha.json.tmp", ".alpha.json.swx", "alpha.json~", "4913"];

describe("npm run dev's watcher", () => {
  it("serves 10 atomic saves in a row, each with one line naming the file", async () => {
    for (let save = 1; save <= 10; save++) {
      const before = rebuildLines().length;
      const temp = projects(ATOMIC_TEMPS[save % ATOMIC_TEMPS.length] as string);
      await writeFile(temp, await alphaTitled(`Alpha atomic ${save}`));
      await rename(temp, projects("alpha.json"));
      expect((await titleOf("alpha", `Alpha atomic ${save}`)).title).toBe(`Alpha atomic ${save}`);
      // The rename is one event, so it is one rebuild: exactly one line.
      expect(await linesUntil(before, /rebuilt/)).toEqual([expect.stringMatching(/^content\/projects\/alpha\.json changed: rebuilt 2 projects(?:, \d+ [a-z0-9-]+)* in [\d.]+ s$/)]);
    }
  }, 20 * PATIENCE_MS);

  it("still sees in-place saves of a file an atomic save replaced", async () => {
    for (let save = 1; save <= 10; save++) {
      const before = rebuildLines().length;
      await writeFile(projects("alpha.json"), await alphaTitled(`Alpha in place ${save}`));
      expect((await titleOf("alpha", `Alpha in place ${save}`)).title).toBe(`Alpha in place ${save}`);
      // One line, or two when the write reached the watcher as two events; none names another file.
      const lines = await linesUntil(before, /rebuilt 2 projects/);
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.filter((line) => !line.startsWith("content/projects/alpha.json changed: "))).toEqual([]);
    }
  }, 20 * PATIENCE_MS);

  it("lists a new project file, and forgets a removed one, each with its line", async () => {
    let before = rebuildLines().length;
    const gamma = (await readFile(projects("alpha.json"), "utf8")).replace('"slug": "alpha"', '"slug": "gamma"').replace(/"title": "[^"]*"/, '"title": "Gamma"');
    await writeFile(projects("gamma.json"), gamma);
    expect(await slugsWhen((slugs) => slugs.includes("gamma"))).toEqual(["alpha", "beta", "gamma"]);
    expect(naming(await linesUntil(before, /gamma\.json/), "gamma.json")).toEqual([expect.stringMatching(/^content\/projects\/gamma\.json added: rebuilt 3 projects(?:, \d+ [a-z0-9-]+)* in /)]);

    before = rebuildLines().length;
    await rm(projects("beta.json"));
    expect(await slugsWhen((slugs) => !slugs.includes("beta"))).toEqual(["alpha", "gamma"]);
    expect(naming(await linesUntil(before, /beta\.json/), "beta.json")).toEqual([expect.stringMatching(/^content\/projects\/beta\.json removed: rebuilt 2 projects(?:, \d+ [a-z0-9-]+)* in /)]);
  }, 4 * PATIENCE_MS);

  it("follows projects/ renamed away (the build fails, the last good build stays) and back", async () => {
    const away = path.join(running().work, "content", "projects-away");
    let before = rebuildLines().length;
    await rename(projects(), away);
    // Both sides of a rename normally settle into one line; on a busy machine they may be two.
    await linesUntil(before, /content\/projects-away\/ added/);
    const gone = await linesUntil(before, /content\/projects\/ removed/);
    expect(gone.find((line) => line.includes("content/projects/ removed"))).toMatch(/: Build failed: \d+ problems? in content\/, and a deploy would fail the same way \(still serving the last good build\)$/);
    expect(server().child.output()).toContain("content/projects: no project files found");
    expect(await slugsWhen(() => true)).toEqual(["alpha", "gamma"]);

    before = rebuildLines().length;
    await rename(away, projects());
    const back = await linesUntil(before, /content\/projects\/ added/);
    expect(back.find((line) => line.includes("content/projects/ added"))).toMatch(/: rebuilt 2 projects(?:, \d+ [a-z0-9-]+)* in /);
    // The folder that came back is watched: a save inside it is served.
    await writeFile(projects("gamma.json"), (await readFile(projects("gamma.json"), "utf8")).replace('"title": "Gamma"', '"title": "Gamma back"'));
    expect((await titleOf("gamma", "Gamma back")).title).toBe("Gamma back");
  }, 4 * PATIENCE_MS);

  it("never names an editor's scratch file, a system's litter or a dot-named entry on a rebuild line", async () => {
    const scratch = ["4913", ".alpha.json.swp", "alpha.json~", "#alpha.json#", ".#alpha.json", "alpha.json___jb_old___", "Thumbs.db", "desktop.ini", "Icon\r", "._alpha.json"].map((name) => projects(name));
    // Dot-named files and folders, which the build skips: a draft, a tool's cache in content/.
    const dotted = [projects(".hidden.json"), projects(".drafts", "draft.json"), path.join(running().work, "content", ".cache", "state.json")];
    const before = rebuildLines().length;
    for (const file of scratch) await writeFile(file, "scratch");
    for (const file of dotted) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, "{}");
    }
    await writeFile(projects("alpha.json"), await alphaTitled("Alpha beside scratch"));
    expect((await titleOf("alpha", "Alpha beside scratch")).title).toBe("Alpha beside scratch");
    // Were a scratch file or a dot entry watched, it would be named "added" on this line or on one before it.
    const lines = await linesUntil(before, /alpha\.json changed: rebuilt 2 projects/);
    expect(lines.filter((line) => /4913|\.swp|~|#|___jb_|Thumbs|desktop|Icon|\._|\.hidden|\.drafts|\.cache/.test(line))).toEqual([]);
    for (const file of scratch) await rm(file);
    await Promise.all([projects(".hidden.json"), projects(".drafts"), path.join(running().work, "content", ".cache")].map((place) => rm(place, { recursive: true })));
  }, 4 * PATIENCE_MS);

  it("follows the routing rules a rebuild writes: a lane taken out of site.json is refused, a new one is a file", async () => {
    const site = path.join(running().work, "content", "site.json");
    const original = await readFile(site, "utf8");
    // The content's own vocabulary: the lanes its projects use, and one it declares that none uses.
    const declaredLanes: readonly string[] = JSON.parse(original).lanes ?? SPEC_LANES;
    const files = (await readdir(projects())).filter((name) => name.endsWith(".json"));
    const used = [...new Set(await Promise.all(files.map(async (name) => (JSON.parse(await readFile(projects(name), "utf8")) as { lane: string }).lane)))];
    const dropped = declaredLanes.find((lane) => !used.includes(lane));
    const fresh = "research";
    if (dropped === undefined || declaredLanes.includes(fresh)) throw new Error("the fixture needs a declared lane no project uses, and none named research");
    try {
      await writeFile(site, JSON.stringify({ ...JSON.parse(original), lanes: [...used, fresh] }));
      const deadline = Date.now() + PATIENCE_MS;
      let seen = "";
      for (;;) {
        const added = await fetch(`${server().origin}/api/v1/projects?lane=${fresh}`);
        const removed = await fetch(`${server().origin}/api/v1/projects?lane=${dropped}`);
        seen = `added: ${added.status} ${added.headers.get("x-preview-route")}; dropped: ${removed.status} ${removed.headers.get("content-type")}`;
        await Promise.all([added.arrayBuffer(), removed.arrayBuffer()]);
        if (seen === "added: 200 static; dropped: 400 application/problem+json") break;
        if (Date.now() > deadline) throw new Error(`the rebuilt rules were not followed within ${PATIENCE_MS} ms: ${seen}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await writeFile(site, original);
    }
  }, 4 * PATIENCE_MS);
});
