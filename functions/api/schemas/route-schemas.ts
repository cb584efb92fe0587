// The 200 body of each REST route, by the component name its route's doc gives: the build
// checks every static body against it, and the OpenAPI document publishes it under that name.
import type { z } from "zod";
import { HealthSchema, McpInfoSchema, ProfileSchema, SkillsSchema } from "./response-schemas.ts";
import { LocalizedProjectDetailSchema, LocalizedProjectItemSchema, LocalizedProjectListSchema } from "./localized-schemas.ts";
import { JsonResumeSchema } from "./resume-schema.ts";

export const RESPONSE_SCHEMAS = {
  Health: HealthSchema,
  Profile: ProfileSchema,
  // Project views carry `lang` and `fallback` when asked for a translation (?lang=).
  ProjectItem: LocalizedProjectItemSchema,
  ProjectList: LocalizedProjectListSchema,
  ProjectDetail: LocalizedProjectDetailSchema,
  Skills: SkillsSchema,
  McpInfo: McpInfoSchema,
  JsonResume: JsonResumeSchema,
} as const satisfies Readonly<Record<string, z.ZodType>>;

/** A key of the registry: what a route's doc names as its 200 body, checked by tsc. */
export type ResponseSchemaName = keyof typeof RESPONSE_SCHEMAS;
