// The spec's words: the default lanes and tiers, the API version and slugs. Kept
// apart from the zod schemas so the core can use them at run time without bundling zod.
import { SLUG_MAX_LENGTH } from "./limits.ts";

/**
 * The spec's lanes, in its order: what a site gets when site.json declares no `lanes`. The core
 * reads a site's own list from the index (SiteInfo.lanes), never this constant.
 */
export const SPEC_LANES: readonly string[] = ["builder", "client", "localization", "ai-tools"];
/** The spec's tiers, in its order (the sort order of every list): the default of site.json `tiers`. */
export const SPEC_TIERS: readonly string[] = ["featured", "supporting", "archive"];

/** A site's lanes and tiers, in their order: what the response schemas' enums name. */
export interface Vocabulary {
  lanes: readonly string[];
  tiers: readonly string[];
}

/** A site's lanes, tiers and translation languages: what its response schemas are made of. */
export interface SiteVocabulary extends Vocabulary {
  translations: readonly string[];
}

/** Spec "Versioning" §2: reported in the Api-Version header and in health's `version`. */
export const API_VERSION = "1.0.0";

/** Spec "Path parameter": lowercase hyphenated; the length cap is in limits.ts. */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** True when `value` is a well-formed slug. */
export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}
