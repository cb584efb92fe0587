// The two kinds of free text (build/content/text-fields.ts): text of invisible characters alone
// is as empty as no text, and a line holds no line break of any kind, Unicode's included.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { lineText, proseText } from "../build/content/text-fields.ts";
import { problemsFromIssues } from "../build/content/zod-issues.ts";
import { formatProblem } from "../build/report-problems.ts";

const schema = z.strictObject({ title: lineText(), summary: proseText() });

function lines(value: Record<string, unknown>): string[] {
  const parsed = schema.safeParse({ title: "A title", summary: "A summary.", ...value }, { reportInput: true });
  return parsed.success ? [] : problemsFromIssues("content/projects/x.json", parsed.error.issues, () => []).map(formatProblem);
}

describe("free text", () => {
  it.each([
    [{ title: "\u200b" }, "title: '\\u200b': must not be empty"],
    [{ title: " \u2060 " }, "title: '\\u2060': must not be empty"],
    [{ summary: "\ufeff\u200b" }, "summary: '\\u200b': must not be empty"],
    [{ title: "x\u2028y" }, "title: 'x\\u2028y': must be one line, with no tab or line break"],
    [{ title: "x\u2029y" }, "title: 'x\\u2029y': must be one line, with no tab or line break"],
  ])("refuses %j", (value, message) => {
    expect(lines(value).map((line) => line.replace(/^content\/projects\/x\.json → /, ""))).toEqual([message]);
  });

  it("keeps text with visible letters among invisible ones, and line breaks in prose", () => {
    expect(lines({ title: "a\u200db", summary: "One line.\u2028Another." })).toEqual([]);
  });
});
