// The words every document uses for the MCP endpoint's eras, made from the declarations
// themselves: no sentence lists a protocol version by hand (tool names come from the resources
// that declare them: mcp-tool-list.ts).
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "./protocol-versions.ts";

/** `2026-07-28` (or `2026-07-28 and 2027-01-01`). */
export const MODERN_VERSIONS_TEXT = MODERN_PROTOCOL_VERSIONS.join(" and ");

/** `2025-11-25 to 2024-11-05`: the legacy revisions, newest to oldest. */
export const LEGACY_VERSIONS_TEXT =
  LEGACY_PROTOCOL_VERSIONS.length > 1 ? `${LEGACY_PROTOCOL_VERSIONS[0]} to ${LEGACY_PROTOCOL_VERSIONS.at(-1)}` : `${LEGACY_PROTOCOL_VERSIONS[0]}`;

/** Both eras in one line, for link lists. */
export const ERAS_SHORT_TEXT =
  `MCP ${MODERN_VERSIONS_TEXT} (no handshake; _meta and the MCP-Protocol-Version, Mcp-Method, Mcp-Name headers on every request; server/discover) ` +
  `and the legacy revisions ${LEGACY_VERSIONS_TEXT} (initialize first)`;

/** Both eras in a sentence, for the info document and the API reference. */
export const ERAS_LONG_TEXT =
  `It speaks both eras: MCP ${MODERN_VERSIONS_TEXT} (no handshake: every request carries its version and client capabilities in _meta, ` +
  "and the MCP-Protocol-Version, Mcp-Method and Mcp-Name headers; call server/discover to learn what is supported) " +
  `and the legacy revisions ${LEGACY_VERSIONS_TEXT} (initialize first).`;
