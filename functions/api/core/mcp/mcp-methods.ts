// The MCP methods this server answers: initialize, ping, tools/list and tools/call. Each
// returns a JSON-RPC response body; the transport decides the HTTP status.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Catalog } from "../catalog.ts";
import { API_VERSION } from "../vocabulary.ts";
import { errorBody, resultBody, resultText, INVALID_PARAMS, METHOD_NOT_FOUND, type JsonRpcRequest } from "./json-rpc.ts";
import { negotiateVersion } from "./protocol-versions.ts";
import { callTool, defineTools, isToolName, type ToolDefinition } from "./mcp-tools.ts";

/** Answers one JSON-RPC request. */
export type McpDispatch = (request: JsonRpcRequest) => object;

/**
 * Tools whose successful results depend on nothing but the index. Their arguments are checked
 * before a result exists (get_case_study: one of the case-study slugs; get_portfolio_info:
 * none), so there are at most a handful of distinct results, each serialized once.
 */
const FIXED_RESULT_TOOLS: ReadonlySet<string> = new Set(["get_portfolio_info", "get_case_study"]);
const MAX_FIXED_RESULTS = 64;

/** Bind the methods to an index; tool definitions (and their JSON) are built once. */
export function createMcpDispatch(index: PortfolioIndex, catalog: Catalog): McpDispatch {
  const tools: ToolDefinition[] = defineTools(index, catalog.caseStudySlugs);
  const toolsListJson = JSON.stringify({ tools });
  const fixedResults = new Map<string, string>();
  const serverInfo = { name: index.site.service, title: `${index.profile.name} — portfolio`, version: API_VERSION };
  const instructions =
    `This server knows the public portfolio of ${index.profile.name} (${index.profile.title}): profile, skills, ` +
    `${index.projects.length} projects and ${catalog.caseStudySlugs.length} case studies. It is read-only. ` +
    "Call get_portfolio_info for who they are, how to contact them and what they know; list_projects to find work " +
    "by lane, tier or search words; get_case_study for the full story of one project that has a case study.";

  return (request) => {
    const { id, params } = request;
    switch (request.method) {
      case "initialize": {
        const wrong = initializeParamsProblem(params);
        if (wrong) return errorBody(id, INVALID_PARAMS, `Invalid params: ${wrong}`);
        return resultBody(id, {
          protocolVersion: negotiateVersion(params["protocolVersion"]),
          capabilities: { tools: { listChanged: false } },
          serverInfo,
          instructions,
        });
      }
      case "ping":
        return resultBody(id, {});
      case "tools/list":
        // One page holds every tool, so any cursor is fine; a cursor of another type is not.
        if (params["cursor"] !== undefined && typeof params["cursor"] !== "string") {
          return errorBody(id, INVALID_PARAMS, "Invalid params: 'cursor' must be a string");
        }
        return resultText(id, toolsListJson);
      case "tools/call":
        return callToolMethod(id, params);
      default:
        return errorBody(id, METHOD_NOT_FOUND, "Method not found");
    }
  };

  function callToolMethod(id: JsonRpcRequest["id"], params: Record<string, unknown>): object {
    const name = params["name"];
    if (!isToolName(name)) {
      const shown = typeof name === "string" ? `Unknown tool: ${name.slice(0, 80)}` : "Invalid params: 'name' must be a string";
      return errorBody(id, INVALID_PARAMS, shown, { tools: tools.map((tool) => tool.name) });
    }
    const args = params["arguments"] ?? {};
    if (typeof args !== "object" || args === null || Array.isArray(args)) {
      return errorBody(id, INVALID_PARAMS, "Invalid params: 'arguments' must be an object");
    }
    const outcome = callTool(name, args as Record<string, unknown>, index, catalog);
    if (!outcome.ok) return resultBody(id, { content: [{ type: "text", text: outcome.message }], isError: true });
    const key = FIXED_RESULT_TOOLS.has(name) ? `${name} ${JSON.stringify(args)}` : undefined;
    const known = key === undefined ? undefined : fixedResults.get(key);
    if (known !== undefined) return resultText(id, known);
    const result = { content: [{ type: "text", text: JSON.stringify(outcome.payload) }], structuredContent: outcome.payload };
    if (key === undefined) return resultBody(id, result);
    const json = JSON.stringify(result);
    if (fixedResults.size < MAX_FIXED_RESULTS) fixedResults.set(key, json);
    return resultText(id, json);
  }
}

/** MCP's InitializeRequest: a string protocolVersion; capabilities and clientInfo objects. */
function initializeParamsProblem(params: Record<string, unknown>): string | undefined {
  if (typeof params["protocolVersion"] !== "string") return "'protocolVersion' must be a string";
  for (const key of ["capabilities", "clientInfo"]) {
    const value = params[key];
    if (value !== undefined && (typeof value !== "object" || value === null || Array.isArray(value))) return `'${key}' must be an object`;
  }
  return undefined;
}
