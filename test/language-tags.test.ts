// site.json's translations take any BCP 47 tag with a script and a region (`zh-Hant`, `pt-BR`),
// held in `title<Lang>` fields named by one rule (`titleZhHant`, `titlePtBr`) and served under
// `?lang=` exactly as declared; another case of a valid tag is refused with the spelling to use,
// since `?lang=` matches exactly (docs/api-decisions.md).
import { describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { loadContent } from "../build/content/load-content.ts";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { createApp } from "../functions/api/core/app.ts";
import { buildOpenApiDocument } from "../build/site-documents/openapi/openapi.ts";
import { CONTENT_LANGUAGE, DEFAULT_LANGUAGE, SPEC_TRANSLATION, TRANSLATABLE_FIELDS, translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { TRANSLATION_KEY_PATTERN } from "../build/content/translation-pattern.ts";
import { translationLanguageOf } from "../build/content/offered-languages.ts";
import { applyCase, makeWorkDir } from "./support/content-fixtures.ts";

const ENV = { SOURCE_DATE_EPOCH: "1767225600" };
// `prs` (Dari) and `cnr` (Montenegrin) are languages of their own, whatever alias ICU has for them.
/** What an untranslated field is told to do instead. */
const LEAVE_OUT = "leave the field out where there is no translation (the answer falls back to English)";
const TAGS = ["zh-Hant", "zh-Hant-TW", "pt-BR", "sr-Latn", "es-419", "haw", "prs", "cnr"];

/** Build the valid fixture with `translations`, in a scratch folder. */
async function buildWith(translations: unknown[], firstProject: Record<string, unknown> = {}) {
  const work = await makeWorkDir();
  try {
    const content = await applyCase(work, undefined);
    if (Object.keys(firstProject).length > 0) await patchFirstProject(content, firstProject);
    await writeFile(path.join(content, "site.json"), JSON.stringify({ baseUrl: "https://fixture.example.com", service: "fixture-api", translations }));
    return await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Add `fields` to the first project file of the fixture. */
async function patchFirstProject(content: string, fields: Record<string, unknown>): Promise<void> {
  const folder = path.join(content, "projects");
  const [name] = (await readdir(folder)).filter((file) => file.endsWith(".json")).sort();
  if (!name) throw new Error("the fixture has no project");
  const file = path.join(folder, name);
  await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, "utf8")), ...fields }));
}

