// Text that looks the same is the same value: content is kept in NFC whichever way an editor
// composed it, a query value is read in NFC too, a value written in another case or without
// its accents is told its spelling, and a listed value with a comma in it reads as one value.
import { describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { formatProblem } from "../build/report-problems.ts";
import { choiceFilter } from "../functions/api/core/collection/filter.ts";
import { searchFilter } from "../functions/api/core/collection/search-filter.ts";
import { Q_MAX_LENGTH } from "../functions/api/core/limits.ts";
import { readListRequest } from "../functions/api/core/collection/list-request.ts";
import { casedHint, listedValues } from "../functions/api/core/listed-values.ts";
import { makeWorkDir } from "./support/content-fixtures.ts";

const COMPOSED = "S\u00e3o Paulo";
const DECOMPOSED = "Sa\u0303o Paulo";

/**
 * The title of the fixture's alpha.json once loaded, after writing it into the file as the JSON
 * text `title` (a JSON string literal as it stands in the file, escapes and all).
 */
async function loadedTitle(title: string): Promise<string | undefined> {
  const work = await makeWorkDir();
  try {
    const file = path.join(work, "content/projects/alpha.json");
    const project = JSON.parse(await readFile(file, "utf8")) as { title: string };
    await writeFile(file, JSON.stringify({ ...project, title: "TITLE" }, null, 2).replace('"TITLE"', () => title));
    const loaded = await loadContent(path.join(work, "content"), { label: "content" });
    if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
    return loaded.content.projects.find((item) => item.file.endsWith("alpha.json"))?.project.title;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

describe("content text", () => {
  it("is loaded in NFC, so a title typed decomposed is the same text as one typed composed", async () => {
    expect(DECOMPOSED).not.toBe(COMPOSED);
    expect(await loadedTitle(JSON.stringify(`${DECOMPOSED} notes`))).toBe(`${COMPOSED} notes`);
  });
});

describe("content text written as a \\u escape", () => {
  it("is loaded in NFC too: a decomposed escape is the composed text", async () => {
    // JSON.stringify writes the combining tilde as itself; the escape is written by hand.
    expect(await loadedTitle('"Sa\\u0303o Paulo notes"')).toBe(`${COMPOSED} notes`);
  });
});

describe("a filter value", () => {
  const cities = choiceFilter<string>({ name: "city", values: [COMPOSED, "İzmir", "Berlin, Germany"], valueOf: (item) => item });

  it("is read in NFC: a decomposed value selects what the composed one does", () => {
    for (const value of [COMPOSED, DECOMPOSED]) {
      const read = readListRequest([cities], undefined, () => value, "query");
      if ("kind" in read) throw new Error(`refused ${JSON.stringify(value)}`);
      expect([COMPOSED, "İzmir"].filter((item) => read.selections.every((selection) => selection.keeps(item, 0)))).toEqual([COMPOSED]);
    }
  });

  it("of q is measured as sent: NFC may lengthen it, and the documents' maxLength counts code points", () => {
    const search = searchFilter<string>({ items: ["x"], textsOf: (item) => [item] });
    // U+FB2C is excluded from composition: NFC spells it as three code points.
    expect("\uFB2C".normalize("NFC")).toHaveLength(3);
    const atLimit = readListRequest([search], undefined, () => "\uFB2C".repeat(Q_MAX_LENGTH), "query");
    expect("kind" in atLimit ? JSON.stringify(atLimit) : "kept").toBe("kept");
    const over = readListRequest([search], undefined, () => "\uFB2C".repeat(Q_MAX_LENGTH + 1), "query");
    expect("kind" in over && JSON.stringify(over)).toContain(`is ${Q_MAX_LENGTH + 1} characters long`);
    // A character beyond the BMP is two UTF-16 units and one character, as maxLength counts it.
    const emoji = (count: number) => readListRequest([search], undefined, () => "😀".repeat(count), "query");
    expect("kind" in emoji(Q_MAX_LENGTH) ? JSON.stringify(emoji(Q_MAX_LENGTH)) : "kept").toBe("kept");
    expect(JSON.stringify(emoji(Q_MAX_LENGTH + 1))).toContain(`is ${Q_MAX_LENGTH + 1} characters long`);
  });

  it("written in another case or without its accents is told its spelling", () => {
    expect(casedHint("izmir", ["Berlin", "İzmir"])).toBe(" (write it as 'İzmir')");
    expect(casedHint("sao paulo", [COMPOSED])).toBe(` (write it as '${COMPOSED}')`);
    expect(casedHint("PT-br", ["pt-BR"])).toBe(" (write it as 'pt-BR')");
    expect(casedHint("lisbon", [COMPOSED])).toBe("");
    // Another case wins over another accent: with both allowed, 'Resume' means 'resume'.
    expect(casedHint("Resume", ["résumé", "resume"])).toBe(" (write it as 'resume')");
    // Two values that differ only in case fit alike: both are named, not one guessed, past a long list too.
    const many = Array.from({ length: 100 }, (_, i) => `v${i}`);
    expect(casedHint("DEVDAY", [...many, "DevDay", "devday"])).toBe(" (write it as 'DevDay' or 'devday')");
    expect(casedHint("RESUME", ["Résumé", "résumé"])).toBe(" (write it as 'Résumé' or 'résumé')");
  });

  it("with a comma in it is quoted in a list of values, so the list reads one way", () => {
    expect(listedValues(["Berlin, Germany", "Paris"])).toBe("'Berlin, Germany', Paris");
    const read = readListRequest([cities], undefined, () => "Rome", "query");
    expect("kind" in read && JSON.stringify(read)).toContain(`allowed values are ${COMPOSED}, İzmir, 'Berlin, Germany'`);
  });
});
