// Content dates: the shape YYYY-MM-DD and a day the calendar has are told apart, so
// `2025-02-30` is not told "expected YYYY-MM-DD", which it already is.
import { describe, expect, it } from "vitest";
import { dateProblem } from "../build/content/date-field.ts";

describe("dateProblem", () => {
  it.each([
    ["2024-02-29", undefined],
    ["2000-02-29", undefined],
    ["2025-12-31", undefined],
    ["0004-02-29", undefined],
    ["2025-02-30", "this date does not exist: February 2025 has 28 days"],
    ["2100-02-29", "this date does not exist: February 2100 has 28 days"],
    ["2025-04-31", "this date does not exist: April 2025 has 30 days"],
    ["2025-01-00", "this date does not exist: January 2025 has 31 days"],
    ["2025-13-01", "month 13 does not exist; months are 01 to 12"],
    ["2025-00-10", "month 00 does not exist; months are 01 to 12"],
    ["2025-2-3", "expected a date as YYYY-MM-DD"],
    ["03/02/2025", "expected a date as YYYY-MM-DD"],
    ["2025-02-03T00:00:00Z", "expected a date as YYYY-MM-DD"],
  ])("%s → %s", (text, expected) => {
    expect(dateProblem(text)).toBe(expected);
  });
});
