// The MCP endpoint as a resource module: its route and the headers of its transport. Its tools
// come from the other resources, and what it lists comes from the index (index.mcp): the build
// wrote it there from the declarations and their documentation (mcp-docs.ts). The dispatcher
// is made at the first MCP POST: its tools and serialized results are a cold start a REST
// request should not pay for.
import { defineResource } from "../resource.ts";
import { MCP_PATH } from "../site-paths.ts";
import type { Method, RouteInput } from "../route.ts";
import { json, type Reply } from "../http/reply.ts";
import { createMcpDispatch, type McpDispatch } from "./mcp-methods.ts";
import { handleMcpPost } from "./mcp-post.ts";
import { answerMcpGet } from "./mcp-get.ts";
import { MCP_REQUEST_HEADERS, MCP_RESPONSE_HEADERS } from "./mcp-headers.ts";

export { MCP_PATH };
/** The methods the MCP endpoint answers; GET describes the server, POST carries JSON-RPC. */
export const MCP_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const satisfies readonly Method[];

/** The MCP endpoint: one route whose dispatcher is made at the first POST, so a REST request never pays for it. */
export const mcp = defineResource({
  name: "mcp",
  // The transport's headers: a browser client sends the first and reads the second.
  headers: { accepted: [...MCP_REQUEST_HEADERS, "Last-Event-ID"], exposed: MCP_RESPONSE_HEADERS },
  routes: (index, context) => {
    let info: Reply | undefined;
    const get = context.get ?? (() => Promise.reject(new Error("no ResourceContext.get")));
    let dispatch: McpDispatch | undefined;
    const dispatcher = () => (dispatch ??= createMcpDispatch(index, context.resources, get, context.maxAnswerBytes));
    return [
      {
        pattern: MCP_PATH,
        methods: MCP_METHODS,
        query: [],
        // The GET answer depends on Accept, so the function gives it, not a file.
        cacheable: false,
        answer: (input) => answerMcp(input, () => (info ??= json(index.mcp.info)), dispatcher),
      },
    ];
  },
});

/** /api/mcp: JSON-RPC over POST; GET and HEAD describe the endpoint, or refuse a stream (mcp-get.ts). */
function answerMcp({ request }: RouteInput, info: () => Reply, dispatcher: () => McpDispatch): Reply | Promise<Reply> {
  if (request.method === "POST") return handleMcpPost(request, dispatcher());
  return answerMcpGet(request, info, MCP_METHODS);
}
