// The JSON-RPC 2.0 messages of POST /api/mcp as zod schemas, from the spec's "JSON-RPC
// request" and "JSON-RPC response" tables. Generic on purpose: MCP defines the payloads.
import { z } from "zod";
import { HEADER_MISMATCH, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, MISSING_REQUIRED_CLIENT_CAPABILITY, PARSE_ERROR, UNSUPPORTED_PROTOCOL_VERSION } from "../../../functions/api/core/mcp/json-rpc.ts";
import { LEGACY_RESOURCE_NOT_FOUND } from "../../../functions/api/core/mcp/mcp-surface-methods.ts";
import { MODERN_VERSIONS_TEXT } from "../../../functions/api/core/mcp/mcp-prose.ts";

const JsonRpcRequestIdSchema = z
  .union([z.string(), z.int()])
  .describe("Echoed in the response. A message without `id` is a notification and gets 202 with no body. MCP request ids are never null (400, -32600 in every revision).");

const JsonRpcIdSchema = z
  .union([z.string(), z.int(), z.null()])
  .describe("The request's id; null when the request's id could not be read.");

/** What the server answers, from the resources' declarations (mcp-surface.ts). */
export interface ServedMethods {
  toolNames: readonly string[];
  promptNames: readonly string[];
  /** The resource, prompt and completion methods served (surfaceMethodNames). */
  surfaceMethods: readonly string[];
}

/** `` `a`, `b` ``: names as the documents write them. */
export const code = (names: readonly string[]) => names.map((name) => `\`${name}\``).join(", ");

/**
 * One JSON-RPC request or notification (a POST holds one, or under the revisions that allow it a batch of them),
 * naming the methods, tools and prompts served; `example` is one call's arguments, as the documents show it.
 */
export function jsonRpcRequestSchema({ toolNames, promptNames, surfaceMethods }: ServedMethods, example?: { tool: string; arguments: Record<string, unknown> }) {
  const names = [...toolNames, ...promptNames];
  const shown = example ? `, e.g. \`${JSON.stringify(example.arguments)}\` for \`${example.tool}\`` : "";
  const prompts = promptNames.length > 0;
  const perMethod = [
    ...(surfaceMethods.includes("resources/read") ? ["`uri` for `resources/read`"] : []),
    ...(surfaceMethods.includes("completion/complete") ? ["`ref` and `argument` for `completion/complete`"] : []),
  ];
  return z
    .strictObject({
      jsonrpc: z.literal("2.0"),
      id: JsonRpcRequestIdSchema.optional(),
      method: z
        .string()
        .describe(
          `${MODERN_VERSIONS_TEXT}: ${code(["server/discover", "tools/list", "tools/call", ...surfaceMethods])}. Legacy revisions: ${code(["initialize", "ping", "tools/list", "tools/call", ...surfaceMethods, "server/discover"])}. ` +
            "Notifications such as `notifications/initialized` are accepted and not answered.",
        ),
      params: z
        .object({
          name: (names.length > 0 ? z.enum(names as [string, ...string[]]) : z.string()).optional().describe(`For \`tools/call\`: the tool to call${prompts ? "; for `prompts/get`: the prompt to get" : ""}.`),
          arguments: z
            .record(z.string(), z.unknown())
            .optional()
            .describe(`For \`tools/call\`: the tool's arguments${shown}${prompts ? "; for `prompts/get`: the prompt's arguments (strings)" : ""}.`),
          _meta: z
            .record(z.string(), z.unknown())
            .optional()
            .describe(
              `${MODERN_VERSIONS_TEXT}: required on every request, with \`io.modelcontextprotocol/protocolVersion\` (equal to the MCP-Protocol-Version header), ` +
                "`io.modelcontextprotocol/clientCapabilities` (an object) and optionally `io.modelcontextprotocol/clientInfo`. Legacy requests need none.",
            ),
        })
        .catchall(z.unknown())
        .optional()
        .describe(`Method parameters; MCP defines them per method${perMethod.length > 0 ? ` (${perMethod.join(", ")})` : ""}.`),
    })
    .describe("A JSON-RPC 2.0 request (with `id`) or notification (without).");
}

const JsonRpcResultSchema = z.strictObject({
  jsonrpc: z.literal("2.0"),
  id: JsonRpcIdSchema,
  result: z.record(z.string(), z.unknown()).describe("The method's result, as MCP defines it."),
});

/** A JSON-RPC error; `reads`: resources/read is served, and legacy revisions answer an unknown URI with -32002. */
function jsonRpcErrorSchema(reads: boolean) {
  return z.strictObject({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcIdSchema,
    error: z.strictObject({
      code: z
        .int()
        .describe(
          `${PARSE_ERROR} parse error, ${INVALID_REQUEST} invalid request, ${METHOD_NOT_FOUND} method not found, ${INVALID_PARAMS} invalid params${reads ? ` (and, in ${MODERN_VERSIONS_TEXT}, an unknown resource URI)` : ""}; ` +
            `${reads ? `legacy revisions answer an unknown resource URI with ${LEGACY_RESOURCE_NOT_FOUND} (with \`data.uri\`); ` : ""}${MODERN_VERSIONS_TEXT} adds ${HEADER_MISMATCH} HeaderMismatch, ` +
            `${MISSING_REQUIRED_CLIENT_CAPABILITY} MissingRequiredClientCapability and ${UNSUPPORTED_PROTOCOL_VERSION} UnsupportedProtocolVersion (with \`data.supported\`).`,
        ),
      message: z.string(),
      data: z.unknown().optional(),
    }),
  });
}

/** A JSON-RPC response: a `result` or an `error`, never both. */
export function jsonRpcResponseSchema({ surfaceMethods }: ServedMethods) {
  return z
    .union([JsonRpcResultSchema, jsonRpcErrorSchema(surfaceMethods.includes("resources/read"))])
    .describe("A JSON-RPC 2.0 response: `result` on success, `error` otherwise.");
}

/**
 * A response the client posts back, answering a request the server made. The server never
 * makes one, but MCP lets a client send it, and the server takes any message with an `id`,
 * no `method` and a `result` or `error` (whatever they hold) with 202 and no body.
 */
const ClientResponseSchema = z
  .union([
    z.strictObject({ jsonrpc: z.literal("2.0"), id: JsonRpcIdSchema, result: z.unknown().describe("Any JSON value.") }),
    z.strictObject({ jsonrpc: z.literal("2.0"), id: JsonRpcIdSchema, error: z.unknown().describe("Any JSON value.") }),
  ])
  .describe("A JSON-RPC 2.0 response sent by the client: accepted with 202, never answered.");

/** Everything POST /api/mcp takes: a request (`request`, from jsonRpcRequestSchema), a notification, or a client's response. */
export function jsonRpcMessageSchema(request: z.ZodType) {
  return z.union([request, ClientResponseSchema]).describe("One JSON-RPC 2.0 message: a request (answered), a notification or a client's response (202, no body).");
}
