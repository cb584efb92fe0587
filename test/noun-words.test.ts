// A collection's noun and a filter's name go into sentences ("A project slug", "Narrow the
// search with a lane or a tier"): an added section's own words must read as well ("An award
// slug", "an author"), not "A award".
import { describe, expect, it } from "vitest";
import { withArticle } from "../functions/api/core/collection/noun.ts";
import { narrowingWords } from "../functions/api/core/collection/list-request.ts";

describe("a noun with its article", () => {
  it.each([
    ["project", "a project"],
    ["case study", "a case study"],
    ["award", "an award"],
    ["event", "an event"],
    ["interview", "an interview"],
    ["open-source contribution", "an open-source contribution"],
  ])("%s → %s", (noun, expected) => {
    expect(withArticle(noun)).toBe(expected);
  });

  it("words the filters a too-large answer can be narrowed with", () => {
    const filter = (name: string) => ({ name, staticValues: ["x"] });
    expect(narrowingWords([{ name: "q" }, filter("author"), filter("year")])).toEqual(["more words", "an author", "a year"]);
  });
});
