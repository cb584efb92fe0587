// /api/mcp as a resource beside the REST ones: JSON-RPC over POST, and a GET or HEAD that
// describes the endpoint. The dispatcher is made at the first MCP request: its tools,
// descriptions and serialized results are a cold start a REST request should not pay for.
import { defineResource, type ApiTag } from "../resource.ts";
import { MCP_PATH } from "../site-paths.ts";
import type { Method, RouteInput } from "../route.ts";
import { json, type Reply } from "../http/reply.ts";
import { createMcpDispatch, type McpDispatch } from "./mcp-methods.ts";
import { handleMcpPost } from "./mcp-post.ts";
import { answerMcpGet } from "./mcp-get.ts";
import { mcpInfo } from "./mcp-info.ts";
import { ERAS_SHORT_TEXT } from "./mcp-prose.ts";
import { surfaceText, toolNamesText } from "./mcp-tool-list.ts";
import { MCP_REQUEST_HEADERS, MCP_RESPONSE_HEADERS } from "./mcp-headers.ts";

export const MCP_TAG: ApiTag = { name: "MCP", description: "The Model Context Protocol endpoint for AI agents (JSON-RPC 2.0 over HTTP)." };

export { MCP_PATH };
export const MCP_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const satisfies readonly Method[];

export const mcp = defineResource({
  name: "mcp",
  // The transport's headers: a browser client sends the first and reads the second.
  headers: { accepted: [...MCP_REQUEST_HEADERS, "Last-Event-ID"], exposed: MCP_RESPONSE_HEADERS },
  routes: (index, context) => {
    let info: Reply | undefined;
    const get = context.get ?? (() => Promise.reject(new Error("This core was made without a way to read its own answers (ResourceContext.get).")));
    const dispatch = lazyDispatch(() => createMcpDispatch(index, context.resources, get, context.maxAnswerBytes));
    return [
      {
        pattern: MCP_PATH,
        methods: MCP_METHODS,
        query: [],
        tag: MCP_TAG,
        // The GET answer depends on Accept, so the function gives it, not a file.
        cacheable: false,
        answer: (input) => answerMcp(input, () => (info ??= json(mcpInfo(index, context.resources))), dispatch),
      },
    ];
  },
  endpoints: (index, resources) => [
    {
      name: "MCP endpoint",
      path: MCP_PATH,
      note: [`JSON-RPC 2.0 over Streamable HTTP (POST; GET describes the server), in both eras: ${ERAS_SHORT_TEXT}; tools: ${toolNamesText(resources)}`, surfaceText(index, resources)].filter(Boolean).join("; "),
      task: "For AI agents (POST JSON-RPC; GET for info)",
      rank: "agents",
    },
  ],
});

/** /api/mcp: JSON-RPC over POST; GET and HEAD describe the endpoint, or refuse a stream (mcp-get.ts). */
function answerMcp({ request }: RouteInput, info: () => Reply, dispatch: McpDispatch): Reply | Promise<Reply> {
  if (request.method === "POST") return handleMcpPost(request, dispatch);
  return answerMcpGet(request, info, MCP_METHODS);
}

/** The dispatcher, made at its first use. */
function lazyDispatch(make: () => McpDispatch): McpDispatch {
  let made: McpDispatch | undefined;
  const get = () => (made ??= make());
  return Object.assign((request: Parameters<McpDispatch>[0], era: Parameters<McpDispatch>[1]) => get()(request, era), {
    modernMethods: () => get().modernMethods(),
    requiredClientCapabilities: (request: Parameters<McpDispatch>[0]) => get().requiredClientCapabilities(request),
    toolError: (...args: Parameters<McpDispatch["toolError"]>) => get().toolError(...args),
  });
}
