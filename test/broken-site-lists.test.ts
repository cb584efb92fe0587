// "Every problem in every file is listed at once" (docs/content.md), a broken site.json
// included: a mistake elsewhere in site.json must not hide a project's lane or tier mistakes,
// nor their "did you mean" and "write it as". Lists that still parse are checked against, and
// so is a list with problems of its own, as its messages tell the owner to write it; a list
// they offer no spelling for, or that may sit under a misspelt key, leaves only the slug check.
import { describe, expect, it } from "vitest";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { checkLinesAfter } from "./support/content-fixtures.ts";

/** The lines `npm run check` prints for the fixture with `site` merged into site.json and `alpha` into alpha.json. */
function linesWith(site: Record<string, unknown>, alpha: Record<string, unknown>): Promise<string[]> {
  return checkLinesAfter(async (content) => {
    const merge = async (file: string, changes: Record<string, unknown>) => {
      const at = path.join(content, file);
      await writeFile(at, JSON.stringify({ ...(JSON.parse(await readFile(at, "utf8")) as object), ...changes }));
    };
    await merge("site.json", site);
    await merge("projects/alpha.json", alpha);
  });
}

const BAD_BASE_URL = { baseUrl: "portfolio.example.com" };
const alphaLines = (lines: string[]) => lines.filter((line) => line.startsWith("content/projects/alpha.json"));

