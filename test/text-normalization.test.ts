// Text that looks the same is the same value: content is kept in NFC whichever way an editor
// composed it, a query value is read in NFC too, a value written in another case or without
// its accents is told its spelling, and a listed value with a comma in it reads as one value.
import { describe, expect, it } from "vitest";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { formatProblem } from "../build/report-problems.ts";
import { choiceFilter } from "../functions/api/core/collection/filter.ts";
import { readListRequest } from "../functions/api/core/collection/list-request.ts";
import { casedHint, listedValues } from "../functions/api/core/listed-values.ts";
import { makeWorkDir } from "./support/content-fixtures.ts";

const COMPOSED = "S\u00e3o Paulo";
const DECOMPOSED = "Sa\u0303o Paulo";

describe("content text", () => {
  it("is loaded in NFC, so a title typed decomposed is the same text as one typed composed", async () => {
    const work = await makeWorkDir();
    try {
      const file = path.join(work, "content/projects/alpha.json");
      const project = JSON.parse(await readFile(file, "utf8")) as { title: string };
      await writeFile(file, JSON.stringify({ ...project, title: `${DECOMPOSED} notes` }, null, 2));
      expect(DECOMPOSED).not.toBe(COMPOSED);
      const loaded = await loadContent(path.join(work, "content"), { label: "content" });
      if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
      expect(loaded.content.projects.find((item) => item.file.endsWith("alpha.json"))?.project.title).toBe(`${COMPOSED} notes`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("content text written as a \\u escape", () => {
  it("is loaded in NFC too: a decomposed escape is the composed text", async () => {
    const work = await makeWorkDir();
    try {
      const file = path.join(work, "content/projects/alpha.json");
      const text = await readFile(file, "utf8");
      // JSON.stringify writes the combining tilde as itself; the escape is written by hand.
      const project = JSON.parse(text) as { title: string };
      await writeFile(file, JSON.stringify({ ...project, title: "TITLE" }, null, 2).replace('"TITLE"', '"Sa\\u0303o Paulo notes"'));
      expect(await readFile(file, "utf8")).toContain("Sa\\u0303o");
      const loaded = await loadContent(path.join(work, "content"), { label: "content" });
      if (!loaded.ok) throw new Error(loaded.problems.map(formatProblem).join("\n"));
      expect(loaded.content.projects.find((item) => item.file.endsWith("alpha.json"))?.project.title).toBe(`${COMPOSED} notes`);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});

describe("a filter value", () => {
  const cities = choiceFilter<string>({ name: "city", values: [COMPOSED, "İstanbul", "Berlin, Germany"], valueOf: (item) => item });

  it("is read in NFC: a decomposed value selects what the composed one does", () => {
    for (const value of [COMPOSED, DECOMPOSED]) {
      const read = readListRequest([cities], undefined, () => value, "query");
      if ("kind" in read) throw new Error(`refused ${JSON.stringify(value)}`);
      expect([COMPOSED, "İstanbul"].filter((item) => read.selections.every((selection) => selection.keeps(item, 0)))).toEqual([COMPOSED]);
    }
  });

  it("written in another case or without its accents is told its spelling", () => {
    expect(casedHint("istanbul", ["Berlin", "İstanbul"])).toBe(" (write it as 'İstanbul')");
    expect(casedHint("sao paulo", [COMPOSED])).toBe(` (write it as '${COMPOSED}')`);
    expect(casedHint("PT-br", ["pt-BR"])).toBe(" (write it as 'pt-BR')");
    expect(casedHint("lisbon", [COMPOSED])).toBe("");
    // Another case wins over another accent: with both allowed, 'Resume' means 'resume'.
    expect(casedHint("Resume", ["résumé", "resume"])).toBe(" (write it as 'resume')");
  });

  it("with a comma in it is quoted in a list of values, so the list reads one way", () => {
    expect(listedValues(["Berlin, Germany", "Paris"])).toBe("'Berlin, Germany', Paris");
    const read = readListRequest([cities], undefined, () => "Rome", "query");
    expect("kind" in read && JSON.stringify(read)).toContain(`allowed values are ${COMPOSED}, İstanbul, 'Berlin, Germany'`);
  });
});
