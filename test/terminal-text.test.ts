// What the commands print: every character a terminal would act on is shown as an escape.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { FUZZ_SEED } from "./support/fuzz-requests.ts";
import { formatProblem } from "../build/report-problems.ts";
import { terminalLines, terminalText } from "../build/terminal-text.ts";

describe("terminalText", () => {
  it.each([
    ["plain text, Türkçe and 日本語 stay as they are", "plain text, Türkçe and 日本語 stay as they are"],
    ["\u001b[2J\u001b]0;title\u0007", "\\u001b[2J\\u001b]0;title\\u0007"],
    ["a\nb\tc\rd", "a\\nb\\tc\\rd"],
    ["\u009b1A Build OK", "\\u009b1A Build OK"],
    ["\u0000\u007f", "\\u0000\\u007f"],
    ["abc\u202edef\u2066x\u2069\u200f", "abc\\u202edef\\u2066x\\u2069\\u200f"],
    ["\u2028\u2029", "\\u2028\\u2029"],
    ["\u009d0;title\u009c \u0085next", "\\u009d0;title\\u009c \\u0085next"],
    ["\u061cabc\u200e\u202a\u202b\u202c\u202d\u2067\u2068", "\\u061cabc\\u200e\\u202a\\u202b\\u202c\\u202d\\u2067\\u2068"],
    ["\u206a()\u206f1\ufff9a\ufffab\ufffb", "\\u206a()\\u206f1\\ufff9a\\ufffab\\ufffb"],
    ["joiners stay: \ud83d\udc69\u200d\ud83d\udcbb, \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645", "joiners stay: \ud83d\udc69\u200d\ud83d\udcbb, \u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645"],
    ["lone \ud800 surrogate, paired \ud83d\ude00", "lone \\ud800 surrogate, paired \ud83d\ude00"],
    // Characters that print nothing: two answers that differ only by them would look the same.
    ["De\u200bf\u2060n\u00ade\ufeff", "De\\u200bf\\u2060n\\u00ade\\ufeff"],
    ["\u2061\u2064\u180e\u115f\u1160\u3164\uffa0", "\\u2061\\u2064\\u180e\\u115f\\u1160\\u3164\\uffa0"],
    ["tags \u{e0041}\u{e007f}, a tag-less astral \u{1f600}", "tags \\u{e0041}\\u{e007f}, a tag-less astral \u{1f600}"],
    // Variation selectors carry hidden bytes too, but the two emoji ones a heart needs stay.
    ["a\ufe00b\u{e0100}\u{e01ef} \u2764\ufe0f \u2764\ufe0e", "a\\ufe00b\\u{e0100}\\u{e01ef} \u2764\ufe0f \u2764\ufe0e"],
    ["\u034f\u17b4\u180b\u{1bca0}\u{1d173}", "\\u034f\\u17b4\\u180b\\u{1bca0}\\u{1d173}"],
    // By property, not by list: reserved default-ignorables, every format control, and spaces
    // that look like U+0020 but are not.
    ["\u2065\ufff0\ufff8\u{e0080}\u{e0fff}\u{13430}", "\\u2065\\ufff0\\ufff8\\u{e0080}\\u{e0fff}\\u{13430}"],
    ["a\u00a0b\u2009c\u202fd\u3000e f", "a\\u00a0b\\u2009c\\u202fd\\u3000e f"],
  ])("shows %j as %j", (text, shown) => {
    expect(terminalText(text)).toBe(shown);
  });

  it("changes nothing it has already escaped, so a line escaped twice reads the same", () => {
    fc.assert(fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => terminalText(terminalText(text)) === terminalText(text)), { seed: FUZZ_SEED, numRuns: 2000 });
  });

  it("keeps the line breaks between lines and escapes within them", () => {
    expect(terminalLines("one \u001b[1m\ntwo")).toBe("one \\u001b[1m\ntwo");
  });

  it("is how every problem is printed: source, path, message and hint", () => {
    expect(formatProblem({ source: "content/projects/\u001bx.json", path: "title", message: "'\u009b2J' is bad", hint: "fix \u202e it" })).toBe(
      "content/projects/\\u001bx.json → title: '\\u009b2J' is bad (fix \\u202e it)",
    );
  });
});
