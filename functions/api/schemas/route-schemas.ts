// The response schemas the routes and tools name, by component name: the build checks every
// static body against the route's, makes each MCP tool's output schema from the tool's, and
// the OpenAPI document publishes each under its name. A section's content kind adds its own.
import { z } from "zod";
import { CaseStudySchema, HealthSchema, McpInfoSchema, ProfileSchema, SkillsSchema } from "./response-schemas.ts";
import { localizedProjectSchemas } from "./localized-schemas.ts";
import { JsonResumeSchema } from "./resume-schema.ts";
import type { SiteVocabulary } from "../core/vocabulary.ts";

/** get_portfolio_info answers the profile and the skills together. */
export const PortfolioInfoSchema = z.strictObject({ profile: ProfileSchema, skills: SkillsSchema });

/** The registry for a site: its lanes, tiers and languages shape the project views. */
export function responseSchemas(site: SiteVocabulary) {
  const projects = localizedProjectSchemas(site);
  return {
    Health: HealthSchema,
    Profile: ProfileSchema,
    // Project views carry `lang` and `fallback` when asked for a translation (?lang=).
    ProjectItem: projects.item,
    ProjectList: projects.list,
    ProjectDetail: projects.detail,
    // get_case_study answers a project detail whose case study is always there.
    CaseStudyDetail: projects.detail.extend({ caseStudy: CaseStudySchema }),
    Skills: SkillsSchema,
    PortfolioInfo: PortfolioInfoSchema,
    McpInfo: McpInfoSchema,
    JsonResume: JsonResumeSchema,
  } as const satisfies Readonly<Record<string, z.ZodType>>;
}

/** A key of the registry: what a route's doc or a tool names as its schema, checked by tsc. */
export type ResponseSchemaName = keyof ReturnType<typeof responseSchemas>;
