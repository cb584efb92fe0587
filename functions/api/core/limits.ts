// Size limits the API promises, declared once: the core enforces them, and the hints, the
// OpenAPI document, the MCP tool schemas, the content checks and the bench quote them.

/** Spec "Query parameters": q is at most this many characters (after trimming). */
export const Q_MAX_LENGTH = 200;

/**
 * Netlify buffers a function's answer and refuses one above 6 MB. A dynamic answer larger than
 * this is a RESULT_TOO_LARGE problem instead of a truncated or refused response. The margin
 * leaves room for the headers and the platform's own framing.
 */
export const FUNCTION_ANSWER_MAX_BYTES = 6_000_000;

/** An MCP request body larger than this is refused unread: no request to this server needs more. */
export const MCP_REQUEST_MAX_BYTES = 64 * 1024;

/** Spec "Path parameter": slugs are lowercase and hyphenated; the 64-character cap is ours. */
export const SLUG_MAX_LENGTH = 64;

/** A content file larger than this is refused before it is parsed. */
export const CONTENT_FILE_MAX_BYTES = 1024 * 1024;

/** Days the spec promises between a path's deprecation and its sunset. */
export const DEPRECATION_GRACE_DAYS = 180;

/**
 * The most lanes and tiers site.json may declare. Every lane × tier × language is a static
 * file and two routing rules, so the lists multiply: 12 × 6 with two languages is 182 files.
 */
export const MAX_LANES = 12;
/** The most tiers site.json may declare (why the lists are capped: MAX_LANES). */
export const MAX_TIERS = 6;
