// A closed set of values a section's schema declares with zod (`z.enum([...])`, a venue, a
// kind) is refused in the words the built-in lanes and tiers get: the value written another way
// is told its spelling, a likely slip "did you mean", anything else the values it may take; not
// zod's `Invalid option: expected one of "a"|"b"`.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { problemsFromIssues } from "../build/content/zod-issues.ts";
import { formatProblem } from "../build/report-problems.ts";
import { MAX_LISTED_VALUES } from "../functions/api/core/listed-values.ts";

const VENUES = ["Web Audio Conf", "JSConf México", "Sónar+D", "FOSDEM"] as const;
const schema = z.strictObject({
  venue: z.enum(VENUES),
  format: z.enum(["talk", "workshop"]).optional(),
  language: z.enum(["C#", "Go", "café", "cafe"]).optional(),
  level: z.enum(["1", "2", "3"]).optional(),
});

function lines(value: Record<string, unknown>): string[] {
  const parsed = schema.safeParse({ venue: "FOSDEM", ...value }, { reportInput: true });
  return parsed.success ? [] : problemsFromIssues("content/talks/x.json", parsed.error.issues, () => []).map(formatProblem);
}

const LISTED = "Web Audio Conf, JSConf México, Sónar+D, FOSDEM";

describe("a value outside a section's closed set", () => {
  it.each([
    // Another case, accents left out, a space, hyphen or plus for another: the spelling to use.
    [{ venue: "jsconf méxico" }, "venue: 'jsconf méxico': write it as 'JSConf México' (a value is matched exactly)"],
    [{ venue: "JSConf Mexico" }, "venue: 'JSConf Mexico': write it as 'JSConf México' (a value is matched exactly)"],
    [{ venue: "Sonar+D" }, "venue: 'Sonar+D': write it as 'Sónar+D' (a value is matched exactly)"],
    [{ venue: "Sónar D" }, "venue: 'Sónar D': write it as 'Sónar+D' (a value is matched exactly)"],
    [{ venue: "web-audio-conf" }, "venue: 'web-audio-conf': write it as 'Web Audio Conf' (a value is matched exactly)"],
    [{ format: "Workshop" }, "format: 'Workshop': write it as 'workshop' (a value is matched exactly)"],
    // Punctuation that is part of a value is not a spelling: C++ is no way of writing C#.
    [{ language: "C++" }, "language: 'C++' is not one of C#, Go, café, cafe; did you mean 'C#'?"],
    // Two values alike but for their accents: another case of one of them is that one.
    [{ language: "Cafe" }, "language: 'Cafe': write it as 'cafe' (a value is matched exactly)"],
    // A slip: did you mean, with the values.
    [{ venue: "FOSDEN" }, `venue: 'FOSDEN' is not one of ${LISTED}; did you mean 'FOSDEM'?`],
    [{ venue: "PyCon" }, `venue: 'PyCon' is not one of ${LISTED}`],
    // Left out: missing, with what it takes, as a lane left out is told.
    [{ venue: undefined }, `venue: required field is missing: one of ${LISTED}`],
    // Not text: the type is the mistake; a number that is one of the values as text, its quotes.
    [{ venue: 7 }, `venue: expected one of ${LISTED}, got number 7`],
    [{ venue: null }, `venue: expected one of ${LISTED}, got null`],
    [{ level: 2 }, 'level: expected one of 1, 2, 3, got number 2: write it in quotes, as "2"'],
  ])("%j: %s", (value, message) => {
    expect(lines(value)).toEqual([`content/talks/x.json → ${message}`]);
  });

  it("lists at most as many values as any refusal does, and says how many more", () => {
    const many = Array.from({ length: 300 }, (_, i) => `venue ${i + 1}`);
    const parsed = z.strictObject({ venue: z.enum(many as [string, ...string[]]) }).safeParse({ venue: "elsewhere" }, { reportInput: true });
    const [line] = parsed.success ? [] : problemsFromIssues("content/talks/x.json", parsed.error.issues, () => []).map(formatProblem);
    expect(line).toBe(`content/talks/x.json → venue: 'elsewhere' is not one of ${many.slice(0, MAX_LISTED_VALUES).join(", ")} and ${300 - MAX_LISTED_VALUES} more`);
  });
});
