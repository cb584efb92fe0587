// components.parameters: the query, path and header parameters, with the core's own enums,
// limits and patterns, so a value the core rejects is one the document rejects too.
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from "../../../functions/api/core/vocabulary.ts";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../../functions/api/core/mcp/protocol-versions.ts";
import { MODERN_VERSIONS_TEXT } from "../../../functions/api/core/mcp/mcp-prose.ts";
import type { QueryParameter, Route } from "../../../functions/api/core/route.ts";
import { REPEATED_PARAMETER_RULE } from "../../../functions/api/core/resources/projects/filters.ts";

export type ParameterObject = {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string;
};

/** The component name of a query parameter: `lane` → `Lane`. */
export function parameterComponent(parameter: Pick<QueryParameter, "name">): string {
  return parameter.name.charAt(0).toUpperCase() + parameter.name.slice(1);
}

/** The components that are not query parameters of a route, each named once. */
export type FixedParameter = "Slug" | "IfNoneMatch" | "McpProtocolVersion";

/** `#/components/parameters/<name>`: a query parameter of a route, or a fixed one by name. */
export function parameterRef(parameter: QueryParameter | FixedParameter): { $ref: string } {
  return { $ref: `#/components/parameters/${typeof parameter === "string" ? parameter : parameterComponent(parameter)}` };
}

/** What a query parameter's value must be, as the core checks it. */
function rulesOf(parameter: QueryParameter): string {
  const rules = ["Case-sensitive; empty is the same as absent"];
  if (parameter.defaultValue !== undefined) rules.push(`\`${parameter.defaultValue}\` gives the same bytes as leaving it out`);
  if (parameter.staticValues) rules.push(`another value is 400 ${parameter.refusal ?? "INVALID_QUERY"}`);
  if (parameter.maxLength !== undefined) rules.push(`the limit of ${parameter.maxLength} characters counts the value after trimming, and a longer one is 400 INVALID_QUERY`);
  // A rule no schema can carry, stated once here, in every query parameter's own description.
  rules.push(REPEATED_PARAMETER_RULE);
  return `${rules.join("; ")}.`;
}

/** Every parameter: each distinct query parameter of the routes, then the fixed ones. */
export function componentParameters(routes: readonly Route[], exampleSlug: string, exampleWord: string | undefined): Record<string, ParameterObject> {
  const out: Record<string, ParameterObject> = {};
  for (const route of routes) {
    for (const parameter of route.query) {
      const name = parameterComponent(parameter);
      if (out[name]) continue;
      out[name] = {
        name: parameter.name,
        in: "query",
        required: false,
        description: `${parameter.meaning} ${rulesOf(parameter)}`,
        schema: {
          type: "string",
          ...(parameter.staticValues ? { enum: [...parameter.staticValues] } : {}),
          ...(parameter.maxLength !== undefined ? { maxLength: parameter.maxLength } : {}),
        },
        ...(parameter.name === "q" && exampleWord !== undefined ? { example: exampleWord } : {}),
      };
    }
  }
  const fixed: Record<FixedParameter, ParameterObject> = {
    Slug: {
      name: "slug",
      in: "path",
      required: true,
      description: "A project slug, checked as received: lowercase letters, digits and single hyphens; a malformed one is 400 INVALID_SLUG.",
      schema: { type: "string", pattern: SLUG_PATTERN.source, maxLength: SLUG_MAX_LENGTH },
      example: exampleSlug,
    },
    IfNoneMatch: {
      name: "If-None-Match",
      in: "header",
      required: false,
      description: "An ETag from an earlier answer; when it still matches, the answer is 304 with no body.",
      schema: { type: "string" },
    },
    McpProtocolVersion: {
      name: "MCP-Protocol-Version",
      in: "header",
      required: false,
      description: `The MCP revision of the request: ${MODERN_VERSIONS_TEXT} (must equal _meta's protocolVersion, else 400 -32020) or the legacy revision initialize negotiated (absent means 2025-03-26; an unsupported one is 400 -32600).`,
      schema: { type: "string", enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
    },
  };
  return { ...out, ...fixed };
}
