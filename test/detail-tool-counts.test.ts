// A detail tool's description counts what it offers in words that fit the number: "One of Ada's
// 3 case studies", "Ada's one case study", and with none, what one would be and that every slug
// is refused (no empty list of slugs). The sample's case studies, cut down to two, one and none.
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type Content } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { createApp } from "../functions/api/core/app.ts";
import { BASE_URL, BUILT_AT, SAMPLE_CONTENT } from "./support/sample.ts";

let content: Content;
beforeAll(async () => {
  const loaded = await loadContent(SAMPLE_CONTENT);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  content = loaded.content;
});

/** get_case_study's description over the content with only the first `keep` case studies. */
async function describedWith(keep: number): Promise<{ description: string; name: string; slugs: string[]; instructions: string }> {
  let kept = 0;
  const projects = content.projects.map((entry) => {
    const { caseStudy, ...rest } = entry.project as typeof entry.project & { caseStudy?: unknown };
    if (caseStudy === undefined || caseStudy === null) return entry;
    return kept++ < keep ? entry : { ...entry, project: rest as typeof entry.project };
  });
  const index = makeIndex({ ...content, projects }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
  const slugs = index.projects.filter((p) => p.caseStudy !== undefined).map((p) => p.slug);
  const response = await createApp(index).handle(
    new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2025-11-25" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) }),
  );
  const { tools } = ((await response.json()) as { result: { tools: Array<{ name: string; description: string }> } }).result;
  const initialized = await createApp(index).handle(
    new Request(`${BASE_URL}/api/mcp`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "test", version: "1" } } }),
    }),
  );
  const { instructions } = ((await initialized.json()) as { result: { instructions: string } }).result;
  return { description: tools.find((t) => t.name === "get_case_study")!.description, name: index.profile.name, slugs, instructions };
}

describe("get_case_study's description", () => {
  it("counts several as 'One of <name>'s <n> case studies' and lists their slugs", async () => {
    const { description, name, slugs } = await describedWith(2);
    expect(slugs).toHaveLength(2);
    expect(description.startsWith(`One of ${name}'s 2 case studies: `)).toBe(true);
    expect(description).toContain(`: ${slugs.join(", ")}.`);
  });

  it("names one as '<name>'s one case study'", async () => {
    const { description, name, slugs } = await describedWith(1);
    expect(slugs).toHaveLength(1);
    expect(description.startsWith(`${name}'s one case study: `)).toBe(true);
    expect(description).not.toMatch(/\b1 case study/);
  });

  it("with none, says what one would be and that every slug is refused", async () => {
    const { description, name, slugs } = await describedWith(0);
    expect(slugs).toEqual([]);
    expect(description.startsWith(`One of ${name}'s case studies, once there are any: `)).toBe(true);
    expect(description).toContain("There is no case study yet, so every slug is refused.");
    expect(description).not.toMatch(/\b0 case studies|: \./);
  });

  it("with no project at all, the instructions say the list is empty for now, and with some they do not", async () => {
    const instructionsOf = async (index: ReturnType<typeof makeIndex>) => {
      const body = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "test", version: "1" } } });
      const response = await createApp(index).handle(new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json" }, body }));
      return ((await response.json()) as { result: { instructions: string } }).result.instructions;
    };
    const empty = await instructionsOf(makeIndex({ ...content, projects: [] }, { baseUrl: BASE_URL, builtAt: BUILT_AT }));
    expect(empty).toMatch(/list_projects [^;]* \(there are none yet, so it answers an empty list\);/);
    const full = await instructionsOf(makeIndex(content, { baseUrl: BASE_URL, builtAt: BUILT_AT }));
    expect(full).toMatch(/list_projects [^;]*;/);
    expect(full).not.toContain("none yet");
  });

  it("with none, the server's instructions say so too, and with some they describe one", async () => {
    const none = await describedWith(0);
    expect(none.instructions).toContain("get_case_study for one project's case study: its title, category, date, excerpt and the link to the write-up, which this server does not hold (there is no case study yet, so every slug is refused for now)");
    const some = await describedWith(1);
    expect(some.instructions).toContain("get_case_study for one project's case study: its title, category, date, excerpt");
  });
});
