// A closed set of values a section's schema declares with zod (`z.enum([...])`, a venue, a
// kind) is refused in the words the built-in lanes and tiers get: the value written another way
// is told its spelling, a likely slip "did you mean", anything else the values it may take; not
// zod's `Invalid option: expected one of "a"|"b"`.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { problemsFromIssues } from "../build/content/zod-issues.ts";
import { formatProblem } from "../build/report-problems.ts";

const VENUES = ["Web Audio Conf", "JSConf México", "Sónar+D", "FOSDEM"] as const;
const schema = z.strictObject({ venue: z.enum(VENUES), format: z.enum(["talk", "workshop"]).optional(), level: z.literal([1, 2, 3]).optional() });

function lines(value: Record<string, unknown>): string[] {
  const parsed = schema.safeParse({ venue: "FOSDEM", ...value }, { reportInput: true });
  return parsed.success ? [] : problemsFromIssues("content/talks/x.json", parsed.error.issues, () => []).map(formatProblem);
}

describe("a value outside a section's closed set", () => {
  it.each([
    // Another case, accents left out, the space and the plus mixed up: the spelling to use.
    [{ venue: "jsconf méxico" }, "venue: 'jsconf méxico': write it as 'JSConf México' (a value is matched exactly)"],
    [{ venue: "JSConf Mexico" }, "venue: 'JSConf Mexico': write it as 'JSConf México' (a value is matched exactly)"],
    [{ venue: "Sonar+D" }, "venue: 'Sonar+D': write it as 'Sónar+D' (a value is matched exactly)"],
    [{ venue: "Sónar D" }, "venue: 'Sónar D': write it as 'Sónar+D' (a value is matched exactly)"],
    [{ venue: "web-audio-conf" }, "venue: 'web-audio-conf': write it as 'Web Audio Conf' (a value is matched exactly)"],
    // A slip: did you mean, with the values.
    [{ venue: "FOSDEN" }, "venue: 'FOSDEN' is not one of 'Web Audio Conf', 'JSConf México', 'Sónar+D', 'FOSDEM'; did you mean 'FOSDEM'?"],
    [{ venue: "PyCon" }, "venue: 'PyCon' is not one of 'Web Audio Conf', 'JSConf México', 'Sónar+D', 'FOSDEM'"],
    [{ format: "Workshop" }, "format: 'Workshop': write it as 'workshop' (a value is matched exactly)"],
    // Not text: the type is the mistake, as for any field.
    [{ venue: 7 }, "venue: 7 is not one of 'Web Audio Conf', 'JSConf México', 'Sónar+D', 'FOSDEM'"],
    // A set of numbers keeps zod's words, which list them.
    [{ level: 4 }, "level: 4: Invalid option: expected one of 1|2|3"],
  ])("%j: %s", (value, message) => {
    expect(lines(value)).toEqual([`content/talks/x.json → ${message}`]);
  });
});
