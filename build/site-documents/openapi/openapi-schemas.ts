// components.schemas of the OpenAPI document, generated from the zod schemas that check the
// responses, so the description and the API cannot drift apart.
import { z } from "zod";
import { CaseStudySchema, ProblemSchema, ProjectLinksSchema } from "../../../functions/api/schemas/response-schemas.ts";
import { responseSchemas, type ResponseSchemaName } from "../../../functions/api/schemas/route-schemas.ts";
import type { App } from "../../../functions/api/core/app.ts";
import { appProblems } from "../../resource-docs-of.ts";
import type { DocContext } from "./openapi-rest-paths.ts";
import { listDocumentedTools } from "../../../functions/api/core/api-docs.ts";
import { CONTENT_KINDS, kindResponseSchemas, type ContentKind } from "../../content/kinds.ts";
import { exampleToolCall } from "../../../functions/api/core/mcp/mcp-words-docs.ts";
import { mcpSurface, surfaceMethodNames } from "../../../functions/api/core/mcp/mcp-surface.ts";
import { jsonRpcMessageSchema, jsonRpcRequestSchema, jsonRpcResponseSchema, type ServedMethods } from "./json-rpc-schemas.ts";

type JsonSchema = Record<string, unknown>;

/** What each response schema of the shared registry is; tsc checks every key is in the registry. */
const RESPONSE_DESCRIPTIONS: { readonly [K in ResponseSchemaName]: string } = {
  Health: "Health status. `timestamp` is the time the deployed data was built.",
  Profile: "The person the portfolio is about.",
  ProjectItem: "A project as listed; optional fields the content lacks are absent. With `?lang=`, `lang` and `fallback` say which language and which fields stayed in English.",
  ProjectList: "`total` always equals the number of projects returned.",
  ProjectDetail: "One project; optional fields the content lacks are null. With `?lang=`, `lang` and `fallback` are added.",
  CaseStudyDetail: "A project with its case study, as the MCP tool that looks up case studies answers it.",
  Skills: "Skills by group, spoken languages, certifications and domains.",
  PortfolioInfo: "The profile and the skills together, as the MCP tool about the person answers them.",
  JsonResume: "The portfolio as a JSON Resume (jsonresume.org, schema v1.0.0).",
  McpInfo: "What the MCP endpoint is and which tools it offers.",
};

/** Every named schema: its component name, the zod schema it comes from, and what it is. */
function namedSchemas({ app, index, docs, documented }: DocContext, kinds: readonly ContentKind[]): ReadonlyArray<readonly [string, z.ZodType, string]> {
  const registry = responseSchemas(index.site);
  // The tools the resources declare, and one call the documents can show.
  const shown = exampleToolCall(index, docs);
  const tools = listDocumentedTools(docs);
  const surface = mcpSurface(index, app.resources);
  const served: ServedMethods = { toolNames: tools.map(({ tool }) => tool.name), promptNames: surface.prompts.map((prompt) => prompt.name), surfaceMethods: surfaceMethodNames(surface) };
  const request = jsonRpcRequestSchema(served, shown && Object.keys(shown.arguments).length > 0 ? { tool: shown.name, arguments: shown.arguments } : undefined);
  // A schema only a tool names (tools/list carries its JSON Schema) is no operation's answer: as a
  // component nothing would refer to it.
  const answered = new Set(documented.map(({ doc }) => doc.schema));
  const toolOnly = new Set(tools.flatMap(({ docs: words }) => (answered.has(words.outputSchema) ? [] : [words.outputSchema])));
  const responses = (Object.keys(RESPONSE_DESCRIPTIONS) as ResponseSchemaName[]).filter((name) => !toolOnly.has(name)).map((name) => [name, registry[name], RESPONSE_DESCRIPTIONS[name]] as const);
  // An added section's schemas describe themselves (zod's .describe()).
  const added = Object.entries(kindResponseSchemas(kinds, index.site.translations))
    .filter(([name]) => !toolOnly.has(name))
    .map(([name, schema]) => [name, schema, schema.description ?? name] as const);
  return [
    ...responses,
    ["ProjectLinks", ProjectLinksSchema, "Where the project can be seen."],
    ["CaseStudy", CaseStudySchema, "The write-up of a project, when it has one."],
    ...added,
    ["Problem", ProblemSchema, "An RFC 9457 problem. `status` equals the HTTP status; `code` never changes once published."],
    ["JsonRpcMessage", jsonRpcMessageSchema(request), "What a client may post to the MCP endpoint: a JSON-RPC 2.0 request, notification or response."],
    ["JsonRpcRequest", request, "A JSON-RPC 2.0 request or notification sent to the MCP endpoint."],
    ["JsonRpcResponse", jsonRpcResponseSchema(served), "A JSON-RPC 2.0 answer from the MCP endpoint."],
  ];
}

/** `#/components/schemas/<name>`: where a named schema lives in the document. */
export function schemaRef(name: string): { $ref: string } {
  return { $ref: `#/components/schemas/${name}` };
}

/** The named schemas as JSON Schema 2020-12 (OpenAPI 3.1's dialect), referencing each other; lanes, tiers and languages are the site's. */
export function buildComponentSchemas(ctx: DocContext, kinds: readonly ContentKind[] = CONTENT_KINDS): Record<string, JsonSchema> {
  const NAMED = namedSchemas(ctx, kinds);
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of NAMED) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, { target: "draft-2020-12", uri: (id) => schemaRef(id).$ref }) as {
    schemas: Record<string, JsonSchema>;
  };
  const out: Record<string, JsonSchema> = {};
  for (const [name, , description] of NAMED) {
    // The dialect is the document's; a fragment-only $id is not allowed in 2020-12.
    const { $schema: _dialect, $id: _id, ...rest } = schemas[name] ?? {};
    out[name] = dropSafeIntegerBounds({ description, ...rest }) as JsonSchema;
  }
  out["ProblemCode"] = problemCodeSchema(ctx.app);
  // The zod schema only checks the code's form; the document can name every code there is.
  const problem = out["Problem"] as { properties: Record<string, JsonSchema> };
  problem.properties["code"] = { ...problem.properties["code"], ...schemaRef("ProblemCode") };
  return out;
}

/** Every code the API can answer with; each has a page at `<base>/problems/<code-in-kebab-case>`. */
function problemCodeSchema(app: App): JsonSchema {
  const problems = appProblems(app);
  return {
    type: "string",
    enum: problems.map((type) => type.code),
    description: problems.map((type) => `\`${type.code}\`: ${type.title}`).join("; "),
  };
}

/** zod bounds every integer by ±(2^53 − 1); that says nothing to a reader, so it goes. */
function dropSafeIntegerBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropSafeIntegerBounds);
  if (typeof value !== "object" || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const isSafeBound = (key === "maximum" && inner === Number.MAX_SAFE_INTEGER) || (key === "minimum" && inner === Number.MIN_SAFE_INTEGER);
    if (!isSafeBound) out[key] = dropSafeIntegerBounds(inner);
  }
  return out;
}
