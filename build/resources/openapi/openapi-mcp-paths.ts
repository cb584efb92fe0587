// The MCP endpoint in the OpenAPI document: GET describes it, POST carries JSON-RPC 2.0.
// Every example is a real exchange with the core.
import { JSON_TYPE } from "../../../functions/api/core/headers.ts";
import { MAX_BODY_BYTES } from "../../../functions/api/core/mcp/mcp-post.ts";
import { askCoreExpecting, type ExampleRequest } from "../ask-core.ts";
import { problemExample } from "../problem-examples.ts";
import { parameterRef } from "./openapi-parameters.ts";
import { emptyResponse, jsonResponse, notModifiedResponse, problemResponse, type NamedExample } from "./openapi-responses.ts";
import type { DocContext } from "./openapi-rest-paths.ts";
import { schemaRef } from "./openapi-schemas.ts";

const MCP = "/api/mcp";

/** A JSON-RPC POST as the examples send it. */
function post(body: string, contentType = JSON_TYPE): ExampleRequest {
  return { method: "POST", path: MCP, headers: { "Content-Type": contentType }, body };
}

/** The JSON-RPC requests shown as examples, with what each shows. */
function rpcExamples(caseStudySlug: string | undefined): Record<string, { summary: string; message: object }> {
  const examples: Record<string, { summary: string; message: object }> = {
    initialize: {
      summary: "Start a session (stateless: no session id is issued)",
      message: { jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "example-client", version: "1.0.0" } } },
    },
    toolsList: { summary: "List the tools", message: { jsonrpc: "2.0", id: 2, method: "tools/list" } },
  };
  if (caseStudySlug) {
    examples["getCaseStudy"] = {
      summary: "Call get_case_study",
      message: { jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "get_case_study", arguments: { slug: caseStudySlug } } },
    };
  }
  examples["unknownMethod"] = { summary: "A method the server does not have", message: { jsonrpc: "2.0", id: 4, method: "resources/list" } };
  return examples;
}

/** The paths entry for /api/mcp. */
export async function mcpPaths(ctx: DocContext): Promise<Record<string, Record<string, unknown>>> {
  const { app, index } = ctx;
  const base = index.site.baseUrl;
  const ask = (request: ExampleRequest, status: number) => askCoreExpecting(app, base, request, status);
  const requests: Record<string, NamedExample> = {};
  const answers: Record<string, NamedExample> = {};
  const slug = index.projects.find((p) => p.caseStudy !== undefined)?.slug;
  for (const [name, { summary, message }] of Object.entries(rpcExamples(slug))) {
    requests[name] = { summary, value: message };
    answers[name] = { summary, value: await ask(post(JSON.stringify(message)), 200) };
  }
  const rpcError = (summary: string, value: unknown) => ({ summary, value });
  const errorResponse = (description: string, examples: Record<string, NamedExample>) => jsonResponse(description, "JsonRpcResponse", examples, false);
  const internal = problemResponse("INTERNAL_ERROR", base, await problemExample(app, base, "INTERNAL_ERROR"));
  return {
    [MCP]: {
      get: {
        operationId: "getMcpInfo",
        summary: "Describe the MCP endpoint and its tools",
        description: "A client that accepts only `text/event-stream` gets 405: this server offers no SSE stream.",
        tags: ["MCP"],
        parameters: [parameterRef("IfNoneMatch")],
        responses: {
          "200": jsonResponse("OK", "McpInfo", { info: { summary: "The MCP server", value: await ask({ path: MCP }, 200) } }, true),
          "304": notModifiedResponse(),
          "405": problemResponse("METHOD_NOT_ALLOWED", base, await problemExample(app, base, "METHOD_NOT_ALLOWED", { path: MCP, headers: { Accept: "text/event-stream" } }), "a GET that accepts only an event stream"),
          "500": internal,
        },
      },
      post: {
        operationId: "postMcpMessage",
        summary: "Send one JSON-RPC 2.0 message to the MCP server",
        description:
          "MCP Streamable HTTP, stateless, JSON responses only. Methods: `initialize`, `ping`, `tools/list`, `tools/call`; tools: " +
          "`get_portfolio_info`, `list_projects`, `get_case_study`. Method errors (such as -32601) come back with 200.",
        tags: ["MCP"],
        parameters: [parameterRef("McpProtocolVersion")],
        requestBody: { required: true, content: { [JSON_TYPE]: { schema: schemaRef("JsonRpcRequest"), examples: requests } } },
        responses: {
          "200": errorResponse("A JSON-RPC response: a result, or a method-level error", answers),
          "202": emptyResponse("Accepted: the message was a notification or a response, which gets no answer. No body."),
          "400": errorResponse("Malformed JSON (-32700), an invalid JSON-RPC request (-32600) or an unsupported MCP-Protocol-Version (-32600)", {
            parseError: rpcError("Not JSON", await ask(post("{"), 400)),
            invalidRequest: rpcError("Not JSON-RPC 2.0", await ask(post('{"jsonrpc":"1.0","id":1,"method":"ping"}'), 400)),
          }),
          "413": errorResponse(`Payload Too Large: the body is over ${MAX_BODY_BYTES} bytes (-32600)`, {
            tooLarge: rpcError("A body over the limit", await ask(post(" ".repeat(MAX_BODY_BYTES + 1)), 413)),
          }),
          "415": errorResponse("Unsupported Media Type: the body must be sent as application/json (-32600)", {
            wrongType: rpcError("Sent as text/plain", await ask(post("{}", "text/plain"), 415)),
          }),
          "500": internal,
        },
      },
    },
  };
}
