// zod schemas for the files in content/. Unknown keys are errors (strictObject), so a typo
// such as `summay` fails loudly instead of vanishing.
import { z } from "zod";
import { LANES, TIERS, SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";

/** Editors add `$schema` to get completion; it is allowed in every file and ignored. */
const schemaRef = { $schema: z.string().optional() };

const text = z.string().trim().min(1, "must not be empty");
const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: "expected an absolute http(s) URL" });
/** The core routes on absolute paths and fetch refuses credentials, so a base URL is an origin only. */
const origin = httpUrl.refine(isOrigin, "expected an origin such as https://example.com, with no path, query or user name");
const isoDate = z.iso.date({ error: "expected a date as YYYY-MM-DD" });
const slug = z
  .string()
  .max(SLUG_MAX_LENGTH, `must be at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, "expected lowercase letters, digits and single hyphens, e.g. my-project");

export const SiteContentSchema = z.strictObject({
  ...schemaRef,
  baseUrl: origin.describe("Where the site is deployed; used when neither URL nor SITE_URL is set."),
  service: text.describe("Service identifier reported by health and the MCP server."),
});

export const ProfileContentSchema = z.strictObject({
  ...schemaRef,
  name: text,
  alternateNames: z.array(text).optional(),
  title: text,
  roles: z.array(text),
  bio: text,
  detail: text.optional(),
  location: z.strictObject({ city: text, country: text, timezone: text }),
  contact: z.strictObject({
    email: z.email({ error: "expected an email address" }),
    website: httpUrl,
    github: httpUrl,
    linkedin: httpUrl.optional(),
    x: httpUrl.optional(),
  }),
  focusAreas: z.array(text).optional(),
  keyProjects: z.array(z.strictObject({ slug, name: text, description: text, url: httpUrl })).optional(),
  // portal, openapi, llms and mcp are derived from the base URL at build time.
  developerResources: z.strictObject({ cli: text.optional() }).optional(),
});

export const SkillsContentSchema = z.strictObject({
  ...schemaRef,
  skills: z.array(z.strictObject({ title: text, items: z.array(text) })),
  languages: z.array(text),
  certifications: z.array(text),
  domains: z.array(text),
});

export const ProjectContentSchema = z.strictObject({
  ...schemaRef,
  slug,
  title: text,
  titleTr: text.optional(),
  lane: z.enum(LANES, { error: `expected one of ${LANES.join(", ")}` }),
  tier: z.enum(TIERS, { error: `expected one of ${TIERS.join(", ")}` }),
  order: z.number({ error: "expected a number" }).optional().describe("Sort position within the tier; lower first."),
  role: text.optional(),
  status: text.optional(),
  badge: text.nullable().optional(),
  summary: text,
  summaryTr: text.optional(),
  proofPoints: z.array(text).optional(),
  links: z.strictObject({
    live: httpUrl.optional(),
    github: httpUrl.optional(),
    caseStudy: httpUrl.optional(),
    appStore: httpUrl.optional(),
    playStore: httpUrl.optional(),
  }),
  caseStudy: z
    .strictObject({
      title: text.optional(),
      category: text.optional(),
      date: isoDate.optional(),
      excerpt: text.optional(),
      url: httpUrl.optional(),
    })
    .optional(),
});

export type SiteContent = z.infer<typeof SiteContentSchema>;
export type ProfileContent = z.infer<typeof ProfileContentSchema>;
export type SkillsContent = z.infer<typeof SkillsContentSchema>;
export type ProjectContent = z.infer<typeof ProjectContentSchema>;

/** True for `https://example.com` or `https://example.com/`: nothing after the origin. */
function isOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.href === `${url.origin}/`;
}
