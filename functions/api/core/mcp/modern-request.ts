// Which era a request belongs to, and the rules a 2026-07-28 request must pass before it is
// dispatched. The spec sentence each rule enforces is quoted next to it; test/support/
// mcp-modern-cases.ts holds one row per rule.
import { MCP_METHOD_HEADER, MCP_NAME_HEADER, MCP_PROTOCOL_VERSION_HEADER, MCP_READ } from "./mcp-headers.ts";
import { errorBody, invalidParams, isPlainObject, strictUtf8, HEADER_MISMATCH, METHOD_NOT_FOUND, MISSING_REQUIRED_CLIENT_CAPABILITY, UNSUPPORTED_PROTOCOL_VERSION, type JsonRpcId, type JsonRpcRequest } from "./json-rpc.ts";
import type { McpDispatch } from "./mcp-methods.ts";
import { shown } from "../http/problems.ts";
import {
  isLegacyVersion,
  isModernVersion,
  META_CLIENT_CAPABILITIES,
  META_CLIENT_INFO,
  META_PROTOCOL_VERSION,
  LEGACY_PROTOCOL_VERSIONS,
  SUPPORTED_PROTOCOL_VERSIONS,
} from "./protocol-versions.ts";

/** A request turned away before dispatch: the HTTP status and the JSON-RPC error body. */
export interface Rejection {
  status: 400 | 404;
  body: object;
}

/**
 * True when the request claims a modern revision: its MCP-Protocol-Version header names one,
 * or its `_meta` carries a protocol version that is not a legacy one. Legacy revisions define
 * no per-request version, so a request with neither is served by the legacy rules, unchanged
 * (versioning: "A dual-era server selects its behavior from how the client opens").
 */
export function claimsModern(headerVersion: string | null, params: Record<string, unknown>): boolean {
  if (headerVersion !== null && isModernVersion(headerVersion)) return true;
  const meta = params["_meta"];
  if (!isPlainObject(meta) || !Object.hasOwn(meta, META_PROTOCOL_VERSION)) return false;
  const claimed = meta[META_PROTOCOL_VERSION];
  return !(typeof claimed === "string" && isLegacyVersion(claimed));
}

/** Methods whose `Mcp-Name` header mirrors a body field (Streamable HTTP "Standard Request Headers"). */
export const NAME_SOURCES: Readonly<Record<string, string>> = { "tools/call": "name", "resources/read": "uri", "prompts/get": "name" };

/** RFC 9110 field values: visible ASCII, space and tab. Anything else must come Base64-encoded. */
const PLAIN_HEADER_VALUE = /^[\t\x20-\x7e]*$/;
const BASE64_SENTINEL = /^=\?base64\?([A-Za-z0-9+/]*={0,2})\?=$/;

/** A request turned away, with its id. Functions of the module, not closures: a closure made for every request cost the requests that pass too. */
function reject(id: JsonRpcId, status: 400 | 404, code: number, message: string, data?: unknown): Rejection {
  return { status, body: errorBody(id, code, message, data) };
}

/** -32602 with 400: a malformed `_meta` (basic "_meta"). */
function invalidMeta(id: JsonRpcId, message: string): Rejection {
  return { status: 400, body: invalidParams(id, message) };
}

function mismatch(id: JsonRpcId, message: string): Rejection {
  return reject(id, 400, HEADER_MISMATCH, `Header mismatch: ${message}`);
}

