// One matrix over every section: the built-ins, a fixture section with a filter and a tool
// (fixture-papers), and a fixture section with no content yet (fixture-talks), beside whatever
// sections the owner added. For each, REST through
// the preview (static files and the function), MCP through the same preview, and the OpenAPI
// document, all made from the route table and the section's own words, never from a list here.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "@readme/openapi-parser";
import { useSite } from "./support/preview-harness.ts";
import { contentWithSections, KINDS_WITH_SECTIONS, RESOURCES_WITH_SECTIONS } from "./support/section-fixtures.ts";
import { precomputedValues, type Route } from "../functions/api/core/route.ts";
import { createApp } from "../functions/api/core/app.ts";
import type { CollectionResource } from "../functions/api/core/collection/define-collection.ts";

let content: { dir: string; remove: () => Promise<void> };
beforeAll(async () => {
  content = await contentWithSections();
});
afterAll(() => content?.remove());

const site = useSite(() => ({ content: content.dir, kinds: KINDS_WITH_SECTIONS, app: { resources: RESOURCES_WITH_SECTIONS } }));

/** The collections the site serves: every list route with a detail route under it. */
function collections(): Array<{ name: string; list: Route; detail: Route }> {
  const routes = createApp(site().index, { resources: RESOURCES_WITH_SECTIONS }).routes;
  return routes.flatMap((list) => {
    const detail = routes.find((route) => route.pattern === `${list.pattern}/{slug}`);
    return detail ? [{ name: list.pattern.slice("/api/v1/".length), list, detail }] : [];
  });
}

const get = async (target: string) => {
  const response = await site().fetch(target);
  return { status: response.status, route: response.headers.get("x-preview-route"), body: (await response.json()) as any };
};

const rpc = async (method: string, params: object = {}) => {
  const response = await site().fetch("/api/mcp", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: any }).result;
};

