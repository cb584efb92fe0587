// The requests the benchmark sends, as plain data (they cross process boundaries for cold
// starts). MCP requests carry the headers a Streamable HTTP client sends.
import { MCP_PATH } from "../functions/api/core/site-paths.ts";
import { MODERN_PROTOCOL_VERSIONS } from "../functions/api/core/mcp/protocol-versions.ts";

/** A request, as plain data that can cross a process boundary. */
export interface RequestSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

const ORIGIN = "http://localhost";
const PROTOCOL_VERSION = "2025-06-18";

/**
 * The Content-Length a client's POST carries over HTTP (fetch and the SDKs send one for a
 * string body), which a Request built in-process from a string lacks.
 */
function withLength(spec: RequestSpec): RequestSpec {
  return { ...spec, headers: { ...spec.headers, "Content-Length": String(Buffer.byteLength(spec.body ?? "")) } };
}

/** GET on a path of the API. */
export function getRequest(pathAndQuery: string): RequestSpec {
  return { url: ORIGIN + pathAndQuery, method: "GET", headers: {} };
}

/** A JSON-RPC request POSTed to /api/mcp. */
export function mcpRequest(method: string, params?: Record<string, unknown>): RequestSpec {
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
  // After initialize, clients send the negotiated version on every request (MCP transport rules).
  if (method !== "initialize") headers["MCP-Protocol-Version"] = PROTOCOL_VERSION;
  return withLength({ url: ORIGIN + MCP_PATH, method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, ...(params ? { params } : {}) }) });
}

/** What an MCP client sends first. */
export const INITIALIZE = mcpRequest("initialize", { protocolVersion: PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "bench", version: "1.0.0" } });

/** A search through the REST API. */
export function searchRequest(q: string): RequestSpec {
  return getRequest(`/api/v1/projects?q=${encodeURIComponent(q)}`);
}

/** A tools/call request. */
export function toolCall(name: string, args: Record<string, unknown>): RequestSpec {
  return mcpRequest("tools/call", { name, arguments: args });
}

/** The MCP revision without a handshake: version and capabilities ride on every request. */
export const MODERN_PROTOCOL_VERSION = MODERN_PROTOCOL_VERSIONS[0];

/** A 2026-07-28 JSON-RPC request: `_meta` in the body, mirrored in MCP-Protocol-Version, Mcp-Method and Mcp-Name. */
export function modernMcpRequest(method: string, params: Record<string, unknown> = {}): RequestSpec {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": MODERN_PROTOCOL_VERSION,
    "Mcp-Method": method,
  };
  if (typeof params["name"] === "string") headers["Mcp-Name"] = params["name"];
  const _meta = {
    "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL_VERSION,
    "io.modelcontextprotocol/clientCapabilities": {},
    "io.modelcontextprotocol/clientInfo": { name: "bench", version: "1.0.0" },
  };
  return withLength({ url: ORIGIN + MCP_PATH, method: "POST", headers, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: { ...params, _meta } }) });
}

/** A 2026-07-28 tools/call request. */
export function modernToolCall(name: string, args: Record<string, unknown>): RequestSpec {
  return modernMcpRequest("tools/call", { name, arguments: args });
}
