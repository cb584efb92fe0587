// MCP protocol revisions this server speaks, in two eras. Legacy revisions open with an
// `initialize` handshake; modern ones (2026-07-28) carry the version on every request, in
// `_meta` and in the MCP-Protocol-Version header. The tools work the same in all of them.
import { MCP_PROTOCOL_VERSION_HEADER } from "./mcp-headers.ts";

/** The two ways a request is served: 2026-07-28 (no handshake, `_meta` per request) or the legacy revisions. */
export type McpEra = "legacy" | "modern";

/** Revisions that carry their version per request. Newest first. */
export const MODERN_PROTOCOL_VERSIONS = ["2026-07-28"] as const;

/** Revisions that negotiate with `initialize`. Newest first: initialize falls back to the first. */
export const LEGACY_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

/** Every revision, newest first: what server/discover and UnsupportedProtocolVersion list. */
export const SUPPORTED_PROTOCOL_VERSIONS = [...MODERN_PROTOCOL_VERSIONS, ...LEGACY_PROTOCOL_VERSIONS] as const;

/** What initialize answers when the client asks for a revision it cannot negotiate. */
export const LATEST_LEGACY_PROTOCOL_VERSION = LEGACY_PROTOCOL_VERSIONS[0];

/** The prefix MCP reserves for its own `_meta` keys and extension names. */
export const MCP_NAMESPACE = "io.modelcontextprotocol/";

/** The `_meta` keys a modern request carries and a modern result answers with. */
export const META_PROTOCOL_VERSION = `${MCP_NAMESPACE}protocolVersion` as const;
/** The `_meta` key of what a modern client can do, which a request needing a capability checks. */
export const META_CLIENT_CAPABILITIES = `${MCP_NAMESPACE}clientCapabilities` as const;
/** The `_meta` key of a modern client's name and version. */
export const META_CLIENT_INFO = `${MCP_NAMESPACE}clientInfo` as const;
/** The `_meta` key of this server's name and version in a modern result. */
export const META_SERVER_INFO = `${MCP_NAMESPACE}serverInfo` as const;

const includes = (list: readonly string[], version: string) => list.includes(version);

/**
 * Why an MCP-Protocol-Version header is refused: it names no revision this server speaks, in
 * either era (compared trimmed). Undefined when there is none or it is spoken. One sentence for
 * a single message and a batch alike.
 */
export function unsupportedVersion(header: string | null): string | undefined {
  return header === null || includes(SUPPORTED_PROTOCOL_VERSIONS, header.trim()) ? undefined : `Unsupported ${MCP_PROTOCOL_VERSION_HEADER}: ${header.slice(0, 40)}`;
}

/** True for a revision that carries its version on every request and has no handshake. */
export function isModernVersion(version: string): boolean {
  return includes(MODERN_PROTOCOL_VERSIONS, version);
}

/** True for a revision that initialize can negotiate. */
export function isLegacyVersion(version: string): boolean {
  return includes(LEGACY_PROTOCOL_VERSIONS, version);
}

/**
 * The version initialize answers with: the client's if it is a legacy revision, else the
 * newest legacy one. initialize never answers 2026-07-28: that revision has no handshake,
 * and a client that asks for it in one is a legacy client (versioning: "An `initialize`
 * request selects legacy semantics").
 */
export function negotiateVersion(requested: unknown): string {
  return typeof requested === "string" && isLegacyVersion(requested) ? requested : LATEST_LEGACY_PROTOCOL_VERSION;
}
