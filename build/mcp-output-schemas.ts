// The MCP tools' output schemas, as JSON Schema generated from the same zod schemas that
// check the REST responses, so a tool's structuredContent and the REST body cannot drift.
import { z } from "zod";
import type { ToolName } from "../functions/api/core/vocabulary.ts";
import { CaseStudySchema, ProfileSchema, SkillsSchema } from "../functions/api/schemas/response-schemas.ts";
import { LocalizedProjectDetailSchema, LocalizedProjectListSchema } from "../functions/api/schemas/localized-schemas.ts";

/** get_portfolio_info answers the profile and the skills together. */
export const PortfolioInfoSchema = z.strictObject({ profile: ProfileSchema, skills: SkillsSchema });
/**
 * get_case_study answers a project detail whose case study is always there; list_projects a
 * project list. Both may be in a translation (`lang` and `fallback`), as the REST views are.
 */
export const CaseStudyDetailSchema = LocalizedProjectDetailSchema.extend({ caseStudy: CaseStudySchema });

/** JSON Schema (2020-12, MCP's default dialect) for each tool's structuredContent. */
export function mcpOutputSchemas(): Record<ToolName, Record<string, unknown>> {
  return {
    get_portfolio_info: toJsonSchema(PortfolioInfoSchema),
    list_projects: toJsonSchema(LocalizedProjectListSchema),
    get_case_study: toJsonSchema(CaseStudyDetailSchema),
  };
}

/** MCP assumes 2020-12 when `$schema` is absent; leaving it out keeps every validator happy. */
function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
}
