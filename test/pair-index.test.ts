// The search prefilter may only ever rule projects out: every text that contains every word
// must stay a candidate, and the catalog must find exactly what a plain substring scan finds.
import { describe, expect, it } from "vitest";
import { createPairIndex, setBits } from "../functions/api/core/collection/pair-index.ts";
import { createCatalog } from "../functions/api/core/collection/catalog.ts";
import { PREFILTER_MIN_ITEMS, searchFilter } from "../functions/api/core/collection/search-filter.ts";
import { searchedTexts } from "../functions/api/core/resources/projects/project-views.ts";
import { fold, foldWords } from "../functions/api/core/text-fold.ts";
import type { StoredProject } from "../functions/api/core/portfolio-index.ts";

const TEXTS = ["istanbul transit board", "cay evi website\nizmir", "kirik isik", "a", "", "cay ve isik 🙂 emoji"];

/** A small deterministic generator, so the property check is the same on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
}

describe("createPairIndex", () => {
  it.each([
    [["istanbul"], [0]],
    [["cay", "izmir"], [1]],
    [["is"], [0, 2, 5]],
    [["🙂"], [5]],
    [["zz"], []],
  ])("keeps every text holding the words %j as a candidate", (words, expected) => {
    const candidates = createPairIndex(TEXTS)(words);
    const kept = [...setBits(candidates!)];
    for (const i of expected) expect(kept).toContain(i);
  });

  it("gives no filter when no word has two characters", () => {
    expect(createPairIndex(TEXTS)(["a"])).toBeUndefined();
    expect(createPairIndex(TEXTS)([])).toBeUndefined();
  });

  it("never drops a text that contains the words (2,000 random cases over 70 texts)", () => {
    const next = random(7);
    const letters = "aeiklnrstuçığış -";
    const pick = (length: number) => Array.from({ length }, () => letters[Math.floor(next() * letters.length)]).join("");
    const texts = Array.from({ length: 70 }, () => pick(5 + Math.floor(next() * 40)));
    const index = createPairIndex(texts);
    for (let n = 0; n < 2000; n++) {
      const source = texts[Math.floor(next() * texts.length)]!;
      const start = Math.floor(next() * source.length);
      const words = [source.slice(start, start + 1 + Math.floor(next() * 4)), pick(1 + Math.floor(next() * 2))];
      const kept = new Set(index(words) ? setBits(index(words)!) : texts.keys());
      texts.forEach((text, i) => {
        if (words.every((word) => text.includes(word))) expect(kept.has(i), `${JSON.stringify(words)} in ${JSON.stringify(text)}`).toBe(true);
      });
    }
  });
});

describe("catalog search with the prefilter", () => {
  const project = (slug: string, title: string, summary: string, summaryTr?: string): StoredProject => ({
    slug,
    title,
    lane: "builder",
    tier: "featured",
    summary,
    ...(summaryTr ? { summaryTr } : {}),
    links: {},
  });
  const projects = [
    project("istanbul-transit", "İstanbul Transit", "Ferry departures", "Vapur saatleri"),
    project("cay-evi", "Çay Evi", "Tea house in İzmir"),
    project("kirik-isik", "Kırık Işık", "Game localization", "Oyun yerelleştirmesi"),
    project("notes", "Notes", "Offline notes"),
  ];
  // A few, below PREFILTER_MIN_ITEMS (every item checked), and enough for the prefilter, made
  // from the same four with their own slugs and a word of their own.
  const many = Array.from({ length: PREFILTER_MIN_ITEMS + 37 }, (_, i) => {
    const base = projects[i % projects.length]!;
    return { ...base, slug: `${base.slug}-${i}`, title: `${base.title} ${i % 7 === 0 ? "Özel" : "Plain"}` };
  });

  describe.each([
    ["a few items, every one checked", projects, false],
    ["enough items for the pair index", many, true],
  ] as const)("%s", (_name, items, prefiltered) => {
    const catalog = createCatalog({ key: "projects", items, slugOf: (p) => p.slug, toItem: (p) => p, toDetail: (p) => p });
    const q = searchFilter({ items, textsOf: (p) => searchedTexts(p, ["tr"]) });

    it.each(["istanbul", "ISTANBUL", "cay izmir", "kirik", "ışık", "es", "e", "vapur saat", "nothing-here", "-", "ozel", "plain 7", "-12"])("finds for %j exactly what a substring scan finds", (asked) => {
      const words = foldWords(asked);
      const expected = items
        .filter((p) => words.every((word) => [p.slug, p.title, p.summary, p.titleTr ?? "", p.summaryTr ?? ""].some((field) => fold(field).includes(word))))
        .map((p) => p.slug);
      const selection = q.parse(asked, "query");
      if ("kind" in selection) throw new Error(selection.detail);
      // The prefilter is there exactly when the collection is large enough.
      expect(selection.candidates !== undefined).toBe(prefiltered && words.length > 0);
      expect(catalog.list([selection]).map((p) => p.slug)).toEqual(expected);
    });
  });
});
