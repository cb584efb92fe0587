// The JSON Schemas the build writes for content/: every file of the engine's sample names its
// schema with `$schema` and validates against it, and so does the owner's content/ (where a
// file names one); each broken fixture fails it, as it fails the build.
import { formatProblem } from "../build/report-problems.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { OWNER_CONTENT } from "./support/owner.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import type { z } from "zod";
import { buildSite } from "../build/build-site.ts";
import { contentKindOf, contentSchemaFile, contentSchemaRef } from "../build/resources/content-json-schemas.ts";
import { CONTENT_KINDS, type ContentKind } from "../build/content/kinds.ts";
import { ProfileContentSchema, ProjectContentSchema, SiteContentSchema, SkillsContentSchema } from "../build/content/content-schemas.ts";

const BASE = "https://schemas.test";
const ZOD: Record<string, z.ZodType> = { site: SiteContentSchema, profile: ProfileContentSchema, skills: SkillsContentSchema, project: ProjectContentSchema };
const kindById = (id: string): ContentKind => CONTENT_KINDS.find((kind) => kind.id === id)!;
let dir: string;
const validators = new Map<string, ValidateFunction>();

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "portfolio-schemas-"));
  const result = await buildSite({ contentDir: SAMPLE_CONTENT, outDir: dir, indexModule: false, baseUrl: BASE, env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  for (const kind of Object.keys(ZOD)) {
    validators.set(kind, ajv.compile(JSON.parse(await readFile(path.join(dir, contentSchemaFile(kindById(kind))), "utf8"))));
  }
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function errorsOf(kind: ContentKind | string, value: unknown): string[] {
  if (typeof kind !== "string") kind = kind.id;
  const validate = validators.get(kind);
  if (!validate) throw new Error(`no schema for ${kind}`);
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || "(file)"} ${e.message}`);
}

async function contentFiles(root: string): Promise<string[]> {
  const projects = (await readdir(path.join(root, "projects"))).filter((f) => f.endsWith(".json")).map((f) => `projects/${f}`);
  return ["site.json", "profile.json", "skills.json", ...projects.sort()];
}

describe("content JSON Schemas", () => {
  it("are written for site, profile, skills and project, each with its own $id", async () => {
    for (const kind of Object.keys(ZOD)) {
      const schema = JSON.parse(await readFile(path.join(dir, contentSchemaFile(kindById(kind))), "utf8"));
      expect(schema.$schema).toBe("https://json-schema.org/draft/2020-12/schema");
      expect(schema.$id).toBe(`${BASE}/schemas/content/${kind}.schema.json`);
    }
  });

  it("are named by every sample content file's $schema, as a path to the built schema", async () => {
    for (const file of await contentFiles(SAMPLE_CONTENT)) {
      const kind = contentKindOf(file);
      const { $schema } = JSON.parse(await readFile(path.join(SAMPLE_CONTENT, file), "utf8"));
      expect(kind && $schema, file).toBe(kind && contentSchemaRef(file, kind));
      // The path resolves from the file to the committed docs/<schema file>.
      expect(path.normalize(path.join(OWNER_CONTENT, path.dirname(file), $schema)), file).toBe(path.join("docs", contentSchemaFile(kind!)));
    }
  });

  it("accept every sample content file", async () => {
    for (const file of await contentFiles(SAMPLE_CONTENT)) {
      const value = JSON.parse(await readFile(path.join(SAMPLE_CONTENT, file), "utf8"));
      expect(errorsOf(contentKindOf(file)!, value), file).toEqual([]);
    }
  });

  it("accept every file of the owner's content/, and a $schema there names the built schema", async () => {
    const files = await contentFiles(OWNER_CONTENT);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const value = JSON.parse(await readFile(path.join(OWNER_CONTENT, file), "utf8"));
      const kind = contentKindOf(file)!;
      expect(errorsOf(kind, value), file).toEqual([]);
      if (value.$schema !== undefined) expect(value.$schema, file).toBe(contentSchemaRef(file, kind));
    }
  });

  it.each<[string, string, string]>([
    ["project-typo.json", "project", "(file) must NOT have additional properties"],
    // The lanes are site.json's, which a schema cannot read; it can still require a slug.
    ["project-bad-lane.json", "project", '/lane must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"'],
    ["project-no-links.json", "project", "(file) must have required property 'links'"],
    ["project-bad-date.json", "project", '/caseStudy/date must match format "date"'],
    ["project-bad-slug.json", "project", '/slug must match pattern "^[a-z0-9]+(-[a-z0-9]+)*$"'],
    ["site-empty-service.json", "site", "/service must NOT have fewer than 1 characters"],
    ["skills-not-a-list.json", "skills", "/languages must be array"],
    ["profile-bad-email.json", "profile", '/contact/email must match format "email"'],
  ])("reject the broken fixture %s, which the build's zod schema rejects too", async (file, kind, message) => {
    const value = JSON.parse(await readFile(path.join("test/fixtures/resources/broken-content", file), "utf8"));
    expect(errorsOf(kind, value)).toContain(message);
    expect(ZOD[kind]!.safeParse(value).success).toBe(false);
  });
});