describe("every section", () => {
  it("is served: the built-in projects and both fixture sections, one with no content", () => {
    // Every collection the resources declare, in their order, whatever sections the owner added;
    // among them the built-in projects and both fixture sections.
    const declared = RESOURCES_WITH_SECTIONS.flatMap((resource) => ("collection" in resource ? [resource.name] : []));
    expect(collections().map((c) => c.name)).toEqual(declared);
    expect(declared).toEqual(expect.arrayContaining(["projects", "fixture-papers", "fixture-talks"]));
  });

  it("lists its items as a static file, and each filter value from the file or the function the route table names", async () => {
    for (const { name, list } of collections()) {
      const whole = await get(`/api/v1/${name}`);
      expect([whole.status, whole.route], name).toEqual([200, "static"]);
      expect(whole.body.total, name).toBe(whole.body[name].length);
      const slugs = whole.body[name].map((item: { slug: string }) => item.slug);
      // The values with files of their own; the rest (past a cap, or with a character no rule
      // holds, such as a space in a closed set an owner wrote in code) are the function's.
      const files = precomputedValues(list);
      for (const parameter of list.query.filter((q) => q.staticValues && q.refusal === undefined)) {
        let kept = 0;
        for (const value of parameter.staticValues ?? []) {
          const filtered = await get(`/api/v1/${name}?${parameter.name}=${encodeURIComponent(value)}`);
          const side = files.get(parameter.name)?.includes(value) ? "static" : "function";
          expect([filtered.status, filtered.route], `${name}?${parameter.name}=${value}`).toEqual([200, side]);
          expect(filtered.body.total).toBe(filtered.body[name].length);
          expect(slugs).toEqual(expect.arrayContaining(filtered.body[name].map((item: { slug: string }) => item.slug)));
          kept += filtered.body.total;
        }
        // A value no item has is allowed (an unused lane), but a filter none of whose values
        // keeps any item is refused by the build: a section with items has some value that keeps one.
        if (whole.body.total > 0) expect(kept, `${name}?${parameter.name}=`).toBeGreaterThan(0);
      }
    }
  });

  it("has a file for each value a rule holds as written, within the caps: the fixture papers' few years", async () => {
    // Not taken from the route table (the test above is): a table that gave no value a file would pass that one.
    const papers = collections().find((c) => c.name === "fixture-papers");
    const years = papers?.list.query.find((q) => q.name === "year")?.staticValues ?? [];
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect((await get(`/api/v1/fixture-papers?year=${year}`)).route, year).toBe("static");
  });

  it("refuses a value a filter does not take with a problem naming that filter and its own values", async () => {
    for (const { name, list } of collections()) {
      for (const parameter of list.query.filter((q) => q.staticValues && q.refusal === undefined)) {
        const refused = await get(`/api/v1/${name}?${parameter.name}=not_a_value`);
        expect(refused.status, name).toBe(400);
        expect(refused.body).toMatchObject({ code: "INVALID_QUERY", instance: `/api/v1/${name}?${parameter.name}=not_a_value` });
        expect(refused.body.detail).toContain(`'${parameter.name}'`);
        for (const value of parameter.staticValues ?? []) expect(refused.body.detail).toContain(value);
      }
    }
  });

  it("answers a detail, a malformed slug and an unknown one in its own noun", async () => {
    for (const { name, detail } of collections()) {
      const resource = RESOURCES_WITH_SECTIONS.find((r) => r.name === name);
      const noun = (resource as CollectionResource<string, string> | undefined)?.collection.spec.noun;
      if (!noun) throw new Error(`${name} is no collection`);
      const problems = resource?.problems ?? [];
      const invalid = problems.find((p) => p.kind === "invalid-slug")!;
      const missing = problems.find((p) => p.kind === "not-found")!;
      const [first] = detail.pathValues?.["slug"] ?? [];
      if (first !== undefined) expect((await get(`/api/v1/${name}/${first}`)).body.slug).toBe(first);
      const malformed = await get(`/api/v1/${name}/Not_A_Slug`);
      expect(malformed).toMatchObject({ status: 400, body: { code: invalid.type.code, title: `Invalid ${noun.one} slug` } });
      expect(malformed.body.detail).toMatch(new RegExp(`^'Not_A_Slug' is not a valid ${noun.one} slug: `));
      const unknown = await get(`/api/v1/${name}/no-such-item`);
      expect(unknown).toMatchObject({ status: 404, body: { code: missing.type.code, detail: `No ${noun.one} has the slug 'no-such-item'.` } });
    }
  });

  it("serves a section with no content yet as an empty list, and a detail as not found", async () => {
    const talks = await get("/api/v1/fixture-talks");
    expect(talks).toMatchObject({ status: 200, body: { total: 0, "fixture-talks": [] } });
    expect((await get("/api/v1/fixture-talks?year=2026")).body).toMatchObject({ code: "INVALID_QUERY", detail: "Query parameter 'year' has the value '2026'; no value is allowed yet, as there is nothing to filter." });
    expect((await get("/api/v1/fixture-talks/some-talk")).body).toMatchObject({ code: "FIXTURE_TALK_NOT_FOUND" });
  });
});

