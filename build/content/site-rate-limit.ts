// The `rateLimit` field of content/site.json: how many requests one address may send to the
// site's functions in a window before Netlify answers 429 itself, without running them. The
// build writes it into each function's entry (build/function-entries.ts); the local preview
// enforces the same rule when PREVIEW_RATE_LIMIT=site asks (build/preview/rate-limiter.ts).
// Static files are never limited.
import { z } from "zod";

/** Netlify's largest window for a rate-limit rule, in seconds. */
export const MAX_WINDOW_SECONDS = 180;

/**
 * Generous: 300 function calls a minute from one address is 5 a second, far above what a
 * person or an agent working through the MCP tools sends, and a flood still stops at 300.
 */
export const DEFAULT_RATE_LIMIT = { windowLimit: 300, windowSize: 60 } as const;

/** A rule: at most `windowLimit` requests per address in any `windowSize` seconds. */
export interface RateLimitRule {
  windowLimit: number;
  windowSize: number;
}

const wholeNumber = (what: string) => z.int({ error: `expected a whole number of ${what}` });

/** What a value that is neither `false` nor an object is told (`true`, `null`, a number). */
export const RATE_LIMIT_EXPECTED = `expected false to turn the limit off, or an object { "windowLimit": requests, a whole number of at least 1, "windowSize": seconds, a whole number from 1 to ${MAX_WINDOW_SECONDS} } to set it; leave rateLimit out for the default (${DEFAULT_RATE_LIMIT.windowLimit} requests per ${DEFAULT_RATE_LIMIT.windowSize} seconds)`;

/**
 * `false` turns the limit off; an object sets it; absent means DEFAULT_RATE_LIMIT. An object
 * with a wrong field is told about that field (build/content/zod-issues.ts), anything else
 * RATE_LIMIT_EXPECTED.
 */
export const SiteRateLimitSchema = z.union([
  z.literal(false),
  z.strictObject({
    windowLimit: wholeNumber("requests").min(1, "must be at least 1").describe("How many function calls one address may make in a window."),
    windowSize: wholeNumber("seconds")
      .min(1, "must be at least 1")
      .max(MAX_WINDOW_SECONDS, `must be at most ${MAX_WINDOW_SECONDS}: Netlify's longest window`)
      .describe(`The window, in seconds (at most ${MAX_WINDOW_SECONDS}).`),
  }),
], { error: (issue) => (issue.code === "invalid_union" ? RATE_LIMIT_EXPECTED : undefined) });

/** The rule a site.json value stands for: null when turned off. */
export function rateLimitRuleOf(value: z.output<typeof SiteRateLimitSchema> | undefined): RateLimitRule | null {
  if (value === false) return null;
  return value ?? { ...DEFAULT_RATE_LIMIT };
}
