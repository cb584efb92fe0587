// components.parameters: the query, path and header parameters, with the core's own enums,
// limits and patterns, so a value the core rejects is one the document rejects too.
import { LANES, SLUG_MAX_LENGTH, SLUG_PATTERN, TIERS } from "../../../functions/api/core/vocabulary.ts";
import { Q_MAX_LENGTH, REPEATED_PARAMETER_RULE } from "../../../functions/api/core/resources/projects/list-query.ts";
import { FILTER_MEANINGS } from "../../../functions/api/core/resources/projects/filters.ts";
import { SUPPORTED_PROTOCOL_VERSIONS } from "../../../functions/api/core/mcp/protocol-versions.ts";

/** A rule no schema can carry, stated in every query parameter's own description. */
const REPEATED = ` As for every query parameter, ${REPEATED_PARAMETER_RULE}.`;

type ParameterObject = {
  name: string;
  in: "query" | "path" | "header";
  required: boolean;
  description: string;
  schema: Record<string, unknown>;
  example?: string;
};

/** `#/components/parameters/<name>`. */
export function parameterRef(name: keyof ReturnType<typeof componentParameters>): { $ref: string } {
  return { $ref: `#/components/parameters/${name}` };
}

/** Every parameter; the examples are a slug and a title word the deployed content has. */
export function componentParameters(exampleSlug: string, exampleWord: string | undefined, languages: readonly string[]) {
  return {
    Lane: {
      name: "lane",
      in: "query",
      required: false,
      description: `${FILTER_MEANINGS.lane} Case-sensitive; empty is the same as absent; another value is 400 INVALID_QUERY.${REPEATED}`,
      schema: { type: "string", enum: [...LANES] },
    },
    Tier: {
      name: "tier",
      in: "query",
      required: false,
      description: `${FILTER_MEANINGS.tier} Case-sensitive; empty is the same as absent; another value is 400 INVALID_QUERY.${REPEATED}`,
      schema: { type: "string", enum: [...TIERS] },
    },
    Q: {
      name: "q",
      in: "query",
      required: false,
      description: `${FILTER_MEANINGS.q} The limit of ${Q_MAX_LENGTH} characters counts the value after trimming: a longer one is 400 INVALID_QUERY.${REPEATED}`,
      schema: { type: "string", maxLength: Q_MAX_LENGTH },
      ...(exampleWord === undefined ? {} : { example: exampleWord }),
    },
    Lang: {
      name: "lang",
      in: "query",
      required: false,
      description: `${FILTER_MEANINGS.lang} \`en\` gives the same bytes as no \`lang\`; an empty value is absent; another value is 400 UNSUPPORTED_LANGUAGE. The answer's Content-Language says which language it is.${REPEATED}`,
      schema: { type: "string", enum: [...languages] },
    },
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
      description: "The MCP revision of the request: 2026-07-28 (must equal _meta's protocolVersion, else 400 -32020) or the legacy revision initialize negotiated (absent means 2025-03-26; an unsupported one is 400 -32600).",
      schema: { type: "string", enum: [...SUPPORTED_PROTOCOL_VERSIONS] },
    },
  } satisfies Record<string, ParameterObject>;
}
