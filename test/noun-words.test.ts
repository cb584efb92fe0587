// A collection's noun and a filter's name go into sentences ("A project slug", "Narrow the
// search with a lane or a tier"): an added section's own words must read as well ("An award
// slug", "an author"), not "A award".
import { describe, expect, it } from "vitest";
import { withArticle } from "../functions/api/core/collection/noun.ts";
import { narrowingWords } from "../functions/api/core/collection/list-request.ts";
import { PROBLEMS } from "../functions/api/core/http/problems.ts";

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

  // A list without `q` has no search to narrow: its problem speaks of the list.
  it("says 'search' only to a list that has one", () => {
    const filter = (name: string) => ({ name, staticValues: ["x"] });
    const detail = (narrowing: string[]) => PROBLEMS.RESULT_TOO_LARGE.detail({ bytes: 2, max: 1, narrowing });
    expect(detail(narrowingWords([{ name: "q" }, filter("year")]))).toMatch(/Narrow the search with more words or a year\.$/);
    expect(detail(narrowingWords([filter("year")]))).toMatch(/Narrow the list with a year\.$/);
    expect(detail([])).toMatch(/Narrow the request\.$/);
  });
});
