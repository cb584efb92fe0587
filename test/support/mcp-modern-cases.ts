// MCP 2026-07-28 on /api/mcp as a table: one row per rule, each citing the spec sentence it
// enforces (modelcontextprotocol.io/specification/2026-07-28). test/mcp-modern-wire.test.ts
// runs it as a twin: against the core in-process and over HTTP through the preview.
import { expect } from "vitest";
import { expectServedCapabilities, type McpCase } from "./mcp-cases.ts";
import { expectDeclaredTools } from "./declared-lists.ts";
import { expectSpecHeaders } from "./spec-headers.ts";
import { BASE_URL, sampleIndex } from "./sample.ts";

/** A row of the 2026-07-28 table, with the spec sentence it holds the server to. */
export interface ModernCase extends McpCase {
  /** The page and the sentence of the 2026-07-28 spec this row holds the server to. */
  spec: string;
}

const MODERN = "2026-07-28";
const LEGACY_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
const SERVER_INFO = "io.modelcontextprotocol/serverInfo";
// The fixture's own vocabulary: a project with a case study, and a lane some project is in.
const fixture = await sampleIndex();
const CASE_STUDY = fixture.projects.find((project) => project.caseStudy !== undefined)!.slug;
const LANE = fixture.projects[0]!.lane;

const META = {
  "io.modelcontextprotocol/protocolVersion": MODERN,
  "io.modelcontextprotocol/clientCapabilities": {},
  "io.modelcontextprotocol/clientInfo": { name: "wire-table", version: "1.0.0" },
};

/** The headers a 2026-07-28 client sends for this method (and tool or resource name). */
function modernHeaders(method: string, name?: string): Record<string, string> {
  return {
    "Content-Type": "application/json",
    Accept: "application/json, text/event-stream",
    "MCP-Protocol-Version": MODERN,
    "Mcp-Method": method,
    ...(name === undefined ? {} : { "Mcp-Name": name }),
  };
}

/** A 2026-07-28 request body: params with the required _meta, which `meta` may replace (null: no _meta). */
function modernBody(id: unknown, method: string, params: Record<string, unknown> = {}, meta: unknown = META): string {
  return JSON.stringify({ jsonrpc: "2.0", id, method, params: meta === null ? params : { ...params, _meta: meta } });
}

/** A well-formed modern request: the headers and body agree. */
function modern(id: unknown, method: string, params: Record<string, unknown> = {}) {
  const name = typeof params["name"] === "string" ? params["name"] : undefined;
  return { headers: modernHeaders(method, name), body: modernBody(id, method, params) };
}

async function jsonRpc(res: Response, status: number): Promise<Record<string, any>> {
  expect(res.status).toBe(status);
  expectSpecHeaders(res.headers);
  expect(res.headers.get("content-type")).toBe("application/json");
  const body = await res.json();
  expect(body.jsonrpc).toBe("2.0");
  return body;
}

/** A JSON-RPC error with this status and code, echoing `id`. */
const fails = (status: number, code: number, id: unknown, check: (error: Record<string, any>) => void = () => {}) =>
  async (res: Response) => {
    const body = await jsonRpc(res, status);
    expect(body.id).toStrictEqual(id);
    expect(Object.keys(body).sort()).toEqual(["error", "id", "jsonrpc"]);
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
    check(body.error);
  };

/** A 200 result that is a complete 2026-07-28 result signed with the server's identity. */
const completes = (id: unknown, check: (result: Record<string, any>, res: Response) => void = () => {}) =>
  async (res: Response) => {
    const body = await jsonRpc(res, 200);
    expect(body.id).toStrictEqual(id);
    expect(body.result.resultType).toBe("complete");
    expect(body.result._meta[SERVER_INFO]).toMatchObject({ name: "portfolio-api", version: "1.0.0" });
    check(body.result, res);
  };

const headerMismatch = (id: unknown, pattern: RegExp) => fails(400, -32020, id, (error) => expect(error.message).toMatch(pattern));

