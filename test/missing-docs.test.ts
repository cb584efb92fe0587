// A piece of the API without its documentation stops the build with a message that says where
// the words go (functions/api/core/api-docs.ts, build/resources/problem-docs.ts), and two
// resources cannot declare one tool name. Each message is held here to what it promises.
import { appProblems } from "../build/resource-docs-of.ts";
import { describe, expect, it } from "vitest";
import { describeApi, documentedTools } from "../functions/api/core/api-docs.ts";
import { createApp } from "../functions/api/core/app.ts";
import { defineResource, type Resource } from "../functions/api/core/resource.ts";
import type { ResourceDocs } from "../functions/api/core/resource-docs.ts";
import type { ToolDeclaration } from "../functions/api/core/tool.ts";
import type { ToolDocs } from "../functions/api/core/tool-docs.ts";
import { problemDocs } from "../build/resources/problem-docs.ts";
import type { AnyProblemType } from "../functions/api/core/http/problems.ts";
import { sampleIndex } from "./support/sample.ts";

const tool = (name: string): ToolDeclaration => ({ name, create: () => { throw new Error("not called"); } });
const resource = (name: string, tools: string[] = []): Resource => defineResource({ name, routes: () => [], tools: tools.map(tool) });
const words = (name: string): ToolDocs => ({ title: name, purpose: () => "to test", outputSchema: "Talk", description: () => `${name}.`, inputSchema: () => ({ type: "object" }) });
const docs = (toolNames: string[] = []): ResourceDocs => ({
  tag: { name: "Talks", description: "Talks." },
  endpoints: () => [],
  tools: Object.fromEntries(toolNames.map((name) => [name, words(name)])),
});

describe("a resource without documentation", () => {
  it("names the resource and the two places its documentation can go", () => {
    expect(() => describeApi([resource("talks")], () => undefined)).toThrow(
      "The resource 'talks' has no documentation: add talksDocs to RESOURCE_DOCS in functions/api/core/resource-list-docs.ts, or, for an added section, docs to its content kind (docs/adding-a-resource.md).",
    );
  });
});

describe("an MCP tool without documentation", () => {
  it("names the tool, its resource and where its words go", () => {
    const described = describeApi([resource("talks", ["list_talks"])], () => docs());
    expect(() => documentedTools(described)).toThrow("The MCP tool 'list_talks' of the resource 'talks' has no documentation: add it to the tools of that resource's documentation.");
  });

  it("is found when its words are there", () => {
    const described = describeApi([resource("talks", ["list_talks"])], () => docs(["list_talks"]));
    expect(documentedTools(described).map((t) => t.tool.name)).toEqual(["list_talks"]);
  });
});

describe("two resources declaring one tool name", () => {
  it("is refused, naming the tool", () => {
    const described = describeApi([resource("talks", ["list_items"]), resource("papers", ["list_items"])], () => docs(["list_items"]));
    expect(() => documentedTools(described)).toThrow("Two resources declare the MCP tool 'list_items': rename one of them.");
  });
});

describe("a problem without documentation", () => {
  it("names the problem's code and the file its words go in", async () => {
    const app = createApp(await sampleIndex());
    const undocumented = { code: "NOT_DOCUMENTED_ANYWHERE", status: 418, title: "Undocumented", detail: () => "" } as unknown as AnyProblemType;
    expect(() => problemDocs(app, undocumented)).toThrow("The problem NOT_DOCUMENTED_ANYWHERE has no documentation: add it to build/resources/problem-docs.ts.");
  });

  it("is not thrown for any problem the app answers with", async () => {
    const app = createApp(await sampleIndex());
    for (const type of appProblems(app)) expect(() => problemDocs(app, type)).not.toThrow();
  });
});
