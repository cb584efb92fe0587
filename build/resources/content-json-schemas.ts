// JSON Schemas for the files in content/, generated from the same zod schemas the build
// validates with. A copy is committed under docs/schemas/ (kept fresh by `npm run docs` and a
// test) and the content files point at it with `$schema`, so an editor completes and checks
// fields on a fresh clone, before any build; every build also publishes them in dist/schemas/.
// The build stays the final judge.
import { z } from "zod";
import { ProfileContentSchema, ProjectContentSchema, SiteContentSchema, SkillsContentSchema } from "../content/content-schemas.ts";

/** Which schema a content file uses. */
export type ContentKind = "site" | "profile" | "skills" | "project";

const KINDS: Record<ContentKind, { schema: z.ZodType; title: string; description: string }> = {
  site: { schema: SiteContentSchema, title: "content/site.json", description: "Where the site is deployed and the service identifier." },
  profile: { schema: ProfileContentSchema, title: "content/profile.json", description: "The profile; developerResources other than cli are derived by the build." },
  skills: { schema: SkillsContentSchema, title: "content/skills.json", description: "Skills by group, spoken languages, certifications and domains." },
  project: { schema: ProjectContentSchema, title: "content/projects/<slug>.json", description: "One project; the file name must equal its slug." },
};

/** Where a kind's schema is written, relative to dist/ and to docs/. */
export function contentSchemaFile(kind: ContentKind): string {
  return `schemas/content/${kind}.schema.json`;
}

/** The kind of a content file, by its path relative to content/. */
export function contentKindOf(relative: string): ContentKind | undefined {
  if (relative === "site.json" || relative === "profile.json" || relative === "skills.json") return relative.slice(0, -".json".length) as ContentKind;
  return /^projects\/[^/]+\.json$/.test(relative) ? "project" : undefined;
}

/** The committed copies live here, relative to the repository root. */
export const COMMITTED_SCHEMAS_DIR = "docs";

/**
 * The `$schema` value a content file carries: a path from the file to the committed schema in
 * docs/, so it works offline, for any base URL, on a fresh clone.
 */
export function contentSchemaRef(relative: string, kind: ContentKind): string {
  const depth = relative.split("/").length;
  return `${"../".repeat(depth)}${COMMITTED_SCHEMAS_DIR}/${contentSchemaFile(kind)}`;
}

/**
 * Every content schema, keyed by its path in dist/ (or docs/). With a base URL each gets its
 * published `$id`; the committed copies have none, as they belong to no one deployment.
 */
export function renderContentSchemas(baseUrl?: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [kind, { schema, title, description }] of Object.entries(KINDS) as Array<[ContentKind, (typeof KINDS)[ContentKind]]>) {
    // Content is input: what the owner may write, before trimming.
    const generated = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
    const { $schema: dialect, ...rest } = generated;
    const id = baseUrl === undefined ? {} : { $id: `${baseUrl}/${contentSchemaFile(kind)}` };
    const document = { $schema: dialect, ...id, title, description, ...rest };
    files.set(contentSchemaFile(kind), `${JSON.stringify(document, null, 2)}\n`);
  }
  return files;
}
