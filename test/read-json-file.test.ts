// JSON mistakes that V8 words in its own terms, or blames on something else (a missing comma, a
// property name), named in plain words at the file's line:column (build/content/read-json-file.ts).
import { describe, expect, it } from "vitest";
import { alphaLinesFor } from "./support/content-fixtures.ts";

const MISSING_VALUE = "invalid JSON: a value is missing before this comma";

describe("readJsonFile: mistakes V8 words in its own terms", () => {
  it.each([
    ["a double quote inside a text", '{\n  "slug": "x",\n  "summary": "Tiny "TypeScript" library"\n}', `3:20: invalid JSON: a double quote inside a text must be written \\", and this one ends the text early (write each double quote inside the text as \\", as in "a \\"quoted\\" word")`],
    ["a text not closed on its line", '{\n  "slug": "x",\n  "status": "Maintained,\n  "order": 3\n}', "3:25: invalid JSON: a text has a line break inside it, which JSON does not allow (close its quote on the same line, or write the line break as \\n)"],
    ["a tab inside a text", '{\n  "slug": "x",\n  "title": "Alpha\tBeta"\n}', "3:18: invalid JSON: a text has a tab inside it, which JSON does not allow (write the tab as \\t, or as spaces)"],
    ["indentation of non-breaking spaces", '{\n  "slug": "x",\n\u00a0\u00a0"order": 3\n}', "3:1: invalid JSON: an invisible U+00A0 non-breaking space, where JSON allows only ordinary spaces, tabs and line breaks (replace it, and any others like it, with ordinary spaces)"],
    ["two commas in a row", '{\n  "slug": "x",\n  "order": 3,,\n  "title": "Alpha"\n}', "3:14: invalid JSON: two commas in a row (remove one of them)"],
    ["a missing item in a list", '{"slug": "x", "proofPoints": ["a",,"b"]}', `1:35: ${MISSING_VALUE} (write the item, or remove this comma)`],
    ["a field without a value", '{\n  "slug": "x",\n  "order": ,\n  "title": "Alpha"\n}', `3:12: ${MISSING_VALUE} (write the field's value, or null, or remove the field)`],
    ["a missing opening brace", '"slug": "x",\n"title": "Alpha"\n}', "1:1: invalid JSON: the file must start with '{': the whole file is one JSON object (add { at the start of the file)"],
    ["a single backslash", '{"slug": "x", "title": "C:\\Users\\x"}', "1:27: invalid JSON: a backslash in a text must be written \\\\, and '\\U' is no escape JSON knows (write each backslash as \\\\, as in \"C:\\\\Users\")"],
    ["Python's None", '{"slug": "x", "order": None}', "1:24: invalid JSON: 'None' is not a JSON value; JSON writes null (replace it with null)"],
    ["Python's True", '{"slug": "x", "featured": True}', "1:27: invalid JSON: 'True' is not a JSON value; JSON writes true (replace it with true)"],
    ["JavaScript's undefined", '{"slug": "x", "order": undefined}', "1:24: invalid JSON: JSON has no undefined (leave the field out, or write null)"],
    ["a literal cut short", '{"slug": "x", "featured": tru, "order": 1}', "1:27: invalid JSON: 'tru' is not a JSON value; JSON writes true (replace it with true)"],
    // V8 reads a word starting f, t or n as the literal it begins and stops where it parts from it.
    ["a word without quotes that starts like a literal", '{"slug": "x", "status": finished}', `1:25: invalid JSON: 'finished' is not a JSON value (write a text in double quotes, as "finished", or true, false or null)`],
    ["a character code a digit short", '{"slug": "x", "title": "Caf\\u00e"}', "1:28: invalid JSON: '\\u00e' writes a character by its code, which takes four hex digits after \\u (write all four (\\u00e9 is é), or the character itself)"],
    // Two texts with no comma and no space between are a missing comma, not a quote inside a text.
    ["a missing comma between two texts with no space", '{"slug":"x""title":"y"}', "1:12: invalid JSON: a comma is missing before this value (JSON separates items with commas: add one)"],
    ["a number with a leading zero", '{"slug": "x", "order": 03}', `1:24: invalid JSON: numbers in JSON have no leading zero ('03') (write 3, or "03" in double quotes if it is text)`],
  ])("names %s, at its line and column", async (_name, text, message) => {
    expect(await alphaLinesFor(text)).toEqual([`content/projects/alpha.json:${message}`]);
  });
});