describe("translation language tags", () => {
  it("accepts language, script and region subtags as BCP 47 writes them; an untranslated one is refused naming its fields", async () => {
    // A well-formed tag passes the syntax check and meets only the rule that a project must
    // translate it: one problem per tag, naming the fields it needs, none about its spelling.
    const result = await buildWith(TAGS);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual(TAGS.map((tag, i) => expect.stringContaining(`content/site.json → translations[${i}]: offers '${tag}', but no project has ${translationKey("title", tag)} or ${translationKey("summary", tag)}`)));
  });

  it.each(TAGS)("serves %s from its own fields, exactly as declared", async (tag) => {
    const title = translationKey("title", tag);
    const result = await buildWith([tag], { [title]: `Title in ${tag}` });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    const app = createApp(result.index);
    const response = await app.handle(new Request(`https://fixture.example.com/api/v1/projects?lang=${tag}`));
    expect([response.status, response.headers.get(CONTENT_LANGUAGE)]).toEqual([200, tag]);
    const body = (await response.json()) as { projects: Array<Record<string, unknown>> };
    expect(body.projects.some((item) => item["title"] === `Title in ${tag}` && item[title] === `Title in ${tag}`)).toBe(true);
    // OpenAPI names the language of its fields, which the tag alone does not say to every reader.
    const schemas = (await buildOpenApiDocument(result.index, app)).components.schemas as Record<string, { properties: Record<string, { description?: string }> }>;
    const name = new Intl.DisplayNames(["en"], { type: "language" }).of(tag);
    expect(schemas["ProjectItem"]?.properties[title]?.description).toBe(`The text in ${name} ('${tag}'), absent when the item has none; an answer asked for in '${tag}' also holds it in the field it translates.`);
    expect(schemas["ProjectDetail"]?.properties[translationKey("summary", tag)]?.description).toBe(`The text in ${name} ('${tag}'), null when the item has none; an answer asked for in '${tag}' also holds it in the field it translates.`);
  });

  it.each([[["fr", "tr"]], [["tr", "fr"]]])("orders a list item's translated fields as the detail does, whatever order site.json gives: %j", async (translations) => {
    const fields = Object.fromEntries(translations.flatMap((lang) => TRANSLATABLE_FIELDS.map((field) => [translationKey(field, lang), `${field} in ${lang}`])));
    const result = await buildWith(translations, fields);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    const app = createApp(result.index);
    const list = (await (await app.handle(new Request("https://fixture.example.com/api/v1/projects"))).json()) as { projects: Array<Record<string, unknown>> };
    const item = list.projects.find((project) => project[translationKey("title", "fr")] !== undefined)!;
    const detail = (await (await app.handle(new Request(`https://fixture.example.com/api/v1/projects/${String(item["slug"])}`))).json()) as Record<string, unknown>;
    const translated = (keys: string[]) => keys.filter((key) => key in fields);
    // The spec's own language first, then the others: the order fieldLanguages gives the detail.
    expect(translated(Object.keys(item))).toEqual(["titleTr", "titleFr", "summaryTr", "summaryFr"]);
    expect(translated(Object.keys(detail))).toEqual(translated(Object.keys(item)));
  });

  it.each([
    ["an empty translated title", { titleFr: "", summaryFr: "Résumé" }, `titleFr: must not be empty: ${LEAVE_OUT}`],
    // "got null" once: the field's own words already say what was found.
    ["a null translated summary", { titleFr: "Titre", summaryFr: null }, `summaryFr: expected a string, got null: ${LEAVE_OUT}`],
  ])("refuses %s, saying to leave the field out", async (_, fields, message) => {
    const result = await buildWith(["fr"], fields);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines.map((line) => line.replace(/^.*? → /, ""))).toEqual([message]);
  });

  it.each([
    [["fr"], ["titleFR: unknown field (it is 'titleFr' in another case, which this file has too: merge it into 'titleFr')"]],
    [
      [],
      [
        "titleFr: is a translation into 'fr', but content/site.json does not list 'fr' in translations (add \"fr\" to translations or remove titleFr)",
        "titleFR: is a translation into 'fr', but content/site.json does not list 'fr' in translations (add \"fr\" to translations and merge titleFR into titleFr, which this file has too)",
      ],
    ],
  ])("with translations %j, tells titleFR beside titleFr to merge into it, never to be renamed onto it", async (translations, expected) => {
    const result = await buildWith(translations, { titleFr: "Titre", titleFR: "Titre" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines.map((line) => line.replace(/^.*? → /, ""))).toEqual(expected);
  });

  it("serves a translatable tag exactly as declared, and no other spelling of it", async () => {
    const result = await buildWith(["tr"], { titleTr: "Çeviri" });
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    const app = createApp(result.index);
    const response = await app.handle(new Request("https://fixture.example.com/api/v1/projects?lang=tr"));
    expect([response.status, response.headers.get(CONTENT_LANGUAGE)]).toEqual([200, "tr"]);
    // Case-sensitive by an earlier decision: the declared spelling is the one served.
    expect((await app.handle(new Request("https://fixture.example.com/api/v1/projects?lang=TR"))).status).toBe(400);
  });

  it.each([
    ["zh-hant", "'zh-hant': write it as 'zh-Hant'"],
    ["ZH-HANT-tw", "'ZH-HANT-tw': write it as 'zh-Hant-TW'"],
    ["sr-latn", "'sr-latn': write it as 'sr-Latn'"],
    // A language's name, in English or in itself, is told its code; English is the content's own.
    ["english", "'english': 'en' is the language the content is written in"],
    ["French", "'French': expected a BCP 47 language tag: a language of 2–3 letters, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. tr, pt-BR, zh-Hant, zh-Hant-TW; for French, write 'fr'"],
    ["Français", "'Français': expected a BCP 47 language tag"],
    ["中文", "'中文': expected a BCP 47 language tag"],
    ["हिन्दी", "'हिन्दी': expected a BCP 47 language tag"],
    ["Klingonish", "'Klingonish': expected a BCP 47 language tag: a language of 2–3 letters, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. tr, pt-BR, zh-Hant, zh-Hant-TW"],
    // Well-formed BCP 47, with a part past the region: named, with the tag without it.
    ["zh-Hant-Taiwan", "'zh-Hant-Taiwan': 'Taiwan' (a variant, an extension or a private-use part) is more than a translation language takes: a language, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. 'zh-Hant'"],
    ["de-CH-1901", "'de-CH-1901': '1901' (a variant"],
    ["en-US-x-twain", "'en-US-x-twain': 'x' (a variant"],
    ["pt_BR", "'pt_BR': write it as 'pt-BR' (a BCP 47 tag separates its parts with hyphens, not underscores)"],
    ["zh_hant_tw", "'zh_hant_tw': write it as 'zh-Hant-TW'"],
    // Well-formed, but no language: ISO 639's special codes, its local-use range, a two-letter
    // code ISO 639-1 never assigned, and a withdrawn one (told its successor).
    ["und", "'und' is ISO 639's code for an undetermined language, not a language to translate into"],
    ["zxx", "'zxx' is ISO 639's code for no linguistic content"],
    ["mul", "'mul' is ISO 639's code for several languages"],
    ["qaa", "'qaa' is in ISO 639's range reserved for local use (qaa–qtz)"],
    ["xx", "'xx' is no language's code (ISO 639-1 has no 'xx')"],
    ["iw", "'iw' is a withdrawn code for Hebrew; write 'he'"],
    ["in-ID", "'in-ID': 'in' is a withdrawn code for Indonesian; write 'id-ID'"],
    // A language with a two-letter code, written with a three-letter one: BCP 47 uses the two.
    ["ara", "'ara' is Arabic, which BCP 47 writes with its two-letter code; write 'ar'"],
    ["fra-CA", "'fra-CA': 'fra' is French, which BCP 47 writes with its two-letter code; write 'fr-CA'"],
    ["eng", "'eng' is English, which BCP 47 writes 'en': 'en' is the language the content is written in, not a translation"],
    ["eng-GB", "'eng-GB': 'eng' is English, which BCP 47 writes with its two-letter code; write 'en-GB'"],
    ["sh-Cyrl", "'sh-Cyrl': 'sh' is a withdrawn code for Serbian; write 'sr-Cyrl'"],
    // In another case too: the message names the tag the next run accepts, not 'fra'.
    ["FRA", "'FRA': 'fra' is French, which BCP 47 writes with its two-letter code; write 'fr'"],
    ["Ara-EG", "'Ara-EG': 'ara' is Arabic, which BCP 47 writes with its two-letter code; write 'ar-EG'"],
    ["ENG", "'ENG': 'eng' is English, which BCP 47 writes 'en': 'en' is the language the content is written in, not a translation"],
    ["fra_ca", "'fra_ca': 'fra' is French, which BCP 47 writes with its two-letter code; write 'fr-CA'"],
    ["IW", "'IW': 'iw' is a withdrawn code for Hebrew; write 'he'"],
  ])("refuses %s, saying what to write", async (tag, start) => {
    const result = await buildWith([tag]);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`content/site.json → translations[0]: ${start}`);
    if (tag === "Français") expect(lines[0]).toMatch(/; for Français, write 'fr'$/);
    if (tag === "中文") expect(lines[0]).toMatch(/; for 中文, write 'zh'$/);
    if (tag === "हिन्दी") expect(lines[0]).toMatch(/; for हिन्दी, write 'hi'$/);
    if (tag === "Klingonish") expect(lines[0]).not.toMatch(/write '/);
  });
});

