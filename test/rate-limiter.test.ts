// The preview's stand-in for Netlify's per-function rate limit (build/preview/rate-limiter.ts):
// a sliding window of windowSize seconds per key, refusing past windowLimit calls in it; a
// refused call is not counted (it never reaches the function), so a client that waits out the
// window is admitted again. Time is given, so the window's edges are tested without waiting.
import { describe, expect, it } from "vitest";
import { createRateLimiter, MAX_KEYS } from "../build/preview/rate-limiter.ts";

describe("the preview's rate limiter", () => {
  it("admits windowLimit calls in a window, refuses the next, and admits again as each call leaves the window", () => {
    const limiter = createRateLimiter({ windowLimit: 2, windowSize: 60 });
    expect([limiter.admit("a", 0), limiter.admit("a", 1_000), limiter.admit("a", 2_000)]).toEqual([true, true, false]);
    // Just inside the first call's window: still full.
    expect(limiter.admit("a", 59_999)).toBe(false);
    // At 60 s the first call has left it: one more; the second leaves at 61 s.
    expect([limiter.admit("a", 60_000), limiter.admit("a", 60_500), limiter.admit("a", 61_000)]).toEqual([true, false, true]);
  });

  it("does not count a refused call: a client refused all along is admitted once the window has passed its admitted calls", () => {
    const limiter = createRateLimiter({ windowLimit: 1, windowSize: 10 });
    expect(limiter.admit("a", 0)).toBe(true);
    for (let t = 1_000; t < 10_000; t += 1_000) expect(limiter.admit("a", t)).toBe(false);
    expect(limiter.admit("a", 10_000)).toBe(true);
  });

  it("keeps each key's window apart", () => {
    const limiter = createRateLimiter({ windowLimit: 1, windowSize: 60 });
    expect([limiter.admit("a", 0), limiter.admit("b", 0), limiter.admit("a", 1), limiter.admit("b", 1)]).toEqual([true, true, false, false]);
  });

  it(`remembers at most ${MAX_KEYS} keys: one more starts the memory again, so no client can grow it without end`, () => {
    const limiter = createRateLimiter({ windowLimit: 1, windowSize: 60 });
    expect([limiter.admit("a", 0), limiter.admit("a", 1)]).toEqual([true, false]);
    for (let i = 1; i < MAX_KEYS; i++) limiter.admit(`client ${i}`, 2);
    // Still inside the bound: "a" is remembered and refused.
    expect(limiter.admit("a", 3)).toBe(false);
    // The key past the bound clears what was remembered, "a" with it.
    expect(limiter.admit("one too many", 4)).toBe(true);
    expect(limiter.admit("a", 5)).toBe(true);
  });
});
