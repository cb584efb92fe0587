// What a slug message says of the letters a slug cannot hold: a look-alike letter (Cyrillic,
// Greek…) by its code point, since on screen it passes for Latin; a letter of another script
// beside Latin words as that script; a Latin letter with no a–z spelling as Latin; and a name
// with no Latin letter at all as written in another script, with no slug made up for it.
import { describe, expect, it } from "vitest";
import { latinSlug, NOT_LATIN, unspellableNote } from "../build/content/suggest-slug.ts";

describe("the note on letters a slug cannot hold", () => {
  it.each([
    ["beta-t\u0435am", "beta-t-am", " ('\u0435' U+0435 is no a–z letter or digit: retype it if it only looks Latin)"],
    ["\u03a9mega", "mega", " ('\u03a9' U+03A9 is no a–z letter or digit: retype it if it only looks Latin)"],
    ["健康 app", "app", " ('健', '康' are in another script, which a slug cannot hold)"],
    ["\u018fl\u0259m app", "l-m-app", " ('\u018f', '\u0259' are Latin with no a–z spelling, which a slug cannot hold)"],
    ["\u014aoma", "oma", " ('\u014a' is Latin with no a–z spelling, which a slug cannot hold)"],
    ["データ2", undefined, ` (${NOT_LATIN})`],
    ["Café Straße", "cafe-strasse", ""],
    ["２０２５ plan", "2025-plan", ""],
  ])("%s: slug %s, note %j", (name, slug, note) => {
    expect(latinSlug(name)).toBe(slug);
    expect(unspellableNote(name)).toBe(note);
  });
});
