// The MCP endpoint in the OpenAPI document: GET describes it, POST carries JSON-RPC 2.0 in
// both eras (2026-07-28, and the legacy revisions that open with initialize). Every example is
// a real exchange with the core.
import { MCP_PATH } from "../../../functions/api/core/mcp/mcp.ts";
import { MCP_TAG } from "../../../functions/api/core/mcp/mcp-docs.ts";
import { listDocumentedTools } from "../../../functions/api/core/api-docs.ts";
import { PROBLEMS } from "../../../functions/api/core/http/problems.ts";
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { exampleToolCall, surfaceText } from "../../../functions/api/core/mcp/mcp-words-docs.ts";
import { mcpSurface, surfaceMethodNames, type McpSurface } from "../../../functions/api/core/mcp/mcp-surface.ts";
import { rateLimitedResponse } from "./openapi-rate-limit.ts";
import { code } from "./json-rpc-schemas.ts";
import { JSON_TYPE } from "../../../functions/api/core/http/headers.ts";
import { MCP_REQUEST_MAX_BYTES } from "../../../functions/api/core/limits.ts";
import { HEADER_MISMATCH, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, MISSING_REQUIRED_CLIENT_CAPABILITY, PARSE_ERROR, UNSUPPORTED_PROTOCOL_VERSION } from "../../../functions/api/core/mcp/json-rpc.ts";
import { LEGACY_RESOURCE_NOT_FOUND } from "../../../functions/api/core/mcp/mcp-surface-methods.ts";
import { BATCH_PROTOCOL_VERSIONS, MAX_BATCH_MESSAGES } from "../../../functions/api/core/mcp/json-rpc-batch.ts";
import { LATEST_LEGACY_PROTOCOL_VERSION, LEGACY_PROTOCOL_VERSIONS, META_CLIENT_CAPABILITIES, META_CLIENT_INFO, META_PROTOCOL_VERSION, MODERN_PROTOCOL_VERSIONS } from "../../../functions/api/core/mcp/protocol-versions.ts";
import { MCP_METHOD_HEADER, MCP_NAME_HEADER, MCP_PROTOCOL_VERSION_HEADER } from "../../../functions/api/core/mcp/mcp-headers.ts";
import { NAME_SOURCES } from "../../../functions/api/core/mcp/modern-request.ts";
import { askCoreExpecting, recordRequestBody, type ExampleRequest } from "../ask-core.ts";
import { problemExample } from "../problem-examples.ts";
import { parameterRef } from "./openapi-parameters.ts";
import { emptyResponse, jsonResponse, notModifiedResponse, problemResponse, type NamedExample } from "./openapi-responses.ts";
import type { DocContext } from "./openapi-rest-paths.ts";
import { schemaRef } from "./openapi-schemas.ts";

const MCP = MCP_PATH;

/** A JSON-RPC POST as the examples send it. */
function post(body: string, contentType = JSON_TYPE, headers: Record<string, string> = {}): ExampleRequest {
  return { method: "POST", path: MCP, headers: { "Content-Type": contentType, ...headers }, body };
}

const MODERN = MODERN_PROTOCOL_VERSIONS[0];
/** The revisions that take batches, and the one a request without a version header is served as. */
const BATCHED = BATCH_PROTOCOL_VERSIONS.join(" and ");
const UNVERSIONED = BATCH_PROTOCOL_VERSIONS[0];
const MODERN_META = {
  [META_PROTOCOL_VERSION]: MODERN,
  [META_CLIENT_CAPABILITIES]: {},
  [META_CLIENT_INFO]: { name: "example-client", version: "1.0.0" },
};

/** A 2026-07-28 message: `_meta` in the body, and the headers that mirror it. */
interface ModernExample {
  summary: string;
  message: { jsonrpc: "2.0"; id: number; method: string; params: Record<string, unknown> };
  headers: Record<string, string>;
}

function modernMessage(summary: string, id: number, method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): ModernExample {
  const name = typeof params["name"] === "string" ? { [MCP_NAME_HEADER]: params["name"] } : {};
  return {
    summary,
    message: { jsonrpc: "2.0", id, method, params: { ...params, _meta: MODERN_META } },
    headers: { [MCP_PROTOCOL_VERSION_HEADER]: MODERN, [MCP_METHOD_HEADER]: method, ...name, ...headers },
  };
}

