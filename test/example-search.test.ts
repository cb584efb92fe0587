// The search the banner, the portal's quick start and llms.txt show must find what it says it
// finds: a word of an owner's title, as search matches it, in the lane of the project it is from.
import { describe, expect, it } from "vitest";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { createApp } from "../functions/api/core/app.ts";
import { exampleSearchWord } from "../functions/api/core/collection/example-search.ts";
import { projectEndpoints } from "../functions/api/core/resources/projects/project-endpoint-docs.ts";
import { BASE_URL, BUILT_AT, SAMPLE_CONTENT } from "./support/sample.ts";

describe("the example search word", () => {
  it.each([
    // A hyphen or a full-width colon ends a word: the word joined across it is in no title.
    ["Portfolio-CLI tool", "portfolio"],
    ["技能ツリー：スキルを可視化する道具", "技能ツリー"],
    // Lowercased in ASCII only: İ lowercases to i and a dot of its own, and IŞIK is no Turkish
    // word lowercased (ışık); search folds case, so the word as written finds its title.
    ["(Çay) ocağı", "Çay"],
    ["İstanbul Transit", "İstanbul"],
    ["IŞIK Board", "IŞIK"],
    ["AI / ML", undefined],
    // Vowel signs are marks, part of the word: split at them, a Hindi or Thai title had no word.
    ["परियोजना प्रबंधन", "परियोजना"],
    ["สวัสดีครับ", "สวัสดีครับ"],
  ])("of the title %s is %s", (title, word) => {
    expect(exampleSearchWord([{ title }])).toBe(word);
  });
});

describe("the search example of the project endpoints", () => {
  it("finds the project its word is from, in that project's lane, which is not the first project's", async () => {
    const loaded = await loadContent(SAMPLE_CONTENT);
    if (!loaded.ok) throw new Error("the sample content is invalid");
    const [first, ...rest] = loaded.content.projects;
    const other = rest.find((entry) => entry.project.lane !== first?.project.lane);
    if (!first || !other) throw new Error("the sample fixture needs two projects in two lanes");
    // Only `other` has a word to show, and it is not in the first project's lane.
    const projects = loaded.content.projects.map((entry) => ({ ...entry, project: { ...entry.project, title: entry === other ? "Quokka-Tracker: an app" : "AI / ML" } }));
    const index = makeIndex({ ...loaded.content, projects }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
    const search = projectEndpoints(index).find((endpoint) => endpoint.name === "Search");
    expect(search?.path).toBe(`/api/v1/projects?lane=${other.project.lane}&q=quokka`);
    const answer = (await (await createApp(index).handle(new Request(BASE_URL + search!.path))).json()) as { total: number; projects: Array<{ slug: string }> };
    expect(answer.projects.map((p) => p.slug)).toContain(other.project.slug);
  });
});

describe("the translation example of the project endpoints", () => {
  it("names the language in words beside its tag, as the quick start and the banner show it", async () => {
    const loaded = await loadContent(SAMPLE_CONTENT);
    if (!loaded.ok) throw new Error("the sample content is invalid");
    const index = makeIndex(loaded.content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
    const [lang] = index.site.translations;
    if (lang === undefined) throw new Error("the sample fixture offers no translation");
    const named = new Intl.DisplayNames(["en"], { type: "language" }).of(lang);
    const example = projectEndpoints(index).find((endpoint) => endpoint.rank === "example" && endpoint.path.endsWith(`?lang=${lang}`));
    expect(example?.task).toBe(`Titles and summaries in ${named} ('${lang}')`);
    expect(named).not.toBe(lang);
  });
});
