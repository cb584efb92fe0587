// Broken content fails the build with every problem named by file and field, and leaves the
// previously built dist/ exactly as it was.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rm, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { applyCase, makeWorkDir, snapshotTree } from "./support/content-fixtures.ts";

let workDir: string;

beforeAll(async () => {
  workDir = await makeWorkDir();
  const first = await buildSite({ contentDir: path.join(workDir, "content"), outDir: path.join(workDir, "dist"), indexModule: false, contentLabel: "content" });
  expect(first.ok).toBe(true);
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** Build a broken set in a fresh copy over the good dist/; return the problem lines. */
async function problemsFor(name: string | undefined, prepare?: (content: string) => Promise<void>, remove: string[] = []): Promise<string[]> {
  const dir = await makeWorkDir();
  try {
    const content = await applyCase(dir, name, remove);
    await prepare?.(content);
    const dist = path.join(dir, "dist");
    const good = await buildSite({ contentDir: path.join(workDir, "content"), outDir: dist, indexModule: false, contentLabel: "content" });
    expect(good.ok).toBe(true);
    const before = await snapshotTree(dist);
    const result = await buildSite({ contentDir: content, outDir: dist, indexModule: false, contentLabel: "content" });
    expect(await snapshotTree(dist)).toEqual(before);
    if (result.ok) throw new Error(`case ${name} built without problems`);
    return result.problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("broken content", () => {
  it.each<[string, string[]]>([
    ["invalid-json", ["content/projects/beta.json:4:3: invalid JSON: Expected ',' or '}' after property value"]],
    ["invalid-json-literal", ["content/skills.json:1:33: invalid JSON: Unexpected token ','"]],
    [
      "wrong-types",
      [
        "content/projects/beta.json → title: expected string, got number 42",
        "content/projects/beta.json → order: expected a number",
        "content/projects/beta.json → summary: expected string, got an array",
      ],
    ],
    [
      "missing-required",
      [
        "content/profile.json → title: required field is missing",
        "content/profile.json → location.timezone: required field is missing",
      ],
    ],
    [
      "unknown-key",
      [
        "content/projects/beta.json → links.liev: unknown field (did you mean 'live'?)",
        "content/projects/beta.json → summay: unknown field (did you mean 'summary'?)",
      ],
    ],
    [
      "bad-enums",
      [
        "content/projects/beta.json → lane: expected one of builder, client, localization, ai-tools",
        "content/projects/beta.json → tier: expected one of featured, supporting, archive",
      ],
    ],
    [
      "non-http-url",
      [
        "content/projects/beta.json → links.live: expected an absolute http(s) URL",
        "content/projects/beta.json → links.github: expected an absolute http(s) URL",
        "content/projects/beta.json → links.caseStudy: expected an absolute http(s) URL",
      ],
    ],
    ["bad-email", ["content/profile.json → contact.email: expected an email address"]],
    ["bad-case-study-date", ["content/projects/alpha.json → caseStudy.date: expected a date as YYYY-MM-DD"]],
    ["file-name-not-slug", ["content/projects/beta.json → slug: 'gamma' does not match the file name (rename the file to gamma.json or set slug to 'beta')"]],
    [
      "duplicate-slug",
      [
        "content/projects/beta.json → slug: 'alpha' does not match the file name (rename the file to alpha.json or set slug to 'beta')",
        "content/projects/beta.json → slug: 'alpha' is already used by content/projects/alpha.json",
      ],
    ],
    ["bad-slug", ["content/projects/Beta_Two.json → slug: expected lowercase letters, digits and single hyphens, e.g. my-project"]],
    ["dangling-key-project", ["content/profile.json → keyProjects[1].slug: no project has the slug 'omega' (add content/projects/omega.json or fix the slug)"]],
    ["empty-strings", ["content/skills.json → skills[0].title: must not be empty", "content/skills.json → skills[0].items[0]: must not be empty"]],
    ["wrong-root-type", ["content/site.json: expected object, got an array"]],
    [
      "several-files",
      [
        "content/site.json → service: required field is missing",
        "content/projects/alpha.json → summary: required field is missing",
        "content/projects/beta.json → links.live: expected an absolute http(s) URL",
      ],
    ],
  ])("reports %s by file and field", async (name, expected) => {
    expect(await problemsFor(name)).toEqual(expected);
  });

  it("reports a missing file and an empty projects folder", async () => {
    expect(await problemsFor(undefined, undefined, ["profile.json", "projects/alpha.json", "projects/beta.json"])).toEqual([
      "content/profile.json: file is missing (create it; see the content layout in README.md)",
      "content/projects: no project files found (add one JSON file per project, named <slug>.json)",
    ]);
  });

  it("refuses a symbolic link that leaves the content folder", async () => {
    const outside = async (content: string) => {
      await writeFile(path.join(content, "..", "elsewhere.json"), "{}");
      await symlink(path.join(content, "..", "elsewhere.json"), path.join(content, "projects", "gamma.json"));
    };
    expect(await problemsFor(undefined, outside)).toEqual([
      "content/projects/gamma.json: symbolic link points outside the content folder (copy the file into content/ instead)",
    ]);
  });

  it("refuses a file over 1 MB before reading it", async () => {
    const huge = (content: string) => writeFile(path.join(content, "projects", "beta.json"), `{"slug":"beta","pad":"${"x".repeat(10 * 1024 * 1024)}"}`);
    expect(await problemsFor(undefined, huge)).toEqual(["content/projects/beta.json: file is 10.0 MB; the limit is 1 MB"]);
  });

  it("refuses a file that is not UTF-8", async () => {
    const latin1 = (content: string) => writeFile(path.join(content, "skills.json"), Buffer.from('{"skills":[],"languages":["T\xfcrk\xe7e"],"certifications":[],"domains":[]}', "latin1"));
    expect(await problemsFor(undefined, latin1)).toEqual(["content/skills.json: file is not valid UTF-8 text (save it with UTF-8 encoding)"]);
  });
});

describe("content that looks odd but is fine", () => {
  it("accepts a UTF-8 byte-order mark", async () => {
    const dir = await makeWorkDir();
    try {
      const content = await applyCase(dir, undefined);
      await writeFile(path.join(content, "site.json"), '\uFEFF{ "baseUrl": "https://fixture.example.com", "service": "fixture-api" }');
      const result = await buildSite({ contentDir: content, outDir: path.join(dir, "dist"), indexModule: false });
      expect(result.ok).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
