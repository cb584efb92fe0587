// For generated combinations of filter values, a list's REST answer and its MCP list tool agree:
// the same items (the very same body as structuredContent), or the same refusal (its detail,
// worded for an argument rather than a query parameter). Every list with a list tool is run,
// the built-in projects and the fixture-papers fixture section; the values come from the route
// table (each filter's own values, the content's own words) plus strings no filter takes.
import { beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { loadContent } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import type { QueryParameter } from "../functions/api/core/route.ts";
import type { CollectionResource } from "../functions/api/core/collection/define-collection.ts";
import { contentWithSections, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { BASE_URL, BUILT_AT } from "./support/sample.ts";

let app: App;
let index: PortfolioIndex;
beforeAll(async () => {
  const content = await contentWithSections();
  try {
    const loaded = await loadContent(content.dir, {}, KINDS_WITH_SECTIONS);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
    index = makeIndex(loaded.content, { baseUrl: BASE_URL, builtAt: BUILT_AT }, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS);
    app = createApp(index, { resources: RESOURCES_WITH_SECTIONS });
  } finally {
    await content.remove();
  }
});

/** Each list tool a collection declares, with the route it lists (the collection's list path). */
function listTools(): Array<{ tool: string; route: { pattern: string; query: readonly QueryParameter[] } }> {
  return RESOURCES_WITH_SECTIONS.flatMap((resource) => {
    const collection = (resource as Partial<CollectionResource<string, string>>).collection;
    const list = collection?.spec.tools?.list;
    if (!collection || !list) return [];
    const route = app.routes.find((r) => r.pattern === collection.listPath);
    if (!route) throw new Error(`${list.name} lists ${collection.listPath}, which no route serves`);
    return [{ tool: list.name, route }];
  });
}

/** Words of the content's own titles: searches that find something, and ones that do not. */
function contentWords(): string[] {
  const titles = [...index.projects.map((p) => p.title), ...Object.values(index.sections).flatMap((items) => (items as Array<{ title?: string }>).map((item) => item.title ?? ""))];
  return [...new Set(titles.flatMap((title) => title.split(/\s+/)).filter((word) => word.length > 2))].slice(0, 40);
}

/** One value for a parameter: one it takes, one in another case, an empty one, or any text. */
function valueOf(parameter: QueryParameter, words: readonly string[]): fc.Arbitrary<string> {
  const taken = parameter.staticValues && parameter.staticValues.length > 0 ? [fc.constantFrom(...parameter.staticValues)] : [];
  const searched = parameter.staticValues ? [] : [fc.constantFrom(...words), fc.constant("a".repeat((parameter.maxLength ?? 10) + 1))];
  return fc.oneof(...taken, ...taken, ...searched, fc.constant(""), fc.constant("ZZ"), fc.string({ maxLength: 8 }), ...(parameter.staticValues ?? []).slice(0, 1).map((value) => fc.constant(value.toUpperCase())));
}

async function rest(path: string): Promise<{ status: number; body: any }> {
  const response = await app.handle(new Request(BASE_URL + path));
  return { status: response.status, body: await response.json() };
}

async function call(tool: string, args: Record<string, string>): Promise<any> {
  const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: tool, arguments: args } });
  const response = await app.handle(new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body }));
  return ((await response.json()) as { result: any }).result;
}

describe("REST and the MCP list tools, over generated filter combinations", () => {
  it("cover every list that has a tool", async () => {
    // Whatever sections the owner added: the built-in list_projects and the fixture's
    // fixture's list_fixture_papers among them, and each one a tool the server offers.
    const tools = listTools().map((t) => t.tool);
    expect(tools).toEqual(expect.arrayContaining(["list_projects", "list_fixture_papers"]));
    const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });
    const response = await app.handle(new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body }));
    const offered = ((await response.json()) as { result: { tools: Array<{ name: string }> } }).result.tools.map((t) => t.name);
    expect(offered).toEqual(expect.arrayContaining(tools));
  });

  it("return the same items, or refuse with the same words", async () => {
    const words = contentWords();
    for (const { tool, route } of listTools()) {
      const args = fc.record(Object.fromEntries(route.query.map((parameter) => [parameter.name, valueOf(parameter, words)])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(args, async (given) => {
          const values = Object.fromEntries(Object.entries(given).filter((entry): entry is [string, string] => entry[1] !== undefined));
          const search = new URLSearchParams(values).toString();
          const answer = await rest(`${route.pattern}${search ? `?${search}` : ""}`);
          const result = await call(tool, values);
          if (answer.status === 200) {
            expect(result.isError, JSON.stringify(values)).toBeUndefined();
            expect(result.structuredContent).toEqual(answer.body);
          } else {
            expect(answer.status, JSON.stringify(values)).toBe(400);
            expect([result.isError, result.content[0].text]).toEqual([true, String(answer.body.detail).replace("Query parameter", "Argument")]);
          }
        }),
        { numRuns: 150, seed: 26 },
      );
    }
  }, 120_000);
});
