// A prompt's wording is data the build writes into the index (from its documentation), and the
// function fills it with the person, the project and the arguments at prompts/get
// (functions/api/core/mcp/fill-text.ts). The text every prompt answers, with and without each
// optional argument and with each value a closed one takes, is the very text the prompts
// answered when the function held the wording as code: the table below is that wording (with
// assess_fit's lane and tier, added since, said in its text).
import { beforeAll, describe, expect, it } from "vitest";
import { createApp, type App } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { localize } from "../functions/api/core/languages/localize.ts";
import { servedLanguages } from "../functions/api/core/languages/translation-keys.ts";
import { fillText } from "../functions/api/core/mcp/fill-text.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";

type Args = Record<string, string>;
/** Free text a caller may send, with every character the wording gives a meaning to. */
const FREE = ["a hiring manager", "x {lang} [a|b] {who} $& $1 ] [ |"];

/** Each prompt: its text and the paths it embeds, as they were worded in code. */
const WORDED: Record<string, { text(index: PortfolioIndex, args: Args): string; embeds(args: Args): string[] }> = {
  introduce: {
    text: ({ profile }, a) =>
      `Introduce ${profile.name} (${profile.title}) to ${a["audience"]}. Use only what the attached profile, skills and projects say: ` +
      `a short paragraph on who they are and what they do, then the two or three projects that would matter most to ${a["audience"]}, each with why.` +
      (a["lang"] ? ` Write it in the language whose tag is '${a["lang"]}'.` : ""),
    embeds: (a) => ["/api/v1/profile", "/api/v1/skills", a["lang"] === undefined ? "/api/v1/projects" : `/api/v1/projects?lang=${a["lang"]}`],
  },
  assess_fit: {
    text: ({ profile }, a) =>
      `Assess how well ${profile.name} (${profile.title}) fits the job described below. Go through its requirements one by one: for each, say whether the attached ` +
      "profile, skills, résumé and projects show it, and cite the project or skill that does. Do not assume anything they do not say. " +
      "End with an overall fit (strong, partial or weak), the two or three projects that show it best, and what to ask in an interview." +
      (a["lane"] ? ` Weigh only projects in the lane '${a["lane"]}'.` : "") +
      (a["tier"] ? ` Weigh only projects of the tier '${a["tier"]}'.` : "") +
      " The attached projects' list holds exactly the projects to weigh (the résumé may name others); if it holds none, say so." +
      `\n\nThe job:\n${a["job_description"]}`,
    embeds: (a) => {
      const query = [a["lane"] === undefined ? "" : `lane=${encodeURIComponent(a["lane"])}`, a["tier"] === undefined ? "" : `tier=${encodeURIComponent(a["tier"])}`].filter(Boolean).join("&");
      return ["/api/v1/profile", "/api/v1/skills", "/api/v1/resume.json", query ? `/api/v1/projects?${query}` : "/api/v1/projects"];
    },
  },
  explain_project: {
    text: (index, a) => {
      const project = index.projects.find((p) => p.slug === a["slug"])!;
      const title = localize(project, a["lang"] ?? "en").title;
      const name = index.profile.name;
      return (
        `Explain ${name}'s project '${title}' to ${a["audience"] ?? "a reader new to it"}: what it is, what ${name}'s part in it was, ` +
        "and what it shows about their work. Use only the attached detail; where it links a case study or the work itself, point to it." +
        (a["lang"] ? ` Write it in the language whose tag is '${a["lang"]}'.` : "")
      );
    },
    embeds: (a) => [`/api/v1/projects/${a["slug"]}${a["lang"] ? `?lang=${a["lang"]}` : ""}`],
  },
};

let index: PortfolioIndex;
let app: App;
beforeAll(async () => {
  index = await sampleIndex();
  app = createApp(index);
});

async function rpc(method: string, params: object): Promise<any> {
  const response = await app.handle(
    new Request(`${BASE_URL}/api/mcp`, { method: "POST", headers: { "Content-Type": "application/json", "MCP-Protocol-Version": "2025-11-25" }, body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }) }),
  );
  return (await response.json()).result;
}

/** Every way to call a prompt: each argument absent (unless required) or given each value it may take. */
function argumentSets(args: ReadonlyArray<{ name: string; required: boolean }>): Args[] {
  const valuesOf = (name: string) =>
    name === "slug" ? index.projects.map((p) => p.slug) : name === "lang" ? servedLanguages(index.site.translations) : name === "lane" ? index.site.lanes : name === "tier" ? index.site.tiers : FREE;
  let sets: Args[] = [{}];
  for (const { name, required } of args) sets = sets.flatMap((set) => [...(required ? [] : [set]), ...valuesOf(name).map((value) => ({ ...set, [name]: value }))]);
  return sets;
}

describe("every prompt's text", () => {
  it("is worded as before for every prompt, with and without each optional argument", async () => {
    const { prompts: listed } = await rpc("prompts/list", {});
    // The engine's prompts (a section an owner added may declare its own, worded by its author).
    const engine = new Set(RESOURCE_LIST.flatMap((resource) => (resource.section === undefined ? (resource.prompts ?? []).map((p) => p.name) : [])));
    expect([...engine].sort()).toEqual(Object.keys(WORDED).sort());
    const prompts = (listed as Array<{ name: string }>).filter((p) => engine.has(p.name));
    expect(prompts.map((p) => p.name).sort()).toEqual(Object.keys(WORDED).sort());
    expect(index.site.translations.length).toBeGreaterThan(0);
    let calls = 0;
    for (const prompt of prompts as Array<{ name: string; arguments: Array<{ name: string; required: boolean }> }>) {
      const worded = WORDED[prompt.name]!;
      const sets = argumentSets(prompt.arguments);
      // Each optional argument is left out by some call and given by another.
      for (const argument of prompt.arguments.filter((a) => !a.required)) {
        expect(sets.some((set) => set[argument.name] === undefined) && sets.some((set) => set[argument.name] !== undefined), `${prompt.name} ${argument.name}`).toBe(true);
      }
      for (const args of sets) {
        const { messages } = await rpc("prompts/get", { name: prompt.name, arguments: args });
        const [text, ...embedded] = messages as Array<{ role: string; content: { type: string; text?: string; resource?: { uri: string } } }>;
        const call = `${prompt.name} ${JSON.stringify(args)}`;
        expect(text, call).toEqual({ role: "user", content: { type: "text", text: worded.text(index, args) } });
        expect(embedded.map((m) => m.content.resource?.uri), call).toEqual(worded.embeds(args).map((path) => BASE_URL + path));
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(20);
  });
});

describe("fillText", () => {
  it.each([
    ["a value", "Hello {who}.", { who: "Ada" }, "Hello Ada."],
    ["a part whose values are given", "Hi.[ In {lang}.]", { lang: "tr" }, "Hi. In tr."],
    ["a part whose value is absent", "Hi.[ In {lang}.]", {}, "Hi."],
    ["an alternative when the value is absent", "To [{audience}|a reader].", {}, "To a reader."],
    ["the value when it is given", "To [{audience}|a reader].", { audience: "a client" }, "To a client."],
    ["a part needing two values, one absent", "[{a} and {b}]", { a: "x" }, ""],
    ["values with braces, brackets and $ patterns, as they are", "{job} / {who}", { job: "{who} [x|y] $& $1", who: "Ada" }, "{who} [x|y] $& $1 / Ada"],
  ])("fills %s", (_what, wording, values, expected) => {
    expect(fillText(wording, values)).toBe(expected);
  });
});
