// A number a section's schema bounds (docs/adding-a-resource.md's `year`, z.int().min().max())
// is refused in words, with the value and the fix, like the built-in fields: not zod's ">=1900".
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { problemsFromIssues } from "../build/content/zod-issues.ts";
import { formatProblem } from "../build/report-problems.ts";

const FIRST = 1900;
const LAST = 2100;
const schema = z.strictObject({ year: z.int().min(FIRST).max(LAST), ratio: z.number().gt(0).lt(1), count: z.int().min(1, "needs at least one"), label: z.string().min(1, "must not be empty").max(5, "must be at most 5 characters").optional() });

function lines(value: Record<string, unknown>): string[] {
  const parsed = schema.safeParse({ year: 2000, ratio: 0.5, count: 1, ...value }, { reportInput: true });
  return parsed.success ? [] : problemsFromIssues("content/talks/x.json", parsed.error.issues, () => []).map(formatProblem);
}

describe("a bounded number refused", () => {
  it.each([
    [{ year: FIRST - 100 }, `year: ${FIRST - 100}: must be at least ${FIRST}`],
    [{ year: LAST + 100 }, `year: ${LAST + 100}: must be at most ${LAST}`],
    [{ ratio: 0 }, "ratio: 0: must be above 0"],
    [{ ratio: 1 }, "ratio: 1: must be below 1"],
    [{ year: 2023.5 }, "year: expected a whole number, got number 2023.5"],
    [{ year: "2023" }, 'year: expected number, got string "2023": write it without quotes'],
    [{ count: 0 }, "count: 0: needs at least one"],
    [{ label: 2024 }, 'label: expected string, got number 2024: write it in quotes, as "2024"'],
    // Not a fraction or a number past 2^53: their digits read back otherwise than typed (1.10, …).
    [{ label: 1.1 }, "label: expected string, got number 1.1"],
    // The type is the mistake: no length rule speaks of a list's items as characters.
    [{ label: [] }, "label: expected string, got an array"],
    [{ label: 2 ** 60 }, `label: expected string, got number ${2 ** 60}`],
  ])("%j: %s", (value, message) => {
    expect(lines(value)).toEqual([`content/talks/x.json → ${message}`]);
  });
});
