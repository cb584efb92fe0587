// Property: for any `q` (with or without lane and tier), GET /api/v1/projects returns exactly
// the projects a reference implementation of the README's search rules picks, in the
// documented order, with `total` equal to the count; MCP list_projects agrees. The reference
// reads the sample fixture's projects/*.json itself and shares no search code with the core; the
// lanes, tiers and translated fields are the fixture's own, read from its site.json.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { App } from "../functions/api/core/app.ts";
import { call, sampleApp, SAMPLE_CONTENT } from "./support/sample.ts";
import { FUZZ_SEED, FUZZ_TIMEOUT_MS } from "./support/fuzz-requests.ts";
import { SPEC_LANES, SPEC_TIERS } from "../functions/api/core/vocabulary.ts";
import { translationKey } from "../functions/api/core/languages/translation-keys.ts";

/** Runs of the search property; the README's Reliability section reports this number. */
export const SEARCH_RUNS = Number(process.env["FUZZ_RUNS"] ?? 1000);

interface RawProject {
  slug: string;
  title: string;
  summary: string;
  /** The translated titles and summaries (`titleFr`), by field name. */
  [translated: string]: unknown;
  lane: string;
  tier: string;
  order?: number;
}

interface Query {
  q?: string;
  lane?: string;
  tier?: string;
}

/** The fixture's site.json: its lanes and tiers (the spec's when it declares none) and its languages. */
const site = JSON.parse(await readFile(path.join(SAMPLE_CONTENT, "site.json"), "utf8")) as { lanes?: string[]; tiers?: string[]; translations?: string[] };
const LANES = site.lanes ?? [...SPEC_LANES];
const TIER_RANK = site.tiers ?? [...SPEC_TIERS];
const TRANSLATED_FIELDS = (site.translations ?? []).flatMap((lang) => [translationKey("title", lang), translationKey("summary", lang)]);
const projectsDir = path.resolve(SAMPLE_CONTENT, "projects");
const projects: RawProject[] = await Promise.all(
  (await readdir(projectsDir)).filter((file) => file.endsWith(".json")).map(async (file) => JSON.parse((await readFile(path.join(projectsDir, file), "utf8")).replace(/^\uFEFF/, "")) as RawProject),
);
let app: App;

beforeAll(async () => {
  app = await sampleApp();
});

/** docs/api-decisions.md "Project list": NFD, drop combining marks, lowercase, then the letters NFD cannot split spelled plainly; one code point at a time. */
const PLAIN = new Map(Object.entries({ ı: "i", ß: "ss", ł: "l", ø: "o", đ: "d", ð: "d", æ: "ae", œ: "oe", þ: "th", ħ: "h", ŧ: "t" }));
function foldReference(text: string): string {
  let out = "";
  for (const char of text) {
    for (const part of char.normalize("NFD")) {
      if (/^\p{Mark}$/u.test(part)) continue;
      for (const lower of part.toLowerCase()) out += PLAIN.get(lower) ?? lower;
    }
  }
  return out;
}

/** The documented order: tier, then `order` (absent last), then slug. */
function compareReference(a: RawProject, b: RawProject): number {
  const tier = TIER_RANK.indexOf(a.tier) - TIER_RANK.indexOf(b.tier);
  if (tier !== 0) return tier;
  const [oa, ob] = [a.order ?? Number.POSITIVE_INFINITY, b.order ?? Number.POSITIVE_INFINITY];
  if (oa !== ob) return oa < ob ? -1 : 1;
  return a.slug === b.slug ? 0 : a.slug < b.slug ? -1 : 1;
}

/** What the README says the list must be, or "invalid" for a q over 200 code points. */
function expectedSlugs(query: Query): string[] | "invalid" {
  const q = (query.q ?? "").trim();
  if (Array.from(q).length > 200) return "invalid";
  const words = q.split(/\s+/u).filter((word) => word !== "").map(foldReference);
  return projects
    .filter((p) => !query.lane || p.lane === query.lane)
    .filter((p) => !query.tier || p.tier === query.tier)
    .filter((p) => {
      const translated = TRANSLATED_FIELDS.map((key) => (typeof p[key] === "string" ? (p[key] as string) : ""));
      const fields = [p.slug, p.title, p.summary, ...translated].map((field) => foldReference(field.trim()));
      return words.every((word) => fields.some((field) => field.includes(word)));
    })
    .sort(compareReference)
    .map((p) => p.slug);
}

