// The shapes of every response body, as zod schemas: one source of truth for the build's
// output check, the OpenAPI document and the MCP output schemas. The core imports only the
// inferred types (`import type`), so zod never ships in the function bundle.
import { z } from "zod";
import type { Vocabulary } from "../core/vocabulary.ts";
import { translatedFields } from "../core/resources/projects/languages.ts";

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

export const ProjectLinksSchema = z.strictObject({
  live: z.string().optional(),
  github: z.string().optional(),
  caseStudy: z.string().optional(),
  appStore: z.string().optional(),
  playStore: z.string().optional(),
});

export const CaseStudySchema = z.strictObject({
  title: z.string().optional(),
  category: z.string().optional(),
  date: z.string().optional(),
  excerpt: z.string().optional(),
  url: z.string().optional(),
});

/**
 * An item of the list response (spec: "Project"), any site's: lane and tier are any string.
 * The build checks and publishes `projectItemSchema(site)`, whose enums are the site's own.
 */
export const ProjectItemSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  ...translatedFields("title", () => z.string().optional()),
  lane: z.string(),
  tier: z.string(),
  role: z.string().optional(),
  status: z.string().optional(),
  badge: z.string().nullable().optional(),
  summary: z.string(),
  ...translatedFields("summary", () => z.string().optional()),
  proofPoints: z.array(z.string()).optional(),
  links: ProjectLinksSchema,
});

/** A list item of one site: `lane` and `tier` are enums of the lanes and tiers it declares. */
export function projectItemSchema(vocabulary: Vocabulary) {
  // extend keeps each key where it stood, so the published schema's field order is unchanged.
  return ProjectItemSchema.extend({ lane: z.enum(vocabulary.lanes), tier: z.enum(vocabulary.tiers) });
}

export const ProjectListSchema = z.strictObject({
  total: z.int().nonnegative(),
  projects: z.array(ProjectItemSchema),
});

/** The detail response: every optional field is present, null when the content has none. */
export const ProjectDetailSchema = z.strictObject({
  slug: z.string(),
  title: z.string(),
  ...translatedFields("title", () => z.string().nullable()),
  lane: z.string(),
  tier: z.string(),
  role: z.string().nullable(),
  status: z.string().nullable(),
  summary: z.string().nullable(),
  ...translatedFields("summary", () => z.string().nullable()),
  proofPoints: z.array(z.string()),
  links: ProjectLinksSchema,
  caseStudy: CaseStudySchema.nullable(),
});

export const SkillsSchema = z.strictObject({
  skills: z.array(z.strictObject({ title: z.string(), items: z.array(z.string()) })),
  languages: z.array(z.string()),
  certifications: z.array(z.string()),
  domains: z.array(z.string()),
});

export const McpInfoSchema = z.strictObject({
  name: z.string(),
  version: z.string(),
  description: z.string(),
  protocolVersions: z
    .strictObject({
      modern: z.array(z.string()).describe("Revisions with no handshake: the version rides on every request (2026-07-28)."),
      legacy: z.array(z.string()).describe("Revisions that open with initialize, newest first."),
    })
    .describe("The MCP protocol revisions this endpoint speaks, by era."),
  tools: z.array(z.string()),
});

export const ProblemSchema = z.strictObject({
  type: z.string(),
  title: z.string(),
  status: z.int().min(400).max(599),
  detail: z.string(),
  code: z.string().regex(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/),
  instance: z.string().optional(),
});

export type Health = z.infer<typeof HealthSchema>;
export type Profile = z.infer<typeof ProfileSchema>;
export type ProjectLinks = z.infer<typeof ProjectLinksSchema>;
export type CaseStudy = z.infer<typeof CaseStudySchema>;
export type ProjectItem = z.infer<typeof ProjectItemSchema>;
export type ProjectList = z.infer<typeof ProjectListSchema>;
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;
export type Skills = z.infer<typeof SkillsSchema>;
export type McpInfo = z.infer<typeof McpInfoSchema>;
