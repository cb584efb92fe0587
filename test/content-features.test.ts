// Issue 14 through the preview, as a client sees it: translated views are static files with
// Content-Language, the JSON Resume export is a static file, and a path deprecated in
// site.json carries Deprecation, Sunset and Link on static and function answers alike.
import { afterAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { translationKey } from "../functions/api/core/languages/translation-keys.ts";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { createApp } from "../functions/api/core/app.ts";
import { useSite } from "./support/preview-harness.ts";

const sample = useSite();
const get = (target: string, init?: RequestInit) => sample().fetch(target, init);

describe("translated views (?lang=)", () => {
  // The language, lane and tier come from the content under test.
  const site = () => sample().index.site;
  const lang = () => {
    const first = site().translations[0];
    if (!first) throw new Error("the content under test offers no translation");
    return first;
  };
  /** A project's translated field in `lang()`, if it has one. */
  const inLang = (project: object, field: "title" | "summary") => (project as Record<string, string | undefined>)[translationKey(field, lang())];

  it("serves lang= lists from static files and details from the function, with the translation and what fell back", async () => {
    const projects = sample().index.projects;
    const translated = projects.find((p) => inLang(p, "title") !== undefined && inLang(p, "summary") === undefined) ?? projects.find((p) => inLang(p, "title") !== undefined)!;
    const [lane, tier] = [site().lanes[0]!, site().tiers[0]!];
    // A translated detail as a file would need a routing rule per project (docs/performance.md).
    const sides = [[`/api/v1/projects?lang=${lang()}`, "static"], [`/api/v1/projects?tier=${tier}&lang=${lang()}&lane=${lane}`, "static"], [`/api/v1/projects/${translated.slug}?lang=${lang()}`, "function"]];
    for (const [target, side] of sides) {
      const response = await get(target!);
      expect([target, response.status, response.headers.get(ROUTE_HEADER), response.headers.get("content-language")]).toEqual([target, 200, side, lang()]);
    }
    const detail = await (await get(`/api/v1/projects/${translated.slug}?lang=${lang()}`)).json();
    expect(detail.title).toBe(inLang(translated, "title"));
    expect(detail.lang).toBe(lang());
    expect(detail.fallback).toEqual(inLang(translated, "summary") === undefined ? ["summary"] : []);
  });

  it("answers lang=en with the same bytes as no lang, in English", async () => {
    for (const target of ["/api/v1/projects", `/api/v1/projects/${sample().index.projects[0]!.slug}`]) {
      const plain = await get(target);
      const english = await get(`${target}?lang=en`);
      expect(english.headers.get(ROUTE_HEADER)).toBe("static");
      expect(english.headers.get("content-language")).toBe("en");
      expect(await english.text()).toBe(await plain.text());
    }
  });

  it("answers an unknown lang from the function with 400 UNSUPPORTED_LANGUAGE naming the languages", async () => {
    // `x-` is BCP 47's private use: no owner's translation.
    const response = await get("/api/v1/projects?lang=x-none");
    expect([response.status, response.headers.get(ROUTE_HEADER)]).toEqual([400, "function"]);
    const body = await response.json();
    expect(body.code).toBe("UNSUPPORTED_LANGUAGE");
    expect(body.detail).toBe(`Query parameter 'lang' has the value 'x-none'; this portfolio is available in ${["en", ...site().translations].join(", ")}.`);
  });

  it("answers a served language in another case with the spelling to use", async () => {
    const upper = lang().toUpperCase();
    const response = await get(`/api/v1/projects?lang=${upper}`);
    expect(response.status).toBe(400);
    expect((await response.json()).detail).toBe(`Query parameter 'lang' has the value '${upper}'; this portfolio is available in ${["en", ...site().translations].join(", ")} (write it as '${lang()}').`);
    const english = await get("/api/v1/projects?lang=EN");
    expect((await english.json()).detail).toMatch(/ \(write it as 'en'\)\.$/);
  });

  it("answers another region or script of a served language (what browsers and agents send) with the served tags of that language", async () => {
    const served = ["en", ...site().translations];
    // A locale as POSIX writes it (`de_CH`) is that language too.
    for (const [primary, asked] of [[lang().split("-")[0]!, `${lang().split("-")[0]}-ZZ`], ["en", "en-ZZ"], ["en", "en_ZZ"]] as const) {
      const response = await get(`/api/v1/projects?lang=${asked}`);
      const near = served.filter((tag) => tag.split("-")[0] === primary);
      expect([response.status, (await response.json()).detail]).toEqual([400, `Query parameter 'lang' has the value '${asked}'; this portfolio is available in ${served.join(", ")} (did you mean '${near.join("' or '")}'?).`]);
    }
  });

  it("searches with q in either language from the function, and answers in the language asked for", async () => {
    const project = sample().index.projects.find((p) => inLang(p, "title") !== undefined)!;
    const word = inLang(project, "title")!.split(/\s+/)[0]!;
    const response = await get(`/api/v1/projects?q=${encodeURIComponent(word)}&lang=${lang()}`);
    expect([response.status, response.headers.get(ROUTE_HEADER), response.headers.get("content-language")]).toEqual([200, "function", lang()]);
    expect((await response.json()).projects.map((p: { slug: string }) => p.slug)).toContain(project.slug);
  });
});

describe("the JSON Resume export", () => {
  it("is a static file linked from the profile's developer resources", async () => {
    const profile = await (await get("/api/v1/profile")).json();
    expect(profile.developerResources.resume).toBe(`${sample().index.site.baseUrl}/api/v1/resume.json`);
    const response = await get("/api/v1/resume.json");
    expect([response.status, response.headers.get(ROUTE_HEADER)]).toEqual([200, "static"]);
    expect((await response.json()).basics.name).toBe(sample().index.profile.name);
  });
});

describe("languages named in site.json, not in code", () => {
  /** Build the small valid fixture with `translations`; the build's result. */
  async function build(dir: string, translations: string[]) {
    const content = path.join(dir, "content");
    await cp("test/fixtures/content/valid", content, { recursive: true });
    const site = JSON.parse(await readFile(path.join(content, "site.json"), "utf8"));
    await writeFile(path.join(content, "site.json"), JSON.stringify({ ...site, translations }));
    return buildSite({ contentDir: content, outDir: path.join(dir, "dist"), indexModule: false, contentLabel: "content", baseUrl: "https://languages.test" });
  }
  /** Build it, expecting success, and return its dist folder and core. */
  async function buildWith(translations: string[]) {
    const dir = await mkdtemp(path.join(tmpdir(), "portfolio-languages-"));
    const result = await build(dir, translations);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    return { dir, dist: path.join(dir, "dist"), app: createApp(result.index) };
  }
  /** Build it, expecting failure, and return the problems as the build prints them. */
  async function refusalOf(translations: string[]) {
    const dir = await mkdtemp(path.join(tmpdir(), "portfolio-languages-"));
    try {
      const result = await build(dir, translations);
      return { built: result.ok, problems: result.ok ? [] : result.problems.map(formatProblem), distWritten: await readdir(path.join(dir, "dist")).then(() => true, () => false) };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const ask = async (app: ReturnType<typeof createApp>, target: string) => {
    const response = await app.handle(new Request(`https://languages.test${target}`));
    return { status: response.status, language: response.headers.get("content-language"), body: await response.json() };
  };

  it.each(["de", "fr", "pt-BR"])("refuses to offer %s while no project translates it, naming site.json → translations, the fields and the fix", async (lang) => {
    const keys = [translationKey("title", lang), translationKey("summary", lang)];
    expect(await refusalOf([lang])).toEqual({
      built: false,
      distWritten: false,
      problems: [`content/site.json → translations[0]: offers '${lang}', but no project has ${keys.join(" or ")} (translate a project's ${keys.join(" or ")}, or remove "${lang}" from translations)`],
    });
  });

  // "EN" is refused for what it is, not told to become "en" and then refused again.
  it.each(["en", "EN", "En"])("refuses %s, the language the content is written in", async (lang) => {
    expect((await refusalOf([lang])).problems).toEqual([
      // A zod format issue quotes the value as written before its message; the custom one does not.
      `content/site.json → translations[0]: ${lang === "en" ? "" : `'${lang}': `}'en' is the language the content is written in, not a translation; list only the languages you translate into`,
    ]);
  });

  it("refuses to offer tr when no project has a tr field, so no all-English view is labelled tr", async () => {
    const keys = [translationKey("title", "tr"), translationKey("summary", "tr")];
    expect((await refusalOf(["tr"])).problems).toEqual([
      `content/site.json → translations[0]: offers 'tr', but no project has ${keys.join(" or ")} (translate a project's ${keys.join(" or ")}, or remove "tr" from translations)`,
    ]);
  });

  it("offers English alone when site.json lists no translations: no lang files, lang=en still the plain list", async () => {
    const { dir, dist, app } = await buildWith([]);
    try {
      const files = await readdir(path.join(dist, "api/_static/v1/projects"));
      expect(files.filter((name) => name.startsWith("lang="))).toEqual([]);
      expect((await ask(app, "/api/v1/projects?lang=en")).body).toEqual((await ask(app, "/api/v1/projects")).body);
      const refused = await ask(app, "/api/v1/projects?lang=tr");
      expect([refused.status, refused.body.detail]).toEqual([400, "Query parameter 'lang' has the value 'tr'; this portfolio is available in en."]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe("a path deprecated in site.json", () => {
  let content: string | undefined;
  const expected = { deprecation: "@1767225600", sunset: "Tue, 30 Jun 2026 00:00:00 GMT", link: '<https://deprecated.test/api/v1/health>; rel="deprecation"' };

  const site = useSite(async () => {
    content = await mkdtemp(path.join(tmpdir(), "portfolio-deprecated-"));
    await cp("test/fixtures/content/valid", content, { recursive: true });
    const settings = JSON.parse(await readFile(path.join(content, "site.json"), "utf8"));
    settings.deprecations = [{ path: "/api/health", deprecation: "2026-01-01", link: "/api/v1/health" }];
    await writeFile(path.join(content, "site.json"), JSON.stringify(settings));
    return { content, baseUrl: "https://deprecated.test" };
  });
  afterAll(async () => {
    if (content) await rm(content, { recursive: true, force: true });
  });

  const headersOf = (response: Response) => ({
    deprecation: response.headers.get("deprecation"),
    sunset: response.headers.get("sunset"),
    link: response.headers.get("link"),
  });

  it("marks the static answer with Deprecation, Sunset 180 days later, and a Link to the replacement", async () => {
    const response = await site().fetch("/api/health");
    expect(response.headers.get(ROUTE_HEADER)).toBe("static");
    expect(headersOf(response)).toEqual(expected);
    expect(response.headers.get("access-control-expose-headers")).toContain("Deprecation");
  });

  it("marks a function answer on that path too", async () => {
    const response = await site().fetch("/api/health", { method: "OPTIONS", headers: { "Access-Control-Request-Method": "GET" } });
    expect(response.headers.get(ROUTE_HEADER)).toBe("function");
    expect(headersOf(response)).toEqual(expected);
  });

  it("leaves other paths alone and marks the operation deprecated in the OpenAPI document", async () => {
    expect(headersOf(await site().fetch("/api/v1/health"))).toEqual({ deprecation: null, sunset: null, link: null });
    const doc = JSON.parse(await readFile(path.join(site().distDir, "openapi.json"), "utf8"));
    expect(doc.paths["/api/health"].get.deprecated).toBe(true);
    expect(doc.paths["/api/v1/health"].get.deprecated).toBeUndefined();
  });

  it("shows the deprecation in the portal: a badge on the operation and the dates and replacement", async () => {
    const html = await (await site().fetch("/")).text();
    const row = /<tr><td><code>GET<\/code><\/td><td><a [^>]*><code>\/api\/health<\/code><\/a>([^<]*<strong[^>]*>[^<]*<\/strong>)?/.exec(html);
    expect(row?.[1]).toContain("Deprecated");
    const section = /<section id="deprecations">[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
    for (const text of ["<code>/api/health</code>", "2026-01-01", "2026-06-30", "https://deprecated.test/api/v1/health"]) expect(section).toContain(text);
  });
});

describe("the sample, which deprecates nothing", () => {
  it("has no deprecated section in its portal, and lists the résumé and the translations in llms.txt and the portal", async () => {
    const html = await (await get("/")).text();
    expect(html).not.toContain('id="deprecations"');
    expect(html).toContain("/api/v1/resume.json");
    const llms = await (await get("/llms.txt")).text();
    expect(llms).toContain(`](${sample().index.site.baseUrl}/api/v1/resume.json)`);
    for (const lang of sample().index.site.translations) expect(llms).toContain(`](${sample().index.site.baseUrl}/api/v1/projects?lang=${lang})`);
    expect(sample().index.site.translations.length).toBeGreaterThan(0);
  });
});