// Query words: pieces of the content's own words, disguised by case, diacritics and Turkish i.
const DISGUISES: Array<[RegExp, string[]]> = [
  [/i/g, ["I", "İ", "ı", "i\u0307", "í"]],
  [/c/g, ["C", "ç", "Ç", "c\u0327"]],
  [/s/g, ["S", "ş", "Ş"]],
  [/g/g, ["G", "ğ"]],
  [/o/g, ["O", "ö", "Ö", "ó"]],
  [/u/g, ["U", "ü", "Ü"]],
  [/a/g, ["A", "â", "á"]],
];

/** Words of the fixture's own slugs and titles, translated ones included, folded: what a search for its projects types. */
const contentWords = [
  ...new Set(
    projects
      .flatMap((p) => [p.slug.replaceAll("-", " "), p.title, ...TRANSLATED_FIELDS.filter((key) => key.startsWith("title")).map((key) => (typeof p[key] === "string" ? (p[key] as string) : ""))])
      .flatMap((text) => foldReference(text).split(/[^\p{L}\p{N}]+/u))
      .filter((word) => word.length >= 3),
  ),
].slice(0, 40);
const contentWord = fc.constantFrom(...contentWords);

const disguised = fc
  .tuple(contentWord, fc.nat(), fc.nat(), fc.array(fc.tuple(fc.nat({ max: DISGUISES.length - 1 }), fc.nat()), { maxLength: 3 }))
  .map(([word, start, length, changes]) => {
    const from = start % word.length;
    let piece = word.slice(from, from + 1 + (length % (word.length - from)));
    for (const [which, pick] of changes) {
      const [pattern, options] = DISGUISES[which]!;
      piece = piece.replace(pattern, options[pick % options.length]!);
    }
    return piece;
  });

const wellFormed = (text: string) => !/[\uD800-\uDFFF]/u.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));

const anyWord = fc.oneof(
  { weight: 8, arbitrary: disguised },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }).filter(wellFormed) },
  { weight: 1, arbitrary: fc.constantFrom("\u0301", "ß", "ẞ", "Ł", "ø", "Æ", "Đ", "ð", "Œ", "þ", "Ħ", "ŧ", "ﬁ", "Σ", "ǅ", "K", "ı\u0307", "48.000", "-", "’") },
);

const space = fc.constantFrom(" ", " ", "  ", "\t", "\n", "\u00a0", "\u3000", "\u2003");

const qArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(space, fc.array(fc.tuple(anyWord, space), { maxLength: 3 }), space).map(([lead, words, trail]) => lead + words.map(([w, s]) => w + s).join("") + trail) },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "\t\n", "a".repeat(200), "a".repeat(201), ` ${"ı".repeat(200)} `, "😀".repeat(201), "e\u0301".repeat(100)) },
);

const queryArb: fc.Arbitrary<Query> = fc.record(
  {
    q: qArb,
    lane: fc.constantFrom(...LANES, ""),
    tier: fc.constantFrom(...TIER_RANK, ""),
  },
  { requiredKeys: ["q"] },
);

/** Ask REST and MCP the same question; both answer with slugs or "invalid". */
async function ask(query: Query): Promise<{ rest: string[] | "invalid"; mcp: string[] | "invalid" }> {
  const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined));
  const res = await call(app, `/api/v1/projects?${params}`);
  const restBody = res.json();
  if (res.status === 200) expect(restBody.total).toBe(restBody.projects.length);
  const rest = res.status === 400 && restBody.code === "INVALID_QUERY" ? "invalid" : restBody.projects.map((p: { slug: string }) => p.slug);

  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "list_projects", arguments: query } });
  const rpc = (await call(app, "/api/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body })).json();
  const result = rpc.result;
  if (!result.isError) expect(result.structuredContent.total).toBe(result.structuredContent.projects.length);
  const mcp = result.isError ? "invalid" : result.structuredContent.projects.map((p: { slug: string }) => p.slug);
  return { rest, mcp };
}

describe("fuzzing the project search", () => {
  it(`returns exactly the matching projects, in the documented order, over REST and MCP (${SEARCH_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const expected = expectedSlugs(query);
        expect(await ask(query)).toEqual({ rest: expected, mcp: expected });
      }),
      { seed: FUZZ_SEED, numRuns: SEARCH_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);

  it("finds something for most generated queries, so the property is not vacuous", () => {
    const samples = fc.sample(queryArb, { seed: FUZZ_SEED, numRuns: 500 });
    const found = samples.filter((query) => {
      const slugs = expectedSlugs(query);
      return slugs !== "invalid" && slugs.length > 0 && slugs.length < projects.length;
    });
    expect(found.length).toBeGreaterThan(200);
  });
});
