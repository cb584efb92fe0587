// The 200 body of each REST route, by the component name its route's doc gives: the build
// checks every static body against it, and the OpenAPI document publishes it under that name.
import type { z } from "zod";
import { HealthSchema, McpInfoSchema, ProfileSchema, SkillsSchema } from "./response-schemas.ts";
import { localizedProjectSchemas } from "./localized-schemas.ts";
import { JsonResumeSchema } from "./resume-schema.ts";
import type { Vocabulary } from "../core/vocabulary.ts";

/** The registry for a site: its lanes and tiers are the enums of the project views. */
export function responseSchemas(vocabulary: Vocabulary) {
  const projects = localizedProjectSchemas(vocabulary);
  return {
    Health: HealthSchema,
    Profile: ProfileSchema,
    // Project views carry `lang` and `fallback` when asked for a translation (?lang=).
    ProjectItem: projects.item,
    ProjectList: projects.list,
    ProjectDetail: projects.detail,
    Skills: SkillsSchema,
    McpInfo: McpInfoSchema,
    JsonResume: JsonResumeSchema,
  } as const satisfies Readonly<Record<string, z.ZodType>>;
}

/** A key of the registry: what a route's doc names as its 200 body, checked by tsc. */
export type ResponseSchemaName = keyof ReturnType<typeof responseSchemas>;