/** A tool call the examples show: a tool the resources declare, with arguments over this content. */
type ToolCall = { name: string; arguments: Record<string, unknown> };

/** The 2026-07-28 requests shown as examples. */
function modernExamples(call: ToolCall | undefined, readUri?: string): Record<string, ModernExample> {
  const examples: Record<string, ModernExample> = {
    modernDiscover: modernMessage(`${MODERN}: server/discover (versions of both eras, capabilities, instructions)`, 11, "server/discover"),
    modernToolsList: modernMessage(`${MODERN}: list the tools (a CacheableResult: ttlMs, cacheScope)`, 12, "tools/list"),
  };
  if (call) {
    examples["modernToolCall"] = modernMessage(`${MODERN}: call ${call.name} (headers ${MCP_METHOD_HEADER}: tools/call, ${MCP_NAME_HEADER}: ${call.name})`, 13, "tools/call", { ...call });
  }
  if (readUri) {
    examples["modernResourceRead"] = modernMessage(`${MODERN}: read a resource (${MCP_NAME_HEADER}: its URI; the result carries ttlMs and cacheScope)`, 14, "resources/read", { uri: readUri }, { [MCP_NAME_HEADER]: readUri });
  }
  return examples;
}

/** Requests for what the server offers besides tools, each over this content: a resource, a prompt, a completion. */
function surfaceExamples(surface: McpSurface, index: PortfolioIndex): Record<string, { summary: string; message: object }> {
  const examples: Record<string, { summary: string; message: object }> = {};
  const [resource] = surface.resources;
  if (resource) {
    examples["resourcesList"] = { summary: "Legacy: list the resources (each an https URL of the API, whose answer it holds)", message: { jsonrpc: "2.0", id: 7, method: "resources/list" } };
    examples["resourceRead"] = { summary: `Legacy: read the ${resource.declaration.name} resource: the REST answer, byte for byte`, message: { jsonrpc: "2.0", id: 8, method: "resources/read", params: { uri: resource.uri } } };
  }
  // A prompt whose required arguments all have values the content offers, filled with the first.
  const prompt = surface.prompts.find((p) => p.arguments.every((a) => !a.required || (a.values?.(index).length ?? 0) > 0));
  if (prompt) {
    const args = Object.fromEntries(prompt.arguments.filter((a) => a.required).map((a) => [a.name, a.values?.(index)[0] ?? ""]));
    examples["promptGet"] = { summary: `Legacy: get the ${prompt.name} prompt: messages that embed the resources it needs`, message: { jsonrpc: "2.0", id: 9, method: "prompts/get", params: { name: prompt.name, arguments: args } } };
  }
  // The template's first variable, completed from the first letter of its first value.
  const [template] = surface.templates;
  const [variable, values = []] = template ? (Object.entries(template.declaration.values(index))[0] ?? []) : [];
  if (template && variable) {
    const value = values[0]?.charAt(0) ?? "";
    examples["complete"] = {
      summary: value ? `Legacy: complete a template's ${variable} from its first letter` : `Legacy: list a template's ${variable} values (empty: the content has none yet)`,
      message: { jsonrpc: "2.0", id: 10, method: "completion/complete", params: { ref: { type: "ref/resource", uri: template.uriTemplate }, argument: { name: variable, value } } },
    };
  }
  return examples;
}

/** The JSON-RPC requests shown as examples, with what each shows. */
function rpcExamples(call: ToolCall | undefined): Record<string, { summary: string; message: object }> {
  const examples: Record<string, { summary: string; message: object }> = {
    initialize: {
      summary: "Legacy: start a session (stateless: no session id is issued)",
      message: { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "example-client", version: "1.0.0" } } },
    },
    toolsList: { summary: "Legacy: list the tools", message: { jsonrpc: "2.0", id: 2, method: "tools/list" } },
  };
  if (call) {
    examples["toolCall"] = { summary: `Legacy: call ${call.name}`, message: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { ...call } } };
  }
  examples["batch"] = {
    summary: `${UNVERSIONED} (no ${MCP_PROTOCOL_VERSION_HEADER} header): a batch; the notification gets no answer`,
    message: [{ jsonrpc: "2.0", id: 5, method: "ping" }, { jsonrpc: "2.0", method: "notifications/initialized" }, { jsonrpc: "2.0", id: 6, method: "server/discover" }],
  };
  examples["unknownMethod"] = { summary: `Legacy: a method the server does not have (${METHOD_NOT_FOUND} with 200)`, message: { jsonrpc: "2.0", id: 4, method: "logging/setLevel", params: { level: "info" } } };
  return examples;
}

