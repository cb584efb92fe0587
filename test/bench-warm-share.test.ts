// The share of a floor the warm budgets hold (bench/warm.ts sameRoundShare) is the median of
// per-round ratios: a round that a burst of load or a collection fell on moves one ratio, not
// the result. Nothing here is timed.
import { describe, expect, it } from "vitest";
import { sameRoundShare, type WarmResult } from "../bench/warm.ts";

const result = (roundOpsPerSec: number[]): WarmResult => ({ calls: 0, opsPerSec: 0, roundOpsPerSec, medianUs: 0, p99Us: 0, status: 200, bytes: 0 });

describe("sameRoundShare", () => {
  it("is the median of the rounds' ratios, each round against the floor's same round", () => {
    expect(sameRoundShare(result([90, 80, 45]), result([100, 100, 50]))).toBeCloseTo(0.9);
  });

  it("is not moved by one round the subject lost to something else", () => {
    expect(sameRoundShare(result([90, 90, 10, 90, 90]), result([100, 100, 100, 100, 100]))).toBeCloseTo(0.9);
  });

  it("skips rounds the floor did not run, and is null with none to compare", () => {
    expect(sameRoundShare(result([90, 80]), result([100]))).toBeCloseTo(0.9);
    expect(sameRoundShare(result([]), result([100]))).toBeNull();
    expect(sameRoundShare(undefined, result([100]))).toBeNull();
  });
});