describe("a broken site.json still checks the projects' lanes and tiers", () => {
  it("lists a lane and a tier slip beside a broken baseUrl, with the spec's lists", async () => {
    const lines = await linesWith(BAD_BASE_URL, { lane: "data", tier: "featurd" });
    expect(lines.some((line) => line.startsWith("content/site.json → baseUrl"))).toBe(true);
    expect(alphaLines(lines)).toEqual([
      expect.stringMatching(/^content\/projects\/alpha\.json → lane: 'data' is not a lane of this site: .*\(the spec's lanes/),
      expect.stringMatching(/^content\/projects\/alpha\.json → tier: 'featurd' is not a tier of this site: .*did you mean 'featured'\?/),
    ]);
  });

  it("checks against the owner's own tiers, with the case hint, beside a broken rateLimit", async () => {
    const lines = await linesWith({ tiers: ["flagship", "rest"], rateLimit: { windowLimit: 0, windowSize: 60 } }, { tier: "Flagship" });
    expect(lines.some((line) => line.startsWith("content/site.json → rateLimit"))).toBe(true);
    expect(alphaLines(lines)).toEqual(["content/projects/alpha.json → tier: 'Flagship': write it as 'flagship' (a tier is matched exactly)"]);
    expect(alphaLines(await linesWith({ tiers: ["flagship", "rest"], ...BAD_BASE_URL }, { tier: "flagshp" }))).toEqual([
      expect.stringMatching(/tier: 'flagshp' is not a tier of this site: flagship, rest \(content\/site\.json → tiers\); did you mean 'flagship'\?/),
    ]);
  });

  it("with the tiers list unreadable, still tells a value that is no slug how to write it", async () => {
    // An entry in another script has no slug its message can offer: the list is not guessed.
    const unreadable = { tiers: ["flagship", "旗艦"] };
    const lines = await linesWith(unreadable, { tier: "Flagship" });
    expect(lines.some((line) => line.startsWith("content/site.json → tiers"))).toBe(true);
    expect(alphaLines(lines)).toEqual(["content/projects/alpha.json → tier: 'Flagship' is not a slug, so no tier site.json can declare: write it as 'flagship'"]);
    // With no letter a slug can keep, no made-up spelling is offered.
    expect(alphaLines(await linesWith(unreadable, { tier: "日本" }))).toEqual(["content/projects/alpha.json → tier: '日本' is not a slug, so no tier site.json can declare"]);
  });

  // A list with its own problem is read as its messages tell the owner to write it, so a
  // project's slip is said in the same run, whichever list it is in.
  it.each([
    ["lanes", { lanes: ["builder", "client", "localization", "Études"] }, { lane: "buildr" }, "lane: 'buildr' is not a lane of this site: builder, client, localization, etudes (content/site.json → lanes); did you mean 'builder'?"],
    ["lanes", { lanes: ["builder", "client", "builder"] }, { lane: "buildr" }, "lane: 'buildr' is not a lane of this site: builder, client (content/site.json → lanes); did you mean 'builder'?"],
    ["lanes", { lanes: "builder, client" }, { lane: "buildr" }, "lane: 'buildr' is not a lane of this site: builder, client (content/site.json → lanes); did you mean 'builder'?"],
    ["lanes", { lanes: { builder: "Things I build", client: "Client work" } }, { lane: "buildr" }, "lane: 'buildr' is not a lane of this site: builder, client (content/site.json → lanes); did you mean 'builder'?"],
    ["tiers", { tiers: ["featured", "archive", "Études"] }, { tier: "featurd" }, "tier: 'featurd' is not a tier of this site: featured, archive, etudes (content/site.json → tiers); did you mean 'featured'?"],
    ["tiers", { tiers: "featured, archive" }, { tier: "featurd" }, "tier: 'featurd' is not a tier of this site: featured, archive (content/site.json → tiers); did you mean 'featured'?"],
    ["tiers", { tiers: { featured: 1, archive: 2 } }, { tier: "featurd" }, "tier: 'featurd' is not a tier of this site: featured, archive (content/site.json → tiers); did you mean 'featured'?"],
  ])("%s %j: a project's slip is said beside the list's own problem", async (name, site, alpha, line) => {
    const lines = await linesWith(site, alpha);
    expect(lines.some((at) => at.startsWith(`content/site.json → ${name}`))).toBe(true);
    expect(alphaLines(lines)).toEqual([`content/projects/alpha.json → ${line}`]);
  });

  it("accepts a project's lane written as the list's message tells the entry to be written", async () => {
    const lines = await linesWith({ lanes: ["builder", "client", "Études"] }, { lane: "etudes" });
    expect(lines).toEqual(["content/site.json → lanes[2]: 'Études' is not a slug: write it as 'etudes' (lowercase letters, digits and single hyphens)"]);
  });

  it("does not check against the spec's lanes when the owner's may sit under a misspelt key", async () => {
    // `lane` for `lanes`: the owner's list is there, under another name, so `data` may be in it.
    const lines = await linesWith({ lane: ["data", "ml"] }, { lane: "data" });
    expect(lines.some((line) => line.startsWith("content/site.json → lane"))).toBe(true);
    expect(alphaLines(lines)).toEqual([]);
  });
});

describe("a site.json that is no JSON holds the projects' checks back, saying so", () => {
  it("names the lanes and tiers and the translated fields that wait for it, beside a project's own slip", async () => {
    let files = 0;
    const lines = await checkLinesAfter(async (content) => {
      files = (await readdir(path.join(content, "projects"))).length;
      await writeFile(path.join(content, "site.json"), "{ not json");
      const at = path.join(content, "projects/alpha.json");
      await writeFile(at, JSON.stringify({ ...(JSON.parse(await readFile(at, "utf8")) as object), lane: "no-such-lane", titleDe: "Titel", summay: "typo" }));
    });
    expect(lines).toEqual([
      expect.stringMatching(/^content\/site\.json:\d+:\d+: invalid JSON/),
      `content/site.json: ${files} project files' lanes and tiers are checked once site.json's problems are fixed`,
      `content/site.json → translations: 1 project file holds 'de' translations (titleDe), checked once site.json's problems are fixed (list "de" in translations)`,
      "content/projects/alpha.json → summay: unknown field (did you mean 'summary', which this file has too?)",
    ]);
  });
});

describe("lanes or tiers written as an object", () => {
  it("are offered the object's own keys as the list, never the spec's values", async () => {
    const lines = await linesWith({ lanes: { builder: "Things I build", "Web Apps": "Sites" }, tiers: { flagship: 1, rest: 2 } }, {});
    expect(lines.filter((line) => line.startsWith("content/site.json"))).toEqual([
      'content/site.json → lanes: expected a list of lane slugs, such as ["builder", "web-apps"], got an object',
      'content/site.json → tiers: expected a list of tier slugs, such as ["flagship", "rest"], got an object',
    ]);
  });
});

describe("a deprecation entry with a broken field still has its path and link checked", () => {
  it("tells a path typo beside the same entry's impossible date, and a link typo beside a short sunset", async () => {
    const lines = await linesWith(
      {
        deprecations: [
          { path: "/api/v1/projetcs", deprecation: "2026-13-01", link: "/api/v1/projects" },
          { path: "/api/v1/profile", deprecation: "2026-01-01", sunset: "2026-01-02", link: "/api/v1/helth" },
        ],
      },
      {},
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/site\.json → deprecations\[0\]\.deprecation: /),
        expect.stringMatching(/^content\/site\.json → deprecations\[0\]\.path: '\/api\/v1\/projetcs' is no path of this API.*did you mean '\/api\/v1\/projects'\?/),
        expect.stringMatching(/^content\/site\.json → deprecations\[1\]\.sunset: /),
        expect.stringMatching(/^content\/site\.json → deprecations\[1\]\.link: .*\/api\/v1\/helth/),
      ]),
    );
    expect(lines, lines.join("\n")).toHaveLength(4);
    // In the file's order: the broken entries' own paths beside their other problems.
    const reordered = await linesWith(
      {
        deprecations: [
          { path: "/api/v1/projetcs", deprecation: "2026-13-01", link: "/api/v1/projects" },
          { path: "/api/helth", deprecation: "2026-01-01", link: "/api/v1/health" },
        ],
      },
      {},
    );
    expect(reordered.map((line) => /deprecations\[(\d)\]\.(\w+)/.exec(line)?.slice(1).join("."))).toEqual(["0.deprecation", "0.path", "1.path"]);
  });
});
