// The JSON Schemas the build writes for content/: every file of the engine's sample names its
// schema with `$schema` and validates against it, and so does the owner's content/ against the
// schemas built from it (where a file names one); each broken fixture fails it, as it fails the
// build. A project's schema is the site's own: its languages' fields by name, its lanes and tiers.
import { formatProblem } from "../build/report-problems.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { OWNER_CONTENT } from "./support/owner.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import { HTTP_URL_PATTERN } from "../build/content/url-field.ts";
import type { z } from "zod";
import { buildSite } from "../build/build-site.ts";
import { contentKindOf, contentSchemaFile, contentSchemaRef } from "../build/site-documents/content-json-schemas.ts";
import { CONTENT_KINDS, type ContentKind } from "../build/content/kinds.ts";
import { ProfileContentSchema, ProjectContentSchema, SiteContentSchema, SkillsContentSchema } from "../build/content/content-schemas.ts";
import { translationKeys } from "../functions/api/core/languages/translation-keys.ts";
import type { SiteInfo } from "../functions/api/core/portfolio-index.ts";

const BASE = "https://schemas.test";
const ZOD: Record<string, z.ZodType> = { site: SiteContentSchema, profile: ProfileContentSchema, skills: SkillsContentSchema, project: ProjectContentSchema };
const kindById = (id: string): ContentKind => CONTENT_KINDS.find((kind) => kind.id === id)!;
const FRENCH_OWNER = path.resolve("test/fixtures/people/data-engineer");
/** Where each content folder was built, and the schemas each build wrote, by kind. */
const built = new Map<string, { dir: string; site: SiteInfo; validators: Map<string, ValidateFunction> }>();

async function buildSchemas(contentDir: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-schemas-"));
  const result = await buildSite({ contentDir, outDir: dir, indexModule: false, baseUrl: BASE, env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  addFormats.default(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const kind of Object.keys(ZOD)) {
    validators.set(kind, ajv.compile(JSON.parse(await readFile(path.join(dir, contentSchemaFile(kindById(kind))), "utf8"))));
  }
  built.set(contentDir, { dir, site: result.index.site, validators });
}

beforeAll(async () => {
  for (const content of new Set([SAMPLE_CONTENT, OWNER_CONTENT, FRENCH_OWNER])) await buildSchemas(content);
});
afterAll(async () => {
  for (const { dir } of built.values()) await rm(dir, { recursive: true, force: true });
});

const dir = () => built.get(SAMPLE_CONTENT)!.dir;

function errorsOf(kind: ContentKind | string, value: unknown, content = SAMPLE_CONTENT): string[] {
  if (typeof kind !== "string") kind = kind.id;
  const validate = built.get(content)?.validators.get(kind);
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
      const schema = JSON.parse(await readFile(path.join(dir(), contentSchemaFile(kindById(kind))), "utf8"));
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

  it("accept every file of the owner's content/ (as built from it), and a $schema there names the built schema", async () => {
    const files = await contentFiles(OWNER_CONTENT);
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const value = JSON.parse(await readFile(path.join(OWNER_CONTENT, file), "utf8"));
      const kind = contentKindOf(file)!;
      expect(errorsOf(kind, value, OWNER_CONTENT), file).toEqual([]);
      if (value.$schema !== undefined) expect(value.$schema, file).toBe(contentSchemaRef(file, kind));
    }
  });

  it("accept a URL in another script, or with a path beyond ASCII, as the build does (an IRI, published as the parser spells it)", async () => {
    const profile = JSON.parse(await readFile(path.join(SAMPLE_CONTENT, "profile.json"), "utf8")) as { contact: Record<string, string> };
    const site = JSON.parse(await readFile(path.join(SAMPLE_CONTENT, "site.json"), "utf8")) as Record<string, unknown>;
    const iris = { profile: { ...profile, contact: { ...profile.contact, website: "https://mina.example.net/café" } }, site: { ...site, baseUrl: "https://zoë-lab.example.com" } };
    for (const [kind, value] of Object.entries(iris)) {
      expect(ZOD[kind]!.safeParse(value).success, kind).toBe(true);
      expect(errorsOf(kind, value), kind).toEqual([]);
    }
    // Another scheme is still flagged as the owner types it, as the build refuses it.
    const script = { ...iris.profile, contact: { ...iris.profile.contact, website: "javascript:alert(1)" } };
    expect(ZOD["profile"]!.safeParse(script).success).toBe(false);
    expect(errorsOf("profile", script)).toEqual([`/contact/website must match pattern "${HTTP_URL_PATTERN}"`]);
  });

  it.each<[string, string, string]>([
    ["project-typo.json", "project", "(file) must NOT have additional properties"],
    // The built schema is the sample site's: its lanes are an enum.
    ["project-bad-lane.json", "project", "/lane must be equal to one of the allowed values"],
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

  it.each([
    ["the sample", SAMPLE_CONTENT],
    ["a French owner with her own lanes and tiers", FRENCH_OWNER],
    ["the owner's content/", OWNER_CONTENT],
  ])("of a project, as %s's build publishes it, name exactly the languages, lanes and tiers its site.json declares", async (_, content) => {
    const { dir: out, site } = built.get(content)!;
    const schema = JSON.parse(await readFile(path.join(out, contentSchemaFile(kindById("project"))), "utf8")) as { properties: Record<string, { description?: string; enum?: string[] }>; patternProperties?: unknown; additionalProperties?: unknown };
    const named = Object.keys(schema.properties).filter((key) => /^(title|summary)[A-Z0-9]/.test(key));
    expect(named.sort()).toEqual(translationKeys(site.translations).sort());
    for (const lang of site.translations) expect(schema.properties[translationKeys([lang])[0]!]!.description).toContain(`"${lang}" translation (?lang=${lang})`);
    expect(schema.patternProperties).toBeUndefined();
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties["lane"]!.enum).toEqual(site.lanes);
    expect(schema.properties["tier"]!.enum).toEqual(site.tiers);
  });

  it("of the French owner's build refuse the spec's titleTr she does not offer, and accept her titleFr", async () => {
    const { site } = built.get(FRENCH_OWNER)!;
    expect(site.translations).toEqual(["fr"]);
    const project = { slug: "a", title: "A", lane: site.lanes[0], tier: site.tiers[0], summary: "S", links: {} };
    expect(errorsOf("project", { ...project, titleFr: "Un", summaryFr: "Résumé" }, FRENCH_OWNER)).toEqual([]);
    expect(errorsOf("project", { ...project, titleTr: "Bir" }, FRENCH_OWNER)).toContain("(file) must NOT have additional properties");
    expect(errorsOf("project", { ...project, lane: "builder" }, FRENCH_OWNER)).toContain("/lane must be equal to one of the allowed values");
  });

  it("committed in docs/ stay any site's: the spec's titleTr by name, any other language by pattern, lanes and tiers as text", async () => {
    const committed = JSON.parse(await readFile(path.join("docs", contentSchemaFile(kindById("project"))), "utf8")) as { properties: Record<string, { enum?: unknown; examples?: unknown }>; patternProperties?: Record<string, unknown> };
    expect(Object.keys(committed.properties)).toEqual(expect.arrayContaining(["titleTr", "summaryTr"]));
    expect(Object.keys(committed.patternProperties ?? {})).toHaveLength(1);
    expect(committed.properties["lane"]!.enum).toBeUndefined();
    expect(committed.properties["lane"]!.examples).toBeDefined();
  });
});
