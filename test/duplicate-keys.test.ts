// Keys given twice in one JSON object, found in the text with their field path and position.
import { describe, expect, it } from "vitest";
import { findDuplicateKeys, MAX_LISTED } from "../build/content/duplicate-keys.ts";

describe("findDuplicateKeys", () => {
  it.each<[string, string, Array<[string, number, number]>]>([
    ["no repeats, the same key in sibling objects", '{"a":{"k":1},"b":{"k":1},"c":[{"k":1},{"k":2}]}', []],
    ["a repeat at the top", '{"k":1,"k":2}', [["k", 1, 8]]],
    ["a repeat inside an array item", '{"a":[{"k":1},{"k":1,"k":2}]}', [["a[1].k", 1, 22]]],
    ["a repeat spelled with an escape", '{"title":1,\n  "\\u0074itle":2}', [["title", 2, 3]]],
    ["a key that is a string value elsewhere", '{"k":"k","v":["k","k"]}', []],
    ["keys holding quotes and backslashes", '{"a\\"b":1,"a\\\\":2,"a\\"b":3}', [['["a\\"b"]', 1, 19]]],
    ["three spellings", '{"k":1,"k":2,"k":3}', [["k", 1, 8], ["k", 1, 14]]],
  ])("%s", (_, text, expected) => {
    const { listed, total } = findDuplicateKeys(text);
    expect(listed.map((d) => [d.path, d.line, d.column])).toEqual(expected);
    expect(total).toBe(expected.length);
  });

  it(`lists the first ${MAX_LISTED} repeats and counts the rest, in one pass over a deep, long file`, () => {
    const deep = `${"[".repeat(100_000)}{"k":1,"k":2}${"]".repeat(100_000)}`;
    expect(findDuplicateKeys(deep).total).toBe(1);
    const many = `{${Array.from({ length: 50_000 }, (_, i) => `"k":${i}`).join(",")}}`;
    const { listed, total } = findDuplicateKeys(many);
    expect(listed).toHaveLength(MAX_LISTED);
    expect(total).toBe(49_999);
  });
});
