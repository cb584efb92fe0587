// Wording must not promise what the API does not hold: a case study is a title, a category, a
// date, an excerpt and a link, not its full text; and only fields `q` really searches may be
// called searchable in the content reference.
import { beforeAll, describe, expect, it } from "vitest";
import { call, sampleApp } from "./support/sample.ts";
import type { App } from "../functions/api/core/app.ts";
import { CaseStudySchema } from "../functions/api/schemas/response-schemas.ts";
import { LATEST_LEGACY_PROTOCOL_VERSION } from "../functions/api/core/mcp/protocol-versions.ts";
import { SEARCHED_FIELDS } from "../functions/api/core/resources/projects/project-views.ts";
import { renderContentReference } from "../build/content/content-reference.ts";

/** Words that claim the case study's own text is served. */
const WHOLE_TEXT = /full (story|text|record)|whole (story|text)|read the case study/i;

let app: App;
beforeAll(async () => {
  app = await sampleApp();
});

async function rpc(method: string, params: object): Promise<any> {
  const answer = await call(app, "/api/mcp", { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json, text/event-stream" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) });
  expect(answer.status).toBe(200);
  return answer.json().result;
}

describe("what the MCP server says a case study is", () => {
  it("does not promise the case study's full text in its instructions, and says the write-up is only linked", async () => {
    const { instructions } = await rpc("initialize", { protocolVersion: LATEST_LEGACY_PROTOCOL_VERSION, capabilities: {}, clientInfo: { name: "t", version: "1" } });
    expect(instructions).toContain("get_case_study");
    expect(instructions).not.toMatch(WHOLE_TEXT);
    expect(instructions).toContain("does not hold");
  });

  it("describes get_case_study by exactly the fields a case study has", async () => {
    const tool = (await rpc("tools/list", {})).tools.find((t: { name: string }) => t.name === "get_case_study");
    expect(`${tool.title} ${tool.description}`).not.toMatch(WHOLE_TEXT);
    const named = /case study \(([^)]*)\)/.exec(tool.description)?.[1] ?? "";
    const fields = Object.keys(CaseStudySchema.shape);
    for (const field of fields) expect(named).toContain(field);
  });
});

describe("what the content reference calls searchable", () => {
  it("calls a field searchable only when q searches it, and says alternateNames are not searched", () => {
    const rows = renderContentReference().split("\n").filter((line) => line.startsWith("| `"));
    const searchable = rows.filter((row) => /searchable/i.test(row)).map((row) => /^\| `([^`]+)`/.exec(row)?.[1]);
    expect(searchable.length).toBeGreaterThan(0);
    for (const field of searchable) expect(SEARCHED_FIELDS as readonly (string | undefined)[]).toContain(field);
    const alternate = rows.find((row) => row.startsWith("| `alternateNames`")) ?? "";
    expect(alternate).toContain("projects only");
  });

  it("finds no project by the person's alternate name, as the reference now says", async () => {
    const profile = (await call(app, "/api/v1/profile")).json();
    const name: string | undefined = profile.alternateNames?.[0];
    expect(name).toBeDefined();
    expect((await call(app, `/api/v1/projects?q=${encodeURIComponent(name!)}`)).json().total).toBe(0);
  });
});
