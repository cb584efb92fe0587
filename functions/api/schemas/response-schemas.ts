// The shapes of every response body, as zod schemas: one source of truth for the build's
// output check, the OpenAPI document and the MCP output schemas. The core imports only the
// inferred types (`import type`), so zod never ships in the function bundle.
import { languageName } from "../core/languages/language-name.ts";
import { MODERN_VERSIONS_TEXT } from "../core/mcp/mcp-prose.ts";
import { z } from "zod";
import type { SiteVocabulary } from "../core/vocabulary.ts";
import { fieldLanguages, translatedFields, type TranslationKey } from "../core/languages/translation-keys.ts";

/** GET /api/v1/health; the legacy /api/health answers only status and timestamp, hence the optional rest. */
export const HealthSchema = z.strictObject({
  status: z.string(),
  timestamp: z.iso.datetime(),
  version: z.string().optional(),
  service: z.string().optional(),
  documentation: z.url().optional(),
  openapi: z.url().optional(),
});

const KeyProjectSchema = z.strictObject({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  url: z.string(),
});

/** GET /api/v1/profile: the person, how to reach them, and the developer resources derived from the base URL. */
export const ProfileSchema = z.strictObject({
  name: z.string(),
  alternateNames: z.array(z.string()).optional(),
  title: z.string(),
  roles: z.array(z.string()),
  bio: z.string(),
  detail: z.string().optional(),
  location: z.strictObject({ city: z.string(), country: z.string(), timezone: z.string() }),
  contact: z.strictObject({
    email: z.string(),
    website: z.string(),
    github: z.string(),
    linkedin: z.string().optional(),
    x: z.string().optional(),
  }),
  focusAreas: z.array(z.string()).optional(),
  keyProjects: z.array(KeyProjectSchema).optional(),
  developerResources: z.strictObject({
    portal: z.string(),
    openapi: z.string(),
    llms: z.string(),
    mcp: z.string(),
    resume: z.string(),
    cli: z.string().optional(),
  }),
});

/** A project's links; each is present only when the content gives it. */
export const ProjectLinksSchema = z.strictObject({
  live: z.string().optional(),
  github: z.string().optional(),
  caseStudy: z.string().optional(),
  appStore: z.string().optional(),
  playStore: z.string().optional(),
});

/** A project's case study as the detail answers it. */
export const CaseStudySchema = z.strictObject({
  title: z.string().optional(),
  category: z.string().optional(),
  date: z.string().optional(),
  excerpt: z.string().optional(),
  url: z.string().optional(),
});

/**
 * An item of the list response (spec: "Project") of a site whose translations are `languages`
 * (the spec's `tr` always among them), with `lane` and `tier` as given. Each translated field
 * stands right after the field it translates, so the key order is the same for every site.
 */
function projectItemShape(languages: readonly string[], lane: z.ZodType<string>, tier: z.ZodType<string>, offered?: readonly string[]) {
  return {
    slug: z.string(),
    title: z.string(),
    ...translatedFields("title", languages, (lang) => unoffered(z.string().optional(), lang, offered, "absent")),
    lane,
    tier,
    role: z.string().optional(),
    status: z.string().optional(),
    badge: z.string().nullable().optional(),
    summary: z.string(),
    ...translatedFields("summary", languages, (lang) => unoffered(z.string().optional(), lang, offered, "absent")),
    proofPoints: z.array(z.string()).optional(),
    links: ProjectLinksSchema,
  };
}

/** The spec's list item, any site's: lane and tier are any string, `titleTr` and `summaryTr` its translations. */
export const ProjectItemSchema = z.strictObject(projectItemShape(fieldLanguages([]), z.string(), z.string()));

/**
 * One of `values`, listed in the schema's `enum` in the order the site declares them. Not
 * `z.enum` for several: it keeps its values as an object's keys, and JavaScript puts number-like
 * keys ("2024", "0") first. Not `z.literal` for one: its schema says `const`, where every other
 * site's says `enum`, and tools and tests read the list from `enum`.
 */
export function declaredOrder(values: readonly string[]): z.ZodType<string, string> {
  return values.length === 1 ? z.enum(values as [string]) : z.literal([...values]);
}

/** A list item of one site: `lane` and `tier` are enums of the lanes and tiers it declares, with a translated title and summary per language it offers. */
export function projectItemSchema(site: SiteVocabulary) {
  return z.strictObject(projectItemShape(fieldLanguages(site.translations), declaredOrder(site.lanes), declaredOrder(site.tiers), site.translations));
}

/** What an offered language's translated field holds, said the same for the projects and a translated section. */
export function translationDescription(lang: string, empty: "absent" | "null"): string {
  return `The text in ${languageName(lang)}, ${empty} when the item has none; an answer asked for in '${lang}' also holds it in the field it translates.`;
}

