// The bench's MCP measures ask what they say they ask, over the real core: every fixed list is
// answered with a JSON-RPC result in both eras (a warm case that timed an error would time the
// wrong thing, and the bench refuses one), and the app view it sizes is the ui:// resource the
// function lists, read whole, from the index alone. Nothing here is timed.
import { withMcpListing } from "../build/make-index.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { ERA_CASE, expectResult, ERA_REQUESTS } from "../bench/mcp-eras.ts";
import { WARM_CASES } from "../bench/warm-cases.ts";
import { FIXED_LISTS, fixedListCases, ownBytesBudgetedCases } from "../bench/mcp-fixed-answers.ts";
import { measureAppView } from "../bench/app-view.ts";
import { sampleIndex } from "./support/sample.ts";

let index: PortfolioIndex;
let app: App;

beforeAll(async () => {
  index = await sampleIndex();
  app = createApp(index);
});

describe("the bench's fixed MCP lists", () => {
  it("covers every fixed list in both eras, each held to the own-bytes budget", () => {
    const cases = fixedListCases();
    expect(cases.map((c) => [c.list, c.era])).toEqual(FIXED_LISTS.flatMap((list) => [[list, "legacy"], [list, "modern"]]));
    expect(new Set(cases.map((c) => c.name)).size).toBe(cases.length);
    expect(ownBytesBudgetedCases()).toEqual(expect.arrayContaining(cases.map((c) => c.name)));
  });

  it("runs every warm case the budgets read, once each (bench/warm-cases.ts)", () => {
    const names = WARM_CASES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining([...ownBytesBudgetedCases(), ERA_CASE, "q search, 10,000 projects"]));
  });

  it.each(fixedListCases().map((c) => [c.name, c] as const))("%s is answered with a result", async (name, c) => {
    await expect(expectResult(name, c.spec, (request) => app.handle(request))).resolves.toBeUndefined();
  });

  it.each([
    ["a method the server does not have", ERA_REQUESTS.legacy("resources/subscribe", { uri: "x" })],
    ["a 2026-07-28 request without its _meta", { ...ERA_REQUESTS.modern("prompts/list"), body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "prompts/list" }) }],
  ])("refuses to time %s", async (_, spec) => {
    await expect(expectResult("case", spec, (request) => app.handle(request))).rejects.toThrow(/^case: /);
  });
});

describe("the bench's app view measure", () => {
  it("reads the listed ui:// resource whole, and finds it comes from the index alone", async () => {
    // The index a build without the view writes: its MCP lists made without it too.
    const { mcpApp: _view, ...rest } = index;
    const withoutView = withMcpListing(rest);
    const view = await measureAppView((r) => app.handle(r), (r) => createApp(withoutView).handle(r), index, { withApp: 2, withoutApp: 1 });
    expect(view.uri).toMatch(/^ui:\/\//);
    expect(view.htmlBytes).toBe(Buffer.byteLength(index.mcpApp?.html ?? "no view"));
    expect(view.fromIndex).toBe(true);
  });

  it("says so when the view does not come from the index alone", async () => {
    // Measured against itself: the "without" function still lists the view.
    const view = await measureAppView((r) => app.handle(r), (r) => app.handle(r), index, { withApp: 2, withoutApp: 1 });
    expect(view.fromIndex).toBe(false);
  });
});
