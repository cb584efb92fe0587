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
    // Letters and marks no renderer draws: Hangul fillers, a grapheme joiner, a braille blank.
    [{ title: "\u3164" }, "title: '\\u3164': must not be empty"],
    [{ title: "\uffa0" }, "title: '\\uffa0': must not be empty"],
    [{ summary: "\u115f\u034f" }, "summary: '\\u115f\\u034f': must not be empty"],
    [{ title: "\u2800 \ufe00" }, "title: '\u2800 \\ufe00': must not be empty"],
    [{ title: "x\u2028y" }, "title: 'x\\u2028y': must be one line, with no tab or line break"],
    [{ title: "x\u2029y" }, "title: 'x\\u2029y': must be one line, with no tab or line break"],
  ])("refuses %j", (value, message) => {
    expect(lines(value).map((line) => line.replace(/^content\/projects\/x\.json → /, ""))).toEqual([message]);
  });

  it("refuses more than 8 combining marks stacked on one character, which draw over the lines around them", () => {
    expect(lines({ title: `Z${"\u0301".repeat(9)} beta`, summary: `below ${"\u0323".repeat(150)}` }).map((line) => line.replace(/^.*?: '.*?': /, ""))).toEqual([
      "must not stack more than 8 combining marks on one character (9 here): they draw over the text around it",
      "must not stack more than 8 combining marks on one character (150 here): they draw over the text around it",
    ]);
  });

  it("counts a run of marks across the invisible joiners put between its pieces", () => {
    const piece = "\u0301\u0316\u0317\u0318\u0319\u031a\u031b\u031c";
    for (const joiner of ["\u200d", "\u200c", "\u2060", "\u200b"]) {
      expect(lines({ title: `Z${`${piece}${joiner}`.repeat(3)} beta` }).map((line) => line.replace(/^.*?: '.*?': /, "")), joiner).toEqual([
        "must not stack more than 8 combining marks on one character (24 here): they draw over the text around it",
      ]);
    }
  });

  it("keeps the marks real writing stacks: Vietnamese decomposed, Hebrew with points and cantillation, Devanagari, Thai", () => {
    const words = ["Vie\u0323\u0302t", "\u05D1\u05B0\u05BC\u05E8\u05B5\u05D0\u05E9\u05B4\u05C1\u0596\u05D9\u05EA", "\u0939\u093F\u0928\u094D\u0926\u0940", "\u0E17\u0E35\u0E48"];
    for (const word of words) expect(lines({ title: word, summary: word }), word).toEqual([]);
  });

  it("keeps text with visible letters among invisible ones, and line breaks in prose", () => {
    expect(lines({ title: "a\u200db", summary: "One line.\u2028Another." })).toEqual([]);
  });
});
