// The spec's fixed words: lanes, tiers and the API version. Kept apart from the zod schemas
// so the core can use them at run time without bundling zod.

/** Lanes, in the order the spec lists them. */
export const LANES = ["builder", "client", "localization", "ai-tools"] as const;
/** Tiers, in the spec's order, which is also the sort order of every list. */
export const TIERS = ["featured", "supporting", "archive"] as const;
export type Lane = (typeof LANES)[number];
export type Tier = (typeof TIERS)[number];

/** Spec "Versioning" §2: reported in the Api-Version header and in health's `version`. */
export const API_VERSION = "1.0.0";

/** Spec "Path parameter": lowercase hyphenated; the length cap is in limits.ts. */
import { SLUG_MAX_LENGTH } from "./limits.ts";
export { SLUG_MAX_LENGTH };

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when `value` is a well-formed slug. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/** The three MCP tools, in the fixed order `tools/list` returns them. */
export const TOOL_NAMES = ["get_portfolio_info", "list_projects", "get_case_study"] as const;
export type ToolName = (typeof TOOL_NAMES)[number];