/** Messages the server takes without answering (202, no body). */
function unansweredExamples(): Record<string, { summary: string; message: object }> {
  return {
    notification: { summary: "A notification (no id): accepted with 202, never answered", message: { jsonrpc: "2.0", method: "notifications/initialized" } },
    clientResponse: { summary: "A JSON-RPC response posted by the client: accepted with 202, never answered", message: { jsonrpc: "2.0", id: 1, result: {} } },
  };
}

/** The paths entry for /api/mcp. */
export async function mcpPaths(ctx: DocContext): Promise<Record<string, Record<string, unknown>>> {
  const { app, index, docs } = ctx;
  const base = index.site.baseUrl;
  const ask = (request: ExampleRequest, status: number) => askCoreExpecting(app, base, request, status);
  const requests: Record<string, NamedExample> = {};
  const answers: Record<string, NamedExample> = {};
  const call = exampleToolCall(index, docs);
  const toolNames = listDocumentedTools(docs).map(({ tool }) => tool.name);
  const surface = mcpSurface(index, app.resources);
  const surfaceMethods = surfaceMethodNames(surface);
  const surfaceNames = surfaceText(index, app.resources);
  const reads = surfaceMethods.includes("resources/read");
  // Only the served methods that name something in Mcp-Name: an unserved method is not advertised.
  const named = Object.entries(NAME_SOURCES).filter(([method]) => method === "tools/call" || surfaceMethods.includes(method));
  // A request example is recorded with the request that sends it, so a test can replay it.
  const send = async (message: object, request: ExampleRequest, status: number) => {
    recordRequestBody(message, request, status);
    return ask(request, status);
  };
  for (const [name, { summary, message }] of Object.entries({ ...rpcExamples(call), ...surfaceExamples(surface, index) })) {
    requests[name] = { summary, value: message };
    answers[name] = { summary, value: await send(message, post(JSON.stringify(message)), 200) };
  }
  for (const [name, { summary, message, headers }] of Object.entries(modernExamples(call, surface.resources[0]?.uri))) {
    requests[name] = { summary: `${summary}. Headers: ${Object.entries(headers).map(([key, value]) => `${key}: ${value}`).join(", ")}`, value: message };
    answers[name] = { summary, value: await send(message, post(JSON.stringify(message), JSON_TYPE, headers), 200) };
  }
  // Messages that get 202 and no body: a notification, and a response to a server request.
  for (const [name, { summary, message }] of Object.entries(unansweredExamples())) {
    requests[name] = { summary, value: message };
    await send(message, post(JSON.stringify(message)), 202);
  }
  const modernError = (example: ModernExample, status: number) => ask(post(JSON.stringify(example.message), JSON_TYPE, example.headers), status);
  const rpcError = (summary: string, value: unknown) => ({ summary, value });
  const errorResponse = (description: string, examples: Record<string, NamedExample>) => jsonResponse(description, "JsonRpcResponse", examples, false);
  // Each method's 500 is its own request answered by a core made to fail.
  const internal = async (request: ExampleRequest) =>
    problemResponse(app, PROBLEMS.INTERNAL_ERROR, base, await problemExample(ctx, PROBLEMS.INTERNAL_ERROR, { pattern: MCP, request }));
  const toolsList = rpcExamples(undefined)["toolsList"]!.message;
  // Every request to /api/mcp runs the function, so every one counts against the limit.
  const rateLimited = rateLimitedResponse(index.site);
  const limited = rateLimited ? { "429": rateLimited } : {};
  return {
    [MCP]: {
      get: {
        operationId: "getMcpInfo",
        summary: "Describe the MCP endpoint and its tools",
        description:
          `A GET whose Accept lists \`text/event-stream\` (at any q above 0) gets 405: this server offers no SSE stream (${MODERN} has no GET stream at all, ` +
          "and the Streamable HTTP transport answers such a GET with a stream or 405). Any other GET (`application/json`, `*/*`, a browser's Accept, none) " +
          "gets this description, naming the protocol versions of both eras, the tools" + (surfaceNames ? ` and what else the server offers (${surfaceNames})` : "") + ". Both answers carry `Vary: Accept`.",
        tags: [MCP_TAG.name],
        parameters: [parameterRef("IfNoneMatch")],
        responses: {
          "200": jsonResponse("OK", "McpInfo", { info: { summary: "The MCP server", value: await ask({ path: MCP }, 200) } }, true),
          "304": notModifiedResponse(),
          "405": problemResponse(
            app,
            PROBLEMS.METHOD_NOT_ALLOWED,
            base,
            await problemExample(ctx, PROBLEMS.METHOD_NOT_ALLOWED, { pattern: MCP, request: { path: MCP } }, { path: MCP, headers: { Accept: "text/event-stream" } }),
            "a GET that accepts only an event stream",
          ),
          ...limited,
          "500": await internal({ path: MCP }),
        },
      },
      post: {
        operationId: "postMcpMessage",
        summary: "Send one JSON-RPC 2.0 message to the MCP server",
        description:
          "MCP Streamable HTTP, stateless, JSON responses only, in two eras on the same URL. " +
          `**${MODERN}** (no handshake): every request carries \`params._meta\` with \`${META_PROTOCOL_VERSION}\` and ` +
          `\`${META_CLIENT_CAPABILITIES}\` (and, better, \`${META_CLIENT_INFO}\`), plus the headers ` +
          `\`${MCP_PROTOCOL_VERSION_HEADER}\`, \`${MCP_METHOD_HEADER}\` and, for ${code(named.map(([method]) => method))}, \`${MCP_NAME_HEADER}\`, which must match the body. ` +
          `Methods: ${code(["server/discover", "tools/list", "tools/call", ...surfaceMethods])}; every result has \`resultType: "complete"\` and the server's identity in ` +
          "`_meta[\"io.modelcontextprotocol/serverInfo\"]`, and the lists" + (reads ? " and reads" : "") + " carry `ttlMs` and `cacheScope`" + (reads ? `; an unknown resource URI is ${INVALID_PARAMS}` : "") + `. Errors: 400 with ${INVALID_PARAMS} (a required \`_meta\` key is missing), ${HEADER_MISMATCH} ` +
          `(HeaderMismatch: a header is missing or differs from the body), ${UNSUPPORTED_PROTOCOL_VERSION} (UnsupportedProtocolVersion, with \`data.supported\`), ` +
          `${MISSING_REQUIRED_CLIENT_CAPABILITY} (MissingRequiredClientCapability; no method here needs one); 404 with ${METHOD_NOT_FOUND} for a method ${MODERN} does not have ` +
          `(\`ping\`, \`logging/setLevel\` and \`initialize\` included). **Legacy** (${LEGACY_PROTOCOL_VERSIONS.join(", ")}): \`initialize\` first ` +
          `(asking for ${MODERN} gets ${LATEST_LEGACY_PROTOCOL_VERSION}), then ${code(["ping", "tools/list", "tools/call", ...surfaceMethods, "server/discover"])}${reads ? `; an unknown resource URI is ${LEGACY_RESOURCE_NOT_FOUND}` : ""}; method errors (such as ${METHOD_NOT_FOUND}) ` +
          `come back with 200. Request ids are never null (400, ${INVALID_REQUEST}). **Batches**: under ${BATCHED} (a request without \`${MCP_PROTOCOL_VERSION_HEADER}\` is served as ${UNVERSIONED}) a JSON array of up to ${MAX_BATCH_MESSAGES} messages gets 200 and an array of responses, one per request, in order, or 202 when it held only ` +
          `notifications and responses; \`initialize\` and ${MODERN} requests inside a batch get ${INVALID_REQUEST}. Under any other revision a batch is 400, ${INVALID_REQUEST}. ` +
          `Tools in both eras: ${toolNames.length > 0 ? code(toolNames) : "none yet"}.` +
          (surfaceNames ? ` Besides the tools, both eras serve ${surfaceNames}.` : ""),
        tags: [MCP_TAG.name],
        parameters: [
          parameterRef("McpProtocolVersion"),
          {
            name: MCP_METHOD_HEADER,
            in: "header",
            required: false,
            description: `${MODERN}: required on every request, equal to the body's \`method\` (else 400, ${HEADER_MISMATCH}). Ignored by the legacy revisions.`,
            schema: { type: "string" },
            example: "tools/call",
          },
          {
            name: MCP_NAME_HEADER,
            in: "header",
            required: false,
            description: `${MODERN}: required on ${named.map(([method, field]) => `\`${method}\` (equal to \`params.${field}\`)`).join(", ")}, else 400, ${HEADER_MISMATCH}; a value outside visible ASCII is sent as \`=?base64?…?=\`.`,
            schema: { type: "string" },
            ...(call ? { example: call.name } : {}),
          },
        ],
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: messagesSchema("JsonRpcMessage", `${BATCHED} only: a batch of messages`), examples: requests } } },
        responses: {
          "200": {
            ...errorResponse(`A JSON-RPC response: a result, or a method-level error; for a ${BATCHED} batch, an array of them`, answers),
            content: { [JSON_TYPE]: { schema: messagesSchema("JsonRpcResponse", `The answers to a ${BATCHED} batch, one per request, in order`), examples: answers } },
          },
          "202": emptyResponse("Accepted: the message was a notification or a response, which gets no answer. No body."),
          "400": errorResponse(
            `Malformed JSON (${PARSE_ERROR}), an invalid JSON-RPC request (${INVALID_REQUEST}) or a legacy ${MCP_PROTOCOL_VERSION_HEADER} this server does not speak (${INVALID_REQUEST}); ` +
              `under ${MODERN}: a missing \`_meta\` key (${INVALID_PARAMS}), headers that are missing or differ from the body (${HEADER_MISMATCH}), ` +
              `an unsupported version (${UNSUPPORTED_PROTOCOL_VERSION}) or a missing client capability (${MISSING_REQUIRED_CLIENT_CAPABILITY})`,
            {
              parseError: rpcError("Not JSON", await ask(post("{"), 400)),
              invalidRequest: rpcError("Not JSON-RPC 2.0", await ask(post('{"jsonrpc":"1.0","id":1,"method":"ping"}'), 400)),
              headerMismatch: rpcError(
                `${MODERN}: ${MCP_NAME_HEADER} differs from params.name (${HEADER_MISMATCH})`,
                await modernError(modernMessage("", 21, "tools/call", { name: toolNames[0] ?? "a-tool", arguments: {} }, { [MCP_NAME_HEADER]: `not-${toolNames[0] ?? "a-tool"}` }), 400),
              ),
              unsupportedVersion: rpcError(`A version this server does not speak (${UNSUPPORTED_PROTOCOL_VERSION})`, await modernError(unsupportedVersion(), 400)),
              missingMeta: rpcError(
                `${MODERN}: no clientCapabilities in _meta (${INVALID_PARAMS})`,
                await ask(post(JSON.stringify({ jsonrpc: "2.0", id: 23, method: "tools/list", params: { _meta: { [META_PROTOCOL_VERSION]: MODERN } } }), JSON_TYPE, { [MCP_PROTOCOL_VERSION_HEADER]: MODERN, [MCP_METHOD_HEADER]: "tools/list" }), 400),
              ),
            },
          ),
          "404": errorResponse(`${MODERN}: a method that revision does not have (${METHOD_NOT_FOUND}); \`ping\` and \`initialize\` included`, {
            methodNotFound: rpcError(`${MODERN}: ping, removed from that revision`, await modernError(modernMessage("", 24, "ping"), 404)),
          }),
          "413": errorResponse(`Payload Too Large: the body is over ${MCP_REQUEST_MAX_BYTES} bytes (${INVALID_REQUEST})`, {
            tooLarge: rpcError("A body over the limit", await ask(post(" ".repeat(MCP_REQUEST_MAX_BYTES + 1)), 413)),
          }),
          "415": errorResponse(`Unsupported Media Type: the body must be sent as application/json (${INVALID_REQUEST})`, {
            wrongType: rpcError("Sent as text/plain", await ask(post("{}", "text/plain"), 415)),
          }),
          ...limited,
          "500": await internal(post(JSON.stringify(toolsList))),
        },
      },
    },
  };
}

/** One message, or (2025-03-26) a JSON array of them. */
function messagesSchema(message: string, batch: string): object {
  return { oneOf: [schemaRef(message), { type: "array", items: schemaRef(message), minItems: 1, maxItems: MAX_BATCH_MESSAGES, description: batch }] };
}

/** A modern request naming a revision nobody speaks, in header and _meta alike. */
function unsupportedVersion(): ModernExample {
  const example = modernMessage("", 22, "tools/list", {}, { [MCP_PROTOCOL_VERSION_HEADER]: "2099-01-01" });
  example.message.params["_meta"] = { ...MODERN_META, [META_PROTOCOL_VERSION]: "2099-01-01" };
  return example;
}
