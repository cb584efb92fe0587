// The MCP methods this server answers, in both eras. Legacy (2025-11-25 and older):
// initialize, ping, tools/list, tools/call, server/discover. Modern (2026-07-28): server/discover,
// tools/list, tools/call, each result marked `resultType: "complete"` and signed with the
// server's identity in `_meta`. Both eras add the surface's methods (resources, prompts,
// completions: mcp-surface-methods.ts) when the index has something to serve through them.
// Each call returns a JSON-RPC response body; the transport
// (mcp-post.ts) decides the HTTP status, and has already turned away modern requests for
// methods that revision does not have. The tool definitions and the instructions are the
// index's (index.mcp), written by the build; the tools run here.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import { CACHE_MAX_AGE_SECONDS } from "../http/headers.ts";
import { API_VERSION } from "../vocabulary.ts";
import { errorBody, invalidParams, isPlainObject, preparedResponse, PreparedResult, INVALID_PARAMS, METHOD_NOT_FOUND, type JsonRpcId, type JsonRpcRequest } from "./json-rpc.ts";
import { META_SERVER_INFO, negotiateVersion, SUPPORTED_PROTOCOL_VERSIONS, type McpEra } from "./protocol-versions.ts";
import { createTools } from "./mcp-tool-list.ts";
import { mcpSurface, surfaceCapabilities } from "./mcp-surface.ts";
import { createSurfaceMethods } from "./mcp-surface-methods.ts";
import { PROBLEMS, shown } from "../http/problems.ts";
import type { JsonSize } from "../json-size.ts";

/** Answers one JSON-RPC request in the era the transport classified it into. */
export interface McpDispatch {
  (request: JsonRpcRequest, era: McpEra): object | Promise<object>;
  /** The 2026-07-28 methods this server implements: the transport answers any other 404. */
  modernMethods(): ReadonlySet<string>;
  /** Client capabilities a modern request needs, by method and tool; empty when none. */
  requiredClientCapabilities(request: JsonRpcRequest): readonly string[];
  /**
   * What to send when the answer to `request` is above the platform's limit: a tool's result
   * with isError (the model can narrow the call), else an Invalid params error saying the same.
   * `batch`: the size is a batch's answers together, each of which may fit alone.
   */
  tooLarge(request: JsonRpcRequest, era: McpEra, bytes: number, max: number, batch?: boolean): object;
}

/** The methods 2026-07-28 defines that every instance of this server implements; the surface adds its own. `ping` and `initialize` are not among them. */
export const CORE_MODERN_METHODS: readonly string[] = ["server/discover", "tools/list", "tools/call"];

/**
 * CacheableResult `ttlMs` for tools/list and server/discover: the same lifetime the HTTP
 * answer carries in Cache-Control, so a client's cache and a shared cache agree.
 */
export const LIST_TTL_MS = 1000 * CACHE_MAX_AGE_SECONDS;

/** One result prepared for each era. */
interface Serialized {
  legacy: PreparedResult;
  modern: PreparedResult;
}

/**
 * Bind the methods to an index. Every answer that depends only on the index is serialized and
 * encoded once, at its first call, and kept. A tool result whose response would exceed
 * `maxAnswerBytes` is an isError result instead.
 */
