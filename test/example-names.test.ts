// The names an example uses for "no such thing" are free in the content under test: an owner
// who slugs a project `no-such-project` (or `verify-no-such-project`) builds, and the 404
// examples and verify's unknown-slug request still name a slug no project has.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { unusedName } from "../build/site-documents/text/unused-name.ts";
import { verifyCases } from "../build/verify/verify-cases.ts";

const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The valid fixture with its two projects renamed to `slugs`. */
async function contentWithSlugs(slugs: readonly [string, string]): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "example-names-"));
  dirs.push(dir);
  const content = path.join(dir, "content");
  await cp("test/fixtures/content/valid", content, { recursive: true });
  for (const [old, slug] of [["alpha", slugs[0]], ["beta", slugs[1]]] as const) {
    const file = path.join(content, "projects", `${old}.json`);
    const project = JSON.parse(await readFile(file, "utf8")) as { slug: string };
    await rm(file);
    await writeFile(path.join(content, "projects", `${slug}.json`), JSON.stringify({ ...project, slug }));
  }
  // profile.json may name the old slugs among its key projects.
  const profileFile = path.join(content, "profile.json");
  const profile = (await readFile(profileFile, "utf8")).replaceAll('"alpha"', `"${slugs[0]}"`).replaceAll('"beta"', `"${slugs[1]}"`);
  await writeFile(profileFile, profile);
  return dir;
}

describe("unusedName", () => {
  it("keeps the name when it is free, else counts up from 2", () => {
    expect(unusedName("no-such-project", [])).toBe("no-such-project");
    expect(unusedName("no-such-project", ["no-such-project"])).toBe("no-such-project-2");
    expect(unusedName("no-such-project", ["no-such-project", "no-such-project-2"])).toBe("no-such-project-3");
  });
});

describe("an owner whose slugs are the examples' own", () => {
  it("builds, and the 404 example and verify's unknown slug name slugs no project has", async () => {
    const dir = await contentWithSlugs(["no-such-project", "verify-no-such-project"]);
    const built = await buildSite({ contentDir: path.join(dir, "content"), outDir: path.join(dir, "dist"), indexModule: false, contentLabel: "content", baseUrl: "https://names.test" });
    if (!built.ok) throw new Error(built.problems.map(formatProblem).join("\n"));
    const slugs = built.index.projects.map((project) => project.slug);
    expect(slugs).toEqual(expect.arrayContaining(["no-such-project", "verify-no-such-project"]));

    // Every PROJECT_NOT_FOUND example in the OpenAPI document, by the slug its instance names.
    const notFound: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(walk);
      if (typeof value !== "object" || value === null) return;
      const record = value as Record<string, unknown>;
      if (record["code"] === "PROJECT_NOT_FOUND" && typeof record["instance"] === "string") notFound.push(record["instance"].split("/").at(-1)!);
      Object.values(record).forEach(walk);
    };
    walk(JSON.parse(await readFile(path.join(dir, "dist", "openapi.json"), "utf8")));
    expect(notFound.length).toBeGreaterThan(0);
    for (const slug of notFound) expect(slugs).not.toContain(slug);

    const unknown = verifyCases(built.index).find((c) => c.kind === "function: unknown slug");
    expect(unknown?.path).toBeDefined();
    expect(slugs).not.toContain(unknown!.path.split("/").at(-1));
  });
});
