// The preview's stand-in for Netlify's rate limit on a function (config.rateLimit, written from
// content/site.json by build/function-entries.ts): a sliding window per function, client address
// and host name (Netlify aggregates by "ip" and "domain"), checked before the function runs.
// Netlify may take a few seconds to start refusing; the preview refuses at once.
import type { RateLimitRule } from "../content/site-rate-limit.ts";

/** Netlify's sliding-window rate limit, kept in memory for the preview. */
export interface RateLimiter {
  /** Count one call under `key` at `now` (ms); false when the window is already full. */
  admit(key: string, now: number): boolean;
}

/** Keys remembered at once; past this the memory starts again, so no client can grow it without end. */
export const MAX_KEYS = 10_000;

/** A limiter for `rule`. Refused calls are not counted: they never reach the function. */
export function createRateLimiter(rule: RateLimitRule): RateLimiter {
  const windowMs = rule.windowSize * 1000;
  const calls = new Map<string, number[]>();
  return {
    admit(key, now) {
      let times = calls.get(key);
      if (!times) {
        if (calls.size >= MAX_KEYS) calls.clear();
        times = [];
        calls.set(key, times);
      }
      while (times.length > 0 && (times[0] as number) <= now - windowMs) times.shift();
      if (times.length >= rule.windowLimit) return false;
      times.push(now);
      return true;
    },
  };
}
