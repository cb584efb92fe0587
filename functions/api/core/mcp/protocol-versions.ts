// MCP protocol revisions this server speaks. The tools it offers work the same in all of them.

/** Newest first; initialize falls back to the first when the client's is unknown. */
export const SUPPORTED_PROTOCOL_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

export const LATEST_PROTOCOL_VERSION = SUPPORTED_PROTOCOL_VERSIONS[0];

/**
 * MCP transport rules: without an MCP-Protocol-Version header the server assumes 2025-03-26;
 * a header naming a version this server does not speak is answered with 400.
 */
export function isSupportedVersion(version: string): boolean {
  return (SUPPORTED_PROTOCOL_VERSIONS as readonly string[]).includes(version);
}

/** The version initialize answers with: the client's if supported, else the latest. */
export function negotiateVersion(requested: unknown): string {
  return typeof requested === "string" && isSupportedVersion(requested) ? requested : LATEST_PROTOCOL_VERSION;
}
