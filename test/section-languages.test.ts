// An added section whose resource sets `translated: true` (docs/adding-a-resource.md,
// "Languages"), served for an owner who offers French: the articles fixture section
// (test/fixtures/sections/articles/) beside the data engineer's own content. Its files carry
// `title<Lang>`/`summary<Lang>` for the site's languages, and `?lang=`, the tool's `lang`, the
// response schemas and OpenAPI follow, with no change to the engine. A section that cannot be
// translated, or a file translating a section that is not, is a problem line.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSite } from "./support/preview-harness.ts";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { CONTENT_KINDS, type ContentKind } from "../build/content/kinds.ts";
import { sectionKindFor } from "../build/content/content-kind.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import { defineSection } from "../functions/api/core/collection/define-collection.ts";
import { translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { articlesKind, ArticleSchema } from "./fixtures/sections/articles/kind.ts";
import { articles } from "./fixtures/sections/articles/resource.ts";
import { fixturePapersKind, type FixturePaper } from "./fixtures/sections/fixture-papers/kind.ts";
import { fixturePapers } from "./fixtures/sections/fixture-papers/resource.ts";

const OWNER = "test/fixtures/people/data-engineer";
const ARTICLES = "test/fixtures/sections/articles/content";
const KINDS: readonly ContentKind[] = [...CONTENT_KINDS, sectionKindFor("articles", articlesKind)];
/** `added` placed before the MCP endpoint, as the recipe places a section. */
const withSection = (...added: Resource[]): Resource[] => [...RESOURCE_LIST.filter((r) => r.name !== "mcp"), ...added, ...RESOURCE_LIST.filter((r) => r.name === "mcp")];

/** The owner's content with the articles: a temporary folder. */
async function ownerWithArticles(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-languages-"));
  await cp(OWNER, dir, { recursive: true });
  await cp(ARTICLES, dir, { recursive: true });
  return dir;
}

const site_json = JSON.parse(await readFile(path.join(OWNER, "site.json"), "utf8")) as { translations: string[] };
const [LANG] = site_json.translations as [string];
/** The fixture's articles, as written. */
const files = await Promise.all(
  (await readdir(path.join(ARTICLES, "articles"))).map(async (name) => JSON.parse(await readFile(path.join(ARTICLES, "articles", name), "utf8")) as Record<string, string>),
);
const TITLE = translationKey("title", LANG);
const SUMMARY = translationKey("summary", LANG);
const whole = files.find((file) => file[TITLE] !== undefined && file[SUMMARY] !== undefined)!;
const partial = files.find((file) => file[TITLE] !== undefined && file[SUMMARY] === undefined)!;

let content: string;
beforeAll(async () => {
  content = await ownerWithArticles();
});
afterAll(() => rm(content, { recursive: true, force: true }));

const site = useSite(() => ({ content, kinds: KINDS, app: { resources: withSection(articles) } }));

const get = async (target: string) => {
  const response = await site().fetch(target);
  return { status: response.status, route: response.headers.get("x-preview-route"), language: response.headers.get("content-language"), body: (await response.json()) as any };
};

const call = async (name: string, args: object) => {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name, arguments: args } });
  const response = await site().fetch("/api/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body });
  return ((await response.json()) as { result: { structuredContent: unknown } }).result.structuredContent;
};