/** HTTP max-age of the answer, in milliseconds. */
function maxAgeMs(res: Response): number {
  return 1000 * Number(/max-age=(\d+)/.exec(res.headers.get("cache-control") ?? "")?.[1]);
}

/** The 2026-07-28 rules of /api/mcp, one row each. */
export const MODERN_CASES: ModernCase[] = [
  // server/discover
  {
    name: "server/discover lists both eras, the tools capability and the instructions",
    spec: 'changelog, major 3: "servers MUST implement this RPC to advertise their supported protocol versions, capabilities, and identity"',
    ...modern(1, "server/discover"),
    expect: completes(1, (result) => {
      expect(result.supportedVersions).toEqual([MODERN, ...LEGACY_VERSIONS]);
      expectServedCapabilities(result.capabilities);
      expect(result.instructions).toMatch(/get_case_study/);
    }),
  },
  {
    name: "server/discover is answered in the legacy era too (no header, no _meta)",
    spec: 'versioning: "Servers MUST implement server/discover. Clients MAY call it before sending any other requests"',
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: "d", method: "server/discover" }),
    expect: completes("d", (result) => expect(result.supportedVersions).toContain(MODERN)),
  },
  // Results
  {
    name: "tools/list is a complete CacheableResult: ttlMs is the HTTP max-age, public, tools in a fixed order",
    spec: 'changelog, minor 5: "Require ttlMs and cacheScope fields on results returned by tools/list"; tools: "Servers SHOULD return tools in a deterministic order"',
    ...modern(2, "tools/list"),
    expect: completes(2, (result, res) => {
      expect(result.ttlMs).toBe(3_600_000);
      expect(result.ttlMs).toBe(maxAgeMs(res));
      expect(result.cacheScope).toBe("public");
      expectDeclaredTools(result.tools.map((tool: { name: string }) => tool.name));
    }),
  },
  {
    name: "tools/call get_case_study is a complete result with structuredContent",
    spec: 'basic "Result Responses": "The result MUST include a resultType field"; basic "_meta": servers "SHOULD include io.modelcontextprotocol/serverInfo in every result\'s _meta"',
    ...modern(3, "tools/call", { name: "get_case_study", arguments: { slug: CASE_STUDY } }),
    expect: completes(3, (result) => {
      expect(result.structuredContent.slug).toBe(CASE_STUDY);
      expect(JSON.parse(result.content[0].text)).toEqual(result.structuredContent);
    }),
  },
  {
    name: "tools/call list_projects (a result made per call) is complete too",
    spec: 'basic "ResultType": "A resultType of "complete" indicates the request completed successfully"',
    ...modern(4, "tools/call", { name: "list_projects", arguments: { lane: LANE } }),
    expect: completes(4, (result) => {
      expect(result.structuredContent.total).toBe(result.structuredContent.projects.length);
      expect(result.structuredContent.total).toBeGreaterThan(0);
    }),
  },
  {
    name: "an unknown case-study slug is a complete result with isError",
    spec: 'tools "Error Handling": input validation errors "are reported in tool results with isError: true"',
    ...modern(5, "tools/call", { name: "get_case_study", arguments: { slug: "no-such-study" } }),
    expect: completes(5, (result) => {
      expect(result.isError).toBe(true);
      expect(result.content[0].text).toContain(CASE_STUDY);
    }),
  },
  {
    name: "an unknown tool is a -32602 protocol error",
    spec: 'tools "Error Handling": "Protocol Errors ... Unknown tool ... are returned as standard JSON-RPC errors" (-32602)',
    ...modern(6, "tools/call", { name: "delete_everything", arguments: {} }),
    expect: fails(200, -32602, 6),
  },
  {
    name: "an empty clientCapabilities is enough: no method here needs a client capability",
    spec: 'basic "_meta": "A server MUST NOT rely on capabilities the client has not declared" (the tools only read; -32021 never applies)',
    ...modern(7, "tools/call", { name: "get_portfolio_info", arguments: {} }),
    expect: completes(7),
  },
  {
    name: "an Mcp-Session-Id header is ignored",
    spec: 'streamable-http "Earlier Streamable HTTP Revisions": "An Mcp-Session-Id header on a request: ignore it, and do not mint or echo session IDs"',
    headers: { ...modernHeaders("tools/list"), "Mcp-Session-Id": "old-session" },
    body: modernBody(8, "tools/list"),
    expect: completes(8, (_result, res) => expect(res.headers.get("mcp-session-id")).toBeNull()),
  },
  // Required _meta keys
  {
    name: "a modern header without _meta is 400 -32602",
    spec: 'basic "_meta": "A request missing any required field is malformed; the server MUST reject it with JSON-RPC error code -32602 (Invalid params). On HTTP, the response status MUST be 400"',
    headers: modernHeaders("tools/list"),
    body: modernBody(10, "tools/list", {}, null),
    expect: fails(400, -32602, 10),
  },
  {
    name: "_meta without clientCapabilities is 400 -32602",
    spec: 'basic "_meta": io.modelcontextprotocol/clientCapabilities is Required: "fields marked as required MUST be included on every request"',
    headers: modernHeaders("tools/list"),
    body: modernBody(11, "tools/list", {}, { "io.modelcontextprotocol/protocolVersion": MODERN }),
    expect: fails(400, -32602, 11, (error) => expect(error.message).toContain("clientCapabilities")),
  },
  {
    name: "a protocolVersion in _meta that is not a string is 400 -32602",
    spec: 'basic "_meta": io.modelcontextprotocol/protocolVersion is a required string',
    headers: modernHeaders("tools/list"),
    body: modernBody(12, "tools/list", {}, { ...META, "io.modelcontextprotocol/protocolVersion": 20260728 }),
    expect: fails(400, -32602, 12),
  },
  {
    name: "a clientInfo that is not an Implementation is 400 -32602",
    spec: 'basic "_meta": io.modelcontextprotocol/clientInfo has type Implementation (name and version)',
    headers: modernHeaders("tools/list"),
    body: modernBody(13, "tools/list", {}, { ...META, "io.modelcontextprotocol/clientInfo": "me" }),
    expect: fails(400, -32602, 13),
  },
  {
    name: "a null id is 400 -32600",
    spec: 'basic "Requests": "Unlike base JSON-RPC, the ID MUST NOT be null"',
    ...modern(null, "tools/list"),
    expect: fails(400, -32600, null),
  },
  // Versions
  {
    name: "_meta naming 2026-07-28 without the MCP-Protocol-Version header is 400 -32020",
    spec: 'streamable-http "Protocol Version Header": "Every POST request to the MCP endpoint MUST include an MCP-Protocol-Version header"; a missing required header is a HeaderMismatch',
    headers: { "Content-Type": "application/json", "Mcp-Method": "tools/list" },
    body: modernBody(20, "tools/list"),
    expect: headerMismatch(20, /MCP-Protocol-Version/),
  },
  {
    name: "a legacy header with a 2026-07-28 _meta is 400 -32020",
    spec: 'streamable-http: "The header value MUST match the io.modelcontextprotocol/protocolVersion field ... If the values do not match, the server MUST reject the request with 400 Bad Request and a HeaderMismatch JSON-RPC error"',
    headers: { ...modernHeaders("tools/list"), "MCP-Protocol-Version": "2025-11-25" },
    body: modernBody(21, "tools/list"),
    expect: headerMismatch(21, /does not match/),
  },
  {
    name: "a 2026-07-28 header with a legacy version in _meta is 400 -32020",
    spec: 'streamable-http: "The header value MUST match the io.modelcontextprotocol/protocolVersion field carried in the request body\'s _meta"',
    headers: modernHeaders("tools/list"),
    body: modernBody(22, "tools/list", {}, { ...META, "io.modelcontextprotocol/protocolVersion": "2025-11-25" }),
    expect: headerMismatch(22, /does not match/),
  },
  {
    name: "an unsupported version is 400 -32022 with data.supported",
    spec: 'streamable-http: "If the server does not implement the requested protocol version ... it MUST respond with 400 Bad Request and an UnsupportedProtocolVersionError listing its supported versions"',
    headers: { ...modernHeaders("tools/list"), "MCP-Protocol-Version": "2027-01-01" },
    body: modernBody(23, "tools/list", {}, { ...META, "io.modelcontextprotocol/protocolVersion": "2027-01-01" }),
    expect: fails(400, -32022, 23, (error) => {
      expect(error.data.supported).toEqual([MODERN, ...LEGACY_VERSIONS]);
      expect(error.data.requested).toBe("2027-01-01");
    }),
  },
  // Standard request headers
  {
    name: "a request without Mcp-Method is 400 -32020",
    spec: 'streamable-http "Standard Request Headers": Mcp-Method is required for all requests; "These headers are REQUIRED for compliance"',
    headers: { "Content-Type": "application/json", "MCP-Protocol-Version": MODERN },
    body: modernBody(30, "tools/list"),
    expect: headerMismatch(30, /Mcp-Method/),
  },
  {
    name: "an Mcp-Method that differs from the body's method is 400 -32020",
    spec: 'streamable-http "Server Validation": "Servers that process the request body MUST reject requests where the values specified in the headers do not match the corresponding values in the request body"',
    headers: modernHeaders("tools/list"),
    body: modernBody(31, "tools/call", { name: "get_portfolio_info" }),
    expect: headerMismatch(31, /Mcp-Method/),
  },
  {
    name: "Mcp-Method values are case-sensitive",
    spec: 'streamable-http "Case Sensitivity": "Header values (such as method names) are case-sensitive"',
    headers: modernHeaders("Tools/List"),
    body: modernBody(32, "tools/list"),
    expect: headerMismatch(32, /Mcp-Method/),
  },
  {
    name: "tools/call without Mcp-Name is 400 -32020",
    spec: 'streamable-http "Standard Request Headers": Mcp-Name (params.name) is required for tools/call',
    headers: modernHeaders("tools/call"),
    body: modernBody(33, "tools/call", { name: "get_portfolio_info" }),
    expect: headerMismatch(33, /Mcp-Name/),
  },
  {
    name: "an Mcp-Name that differs from params.name is 400 -32020",
    spec: 'streamable-http "Server Validation": a failure condition is "A header value does not match the corresponding request body value"',
    headers: modernHeaders("tools/call", "list_projects"),
    body: modernBody(34, "tools/call", { name: "get_portfolio_info" }),
    expect: headerMismatch(34, /Mcp-Name/),
  },
  {
    name: "a Base64-encoded Mcp-Name is decoded before it is compared",
    spec: 'streamable-http "Value Encoding": "servers MUST decode an encoded Mcp-Name or Mcp-Param-{Name} value before comparing it to the corresponding request body value"',
    headers: modernHeaders("tools/call", `=?base64?${Buffer.from("get_case_study").toString("base64")}?=`),
    body: modernBody(35, "tools/call", { name: "get_case_study", arguments: { slug: CASE_STUDY } }),
    expect: completes(35, (result) => expect(result.structuredContent.slug).toBe(CASE_STUDY)),
  },
  {
    name: "a malformed Base64 Mcp-Name is 400 -32020",
    spec: 'streamable-http "Server Validation": a failure condition is "A header value contains invalid characters"',
    headers: modernHeaders("tools/call", "=?base64?not base64!?="),
    body: modernBody(36, "tools/call", { name: "get_portfolio_info" }),
    expect: headerMismatch(36, /Mcp-Name/),
  },
  {
    name: "an Mcp-Name with a raw non-ASCII byte is 400 -32020",
    spec: 'streamable-http "Value Encoding": values outside visible ASCII "MUST use Base64 encoding"; "A header value contains invalid characters" fails validation',
    headers: modernHeaders("tools/call", "get_portfolio_inf\u00f6"),
    body: modernBody(37, "tools/call", { name: "get_portfolio_inf\u00f6" }),
    expect: headerMismatch(37, /Mcp-Name/),
  },
  // Resources, prompts and completions
  {
    name: "resources/list is a complete CacheableResult: ttlMs is the HTTP max-age, public, each resource an https URI or the app's ui://",
    spec: 'resources "Listing Resources"; changelog, minor 5: list results are CacheableResults with ttlMs and cacheScope',
    ...modern(60, "resources/list"),
    expect: completes(60, (result, res) => {
      expect(result.ttlMs).toBe(3_600_000);
      expect(result.ttlMs).toBe(maxAgeMs(res));
      expect(result.cacheScope).toBe("public");
      expect(result.resources.length).toBeGreaterThan(0);
      for (const resource of result.resources) expect(resource.uri).toMatch(new RegExp(`^(${BASE_URL}/api/v1/|ui://)`));
    }),
  },
  {
    name: "resources/templates/list is cacheable too, with a {slug} template per collection",
    spec: 'resources "Resource Templates": "Resource templates allow servers to expose parameterized resources using URI templates"',
    ...modern(61, "resources/templates/list"),
    expect: completes(61, (result) => {
      expect(result.cacheScope).toBe("public");
      expect(result.resourceTemplates.map((t: { uriTemplate: string }) => t.uriTemplate)).toContain(`${BASE_URL}/api/v1/projects/{slug}`);
    }),
  },
  {
    name: "resources/read of the profile is complete and cacheable, its text the REST answer's JSON",
    spec: 'resources "Reading Resources"; the 2026-07-28 resources/read result is a CacheableResult',
    headers: modernHeaders("resources/read", `${BASE_URL}/api/v1/profile`),
    body: modernBody(62, "resources/read", { uri: `${BASE_URL}/api/v1/profile` }),
    expect: completes(62, (result) => {
      expect(result.ttlMs).toBe(3_600_000);
      expect(result.cacheScope).toBe("public");
      expect(result.contents).toHaveLength(1);
      expect(result.contents[0]).toMatchObject({ uri: `${BASE_URL}/api/v1/profile`, mimeType: "application/json" });
      expect(typeof JSON.parse(result.contents[0].text).name).toBe("string");
    }),
  },
  {
    name: "resources/read through the template reads one project",
    spec: 'resources "Resource Templates": arguments "may be auto-completed through the completion API"; the expanded URI is read like any other',
    headers: modernHeaders("resources/read", `${BASE_URL}/api/v1/projects/${CASE_STUDY}`),
    body: modernBody(63, "resources/read", { uri: `${BASE_URL}/api/v1/projects/${CASE_STUDY}` }),
    expect: completes(63, (result) => expect(JSON.parse(result.contents[0].text).slug).toBe(CASE_STUDY)),
  },
  {
    name: "resources/read of an unknown URI is -32602 with data.uri (2026-07-28 drops -32002)",
    spec: 'resources "Error Handling" (2026-07-28): "Resource not found: -32602" with the uri in data',
    headers: modernHeaders("resources/read", `${BASE_URL}/api/v1/projects/no-such-study`),
    body: modernBody(64, "resources/read", { uri: `${BASE_URL}/api/v1/projects/no-such-study` }),
    expect: fails(200, -32602, 64, (error) => expect(error.data.uri).toBe(`${BASE_URL}/api/v1/projects/no-such-study`)),
  },
  {
    name: "resources/read without Mcp-Name is 400 -32020",
    spec: 'streamable-http "Standard Request Headers": Mcp-Name is required for resources/read (the params.uri)',
    headers: modernHeaders("resources/read"),
    body: modernBody(65, "resources/read", { uri: `${BASE_URL}/api/v1/profile` }),
    expect: headerMismatch(65, /Mcp-Name/),
  },
  {
    name: "prompts/list is a complete CacheableResult",
    spec: 'prompts "Listing Prompts"; changelog, minor 5: list results carry ttlMs and cacheScope',
    ...modern(66, "prompts/list"),
    expect: completes(66, (result) => {
      expect(result.ttlMs).toBe(3_600_000);
      expect(result.cacheScope).toBe("public");
      expect(result.prompts.length).toBeGreaterThan(0);
      for (const prompt of result.prompts) expect(Array.isArray(prompt.arguments)).toBe(true);
    }),
  },
  {
    name: "prompts/get is complete, not cached (its messages follow its arguments), and embeds a resource",
    spec: 'prompts "Getting a Prompt": messages "can reference server-side resources directly" as embedded resources',
    ...modern(67, "prompts/get", { name: "explain_project", arguments: { slug: CASE_STUDY } }),
    expect: completes(67, (result) => {
      expect(result.ttlMs).toBeUndefined();
      const embedded = result.messages.find((m: { content: { type: string } }) => m.content.type === "resource");
      expect(embedded.content.resource.uri).toBe(`${BASE_URL}/api/v1/projects/${CASE_STUDY}`);
    }),
  },
  {
    name: "prompts/get without a required argument is -32602",
    spec: 'prompts "Error Handling": "Missing required arguments: -32602 (Invalid params)"',
    ...modern(68, "prompts/get", { name: "explain_project", arguments: {} }),
    expect: fails(200, -32602, 68, (error) => expect(error.message).toContain("slug")),
  },
  {
    name: "completion/complete completes a template's slug by prefix, with total and hasMore, not cached",
    spec: 'completion "Completion Results": "Maximum 100 items per response", "total", "hasMore"',
    ...modern(69, "completion/complete", { ref: { type: "ref/resource", uri: `${BASE_URL}/api/v1/projects/{slug}` }, argument: { name: "slug", value: CASE_STUDY.slice(0, 3) } }),
    expect: completes(69, (result) => {
      expect(result.ttlMs).toBeUndefined();
      expect(result.completion.values).toContain(CASE_STUDY);
      for (const value of result.completion.values) expect(value.startsWith(CASE_STUDY.slice(0, 3))).toBe(true);
      expect(result.completion.total).toBe(result.completion.values.length);
      expect(result.completion.hasMore).toBe(false);
    }),
  },
  // Methods
  {
    name: "an unknown method is 404 with a -32601 body",
    spec: 'streamable-http: "If the server does not implement the requested RPC method, it MUST respond with 404 Not Found and a JSON-RPC error with code -32601"',
    ...modern(40, "sampling/createMessage"),
    expect: fails(404, -32601, 40),
  },
  {
    name: "ping, removed in 2026-07-28, is 404 -32601",
    spec: 'changelog, major 5: "Remove ping, logging/setLevel, and notifications/roots/list_changed"',
    ...modern(41, "ping"),
    expect: fails(404, -32601, 41),
  },
  {
    name: "logging/setLevel, removed in 2026-07-28, is 404 -32601",
    spec: 'changelog, major 5: "Log level is now set per-request via io.modelcontextprotocol/logLevel in _meta"',
    ...modern(42, "logging/setLevel", { level: "info" }),
    expect: fails(404, -32601, 42),
  },
  {
    name: "initialize under 2026-07-28 is 404 -32601 naming the supported versions",
    spec: 'changelog, major 2: "remove the initialize/notifications/initialized handshake"; versioning: a server "SHOULD name the protocol versions it supports in any error it returns to an initialize request"',
    ...modern(43, "initialize", { protocolVersion: MODERN, capabilities: {}, clientInfo: { name: "t", version: "1" } }),
    expect: fails(404, -32601, 43, (error) => expect(error.data.supported).toEqual([MODERN, ...LEGACY_VERSIONS])),
  },
  {
    name: "a modern notification is accepted with 202",
    spec: 'streamable-http "Sending Messages": for a notification, "If the server accepts it, the server MUST return HTTP status code 202 Accepted with no body"',
    headers: modernHeaders("notifications/cancelled"),
    body: JSON.stringify({ jsonrpc: "2.0", method: "notifications/cancelled", params: { requestId: 1, _meta: META } }),
    expect: async (res) => {
      expect(res.status).toBe(202);
      expect(await res.text()).toBe("");
    },
  },
  {
    name: "a batch of 2026-07-28 requests is 400 -32600",
    spec: 'changelog 2025-06-18: "Remove support for JSON-RPC batching"; 2026-07-28 keeps one JSON-RPC message per POST',
    headers: modernHeaders("tools/list"),
    body: `[${modernBody(44, "tools/list")}]`,
    expect: fails(400, -32600, null),
  },
  // The legacy era, beside it
  {
    name: "initialize asking for 2026-07-28 gets the newest legacy version",
    spec: 'versioning "Backward Compatibility": "An initialize request selects legacy semantics ... as specified by the negotiated legacy protocol version"',
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 50, method: "initialize", params: { protocolVersion: MODERN, capabilities: {}, clientInfo: { name: "t", version: "1" } } }),
    expect: async (res) => {
      const body = await jsonRpc(res, 200);
      expect(body.result.protocolVersion).toBe("2025-11-25");
      expect(body.result.resultType).toBeUndefined();
    },
  },
  {
    name: "legacy tools/list keeps its legacy shape",
    spec: 'versioning: "Legacy | Dual-era | Works. The server answers initialize and serves the client according to the negotiated legacy revision"',
    headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2025-11-25" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 51, method: "tools/list" }),
    expect: async (res) => {
      const body = await jsonRpc(res, 200);
      expect(Object.keys(body.result)).toEqual(["tools"]);
    },
  },
  {
    name: "a browser may send the 2026-07-28 headers: the preflight allows them",
    spec: 'streamable-http "Standard Request Headers": Mcp-Method and Mcp-Name "are REQUIRED for compliance", so a browser client must be let to send them',
    method: "OPTIONS",
    headers: { Origin: "http://elsewhere.test", "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type, mcp-protocol-version, mcp-method, mcp-name" },
    expect: async (res) => {
      expect(res.status).toBe(204);
      const allowed = (res.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(/\s*,\s*/);
      expect(allowed).toEqual(expect.arrayContaining(["mcp-protocol-version", "mcp-method", "mcp-name"]));
    },
  },
  // GET: no stream in 2026-07-28
  {
    name: "a GET for an event stream with the 2026-07-28 header is 405",
    spec: 'streamable-http "Earlier Streamable HTTP Revisions": "HTTP GET or DELETE to the MCP endpoint: respond with 405 Method Not Allowed"',
    method: "GET",
    headers: { Accept: "text/event-stream", "MCP-Protocol-Version": MODERN },
    expect: async (res) => {
      expect(res.status).toBe(405);
      expectSpecHeaders(res.headers);
      expect(res.headers.get("content-type")).not.toContain("text/event-stream");
    },
  },
  {
    name: "a GET listing text/event-stream at a low q with the 2026-07-28 header is 405",
    spec: 'streamable-http "Listening for Messages from the Server": the server "MUST either return Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405"',
    method: "GET",
    headers: { Accept: "application/json, text/event-stream;q=0.1", "MCP-Protocol-Version": MODERN },
    expect: async (res) => {
      expect(res.status).toBe(405);
      expect(res.headers.get("vary")).toBe("Accept");
    },
  },
  {
    name: "a plain GET is the info document, naming both eras",
    spec: 'versioning "Terminology": Modern is "revision 2026-07-28 and later"; Legacy is "2025-11-25 and earlier"',
    method: "GET",
    headers: { Accept: "application/json" },
    expect: async (res) => {
      expect(res.status).toBe(200);
      expectSpecHeaders(res.headers);
      const info = await res.json();
      expect(info.protocolVersions).toEqual({ modern: [MODERN], legacy: LEGACY_VERSIONS });
      expect(info.description).toContain("2026-07-28");
    },
  },
];
