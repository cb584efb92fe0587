// Size limits the API promises, declared once: the core enforces them, and the hints, the
// OpenAPI document and the MCP tool schemas quote them.

/** Spec "Query parameters": q is at most this many characters (after trimming). */
export const Q_MAX_LENGTH = 200;

/**
 * Netlify buffers a function's answer and refuses one above 6 MB. A dynamic answer larger than
 * this is a RESULT_TOO_LARGE problem instead of a truncated or refused response. The margin
 * leaves room for the headers and the platform's own framing.
 */
export const FUNCTION_BODY_MAX_BYTES = 6_000_000;
