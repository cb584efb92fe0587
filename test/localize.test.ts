// Translated views: the translation where the content has one, English where not, the fallen-back
// fields listed exactly, and the default language giving today's answers untouched.
import { describe, expect, it } from "vitest";
import { localize } from "../functions/api/core/languages/localize.ts";
import { DEFAULT_LANGUAGE, languageOfSuffix, servedLanguages, translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { toDetail as toDetailIn, toItem } from "../functions/api/core/resources/projects/project-views.ts";
import type { StoredProject } from "../functions/api/core/portfolio-index.ts";
import { localizedProjectSchemas } from "../functions/api/schemas/localized-schemas.ts";
import { ProjectDetailSchema, ProjectItemSchema } from "../functions/api/schemas/response-schemas.ts";
import { listBody } from "../functions/api/core/collection/collection-state.ts";
import { call, sampleApp, sampleIndex } from "./support/sample.ts";
import { SPEC_LANES, SPEC_TIERS } from "../functions/api/core/vocabulary.ts";

/** The detail of a site that translates into Turkish only. */
const toDetail = (p: StoredProject) => toDetailIn(p, ["tr"]);
const localizeItem = localize;
const localizeDetail = localize;
const localizeList = (list: { total: number; projects: StoredProject[] }, lang: string) => listBody("projects", list.projects, lang) as { total: number; projects: Array<StoredProject & { lang?: string; fallback?: string[] }> };
const SAMPLE_SCHEMAS = localizedProjectSchemas({ lanes: [...SPEC_LANES], tiers: [...SPEC_TIERS], translations: ["tr"] });

const base: StoredProject = { slug: "p", title: "Tea", lane: SPEC_LANES[0]!, tier: SPEC_TIERS[0]!, summary: "A tea house.", links: {} };
const TURKISH = { titleTr: "Çay", summaryTr: "Bir çay evi." };

describe("localizeItem and localizeDetail in tr", () => {
  it.each([
    ["both translated", TURKISH, { title: "Çay", summary: "Bir çay evi." }, []],
    ["only the title translated", { titleTr: "Çay" }, { title: "Çay", summary: "A tea house." }, ["summary"]],
    ["only the summary translated", { summaryTr: "Bir çay evi." }, { title: "Tea", summary: "Bir çay evi." }, ["title"]],
    ["nothing translated", {}, { title: "Tea", summary: "A tea house." }, ["title", "summary"]],
  ])("with %s, lists exactly the fields that fell back", (_name, translations, text, fallback) => {
    const project: StoredProject = { ...base, ...translations };
    expect(localizeItem(toItem(project), "tr")).toEqual({ ...toItem(project), ...text, lang: "tr", fallback });
    expect(localizeDetail(toDetail(project), "tr")).toEqual({ ...toDetail(project), ...text, lang: "tr", fallback });
  });

  it("keeps every other field and the key order, adding lang and fallback last", () => {
    const project: StoredProject = { ...base, ...TURKISH, role: "Developer", proofPoints: ["Fast"] };
    expect(Object.keys(localizeItem(toItem(project), "tr"))).toEqual([...Object.keys(toItem(project)), "lang", "fallback"]);
    expect(Object.keys(localizeDetail(toDetail(project), "tr"))).toEqual([...Object.keys(toDetail(project)), "lang", "fallback"]);
  });

  it("treats a detail's null translation as none", () => {
    expect(localizeDetail(toDetail(base), "tr")).toMatchObject({ titleTr: null, summaryTr: null, title: "Tea", fallback: ["title", "summary"] });
  });
});

describe("the default language", () => {
  it("gives the very same object as asking for no language", () => {
    const item = toItem({ ...base, ...TURKISH });
    const detail = toDetail({ ...base, ...TURKISH });
    const list = { total: 1, projects: [item] };
    expect(localizeItem(item, DEFAULT_LANGUAGE)).toBe(item);
    expect(localizeDetail(detail, "en")).toBe(detail);
    expect(localizeList(list, "en").projects).toBe(list.projects);
  });

  it("serializes to the bytes the core answers today, for the list and every detail", async () => {
    const app = await sampleApp();
    const list = await call(app, "/api/v1/projects");
    expect(JSON.stringify(localizeList(list.json(), "en"))).toBe(list.text);
    for (const item of list.json().projects) {
      const detail = await call(app, `/api/v1/projects/${item.slug}`);
      expect(JSON.stringify(localizeDetail(detail.json(), "en"))).toBe(detail.text);
    }
  });
});

describe("localized views of the sample", () => {
  it("translate the projects with Turkish text and mark the rest, valid by the response schemas", async () => {
    const index = await sampleIndex();
    const schemas = localizedProjectSchemas(index.site);
    const items = index.projects.map(toItem);
    const list = localizeList({ total: items.length, projects: items }, "tr");
    expect(schemas.list.parse(list)).toEqual(list);
    const untranslated = list.projects.filter((p) => p.fallback?.length).map((p) => [p.slug, p.fallback]);
    // Each project without a Turkish title or summary says which stayed in English.
    const missing = (p: StoredProject) => (["title", "summary"] as const).filter((field) => p[`${field}Tr`] === undefined);
    const expected = index.projects.filter((p) => missing(p).length > 0).map((p) => [p.slug, missing(p)]);
    expect(expected.length).toBeGreaterThan(0);
    expect(untranslated).toEqual(expected);
    for (const item of list.projects) {
      const { lang, fallback: _fallback, ...rest } = item;
      expect(lang).toBe("tr");
      // Today's schemas still hold once the two new fields are set aside.
      expect(ProjectItemSchema.safeParse(rest).error).toBeUndefined();
      const detail = localizeDetail(toDetail(index.projects.find((p) => p.slug === item.slug)!), "tr") as ReturnType<typeof toDetail> & { lang?: string; fallback?: string[] };
      expect(schemas.detail.safeParse(detail).error).toBeUndefined();
      const { lang: _detailLang, fallback: _detailFallback, ...detailRest } = detail;
      expect(ProjectDetailSchema.safeParse(detailRest).error).toBeUndefined();
      expect(detail.title).toBe(item.title);
    }
    // A project the fixture translates is listed under its Turkish title.
    const translated = index.projects.find((p) => p.titleTr !== undefined)!;
    expect(list.projects.find((p) => p.slug === translated.slug)?.title).toBe(translated.titleTr);
  });

  it("refuses an unknown field, so the schemas stay strict", () => {
    const item = localizeItem(toItem(base), "tr");
    expect(SAMPLE_SCHEMAS.item.safeParse({ ...item, extra: 1 }).success).toBe(false);
  });
});

describe("another language from site.json", () => {
  it.each([
    ["title", "tr", "titleTr"],
    ["summary", "tr", "summaryTr"],
    ["title", "de", "titleDe"],
    ["summary", "ast", "summaryAst"],
    ["title", "pt-BR", "titlePtBr"],
    ["title", "zh-Hant", "titleZhHant"],
    ["summary", "zh-Hant-TW", "summaryZhHantTw"],
    ["title", "es-419", "titleEs419"],
  ] as const)("names %s in %s %s, and reads the language back from it", (field, lang, key) => {
    expect(translationKey(field, lang)).toBe(key);
    expect(languageOfSuffix(key.slice(field.length))).toBe(lang);
  });

  it("reads de from titleDe and summaryDe, and ignores the Turkish", () => {
    const project = { ...base, ...TURKISH, titleDe: "Tee" } as StoredProject;
    expect(localizeItem(toItem(project), "de")).toMatchObject({ title: "Tee", summary: "A tea house.", lang: "de", fallback: ["summary"] });
  });

  it.each([
    [[], ["en"]],
    [["tr"], ["en", "tr"]],
    [["tr", "de"], ["en", "tr", "de"]],
  ])("serves %j as %j", (translations, served) => {
    expect(servedLanguages(translations)).toEqual(served);
  });
});