describe("a translated added section", () => {
  it("lists in the site's language from a static file: the translation where the file has one, English and `fallback` where not", async () => {
    const list = await get(`/api/v1/articles?lang=${LANG}`);
    expect([list.status, list.route, list.language]).toEqual([200, "static", LANG]);
    const byslug = new Map(list.body.articles.map((item: { slug: string }) => [item.slug, item]));
    expect(byslug.get(whole.slug)).toMatchObject({ title: whole[TITLE], summary: whole[SUMMARY], [TITLE]: whole[TITLE], lang: LANG, fallback: [] });
    expect(byslug.get(partial.slug)).toMatchObject({ title: partial[TITLE], summary: partial.summary, lang: LANG, fallback: ["summary"] });
    // In English, the items keep their translations beside the text, and say no language.
    const english = await get("/api/v1/articles");
    expect(english.body.articles.find((item: { slug: string }) => item.slug === whole.slug)).toEqual({ slug: whole.slug, title: whole.title, [TITLE]: whole[TITLE], summary: whole.summary, [SUMMARY]: whole[SUMMARY], url: whole.url });
  });

  it("answers a detail in the site's language, and refuses a language the site does not offer", async () => {
    const detail = await get(`/api/v1/articles/${partial.slug}?lang=${LANG}`);
    expect(detail).toMatchObject({ status: 200, language: LANG, body: { slug: partial.slug, title: partial[TITLE], lang: LANG, fallback: ["summary"] } });
    const unoffered = LANG === "de" ? "it" : "de";
    expect(await get(`/api/v1/articles?lang=${unoffered}`)).toMatchObject({ status: 400, body: { code: "UNSUPPORTED_LANGUAGE" } });
  });

  it("finds an article by a word only its translation holds, in REST and in its tool", async () => {
    const english = `${whole.title} ${whole.summary}`.toLowerCase();
    const word = whole[TITLE]!.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 4 && !english.includes(w.toLowerCase()));
    if (!word) throw new Error(`the fixture's ${TITLE} of ${whole.slug} has no word of its own`);
    const found = await get(`/api/v1/articles?q=${encodeURIComponent(word)}`);
    expect([found.status, found.route]).toEqual([200, "function"]);
    expect(found.body.articles.map((a: { slug: string }) => a.slug)).toContain(whole.slug);
    expect(await call("list_articles", { q: word })).toEqual(found.body);
  });

  it("gives its list tool a `lang` argument that answers what REST answers", async () => {
    expect(await call("list_articles", { lang: LANG })).toEqual((await get(`/api/v1/articles?lang=${LANG}`)).body);
  });

  it("publishes response schemas with the site's translated fields, `lang` and `fallback`", async () => {
    const document = (await (await site().fetch("/openapi.json")).json()) as { components: { schemas: Record<string, { description?: string; properties: Record<string, any> }> } };
    const { Article: article, ArticleList: list } = document.components.schemas;
    expect(Object.keys(article!.properties)).toEqual(["slug", "title", TITLE, "summary", SUMMARY, "url", "lang", "fallback"]);
    // Described as the kind describes them, the list's items by reference, as an untranslated section's are.
    expect(article!.description).toBe(ArticleSchema.description);
    expect(list!.description).toBe("`total` always equals the number of articles returned.");
    expect(list!.properties["articles"].items).toEqual({ $ref: "#/components/schemas/Article" });
    // Its translated fields say what they hold as the projects' list items' do (both absent when the item has none).
    const projectItem = document.components.schemas["ProjectItem"]!;
    for (const key of [TITLE, SUMMARY]) {
      expect(article!.properties[key].description).toMatch(/^The text in /);
      expect(article!.properties[key].description).toBe(projectItem.properties[key].description);
    }
  });

  it("describes its translated fields in its tool's output schema as OpenAPI does", async () => {
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const response = await site().fetch("/api/mcp", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body });
    const tools = ((await response.json()) as { result: { tools: { name: string; outputSchema: any }[] } }).result.tools;
    const document = (await (await site().fetch("/openapi.json")).json()) as { components: { schemas: Record<string, { properties: Record<string, any> }> } };
    const listed = tools.find((tool) => tool.name === "list_articles")!.outputSchema.properties.articles.items;
    for (const key of [TITLE, SUMMARY]) {
      expect(listed.properties[key].description).toMatch(/^The text in /);
      expect(listed.properties[key].description).toBe(document.components.schemas["Article"]!.properties[key].description);
    }
  });

  it("documents its translated fields in the content reference", async () => {
    const { renderContentReference } = await import("../build/content/content-reference.ts");
    const { withTranslatedSections } = await import("../build/content/translated-sections.ts");
    const reference = renderContentReference(withTranslatedSections(KINDS, withSection(articles)));
    const section = reference.slice(reference.indexOf("content/articles/"), reference.indexOf("## Rules across"));
    expect(section).toContain("| `title<Lang>`, `summary<Lang>` | string");
  });
});