describe("every section's MCP tools", () => {
  it("are listed with the ones the resources declare, and answer what REST answers", async () => {
    const tools: Array<{ name: string; inputSchema: { properties: Record<string, unknown>; required?: string[] } }> = (await rpc("tools/list")).tools;
    const declared = RESOURCES_WITH_SECTIONS.flatMap((r) => (r.tools ?? []).map((t) => t.name));
    expect(tools.map((t) => t.name)).toEqual(declared);
    expect(declared).toEqual(expect.arrayContaining(["list_fixture_papers", "get_fixture_talk"]));
    const list = await rpc("tools/call", { name: "list_fixture_papers", arguments: {} });
    expect(list.structuredContent).toEqual((await get("/api/v1/fixture-papers")).body);
    const [year] = ((tools.find((t) => t.name === "list_fixture_papers")!.inputSchema.properties["year"] as { enum?: string[] }).enum ?? []);
    expect((await rpc("tools/call", { name: "list_fixture_papers", arguments: { year } })).structuredContent).toEqual((await get(`/api/v1/fixture-papers?year=${year}`)).body);
    // A section with nothing in it offers no slug to ask for, and says so.
    const talk = await rpc("tools/call", { name: "get_fixture_talk", arguments: { slug: "anything" } });
    expect(talk).toMatchObject({ isError: true, content: [{ text: "'anything' is not a fixture talk. There are none yet." }] });
    // Its descriptions say so too, with no empty list of slugs and no filter to try.
    const described = (name: string) => (tools.find((t) => t.name === name) as unknown as { description: string }).description;
    expect(described("get_fixture_talk")).toMatch(/^One of [^:]+'s fixture talks, once there are any: .*\. There is no fixture talk yet, so every slug is refused\.$/);
  });

  it("are named in the instructions, with what each section holds", async () => {
    const { instructions } = await rpc("initialize", { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "t", version: "1" } });
    expect(instructions).toContain("3 fixture papers");
    expect(instructions).toContain("no fixture talks yet");
    expect(instructions).toContain("list_fixture_papers to find fixture papers by year");
    expect(instructions).toContain("get_fixture_talk for one fixture talk");
    // A section with nothing in it yet: its tool is named with what it can give for now.
    expect(instructions).toMatch(/get_fixture_talk [^;]* \(there is no fixture talk yet, so every slug is refused for now\)/);
    expect(instructions).not.toMatch(/list_fixture_papers [^;]*none yet/);
  });
});

describe("the OpenAPI document over every section", () => {
  let doc: any;
  beforeAll(async () => {
    doc = (await get("/openapi.json")).body;
  });

  it("is valid, with each operation's parameters its own (two sections each have a year)", async () => {
    await expect(validate(structuredClone(doc))).resolves.toMatchObject({ valid: true });
    expect(doc.components.parameters["ListFixturePapersYear"].schema.enum).toEqual(["2024", "2021"]);
    // No fixture talk yet: no value to list, so none is promised.
    expect(doc.components.parameters["ListFixtureTalksYear"].schema.enum).toBeUndefined();
    // …nor is "another value" refused: every value is, for now.
    expect(doc.components.parameters["ListFixtureTalksYear"].description).toContain("any value, as there is none to filter by yet, is 400 INVALID_QUERY");
    expect(doc.components.parameters["ListFixtureTalksYear"].description).not.toContain("another value");
    expect(doc.components.parameters["ListFixturePapersYear"].description).toContain("another value is 400 INVALID_QUERY");
    expect(doc.components.parameters["GetFixtureTalkSlug"].description).toContain("A fixture talk slug");
    expect(doc.components.parameters["GetProjectSlug"].description).toContain("A project slug");
  });

  it("shows every problem on a request to the operation's own path, with its own parameters", () => {
    for (const { name, list, detail } of collections()) {
      for (const route of [list, detail]) {
        const operation = doc.paths[route.pattern].get;
        for (const [status, response] of Object.entries<any>(operation.responses)) {
          const examples = response.content?.["application/problem+json"]?.examples ?? {};
          for (const example of Object.values<any>(examples)) {
            const instance: string = example.value.instance;
            expect(instance.startsWith(`/api/v1/${name}`), `${route.pattern} ${status} ${instance}`).toBe(true);
            expect(instance, `${route.pattern} ${status}`).not.toContain("%7B");
            const asked = new URL(instance, "http://x").searchParams;
            for (const key of asked.keys()) expect(route.query.map((q) => q.name), `${route.pattern} ${status} ${instance}`).toContain(key);
          }
        }
      }
    }
  });

  it("declares 422 only on a list the function can answer: a search (the others are all static files)", () => {
    expect(Object.keys(doc.paths["/api/v1/projects"].get.responses)).toContain("422");
    for (const list of ["/api/v1/fixture-papers", "/api/v1/fixture-talks"]) expect(Object.keys(doc.paths[list].get.responses), list).not.toContain("422");
  });

  it("names every section in its introduction, an empty one too", () => {
    // A copy may hold more sections than the fixtures (the recipe test adds publications).
    const named = /^Profile, projects, case studies, (.+) and skills as JSON under `\/api\/v1\/`/.exec(doc.info.description)?.[1]?.split(", ");
    expect(named).toEqual(expect.arrayContaining(["fixture papers", "fixture talks"]));
  });

  it("documents an empty section whole: its detail has a schema and no made-up example", () => {
    const ok = doc.paths["/api/v1/fixture-talks/{slug}"].get.responses["200"].content["application/json"];
    expect(ok.schema).toEqual({ $ref: "#/components/schemas/FixtureTalk" });
    expect(ok.examples).toBeUndefined();
    const list = doc.paths["/api/v1/fixture-talks"].get.responses["200"].content["application/json"].examples;
    expect(Object.values<any>(list).map((example) => example.value)).toEqual([{ total: 0, "fixture-talks": [] }]);
  });
});

