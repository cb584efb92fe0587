// The one deadline of a verify run, and how each request's wait is bounded by it.
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { requestSignal, startDeadline, type Deadline } from "../build/verify/deadline.ts";

/** A deadline the test passes by hand, with `remainingMs` left until then. */
function handDeadline(remainingMs: number): Deadline & { pass(): void } {
  const controller = new AbortController();
  return { seconds: 1, signal: controller.signal, passed: () => controller.signal.aborted, remainingMs: () => remainingMs, pass: () => controller.abort() };
}

describe("the verify deadline", () => {
  it("makes a request wait on the deadline alone when less is left than the request's own limit", () => {
    const deadline = handDeadline(5_000);
    expect(requestSignal(deadline, 20_000)).toBe(deadline.signal);
  });

  it("aborts a request with a longer-lived limit when the deadline passes", () => {
    const deadline = handDeadline(60_000);
    const signal = requestSignal(deadline, 20_000);
    expect(signal.aborted).toBe(false);
    deadline.pass();
    expect(signal.aborted).toBe(true);
  });

  it("passes, and says so, once its time is up", async () => {
    const deadline = startDeadline(0.001);
    if (!deadline.signal.aborted) await once(deadline.signal, "abort");
    expect(deadline.passed()).toBe(true);
    expect(deadline.remainingMs()).toBe(0);
  });
});
