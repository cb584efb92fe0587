// A filter whose values come from the content gets a file and a rule per value only up to
// MAX_STATIC_VALUES (functions/api/core/route.ts), so the routing rules do not grow with the
// catalog: the fixture-papers section grown to one paper per year from 1900 to
// 2100 (every year its content schema takes) writes as many rules as at MAX_STATIC_VALUES + 1
// years, and a year past the cap is answered by the function with the body the core gives.
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import type { z } from "zod";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useSite } from "./support/preview-harness.ts";
import { contentWithSections, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { createApp } from "../functions/api/core/app.ts";
import { MAX_STATIC_VALUES, type Route } from "../functions/api/core/route.ts";
import { MAX_LISTED_VALUES } from "../functions/api/core/listed-values.ts";
import { countRules, precomputeNotes, renderRoutingRules } from "../build/routing-rules.ts";
import { fixturePapersKind } from "./fixtures/sections/fixture-papers/kind.ts";

const FOLDER = "fixture-papers";
/** Every year the fixture's content schema takes. */
const { minValue: FIRST, maxValue: LAST } = (fixturePapersKind.schema as z.ZodObject<{ year: z.ZodNumber }>).shape.year;
const YEARS = Array.from({ length: LAST! - FIRST! + 1 }, (_, i) => FIRST! + i);
if (YEARS.length <= MAX_STATIC_VALUES) throw new Error(`the fixture's years (${FIRST}–${LAST}) must outnumber the cap`);

/** The sample with the fixture's papers and one more per year of `years`, made from the fixture's first file. */
async function contentWithYears(years: readonly number[]): Promise<{ dir: string; remove: () => Promise<void> }> {
  const content = await contentWithSections();
  const [model] = await readdir(path.join(content.dir, FOLDER));
  const file = JSON.parse(await readFile(path.join(content.dir, FOLDER, model!), "utf8")) as { slug: string; year: number };
  for (const year of years) {
    const slug = `${file.slug}-${year}`;
    await writeFile(path.join(content.dir, FOLDER, `${slug}.json`), JSON.stringify({ ...file, slug, year }));
  }
  return content;
}

/** The fixture papers list route of a site, and the values its year filter takes. */
function yearsOf(routes: readonly Route[]): { route: Route; values: readonly string[] } {
  const route = routes.find((r) => r.pattern === `/api/v1/${FOLDER}`)!;
  return { route, values: route.query.find((q) => q.name === "year")?.staticValues ?? [] };
}

let all: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  all = await contentWithYears(YEARS);
});
afterAll(() => all?.remove());

const site = useSite(() => ({ content: all.dir, kinds: KINDS_WITH_SECTIONS, app: { resources: RESOURCES_WITH_SECTIONS } }));

describe("a filter with more values than get files", () => {
  it("writes as many routing rules at every year of the schema as at one more year than the cap, and at most 200", async () => {
    const routes = createApp(site().index, { resources: RESOURCES_WITH_SECTIONS }).routes;
    expect(yearsOf(routes).values).toEqual(YEARS.map(String).reverse());
    const few = await contentWithYears(YEARS.slice(0, MAX_STATIC_VALUES + 1));
    try {
      const { buildSite } = await import("../build/build-site.ts");
      const out = await mkdtemp(path.join(tmpdir(), "portfolio-cap-"));
      const built = await buildSite({ contentDir: few.dir, outDir: out, indexModule: false, kinds: KINDS_WITH_SECTIONS, app: { resources: RESOURCES_WITH_SECTIONS }, env: { SOURCE_DATE_EPOCH: "1767225600" } });
      await rm(out, { recursive: true, force: true });
      if (!built.ok) throw new Error(JSON.stringify(built.problems));
      const fewRoutes = createApp(built.index, { resources: RESOURCES_WITH_SECTIONS }).routes;
      const rules = countRules(renderRoutingRules(routes));
      expect(rules).toBe(countRules(renderRoutingRules(fewRoutes)));
      expect(rules).toBeLessThanOrEqual(200);
    } finally {
      await few.remove();
    }
  });

  it("serves its first values from files and the rest from the function, with the core's answer", async () => {
    const { values } = yearsOf(createApp(site().index, { resources: RESOURCES_WITH_SECTIONS }).routes);
    const core = createApp(site().index, { resources: RESOURCES_WITH_SECTIONS });
    for (const [year, side] of [[values[0]!, "static"], [values[MAX_STATIC_VALUES - 1]!, "static"], [values[MAX_STATIC_VALUES]!, "function"], [values.at(-1)!, "function"]] as const) {
      const response = await site().fetch(`/api/v1/${FOLDER}?year=${year}`);
      expect([response.status, response.headers.get("x-preview-route")], year).toEqual([200, side]);
      const body = (await response.json()) as { total: number } & Record<string, Array<{ year: number }>>;
      expect(body.total).toBeGreaterThan(0);
      expect(body[FOLDER]!.every((p) => String(p.year) === year)).toBe(true);
      expect(body).toEqual(await (await core.handle(new Request(`${site().index.site.baseUrl}/api/v1/${FOLDER}?year=${year}`))).json());
    }
  });

  it("says in a build note which values are files and how many the function answers", () => {
    const routes = createApp(site().index, { resources: RESOURCES_WITH_SECTIONS }).routes;
    const { values } = yearsOf(routes);
    // The year's note; the fixture's venues (values with spaces, no file) have their own.
    expect(precomputeNotes(routes).map((note) => note.message).filter((message) => message.includes("?year="))).toEqual([
      `/api/v1/${FOLDER}?year= takes ${values.length} values: the first ${MAX_STATIC_VALUES} (${values[0]} to ${values[MAX_STATIC_VALUES - 1]}) are static files, the other ${values.length - MAX_STATIC_VALUES} are answered by the function with the same bytes`,
    ]);
  });

  it("gives the list tool no enum past the refusals' cap, and its refusal names the first values and how many more", async () => {
    const { values } = yearsOf(createApp(site().index, { resources: RESOURCES_WITH_SECTIONS }).routes);
    expect(values.length).toBeGreaterThan(MAX_LISTED_VALUES);
    const call = async (method: string, params: unknown) =>
      ((await (await site().fetch("/api/mcp", { method: "POST", headers: { "content-type": "application/json", accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) })).json()) as { result: Record<string, unknown> });
    const { tools } = (await call("tools/list", {})).result as { tools: Array<{ name: string; inputSchema: { properties: Record<string, { enum?: string[]; description?: string }> } }> };
    const year = tools.find((tool) => tool.name === "list_fixture_papers")!.inputSchema.properties.year!;
    expect(year.enum).toBeUndefined();
    expect(year.description).toBeTruthy();
    const refused = (await call("tools/call", { name: "list_fixture_papers", arguments: { year: "1850" } })).result as { isError?: boolean; content: Array<{ text: string }> };
    expect(refused.isError).toBe(true);
    const text = refused.content[0]!.text;
    expect(text).toContain(`${values.length - MAX_LISTED_VALUES} more`);
    expect(text).toContain(values[MAX_LISTED_VALUES - 1]!);
    expect(text).not.toContain(values[MAX_LISTED_VALUES]!);
    const accepted = (await call("tools/call", { name: "list_fixture_papers", arguments: { year: values.at(-1)! } })).result as { isError?: boolean };
    expect(accepted.isError).toBeUndefined();
  });
});
