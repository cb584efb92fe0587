// A calendar date `YYYY-MM-DD`. zod's own date check words `2025-02-30` as "not YYYY-MM-DD",
// which it is; here the shape and the existence of the day are told apart.
import { z } from "zod";

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const DATE_EXPECTED = "expected a date as YYYY-MM-DD";

/** Why `text` is not a date that exists, or undefined when it is one. */
export function dateProblem(text: string): string | undefined {
  const match = SHAPE.exec(text);
  if (!match) return DATE_EXPECTED;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `month ${match[2]} does not exist; months are 01 to 12`;
  // Day 0 of the next month is the last day of this one. UTC, so no time zone shifts it, and
  // setUTCFullYear, because Date.UTC reads years 0–99 as 1900–1999.
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0);
  const days = last.getUTCDate();
  if (day < 1 || day > days) return `this date does not exist: ${MONTHS[month - 1]} ${year} has ${days} days`;
  return undefined;
}

/**
 * A date field. Its JSON Schema keeps zod's own pattern (which knows month lengths and leap
 * years), so an editor flags the same dates the build refuses.
 */
export function dateField() {
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required field is missing" : DATE_EXPECTED) })
    .superRefine((value, ctx) => {
      const problem = dateProblem(value);
      if (problem !== undefined) ctx.addIssue({ code: "custom", message: problem, input: value });
    })
    .meta({ format: "date", pattern: z.regexes.date.source });
}
