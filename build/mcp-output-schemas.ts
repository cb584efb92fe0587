// The MCP tools' output schemas, as JSON Schema generated from the same zod schemas that
// check the REST responses: each tool names its schema in the registry (by the name a route
// would), so a tool's structuredContent and the REST body cannot drift.
import { z } from "zod";
import type { SiteVocabulary } from "../functions/api/core/vocabulary.ts";
import type { ContentKind } from "./content/kinds.ts";
import { buildResponseSchemaRegistry } from "./schema-registry.ts";

/**
 * JSON Schema (2020-12, MCP's default dialect) of a tool's structuredContent, by the response
 * schema its documentation names, with the site's lanes, tiers and languages.
 */
export function mcpOutputSchemas(site: SiteVocabulary, kinds: readonly ContentKind[]): (schemaName: string, toolName: string) => Record<string, unknown> {
  const registry = buildResponseSchemaRegistry(site, kinds);
  return (schemaName, toolName) => {
    const schema = Object.hasOwn(registry, schemaName) ? registry[schemaName] : undefined;
    if (!schema) throw new Error(`The MCP tool '${toolName}' names the output schema '${schemaName}', which no response schema has: add it to its content kind's responses, or fix the name.`);
    return toJsonSchema(schema);
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