export function createMcpDispatch(index: PortfolioIndex, resources: readonly Resource[], get: (path: string) => Promise<Response>, maxAnswerBytes?: number): McpDispatch {
  const byName = createTools(index, resources);
  const toolNames = [...byName.keys()];
  const surface = mcpSurface(index, resources);
  // The index lists what the resources serve: the build wrote it from these very resources and
  // checked so (checkListing, mcp-listing-docs.ts), so the function does not check again.
  const listing = index.mcp;
  const serverInfo = { name: index.site.service, title: `${index.profile.name} — portfolio`, version: API_VERSION };
  const modernMeta = { [META_SERVER_INFO]: serverInfo };
  const { instructions } = listing;
  // Advertised only as far as it is served (surface-capabilities: what the resources declare).
  const capabilities = surfaceCapabilities(surface, byName.size > 0);

  /** A modern result: complete, with the server's identity (basic "Per-response protocol fields"). */
  const modern = (result: object) => ({ resultType: "complete", ...result, _meta: modernMeta });
  const inEra = (era: McpEra, result: object) => (era === "modern" ? modern(result) : result);

  const cacheable = { ttlMs: LIST_TTL_MS, cacheScope: "public" };
  const prepare = (result: object) => new PreparedResult(JSON.stringify(result));
  // server/discover has one shape in both eras: it is a 2026-07-28 method wherever it is asked.
  let discover: PreparedResult | undefined;
  // Tool results that depend on the index alone (a `fixed` payload), keyed by the payload object
  // the tool returns: each serialized once per era, at its first call (a cold start serializes
  // only what it sends).
  const fixedResults = new Map<object, Partial<Serialized>>();
  const fixedResult = (payload: object, era: McpEra): PreparedResult => {
    let prepared = fixedResults.get(payload);
    if (!prepared) fixedResults.set(payload, (prepared = {}));
    return (prepared[era] ??= prepare(inEra(era, toolResult(payload))));
  };

  const answer = (id: JsonRpcId, era: McpEra, result: object) => ({ jsonrpc: "2.0", id, result: inEra(era, result) });
  // 2026-07-28's caching hints go on the results its caching utility names (lists, reads).
  // A number is the result's own ttlMs (a read follows its REST answer's Cache-Control).
  const withHints = (era: McpEra, result: object, hinted: boolean | number) =>
    era !== "modern" || hinted === false ? result : { ...result, ...cacheable, ...(typeof hinted === "number" ? { ttlMs: hinted } : {}) };
  const surfaceMethods = createSurfaceMethods(
    index,
    surface,
    {
      answer: (id, era, result, hinted = false) => answer(id, era, withHints(era, result, hinted)),
      prepare: (era, result, hinted = false) => prepare(inEra(era, withHints(era, result, hinted))),
      max: maxAnswerBytes,
    },
    get,
    { tools: listing.tools },
  );
  const modernMethods = new Set([...CORE_MODERN_METHODS, ...surfaceMethods.methods]);

  const dispatch = (request: JsonRpcRequest, era: McpEra): object | Promise<object> => {
    const { id, params } = request;
    switch (request.method) {
      case "server/discover":
        return preparedResponse(id, (discover ??= prepare(modern({ supportedVersions: [...SUPPORTED_PROTOCOL_VERSIONS], capabilities, instructions, ...cacheable }))));
      case "tools/call":
        return callTool(id, params, era);
      // Legacy only: the transport answers these 404 under 2026-07-28, which removed them.
      case "initialize": {
        const wrong = initializeParamsProblem(params);
        if (wrong) return invalidParams(id, wrong);
        return answer(id, era, { protocolVersion: negotiateVersion(params["protocolVersion"]), capabilities, serverInfo, instructions });
      }
      case "ping":
        return answer(id, era, {});
      default:
        return surfaceMethods.answer(request.method, id, params, era) ?? errorBody(id, METHOD_NOT_FOUND, "Method not found");
    }
  };

  function callTool(id: JsonRpcId, params: Record<string, unknown>, era: McpEra): object {
    const name = params["name"];
    const tool = typeof name === "string" ? byName.get(name) : undefined;
    if (!tool) {
      const message = typeof name === "string" ? `Unknown tool: ${shown(name, 80)}` : "Invalid params: 'name' must be a string";
      return errorBody(id, INVALID_PARAMS, message, { tools: toolNames });
    }
    const args = params["arguments"] ?? {};
    if (!isPlainObject(args)) return invalidParams(id, "'arguments' must be an object");
    const outcome = tool.run(args);
    if (!outcome.ok) return toolError(id, era, outcome.message);
    if ("build" in outcome) {
      // Refused from the measured size, before the payload is built or serialized.
      const bytes = maxAnswerBytes === undefined ? 0 : resultBytes(id, era, outcome.size);
      if (maxAnswerBytes !== undefined && bytes > maxAnswerBytes) return toolError(id, era, PROBLEMS.RESULT_TOO_LARGE.detail({ bytes, max: maxAnswerBytes, narrowing: outcome.narrowing }));
      return answer(id, era, toolResult(outcome.build()));
    }
    return outcome.fixed ? preparedResponse(id, fixedResult(outcome.payload, era)) : answer(id, era, toolResult(outcome.payload));
  }

  /**
   * The UTF-8 size of the response carrying a payload of `size`: the envelope measured with an
   * empty text and a one-digit structuredContent, plus the payload as escaped text and as JSON.
   */
  function resultBytes(id: JsonRpcId, era: McpEra, size: JsonSize): number {
    const envelope = JSON.stringify(answer(id, era, { content: [{ type: "text", text: "" }], structuredContent: 0 }));
    return Buffer.byteLength(envelope) - 1 + size.bytes + size.escapes + size.bytes;
  }

  /** MCP: an error the model can act on belongs in the tool result, not in a JSON-RPC error. */
  function toolError(id: JsonRpcId, era: McpEra, message: string): object {
    return answer(id, era, { content: [{ type: "text", text: message }], isError: true });
  }

  return Object.assign(dispatch, {
    modernMethods: () => modernMethods,
    tooLarge(request: JsonRpcRequest, era: McpEra, bytes: number, max: number, batch?: boolean) {
      const message = PROBLEMS.RESULT_TOO_LARGE.detail({ bytes, max }) + (batch ? " That is the whole batch's answer: send its messages one per POST." : "");
      return request.method === "tools/call" ? toolError(request.id, era, message) : invalidParams(request.id, message);
    },
    requiredClientCapabilities(request: JsonRpcRequest): readonly string[] {
      if (request.method !== "tools/call") return NONE;
      const name = request.params["name"];
      return (typeof name === "string" && byName.get(name)?.requiredClientCapabilities) || NONE;
    },
  });
}

/** No capability: one array for every request that needs none, not one made per request. */
const NONE: readonly string[] = [];

/** A successful tool result: the payload as structuredContent, and as JSON text for older clients. */
function toolResult(payload: object): object {
  return { content: [{ type: "text", text: JSON.stringify(payload) }], structuredContent: payload };
}

/** MCP's InitializeRequest: a string protocolVersion; capabilities and clientInfo objects. */
function initializeParamsProblem(params: Record<string, unknown>): string | undefined {
  if (typeof params["protocolVersion"] !== "string") return "'protocolVersion' must be a string";
  for (const key of ["capabilities", "clientInfo"]) {
    const value = params[key];
    if (value !== undefined && !isPlainObject(value)) return `'${key}' must be an object`;
  }
  return undefined;
}