/**
 * A translated field of one site's schemas, described: an offered language's field names its
 * language (`titleDeCh` holds Swiss High German, which the tag alone does not say to every
 * reader), and the spec's own field (`titleTr`) on a site that offers no such translation is
 * kept, as the spec names it, and described as always empty, so a reader of the site's OpenAPI
 * does not wait for text that never comes. The spec's schemas (`offered` undefined) as they are.
 */
function unoffered<S extends z.ZodType>(schema: S, lang: string, offered: readonly string[] | undefined, empty: "absent" | "null"): S {
  if (offered === undefined) return schema;
  if (offered.includes(lang)) return schema.describe(translationDescription(lang, empty));
  return schema.describe(`The spec's '${lang}' translation field, which every answer keeps; this site offers no '${lang}' translation, so it is always ${empty}.`);
}

/** The spec's list response, any site's: `total` counts the projects returned. */
export const ProjectListSchema = z.strictObject({
  total: z.int().nonnegative(),
  projects: z.array(ProjectItemSchema),
});

/** The detail response of a site translating into `languages`: every optional field is present, null when the content has none. */
function projectDetailShape(languages: readonly string[], offered?: readonly string[]) {
  return {
    slug: z.string(),
    title: z.string(),
    ...translatedFields("title", languages, (lang) => unoffered(z.string().nullable(), lang, offered, "null")),
    lane: z.string(),
    tier: z.string(),
    role: z.string().nullable(),
    status: z.string().nullable(),
    summary: z.string().nullable(),
    ...translatedFields("summary", languages, (lang) => unoffered(z.string().nullable(), lang, offered, "null")),
    proofPoints: z.array(z.string()),
    links: ProjectLinksSchema,
    caseStudy: CaseStudySchema.nullable(),
  };
}

/** The spec's detail response: `titleTr` and `summaryTr` are its translations. */
export const ProjectDetailSchema = z.strictObject(projectDetailShape(fieldLanguages([])));

/** The detail response of one site, with a translated title and summary per language it offers. */
export function projectDetailSchema(site: Pick<SiteVocabulary, "translations">) {
  return z.strictObject(projectDetailShape(fieldLanguages(site.translations), site.translations));
}

/** GET /api/v1/skills, as the owner wrote skills.json. */
export const SkillsSchema = z.strictObject({
  skills: z.array(z.strictObject({ title: z.string(), items: z.array(z.string()) })),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  domains: z.array(z.string()),
});

/** GET /api/mcp's JSON answer: what the endpoint is and what it offers, for a reader without an MCP client. */
export const McpInfoSchema = z.strictObject({
  name: z.string(),
  version: z.string(),
  description: z.string(),
  protocolVersions: z
    .strictObject({
      modern: z.array(z.string()).describe(`Revisions with no handshake: the version rides on every request (${MODERN_VERSIONS_TEXT}).`),
      legacy: z.array(z.string()).describe("Revisions that open with initialize, newest first."),
    })
    .describe("The MCP protocol revisions this endpoint speaks, by era."),
  tools: z.array(z.string()),
  resources: z.array(z.string()).exactOptional().describe("The URIs of the MCP resources (resources/list); absent when there are none."),
  resourceTemplates: z.array(z.string()).exactOptional().describe("The URI templates of the MCP resource templates (resources/templates/list); absent when there are none."),
  prompts: z.array(z.string()).exactOptional().describe("The names of the MCP prompts (prompts/list); absent when there are none."),
});

/** RFC 9457 §3.1: `type` and `instance` are URI references (the core escapes what RFC 3986 forbids in an instance, request-target.ts). */
const uriReference = () => z.string().meta({ format: "uri-reference" });

/** An RFC 9457 problem body, with the stable `code` every problem of this API carries. */
export const ProblemSchema = z.strictObject({
  type: uriReference(),
  title: z.string(),
  status: z.int().min(400).max(599),
  detail: z.string(),
  code: z.string().regex(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/),
  instance: uriReference().optional(),
});

/** The profile as the API answers it. */
export type Profile = z.infer<typeof ProfileSchema>;
/** A project's case study as the API answers it. */
export type CaseStudy = z.infer<typeof CaseStudySchema>;
/** The translated titles and summaries in the languages a site offers besides the spec's: `titleFr`, `summaryPtBr`. */
type TranslatedTexts<V> = { [key: TranslationKey]: V };

/** A list item, with the translated texts of any language a site offers. */
export type ProjectItem = z.infer<typeof ProjectItemSchema> & TranslatedTexts<string | undefined>;
/** A project's detail, with the translated texts of any language a site offers (null where it has none). */
export type ProjectDetail = z.infer<typeof ProjectDetailSchema> & TranslatedTexts<string | null>;
/** The skills as the API answers them. */
export type Skills = z.infer<typeof SkillsSchema>;
/** GET /api/mcp's JSON answer. */
export type McpInfo = z.infer<typeof McpInfoSchema>;