/** Check a request that claims 2026-07-28 against that revision's rules; undefined when it passes. */
export function checkModernRequest(request: JsonRpcRequest, headerVersion: string | null, headers: Headers, dispatch: McpDispatch): Rejection | undefined {
  const { id, method, params } = request;

  // basic "Requests": "Unlike base JSON-RPC, the ID MUST NOT be null": classify() refuses a
  // null id in every era, so `id` here is a string or an integer.

  // basic "_meta": "A request missing any required field is malformed; the server MUST reject it
  // with JSON-RPC error code -32602 (Invalid params). On HTTP, the response status MUST be 400."
  const meta = params["_meta"];
  if (!isPlainObject(meta)) return invalidMeta(id, `a ${headerVersion} request carries params._meta with the protocol version and client capabilities`);
  const claimed = meta[META_PROTOCOL_VERSION];
  if (typeof claimed !== "string") return invalidMeta(id, `_meta['${META_PROTOCOL_VERSION}'] must be a string`);

  // Streamable HTTP "Protocol Version Header": "Every POST request to the MCP endpoint MUST
  // include an MCP-Protocol-Version header." ... "The header value MUST match the
  // io.modelcontextprotocol/protocolVersion field carried in the request body's _meta."
  if (headerVersion === null) return mismatch(id, `the ${MCP_PROTOCOL_VERSION_HEADER} header is required`);
  if (headerVersion !== claimed) return mismatch(id, `${MCP_PROTOCOL_VERSION_HEADER} header value '${shown(headerVersion, 40)}' does not match _meta value '${shown(claimed, 40)}'`);

  // versioning "Protocol Version Negotiation": "If the server does not implement the requested
  // version ... it MUST respond with an UnsupportedProtocolVersionError listing the versions it
  // does support."
  if (!isModernVersion(claimed)) {
    return reject(id, 400, UNSUPPORTED_PROTOCOL_VERSION, "Unsupported protocol version", { supported: [...SUPPORTED_PROTOCOL_VERSIONS], requested: shown(claimed, 40) });
  }

  const capabilities = meta[META_CLIENT_CAPABILITIES];
  if (!isPlainObject(capabilities)) return invalidMeta(id, `_meta['${META_CLIENT_CAPABILITIES}'] is required and must be an object`);
  const clientInfo = meta[META_CLIENT_INFO];
  if (clientInfo !== undefined && !(isPlainObject(clientInfo) && typeof clientInfo["name"] === "string" && typeof clientInfo["version"] === "string")) {
    return invalidMeta(id, `_meta['${META_CLIENT_INFO}'] must be an object with a string name and version`);
  }

  // Streamable HTTP "Standard Request Headers": Mcp-Method on all requests; Mcp-Name on
  // tools/call, resources/read and prompts/get. "Servers that process the request body MUST
  // reject requests where the values specified in the headers do not match the corresponding
  // values in the request body" with 400 and -32020.
  const methodHeader = headers.get(MCP_READ.method);
  if (methodHeader === null) return mismatch(id, `the ${MCP_METHOD_HEADER} header is required`);
  if (methodHeader !== method) return mismatch(id, `${MCP_METHOD_HEADER} header value '${shown(methodHeader, 80)}' does not match body value '${shown(method, 80)}'`);
  const nameSource = Object.hasOwn(NAME_SOURCES, method) ? NAME_SOURCES[method] : undefined;
  if (nameSource !== undefined) {
    const nameHeader = headers.get(MCP_READ.name);
    if (nameHeader === null) return mismatch(id, `the ${MCP_NAME_HEADER} header is required for ${method}`);
    const name = decodeHeaderValue(nameHeader);
    if (name === undefined) return mismatch(id, `the ${MCP_NAME_HEADER} header holds invalid characters or a malformed Base64 value`);
    const bodyValue = params[nameSource];
    if (name !== bodyValue) {
      const other = typeof bodyValue === "string" ? `body value '${shown(bodyValue, 80)}'` : `params.${nameSource}, which is not that string`;
      return mismatch(id, `${MCP_NAME_HEADER} header value '${shown(name, 80)}' does not match ${other}`);
    }
  }

  // Streamable HTTP "Protocol Version Header": "If the server does not implement the requested
  // RPC method, it MUST respond with 404 Not Found and a JSON-RPC error with code -32601".
  // ping, logging/setLevel and initialize are not methods of 2026-07-28 (changelog, major 2 and 5).
  // versioning: a server "SHOULD name the protocol versions it supports in any error it returns
  // to an initialize request".
  if (method === "initialize") {
    const legacy = LEGACY_PROTOCOL_VERSIONS.join(", ");
    return reject(id, 404, METHOD_NOT_FOUND, `Method not found: ${claimed} has no initialize; send it without ${claimed}'s _meta and header for ${legacy}`, { supported: [...SUPPORTED_PROTOCOL_VERSIONS] });
  }
  const served = dispatch.modernMethods();
  if (!served.has(method)) {
    return reject(id, 404, METHOD_NOT_FOUND, `Method not found: '${shown(method, 80)}' is not a ${claimed} method of this server; it has ${[...served].join(", ")}`);
  }

  // basic "_meta": "If processing a request requires a capability the client did not include in
  // io.modelcontextprotocol/clientCapabilities, the server MUST return a
  // MissingRequiredClientCapabilityError (-32021)" with 400.
  const requiredCapabilities = findMissingClientCapabilities(dispatch.requiredClientCapabilities(request), capabilities);
  if (requiredCapabilities) {
    return reject(id, 400, MISSING_REQUIRED_CLIENT_CAPABILITY, `Missing required client capabilities: ${Object.keys(requiredCapabilities).join(", ")}`, { requiredCapabilities });
  }
  return undefined;
}

/**
 * The capabilities a request needs that the client did not declare, shaped as the error's
 * `data.requiredCapabilities` (a ClientCapabilities object); undefined when none is missing.
 */
export function findMissingClientCapabilities(required: readonly string[], declared: Record<string, unknown>): Record<string, object> | undefined {
  if (required.length === 0) return undefined;
  const missing = required.filter((capability) => !Object.hasOwn(declared, capability));
  return missing.length > 0 ? Object.fromEntries(missing.map((capability) => [capability, {}])) : undefined;
}

/**
 * An Mcp-Name value as sent: plain visible ASCII, or `=?base64?…?=` around the UTF-8 bytes
 * (Streamable HTTP "Value Encoding": "servers MUST decode an encoded Mcp-Name ... before
 * comparing it"). Undefined when neither.
 */
export function decodeHeaderValue(value: string): string | undefined {
  if (!PLAIN_HEADER_VALUE.test(value)) return undefined;
  if (!value.startsWith("=?base64?")) return value;
  const encoded = BASE64_SENTINEL.exec(value)?.[1];
  if (encoded === undefined || encoded.length % 4 !== 0) return undefined;
  try {
    return strictUtf8.decode(Buffer.from(encoded, "base64"));
  } catch {
    return undefined;
  }
}
