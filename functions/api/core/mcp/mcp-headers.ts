// The HTTP header names of the MCP transport, each spelled once: the transport reads them, the
// preflight allows them, CORS exposes the ones answers carry, and the documents name them.

/** The revision a request speaks: negotiated by initialize (legacy), or stated on every request (2026-07-28). */
export const MCP_PROTOCOL_VERSION_HEADER = "MCP-Protocol-Version";
/** The Streamable HTTP session header: allowed, since clients send it, but ignored; no session is ever minted. */
export const MCP_SESSION_ID_HEADER = "Mcp-Session-Id";
/** 2026-07-28: the request's method, repeated in a header that must equal the body's (else -32020). */
export const MCP_METHOD_HEADER = "Mcp-Method";
/** 2026-07-28: the tool, resource or prompt that tools/call, resources/read or prompts/get names, repeated likewise. */
export const MCP_NAME_HEADER = "Mcp-Name";

/** What a browser client may send (the preflight allows them all). */
export const MCP_REQUEST_HEADERS = [MCP_PROTOCOL_VERSION_HEADER, MCP_SESSION_ID_HEADER, MCP_METHOD_HEADER, MCP_NAME_HEADER] as const;

/** What an answer may carry that browser code should be able to read. */
export const MCP_RESPONSE_HEADERS = [MCP_SESSION_ID_HEADER, MCP_PROTOCOL_VERSION_HEADER] as const;

/**
 * The request headers the transport reads, spelled as Headers.get looks them up: undici
 * lowercases any other spelling on every call, which cost a 2026-07-28 request about 0.1 us
 * (two of its four reads) in `npm run bench`'s warm cases.
 */
export const MCP_READ = {
  version: MCP_PROTOCOL_VERSION_HEADER.toLowerCase(),
  method: MCP_METHOD_HEADER.toLowerCase(),
  name: MCP_NAME_HEADER.toLowerCase(),
} as const;
