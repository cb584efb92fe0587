// The JSON Resume export: valid by the official schema package, renderable by a theme from the
// registry through its own render function, and mapped from the content field by field.
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { render } from "jsonresume-theme-even";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { toJsonResume, toLanguage } from "../functions/api/core/resources/json-resume.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { JsonResumeSchema } from "../functions/api/schemas/resume-schema.ts";
import { BASE_URL, BUILT_AT, sampleIndex } from "./support/sample.ts";

type Validate = (resume: unknown, callback: (errors: unknown[] | null, valid: boolean) => void) => void;
// The package is CommonJS without types; its own validate function runs the official schema.
const { validate } = createRequire(import.meta.url)("@jsonresume/schema") as { validate: Validate };

/** The official verdict: the schema's errors, as strings, or [] when valid. */
function officialErrors(resume: unknown): string[] {
  let errors: string[] = [];
  validate(resume, (found) => {
    errors = (found ?? []).map(String);
  });
  return errors;
}

async function fixtureIndex(): Promise<PortfolioIndex> {
  const loaded = await loadContent("test/fixtures/content/valid");
  if (!loaded.ok) throw new Error(`fixture content is invalid: ${JSON.stringify(loaded.problems)}`);
  return makeIndex(loaded.content, { baseUrl: BASE_URL, builtAt: BUILT_AT });
}

/** Text as a reader sees it: the theme may escape what it prints. */
function decodeEntities(html: string): string {
  return html.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" })[name] ?? "");
}

const SOURCES = [
  ["the sample content", sampleIndex],
  ["the valid fixture", fixtureIndex],
] as const;

describe.each(SOURCES)("toJsonResume over %s", (_name, load) => {
  it("validates against the official JSON Resume schema", async () => {
    expect(officialErrors(toJsonResume(await load()))).toEqual([]);
  });

  it("matches the response schema the build checks bodies against", async () => {
    expect(JsonResumeSchema.safeParse(toJsonResume(await load())).error).toBeUndefined();
  });

  it("renders with jsonresume-theme-even to HTML naming the person and every project of the first tier", async () => {
    const index = await load();
    const html = decodeEntities(render(toJsonResume(index)));
    const featured = index.projects.filter((p) => p.tier === index.site.tiers[0]).map((p) => p.title);
    expect(featured.length).toBeGreaterThan(0);
    expect(html).toContain("<html");
    for (const text of [index.profile.name, ...featured]) expect(html, text).toContain(text);
  });

  it("lists every project, in the index's order", async () => {
    const index = await load();
    expect(toJsonResume(index).projects.map((p) => p.name)).toEqual(index.projects.map((p) => p.title));
  });
});

describe("toJsonResume mapping", () => {
  it("maps the fixture field by field", async () => {
    expect(toJsonResume(await fixtureIndex())).toMatchInlineSnapshot(`
      {
        "$schema": "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json",
        "basics": {
          "email": "ada@example.com",
          "label": "Test Person",
          "location": {
            "city": "Ankara",
            "region": "Türkiye",
          },
          "name": "Ada Fixture",
          "profiles": [
            {
              "network": "GitHub",
              "url": "https://github.com/ada-fixture",
              "username": "ada-fixture",
            },
          ],
          "summary": "Exists to be broken one rule at a time.",
          "url": "https://ada.example.com/",
        },
        "certificates": [],
        "languages": [
          {
            "fluency": "native",
            "language": "Turkish",
          },
        ],
        "meta": {
          "canonical": "https://portfolio.test/api/v1/resume.json",
          "lastModified": "2026-01-02T03:04:05Z",
          "version": "v1.0.0",
        },
        "projects": [
          {
            "description": "The first fixture project.",
            "name": "Alpha",
            "startDate": "2024-02-29",
            "url": "https://alpha.example.com/",
          },
          {
            "description": "The second fixture project.",
            "name": "Beta",
          },
        ],
        "skills": [
          {
            "keywords": [
              "TypeScript",
            ],
            "name": "Code",
          },
        ],
      }
    `);
  });

  it("takes basics, profiles, languages and case-study dates from the sample", async () => {
    const resume = toJsonResume(await sampleIndex());
    expect(resume.basics.profiles).toEqual([
      { network: "GitHub", username: "defnedev", url: "https://github.com/defnedev" },
      { network: "LinkedIn", username: "defnedev", url: "https://linkedin.example.com/in/defnedev" },
      { network: "X", username: "defnedev", url: "https://x.example.com/defnedev" },
    ]);
    expect(resume.basics.location).toEqual({ city: "İzmir", region: "Türkiye" });
    expect(resume.languages).toEqual([
      { language: "Turkish", fluency: "native" },
      { language: "English", fluency: "C1, professional" },
      { language: "German", fluency: "A2, elementary" },
    ]);
    const cayEvi = resume.projects.find((p) => p.name === "Çay Evi Website");
    expect(cayEvi).toMatchObject({ url: "https://cayevi.example.com/", roles: ["Lead developer"], startDate: "2023-10-05" });
    expect(cayEvi?.highlights).toHaveLength(3);
  });
});

describe("the official schema check", () => {
  it.each([
    ["an email that is not one", (r: any) => void (r.basics.email = "not an email")],
    ["a start date that is not ISO 8601", (r: any) => void (r.projects[0].startDate = "29/02/2024")],
    ["highlights that are not a list", (r: any) => void (r.projects[0].highlights = "one")],
  ])("refuses %s, so the validity test can fail", async (_name, breakIt) => {
    const resume = structuredClone(toJsonResume(await fixtureIndex()));
    breakIt(resume);
    expect(officialErrors(resume)).not.toEqual([]);
  });
});

describe("spoken languages", () => {
  /** How the export split them before it stopped using a backtracking regular expression. */
  const viaRegex = (entry: string) => {
    const match = /^(.+?)\s*\((.+)\)$/.exec(entry);
    return match ? { language: match[1], fluency: match[2] } : { language: entry };
  };

  it.each(["English (C1, professional)", "Turkish (native)", "German", "Deutsch(B2)", "ab()", "(a) B (c)", "ab ((x)", "x (a) y (b)", "Ladino (heritage) extra", "(native)", "A\u00a0(x)", "A  B   (x)"])(
    "splits %j as the pattern `language (fluency)` reads it",
    (entry) => {
      expect(toLanguage(entry)).toEqual(viaRegex(entry));
    },
  );

  it("splits a hostile line (every character an opening parenthesis) in one pass", () => {
    const entry = `a${"(".repeat(200_000)}x)`;
    expect(toLanguage(entry)).toEqual({ language: "a", fluency: `${"(".repeat(199_999)}x` });
  });
});
