// The MCP tools' output schemas, as JSON Schema generated from the same zod schemas that
// check the REST responses, so a tool's structuredContent and the REST body cannot drift.
import { z } from "zod";
import type { ToolName, Vocabulary } from "../functions/api/core/vocabulary.ts";
import { CaseStudySchema, ProfileSchema, SkillsSchema } from "../functions/api/schemas/response-schemas.ts";
import { LocalizedProjectDetailSchema, localizedProjectSchemas } from "../functions/api/schemas/localized-schemas.ts";

/** get_portfolio_info answers the profile and the skills together. */
export const PortfolioInfoSchema = z.strictObject({ profile: ProfileSchema, skills: SkillsSchema });
/**
 * get_case_study answers a project detail whose case study is always there; list_projects a
 * project list. Both may be in a translation (`lang` and `fallback`), as the REST views are.
 */
export const CaseStudyDetailSchema = LocalizedProjectDetailSchema.extend({ caseStudy: CaseStudySchema });

/** JSON Schema (2020-12, MCP's default dialect) for each tool's structuredContent, with the site's lanes and tiers. */
export function mcpOutputSchemas(vocabulary: Vocabulary): Record<ToolName, Record<string, unknown>> {
  return {
    get_portfolio_info: toJsonSchema(PortfolioInfoSchema),
    list_projects: toJsonSchema(localizedProjectSchemas(vocabulary).list),
    get_case_study: toJsonSchema(CaseStudyDetailSchema),
  };
}

/** MCP assumes 2020-12 when `$schema` is absent; leaving it out keeps every validator happy. */
function toJsonSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12" }) as Record<string, unknown>;
  return withTypeUnionsAsAnyOf(rest) as Record<string, unknown>;
}

/** Keywords that describe a schema rather than constrain it: they stay beside the anyOf. */
const ANNOTATIONS = new Set(["title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly"]);

/**
 * zod writes `.nullable()` as `"type": ["string", "null"]`. Valid 2020-12, but the MCP
 * Inspector's --strict flags a type array as less portable (some clients' validators and
 * code generators read only one type), so each becomes `anyOf` with one branch per type; the
 * constraints go into the branch they constrain, the annotations stay outside.
 */
export function withTypeUnionsAsAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withTypeUnionsAsAnyOf);
  if (typeof schema !== "object" || schema === null) return schema;
  const node = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withTypeUnionsAsAnyOf(value)]));
  const types = node["type"];
  if (!Array.isArray(types)) return node;
  const outside: Record<string, unknown> = {};
  const constraints: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key !== "type") (ANNOTATIONS.has(key) ? outside : constraints)[key] = value;
  }
  // A constraint on strings or numbers means nothing to null; null takes none of them.
  const branches = types.map((type) => (type === "null" ? { type } : { type, ...constraints }));
  return { ...outside, anyOf: branches };
}