/** A French owner (titleFr, summaryFr in some projects) whose site.json is given `site` over its own. */
const FRENCH_OWNER = path.resolve("test/fixtures/people/data-engineer");

async function loadFrenchOwnerWith(site: Record<string, unknown> | string): Promise<string[]> {
  const work = await mkdtemp(path.join(tmpdir(), "portfolio-french-"));
  try {
    const content = path.join(work, "content");
    await cp(FRENCH_OWNER, content, { recursive: true });
    const own = JSON.parse(await readFile(path.join(content, "site.json"), "utf8")) as Record<string, unknown>;
    await writeFile(path.join(content, "site.json"), typeof site === "string" ? site : JSON.stringify({ ...own, ...site }));
    const result = await loadContent(content, { label: "content" });
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The French owner's translated fields, read from her projects rather than spelt out. */
async function frenchFields(): Promise<{ files: number; keys: string[] }> {
  const folder = path.join(FRENCH_OWNER, "projects");
  const projects = await Promise.all((await readdir(folder)).map(async (name) => JSON.parse(await readFile(path.join(folder, name), "utf8")) as Record<string, unknown>));
  const keys = [translationKey("title", "fr"), translationKey("summary", "fr")];
  const holding = projects.filter((project) => keys.some((key) => key in project));
  return { files: holding.length, keys: keys.filter((key) => holding.some((project) => key in project)) };
}

describe("a French owner whose site.json translations has a problem", () => {
  it.each([
    [["FR"], "content/site.json → translations[0]: 'FR': write it as 'fr'"],
    [["fr-fr"], "content/site.json → translations[0]: 'fr-fr': write it as 'fr-FR'"],
    [["en"], "content/site.json → translations[0]: 'en' is the language the content is written in"],
  ])("%j: the list's own problem, then one line naming the French fields to declare, never another language's field", async (translations, first) => {
    const lines = await loadFrenchOwnerWith({ translations });
    const { files, keys } = await frenchFields();
    expect(files).toBeGreaterThan(0);
    expect(lines).toEqual([
      expect.stringContaining(first),
      `content/site.json → translations: ${files} project file${files === 1 ? "" : "s"} hold${files === 1 ? "s" : ""} 'fr' translations (${keys.join(", ")}), checked once site.json's problems are fixed (list "fr" in translations)`,
    ]);
    expect(lines.join("\n")).not.toMatch(/did you mean|titleTr|summaryTr/);
  });

  it('["fr", "fr"]: only the repeat is a problem; the French fields are French', async () => {
    expect(await loadFrenchOwnerWith({ translations: ["fr", "fr"] })).toEqual(["content/site.json → translations[1]: 'fr' is listed twice; remove one"]);
  });

  it.each([
    [["fr", "FR"], "translations[1]: 'FR' is 'fr', which translations already lists at [0]: remove it"],
    [["FR", "fr"], "translations[0]: 'FR' is 'fr', which translations already lists at [1]: remove it"],
    [["fr", "fra"], "translations[1]: 'fra' is 'fr', which translations already lists at [0]: remove it"],
    [["fr", "French"], "translations[1]: 'French' is 'fr', which translations already lists at [0]: remove it"],
    [["fr", "fr_fr", "fr-FR"], "translations[1]: 'fr_fr' is 'fr-FR', which translations already lists at [2]: remove it"],
  ])("%j: a tag told to be written as one already listed is told to go, not to be listed twice", async (translations, line) => {
    const lines = await loadFrenchOwnerWith({ translations });
    expect(lines[0]).toBe(`content/site.json → ${line}`);
    expect(lines.join("\n")).not.toContain("write");
  });

  it('["fr", "tr", "TR"]: a listed language no project translates is said in the same run as the list\'s own problem', async () => {
    const lines = await loadFrenchOwnerWith({ translations: ["fr", "tr", "TR"] });
    const keys = TRANSLATABLE_FIELDS.map((field) => translationKey(field, "tr")).join(" or ");
    expect(lines).toEqual([
      "content/site.json → translations[2]: 'TR' is 'tr', which translations already lists at [1]: remove it",
      `content/site.json → translations[1]: offers 'tr', but no project has ${keys} (translate a project's ${keys}, or remove "tr" from translations)`,
    ]);
  });

  it('["fr", "tr"]: once the list is fixed, the untranslated language is said once, where it was', async () => {
    const lines = await loadFrenchOwnerWith({ translations: ["fr", "tr"] });
    expect(lines).toEqual([expect.stringContaining("content/site.json → translations[1]: offers 'tr', but no project has")]);
  });

  it('["tr", "TR"] beside a project file that failed its own checks: "no project has titleTr" is not claimed, as with a valid list', async () => {
    const result = await buildWith(["tr", "TR"], { summay: "x" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([
      "content/site.json → translations[1]: 'TR' is 'tr', which translations already lists at [0]: remove it",
      expect.stringContaining("→ summay: unknown field"),
    ]);
  });

  it("a site.json broken elsewhere whose list names another tag of the fields' language: that tag is said untranslated in the same run, as with a valid file", async () => {
    const lines = await loadFrenchOwnerWith({ baseUrl: "ftp://nowhere", translations: ["fr-CA"] });
    expect(lines[0]).toMatch(/^content\/site\.json → baseUrl: /);
    expect(lines.filter((line) => line.startsWith("content/site.json → translations"))).toEqual([expect.stringContaining("content/site.json → translations[0]: offers 'fr-CA', but no project has")]);
  });

  it.each(["langues", "languages", "Locales", "langs"])("%s: the list under another word for translations is told its name, not a near field's (lanes)", async (key) => {
    const lines = await loadFrenchOwnerWith({ translations: undefined, [key]: ["fr"] });
    expect(lines[0]).toBe(`content/site.json → ${key}: unknown field (did you mean 'translations'?)`);
  });

  it('["fra", "FRA"]: the second is told the first will be it', async () => {
    const lines = await loadFrenchOwnerWith({ translations: ["fra", "FRA"] });
    expect(lines.slice(0, 2)).toEqual([
      "content/site.json → translations[0]: 'fra' is French, which BCP 47 writes with its two-letter code; write 'fr'",
      "content/site.json → translations[1]: 'FRA' is 'fr', which translations already lists at [0] (as 'fra'): remove it",
    ]);
  });

  it("[\"fr\", 1]: a number is no language tag, and is not told to put it in quotes", async () => {
    const lines = await loadFrenchOwnerWith({ translations: ["fr", 1] });
    expect(lines[0]).toBe('content/site.json → translations[1]: expected a BCP 47 language tag as a string, e.g. "fr", got number 1');
    expect(lines.join("\n")).not.toContain("in quotes");
  });

  it("a site.json that cannot be read: its own problem, then one line each for what waits for it, the French fields included", async () => {
    const lines = await loadFrenchOwnerWith("{ not json");
    const { files, keys } = await frenchFields();
    const projects = (await readdir(path.join(FRENCH_OWNER, "projects"))).length;
    expect(lines).toEqual([
      expect.stringMatching(/^content\/site\.json:\d+:\d+: invalid JSON/),
      `content/site.json: ${projects} project ${projects === 1 ? "file's lane and tier are" : "files' lanes and tiers are"} checked once site.json's problems are fixed`,
      `content/site.json → translations: ${files} project file${files === 1 ? "" : "s"} hold${files === 1 ? "s" : ""} 'fr' translations (${keys.join(", ")}), checked once site.json's problems are fixed (list "fr" in translations)`,
    ]);
  });

  it("a site.json broken elsewhere still says which languages it lists: fr declared passes, fr left out is undeclared", async () => {
    expect(await loadFrenchOwnerWith({ baseUrl: "ftp://nowhere" })).toEqual([expect.stringMatching(/^content\/site\.json → baseUrl: /)]);
    const lines = await loadFrenchOwnerWith({ baseUrl: "ftp://nowhere", translations: [] });
    expect(lines.slice(1).length).toBeGreaterThan(0);
    for (const line of lines.slice(1)) expect(line).toMatch(/→ (title|summary)Fr: is a translation into 'fr', but content\/site\.json does not list 'fr' in translations/);
  });
});

describe("a translated field whose language site.json lists under another tag", () => {
  // `fr-CA` listed while the projects write `titleFr`: the fields and the list disagree on the
  // tag, and "add 'fr'" alone would leave `fr-CA` untranslated, refused by the next run.
  const namedLine = (key: string, lang: string, listed: string[]) => {
    const field = key.startsWith("summary") ? "summary" : "title";
    const fields = listed.flatMap((tag) => [translationKey("title", tag), translationKey("summary", tag)]);
    const whose = fields.length === 2 ? `${fields[0]} and ${fields[1]}` : `${fields.slice(0, -1).join(", ")} and ${fields.at(-1)}`;
    const targets = listed.map((tag) => translationKey(field, tag));
    return `→ ${key}: is a translation into '${lang}', but content/site.json lists ${listed.map((tag) => `'${tag}'`).join(" and ")}, whose fields are ${whose} (rename it to ${targets.join(" or ")}, or add "${lang}" to translations)`;
  };
  const offeredLine = (tag: string, i: number) =>
    `content/site.json → translations[${i}]: offers '${tag}', but no project has ${translationKey("title", tag)} or ${translationKey("summary", tag)} (translate a project's ${translationKey("title", tag)} or ${translationKey("summary", tag)}, or remove "${tag}" from translations)`;

  it("names the listed tag and its fields on every field, and the listed tag left untranslated, in one run", async () => {
    const { files, keys } = await frenchFields();
    const lines = await loadFrenchOwnerWith({ translations: ["fr-CA"] });
    const fieldLines = lines.filter((line) => line.startsWith("content/projects/"));
    expect(fieldLines.length).toBeGreaterThanOrEqual(files);
    for (const line of fieldLines) {
      const key = /→ (\w+):/.exec(line)?.[1] ?? "";
      expect(keys).toContain(key);
      expect(line).toContain(namedLine(key, "fr", ["fr-CA"]));
    }
    expect(lines.filter((line) => !line.startsWith("content/projects/"))).toEqual([offeredLine("fr-CA", 0)]);
  });

  it.each<[string, string, string[]]>([
    ["titlePtBr", "pt-BR", ["pt"]],
    ["summaryZhHant", "zh-Hant", ["zh-Hant-TW"]],
    ["titleZhHant", "zh-Hant", ["zh-TW"]],
    ["titlePt", "pt", ["pt-BR", "pt-PT"]],
  ])("%s ('%s') beside %j listed: named with the listed tags' fields", async (key, lang, listed) => {
    const result = await buildWith(listed, { [key]: "x" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([expect.stringContaining(namedLine(key, lang, listed)), ...listed.map(offeredLine)]);
  });

  it.each<[string, string, string]>([
    ["titleZhHant", "zh-Hant", "zh-Hans"],
    ["titleSrLatn", "sr-Latn", "sr-Cyrl"],
  ])("%s beside '%s' listed in another script ('%s'): not told to rename it, which would publish one script as the other", async (key, lang, listed) => {
    const result = await buildWith([listed], { [key]: "x" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    const line = lines.find((text) => text.includes(`→ ${key}:`)) ?? "";
    expect(line).toContain(`is a translation into '${lang}', but content/site.json does not list '${lang}' in translations`);
    expect(line).not.toContain("rename");
  });

  it("a listed tag the file also writes is another translation: told to list the field's own tag, as before", async () => {
    const result = await buildWith(["fr-CA"], { titleFrCa: "Titre", titleFr: "Titre" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([expect.stringContaining(`→ titleFr: is a translation into 'fr', but content/site.json does not list 'fr' in translations (add "fr" to translations or remove titleFr)`)]);
  });
});

describe("a translated field misnamed while site.json's translations is broken", () => {
  // The list waits for its own fix, but no list makes the build read `titlePt_BR`: its name is
  // told now, and it is not presented as one of the language's fields.
  it.each<[string, string]>([
    ["titlePt_BR", "pt-BR"],
    ["titlePtBR", "pt-BR"],
    ["summaryZhHANT", "zh-Hant"],
    ["titleFra", "fr"],
  ])("%s: told the name to write in the same run, and not listed among the '%s' fields that wait", async (key, lang) => {
    const canonical = translationKey(key.startsWith("summary") ? "summary" : "title", lang);
    const result = await buildWith(["pt_BR"], { [key]: "x", [canonical]: "y" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([
      expect.stringContaining("content/site.json → translations[0]: 'pt_BR': write it as 'pt-BR'"),
      `content/site.json → translations: 1 project file holds '${lang}' translations (${canonical}), checked once site.json's problems are fixed (list "${lang}" in translations)`,
      expect.stringContaining(`→ ${key}: is a translation into '${lang}' under a name the build does not read (write the field as ${canonical}, or merge it into ${canonical} if the file has one)`),
    ]);
  });
});

describe("a field named for the content's own language", () => {
  it("titleEn says where the text goes, never to list the content's language (which is refused)", async () => {
    const key = translationKey("title", DEFAULT_LANGUAGE);
    for (const translations of [[], ["fr"]]) {
      const result = await buildWith(translations, { [key]: "Written twice", ...(translations.length > 0 ? { [translationKey("title", "fr")]: "Titre" } : {}) });
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      expect(lines).toContainEqual(expect.stringContaining(`→ ${key}: would be a translation into '${DEFAULT_LANGUAGE}', but '${DEFAULT_LANGUAGE}' is the language the content is written in (put the text in title and remove ${key})`));
      expect(lines.join("\n")).not.toMatch(/add "en"|list "en"/);
    }
  });
});

describe("the editor schema's translated-field pattern", () => {
  // The committed schema is one for every owner, so it takes the names by pattern; it must take
  // exactly the names the build reads as translations (translationLanguageOf), save the two that
  // are fields of their own (titleTr) or no translation at all (titleEn).
  const pattern = new RegExp(TRANSLATION_KEY_PATTERN);
  const languages = [...TAGS, "fr", "de", "tr", "en", "FR", "fr-fr", "zh-hant", "x", "abcd"];
  const keys = [...TRANSLATABLE_FIELDS.flatMap((field) => languages.flatMap((lang) => [translationKey(field, lang), `${field}${lang}`, `${field}${lang.toUpperCase()}`])), "titleF", "title", "titleFrX", "subtitleFr"];
  it.each(keys)("%s: matched exactly when the build reads it as a translation it may declare", (key) => {
    const lang = translationLanguageOf(key);
    expect(pattern.test(key)).toBe(lang !== undefined && lang !== SPEC_TRANSLATION && lang !== DEFAULT_LANGUAGE);
  });
});

describe("a translated field in another case", () => {
  const fr = translationKey("title", "fr");
  const upper = `title${"fr".toUpperCase()}`;
  it("with its language unlisted: to list the language and the field's right name, not 'did you mean title'", async () => {
    for (const key of [upper, "titlefr"]) {
      const result = await buildWith([], { [key]: "Titre" });
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      expect(lines).toEqual([expect.stringContaining(`→ ${key}: is a translation into 'fr', but content/site.json does not list 'fr' in translations (add "fr" to translations and write the field as ${fr}, or remove ${key})`)]);
    }
  });

  it("with its language listed: only its right name, which the unknown field's hint gives", async () => {
    const result = await buildWith(["fr"], { [fr]: "Titre", [upper]: "Titre" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([expect.stringContaining(`→ ${upper}:`)]);
    expect(lines[0]).toContain(fr);
    expect(lines[0]).not.toContain("translations");
  });

  // The tag's own spelling, pt-BR, makes titlePtBR; a region or script in capitals is a tag's.
  it.each<[string, string, string[]]>([
    ["titlePtBR", "pt-BR", []],
    ["summaryPtBR", "pt-BR", []],
    ["titlePt_BR", "pt-BR", []],
    ["titleZhHANT", "zh-Hant", []],
    ["titleFrCA", "fr-CA", ["fr"]],
  ])("%s: a '%s' translation to declare, not a typo of titleTr or of a listed language's field", async (key, lang, translations) => {
    const result = await buildWith(translations, { [key]: "x", ...(translations.length > 0 ? { [fr]: "Titre" } : {}) });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    const canonical = translationKey(key.startsWith("summary") ? "summary" : "title", lang);
    expect(lines).toEqual([expect.stringContaining(`→ ${key}: is a translation into '${lang}', but content/site.json does not list '${lang}' in translations (add "${lang}" to translations and write the field as ${canonical}, or remove ${key})`)]);
    expect(lines[0]).not.toMatch(/did you mean/);
  });

  // A field named with a three-letter or withdrawn code: told the field and the tag BCP 47
  // writes (site.json refuses `fra`), or beside the listed language only its right name (not
  // "did you mean 'title'", the nearest by spelling for titleIw).
  it.each<[string, string, string]>([
    ["titleFra", "fr", "titleFr"],
    ["summaryAra", "ar", "summaryAr"],
    ["titleIw", "he", "titleHe"],
    ["titleFRA", "fr", "titleFr"],
  ])("%s: a '%s' translation, named %s", async (key, lang, canonical) => {
    const unlisted = await buildWith([], { [key]: "x" });
    const lines = unlisted.ok ? [] : unlisted.problems.map(formatProblem);
    expect(lines).toEqual([expect.stringContaining(`→ ${key}: is a translation into '${lang}', but content/site.json does not list '${lang}' in translations (add "${lang}" to translations and write the field as ${canonical}, or remove ${key})`)]);
    const listed = await buildWith([lang], { [canonical]: "x", [key]: "x" });
    const listedLines = listed.ok ? [] : listed.problems.map(formatProblem);
    expect(listedLines).toEqual([expect.stringContaining(`→ ${key}: is a translation into '${lang}', named with a code BCP 47 does not write (write the field as ${canonical}, or merge it into ${canonical} if the file has one)`)]);
  });

  it("titleEng is the content's own language, as titleEn is", async () => {
    const result = await buildWith([], { titleEng: "x" });
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toEqual([expect.stringContaining(`→ titleEng: would be a translation into '${DEFAULT_LANGUAGE}', but '${DEFAULT_LANGUAGE}' is the language the content is written in (put the text in title and remove titleEng)`)]);
  });

  it("a word in mixed case is no language: titleText is a typo of title", async () => {
    for (const key of ["titleText", "titleTextBOX", "titleOfAI", "titleOnTV", "titleInUK"]) {
      const result = await buildWith([], { [key]: "x" });
      const lines = result.ok ? [] : result.problems.map(formatProblem);
      expect(lines, key).toEqual([expect.stringContaining(`→ ${key}:`)]);
      expect(lines[0], key).not.toContain("translation");
    }
  });
});