describe("the portal over every section", () => {
  it("counts each section in its first paragraph, in the section's own noun", async () => {
    const html = await (await site().fetch("/")).text();
    const counted = /the profile, \d+ projects? \([^)]*\), (.+) and skills as JSON/.exec(html)?.[1]?.split(", ");
    expect(counted).toEqual(expect.arrayContaining(["3 fixture papers", "0 fixture talks"]));
  });
});

describe("llms.txt over every section", () => {
  it("names each section's list with its count and filters, and an empty one as having none yet", async () => {
    const response = await site().fetch("/llms.txt");
    const text = await response.text();
    expect(text).toMatch(/\/api\/v1\/fixture-papers\b.*all 3 fixture papers; filter with \?year=/);
    expect(text).toMatch(/\/api\/v1\/fixture-talks\b.*no fixture talks yet/);
    expect(text).not.toMatch(/0 fixture talks/);
    // Every added section's noun that has items, whatever sections the owner added beside the
    // fixtures: fixture papers have some, fixture talks none (llms-full.txt has no part for them).
    const nouns = ["project", ...collections().flatMap(({ name }) => {
      const resource = RESOURCES_WITH_SECTIONS.find((r) => r.name === name) as CollectionResource<string, string> | undefined;
      return resource?.section !== undefined && resource.collection.state(site().index).items.length > 0 ? [resource.collection.spec.noun.one] : [];
    })];
    expect(nouns).toContain("fixture paper");
    expect(nouns).not.toContain("fixture talk");
    expect(text).toContain(`this file plus the profile, skills and every ${nouns.slice(0, -1).join(", ")} and ${nouns.at(-1)} in Markdown`);
  });

  it("lists every filtered view of a section, the portal's example value included", async () => {
    const text = await (await site().fetch("/llms.txt")).text();
    let views = 0;
    for (const { name, list } of collections()) {
      for (const filter of list.query.filter((parameter) => parameter.refusal === undefined)) {
        for (const value of filter.staticValues ?? []) {
          expect(text, `${name} ${filter.name}=${value}`).toContain(`/api/v1/${name}?${filter.name}=${encodeURIComponent(value)})`);
          views++;
        }
      }
    }
    expect(views).toBeGreaterThan(0);
  });

  it("llms-full.txt holds every item of a section with items, each field labelled, and no heading for an empty one", async () => {
    const text = await (await site().fetch("/llms-full.txt")).text();
    const papers = await get("/api/v1/fixture-papers");
    expect(papers.body["fixture-papers"].length).toBeGreaterThan(0);
    expect(text).toContain("## Fixture papers");
    for (const paper of papers.body["fixture-papers"] as Array<{ slug: string; title: string; year: unknown }>) {
      const detail = (await get(`/api/v1/fixture-papers/${paper.slug}`)).body as Record<string, unknown>;
      const at = text.indexOf(`### ${detail["title"]}`);
      expect(at, paper.slug).toBeGreaterThan(0);
      const block = text.slice(at, text.indexOf("\n### ", at + 1) === -1 ? undefined : text.indexOf("\n### ", at + 1));
      expect(block).toMatch(new RegExp(`slug \`${paper.slug}\`\\. API: https?://[^/]+/api/v1/fixture-papers/${paper.slug}\n`));
      expect(block).toContain(`- year: ${detail["year"]}`);
    }
    expect(text).not.toContain("## Fixture talks");
  });
});