/** Build `content` with `kinds` and `resources`: the problem lines, [] when it builds. */
async function problemLines(content: string, kinds: readonly ContentKind[], resources: readonly Resource[]): Promise<string[]> {
  const out = await mkdtemp(path.join(tmpdir(), "portfolio-languages-out-"));
  try {
    const result = await buildSite({ contentDir: content, outDir: out, indexModule: false, kinds, app: { resources }, env: { SOURCE_DATE_EPOCH: "1767225600" }, contentLabel: "content" });
    return result.ok ? [] : result.problems.map(formatProblem);
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

describe("translations a section cannot take", () => {
  it("refuses a translation into a language site.json does not list, naming the language to declare and that a project must be translated into it too", async () => {
    const dir = await ownerWithArticles();
    try {
      const unlisted = "pt-BR";
      await writeFile(path.join(dir, "articles", `${whole.slug}.json`), JSON.stringify({ ...whole, [translationKey("title", unlisted)]: "Recuperação" }));
      expect(await problemLines(dir, KINDS, withSection(articles))).toEqual([
        `content/articles/${whole.slug}.json → ${translationKey("title", unlisted)}: is a translation into '${unlisted}', but content/site.json does not list '${unlisted}' in translations (add "${unlisted}" to translations and translate a project's ${translationKey("title", unlisted)} or ${translationKey("summary", unlisted)} too (a language is offered only when a project has it), or remove ${translationKey("title", unlisted)})`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names the tag site.json lists for the same language, and its fields, for a translation under another tag", async () => {
    const dir = await ownerWithArticles();
    try {
      // `fr` listed: `fr-CA`; `pt-BR` listed: `pt`.
      const language = LANG.split("-")[0]!;
      const variant = language === LANG ? `${LANG}-CA` : language;
      const key = translationKey("title", variant);
      const { [TITLE]: _title, [SUMMARY]: _summary, ...untranslated } = whole;
      await writeFile(path.join(dir, "articles", `${whole.slug}.json`), JSON.stringify({ ...untranslated, [key]: "Rattrapage" }));
      expect(await problemLines(dir, KINDS, withSection(articles))).toEqual([
        `content/articles/${whole.slug}.json → ${key}: is a translation into '${variant}', but content/site.json lists '${LANG}', whose fields are ${TITLE} and ${SUMMARY} (rename it to ${TITLE}, or add "${variant}" to translations and translate a project's ${key} or ${translationKey("summary", variant)} too (a language is offered only when a project has it))`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("counts a section's translated fields among those that wait while site.json is no JSON, not dropping them", async () => {
    const dir = await ownerWithArticles();
    try {
      await writeFile(path.join(dir, "site.json"), "{ broken");
      const projectFiles = (await Promise.all((await readdir(path.join(dir, "projects"))).map(async (name) => JSON.parse(await readFile(path.join(dir, "projects", name), "utf8")) as Record<string, unknown>))).filter(
        (project) => project[TITLE] !== undefined || project[SUMMARY] !== undefined,
      ).length;
      const articleFiles = files.filter((file) => file[TITLE] !== undefined || file[SUMMARY] !== undefined).length;
      const lines = await problemLines(dir, KINDS, withSection(articles));
      const waiting = lines.filter((line) => line.includes(`'${LANG}' translations`));
      expect(waiting).toEqual([expect.stringMatching(new RegExp(`^content/site\\.json → translations: ${projectFiles + articleFiles} content files hold '${LANG}' translations \\(`))]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a translation in a section that is not translated, saying how to translate it", async () => {
    const dir = await ownerWithArticles();
    try {
      await cp("test/fixtures/sections/fixture-papers/content", dir, { recursive: true });
      const [name] = await readdir(path.join(dir, "fixture-papers"));
      const file = path.join(dir, "fixture-papers", name!);
      const paper = JSON.parse(await readFile(file, "utf8")) as FixturePaper;
      await writeFile(file, JSON.stringify({ ...paper, [TITLE]: whole[TITLE] }));
      expect(await problemLines(dir, [...KINDS, sectionKindFor("fixture-papers", fixturePapersKind)], withSection(articles, fixturePapers))).toEqual([
        `content/fixture-papers/${name} → ${TITLE}: is a translation into '${LANG}', but the 'fixture-papers' section is not translated (set translated: true on its resource in functions/api/core/resources/fixture-papers.ts, or remove ${TITLE}; see docs/adding-a-resource.md, Languages)`,
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses `translated: true` on a section with no summary, naming what to add, instead of failing on its answers", async () => {
    const dir = await ownerWithArticles();
    try {
      await cp("test/fixtures/sections/fixture-papers/content", dir, { recursive: true });
      // The fixture's declaration with `translated: true`, while its kind has a title but no summary.
      const { name, noun, filters } = fixturePapers.collection.spec;
      const translated = defineSection<FixturePaper>()({ name, noun, ...(filters ? { filters } : {}), schemas: { list: "FixturePaperList", detail: "FixturePaper" }, translated: true, tools: { list: { name: "list_fixture_papers" } } });
      expect(await problemLines(dir, [...KINDS, sectionKindFor("fixture-papers", fixturePapersKind)], withSection(articles, translated))).toEqual([
        "build/content/kinds.ts → fixture-papers: the 'fixture-papers' section is translated (translated: true on its resource), but its content kind's schema has no 'summary'; its response schema 'FixturePaper' has no 'summary'; its response schema 'FixturePaperList' under 'fixture-papers' has no 'summary' (add a 'title' and a 'summary' to the content kind's schema and to its list and detail response schemas, or remove translated: true from functions/api/core/resources/fixture-papers.ts; see docs/adding-a-resource.md, Languages)",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
