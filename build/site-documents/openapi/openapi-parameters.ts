// components.parameters: each operation's query and path parameters, named per operation (so two
// resources can each have a `year`, each with its own values and words), with the core's own
// enums, limits and patterns, so a value the core rejects is one the document rejects too; and
// the header parameters every operation shares.
import { MCP_PROTOCOL_VERSION_HEADER } from "../../../functions/api/core/mcp/mcp-headers.ts";
import { SLUG_PATTERN } from "../../../functions/api/core/vocabulary.ts";
import { SLUG_MAX_LENGTH } from "../../../functions/api/core/limits.ts";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../../functions/api/core/mcp/protocol-versions.ts";
import { MODERN_VERSIONS_TEXT } from "../../../functions/api/core/mcp/mcp-prose.ts";
import { routePaths, type QueryParameter, type Route } from "../../../functions/api/core/route.ts";
import type { DocumentedRoute } from "../../../functions/api/core/api-docs.ts";
import { REPEATED_PARAMETER_RULE } from "../../../functions/api/core/http/query-value.ts";
import { PROBLEMS } from "../../../functions/api/core/http/problems.ts";

/** An OpenAPI 3.1 Parameter Object, as far as this document uses one. */
export type ParameterObject = {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string;
};

/** The header parameters, each named once. */
export type FixedParameter = "IfNoneMatch" | "McpProtocolVersion";

/** `lane` → `Lane`, `getProject` → `GetProject`. */
function pascal(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}

/** The component name of an operation's parameter: `ListProjectsLane`, `GetPublicationSlug`. */
function parameterComponent(operationId: string, name: string): string {
  return `${pascal(operationId)}${pascal(name)}`;
}

/** `#/components/parameters/<name>`: a header parameter by name, or an operation's own. */
export function parameterRef(parameter: FixedParameter | { operationId: string; name: string }): { $ref: string } {
  return { $ref: `#/components/parameters/${typeof parameter === "string" ? parameter : parameterComponent(parameter.operationId, parameter.name)}` };
}

/** What a query parameter's value must be, as the core checks it. */
function rulesOf(parameter: QueryParameter): string {
  // A closed set is matched exactly; free text (a search) says in its own words how it is read.
  const rules = parameter.staticValues ? ["case-sensitive; empty is the same as absent"] : [];
  if (parameter.defaultValue !== undefined) rules.push(`\`${parameter.defaultValue}\` gives the same bytes as leaving it out`);
  // With no value yet (a section with no content), there is no listed value for "another" to be other than.
  if (parameter.staticValues) rules.push(`${parameter.staticValues.length > 0 ? "another value" : "any value, as there is none to filter by yet,"} is 400 ${parameter.refusal?.code ?? PROBLEMS.INVALID_QUERY.code}`);
  if (parameter.maxLength !== undefined) rules.push(`the limit of ${parameter.maxLength} characters counts the value after trimming, and a longer one is 400 ${PROBLEMS.INVALID_QUERY.code}`);
  // A rule no schema can carry, stated once here, in every query parameter's own description.
  rules.push(REPEATED_PARAMETER_RULE);
  const text = rules.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The path parameters of a route, by name, in the order of its pattern. */
export function pathParameterNames(route: Route): string[] {
  return [...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!);
}

/** Every parameter: each documented operation's own, then the header ones. */
export function buildComponentParameters(documented: readonly DocumentedRoute[]): Record<string, ParameterObject> {
  const out: Record<string, ParameterObject> = {};
  for (const { route, doc } of documented) {
    const [firstPath] = routePaths(route);
    for (const name of pathParameterNames(route)) {
      // The first precomputed path's value: a slug that answers 200.
      const example = firstPath?.split("/")[route.pattern.split("/").indexOf(`{${name}}`)];
      out[parameterComponent(doc.operationId, name)] = {
        name,
        in: "path",
        required: true,
        description: doc.pathMeaning?.[name] ?? `The ${name}, checked as received.`,
        schema: { type: "string", pattern: SLUG_PATTERN.source, maxLength: SLUG_MAX_LENGTH },
        ...(example === undefined ? {} : { example }),
      };
    }
    for (const parameter of route.query) {
      const meaning = doc.queryMeaning && Object.hasOwn(doc.queryMeaning, parameter.name) ? doc.queryMeaning[parameter.name] : undefined;
      if (meaning === undefined) {
        throw new Error(`The query parameter '${parameter.name}' of ${route.pattern} has no words: add them to the queryMeaning of that route's API reference in its resource's documentation (its -docs.ts module; a section's filters go in its documentation's filters).`);
      }
      out[parameterComponent(doc.operationId, parameter.name)] = {
        name: parameter.name,
        in: "query",
        required: false,
        description: `${meaning} ${rulesOf(parameter)}`,
        schema: {
          type: "string",
          // A filter with no values yet (a section with no content) has no enum to promise.
          ...(parameter.staticValues && parameter.staticValues.length > 0 ? { enum: [...parameter.staticValues] } : {}),
          ...(parameter.maxLength !== undefined ? { maxLength: parameter.maxLength } : {}),
        },
        ...(doc.parameterExamples?.[parameter.name] === undefined ? {} : { example: doc.parameterExamples[parameter.name] }),
      };
    }
  }
  const fixed: Record<FixedParameter, ParameterObject> = {
    IfNoneMatch: {
      name: "If-None-Match",
      in: "header",
      required: false,
      description: "An ETag from an earlier answer; when it still matches, the answer is 304 with no body.",
      schema: { type: "string" },
    },
    McpProtocolVersion: {
      name: MCP_PROTOCOL_VERSION_HEADER,
      in: "header",
      required: false,
      description: `The MCP revision of the request: ${MODERN_VERSIONS_TEXT} (must equal _meta's protocolVersion, else 400 -32020) or the legacy revision initialize negotiated (absent means 2025-03-26; an unsupported one is 400 -32600).`,
      schema: { type: "string", enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
    },
  };
  return { ...out, ...fixed };
}
