// What an MCP host shows besides tools, through the official clients: the v1 SDK client
// (legacy era) and the v2 client pinned to 2026-07-28 and in auto mode, each against the
// preview twice, once answering through the site's own function module (the function path a
// deploy runs) and once through the core in-process (the preview path). Resources read back the
// REST answers byte for byte, the templates and prompts answer from the content under test, and
// completions complete what the content holds.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Client as V1Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport as V1Transport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { Client as V2Client, StreamableHTTPClientTransport as V2Transport } from "@modelcontextprotocol/client";
import { useSite, type ServedSite } from "./support/preview-harness.ts";
import { declaredPromptNames } from "./support/declared-lists.ts";

/** The calls every client makes; each returns what the test compares. */
interface SurfaceClient {
  listResources(): Promise<{ resources: Array<{ uri: string; mimeType?: string }> }>;
  listResourceTemplates(): Promise<{ resourceTemplates: Array<{ uriTemplate: string }> }>;
  readResource(params: { uri: string }): Promise<{ contents: Array<{ uri: string; mimeType?: string; text?: string }> }>;
  listPrompts(): Promise<{ prompts: Array<{ name: string; arguments?: Array<{ name: string; required?: boolean }> }> }>;
  getPrompt(params: { name: string; arguments?: Record<string, string> }): Promise<{ messages: Array<{ role: string; content: { type: string; text?: string; resource?: { uri: string; text?: string } } }> }>;
  complete(params: { ref: { type: "ref/resource"; uri: string } | { type: "ref/prompt"; name: string }; argument: { name: string; value: string } }): Promise<{ completion: { values: string[]; total?: number; hasMore?: boolean } }>;
  close(): Promise<void>;
}

type Mode = "v1 (legacy)" | "v2 pinned to 2026-07-28" | "v2 auto";

async function connect(site: ServedSite, mode: Mode): Promise<SurfaceClient> {
  const url = new URL(`${site.url}/api/mcp`);
  if (mode === "v1 (legacy)") {
    const client = new V1Client({ name: "surface-test", version: "1.0.0" });
    await client.connect(new V1Transport(url));
    return client as unknown as SurfaceClient;
  }
  const client = new V2Client({ name: "surface-test", version: "1.0.0" }, { versionNegotiation: { mode: mode === "v2 auto" ? "auto" : { pin: "2026-07-28" } } });
  await client.connect(new V2Transport(url));
  return client as unknown as SurfaceClient;
}

/** The error code a rejected call carried. */
async function codeOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
    return "resolved";
  } catch (error) {
    return (error as { code?: unknown }).code;
  }
}

const SITES = { "function path": {}, "preview path (core in-process)": { app: {} } } as const;
const MODES: Mode[] = ["v1 (legacy)", "v2 pinned to 2026-07-28", "v2 auto"];

for (const [where, options] of Object.entries(SITES)) {
  describe(`MCP resources, prompts and completions through the ${where}`, () => {
    const site = useSite(options);
    const rest = async (target: string) => (await site().fetch(target)).text();

    for (const mode of MODES) {
      describe(mode, () => {
        let client: SurfaceClient;
        beforeAll(async () => {
          client = await connect(site(), mode);
        });
        afterAll(async () => {
          await client?.close();
        });
        const base = () => site().index.site.baseUrl;
        const modern = mode !== "v1 (legacy)";

        it("lists the profile, the skills, the résumé and the app view, and reads each REST answer byte for byte", async () => {
          const { resources } = await client.listResources();
          const uris = resources.map((r) => r.uri);
          expect(uris).toEqual(expect.arrayContaining([`${base()}/api/v1/profile`, `${base()}/api/v1/skills`, `${base()}/api/v1/resume.json`]));
          for (const uri of uris.filter((u) => u.startsWith("http"))) {
            const { contents } = await client.readResource({ uri });
            expect(contents).toEqual([{ uri, mimeType: "application/json", text: await rest(uri.slice(base().length)) }]);
          }
          const view = resources.find((r) => r.uri.startsWith("ui://"));
          expect(view?.mimeType).toBe("text/html;profile=mcp-app");
        });

        it("reads a project by the template, as GET answers it, and refuses an unknown URI with the revision's error", async () => {
          const { resourceTemplates } = await client.listResourceTemplates();
          const template = resourceTemplates.find((t) => t.uriTemplate === `${base()}/api/v1/projects/{slug}`);
          expect(template).toBeDefined();
          const slug = site().index.projects.at(-1)!.slug;
          const uri = `${base()}/api/v1/projects/${slug}`;
          expect((await client.readResource({ uri })).contents[0]?.text).toBe(await rest(`/api/v1/projects/${slug}`));
          // 2026-07-28 answers -32602 (SEP-2164); the legacy revisions -32002. The v2 client turns a
          // -32002 into -32602 itself, so the wire's code per era is asserted raw in mcp-surface-served.
          expect(await codeOf(client.readResource({ uri: `${base()}/api/v1/projects/no-such-project-here` }))).toBe(modern ? -32602 : -32002);
          expect(await codeOf(client.readResource({ uri: "https://elsewhere.example/api/v1/profile" }))).toBe(modern ? -32602 : -32002);
        });

        it("gets a prompt whose messages embed the REST answers, in the owner's own words, and refuses a missing argument", async () => {
          const { prompts } = await client.listPrompts();
          expect(prompts.map((p) => p.name)).toEqual(declaredPromptNames());
          const project = site().index.projects[0]!;
          const { messages } = await client.getPrompt({ name: "explain_project", arguments: { slug: project.slug } });
          const [intro, ...embedded] = messages;
          expect(intro?.content.text).toContain(site().index.profile.name);
          expect(intro?.content.text).toContain(project.title);
          expect(embedded.map((m) => m.content.resource?.uri)).toEqual([`${base()}/api/v1/projects/${project.slug}`]);
          expect(embedded[0]?.content.resource?.text).toBe(await rest(`/api/v1/projects/${project.slug}`));
          const fit = await client.getPrompt({ name: "assess_fit", arguments: { job_description: "Builds and runs APIs." } });
          expect(fit.messages[0]?.content.text).toContain("Builds and runs APIs.");
          expect(fit.messages.slice(1).map((m) => m.content.resource?.uri)).toEqual([`${base()}/api/v1/profile`, `${base()}/api/v1/skills`, `${base()}/api/v1/resume.json`, `${base()}/api/v1/projects`]);
          // Every prompt's embeds are the REST answers: introduce's too, whose audience is free text.
          const introduced = await client.getPrompt({ name: "introduce", arguments: { audience: "a hiring team" } });
          expect(introduced.messages[0]?.content.text).toContain("a hiring team");
          const introEmbeds = introduced.messages.slice(1).map((m) => m.content.resource);
          expect(introEmbeds.length).toBeGreaterThan(0);
          for (const resource of introEmbeds) expect(resource?.text).toBe(await rest(resource!.uri.slice(base().length)));
          expect(await codeOf(client.getPrompt({ name: "introduce", arguments: { audience: "x", not_an_argument: "y" } }))).toBe(-32602);
          expect(await codeOf(client.getPrompt({ name: "assess_fit", arguments: {} }))).toBe(-32602);
          expect(await codeOf(client.getPrompt({ name: "no_such_prompt" }))).toBe(-32602);
        });

        it("completes the template's slug and a prompt's closed arguments from the content", async () => {
          const slugs = site().index.projects.map((p) => p.slug);
          const prefix = slugs[0]!.slice(0, 1);
          const { completion } = await client.complete({ ref: { type: "ref/resource", uri: `${base()}/api/v1/projects/{slug}` }, argument: { name: "slug", value: prefix } });
          const expected = slugs.filter((s) => s.startsWith(prefix));
          expect(completion).toEqual({ values: expected.slice(0, 100), total: expected.length, hasMore: expected.length > 100 });
          const lanes = await client.complete({ ref: { type: "ref/prompt", name: "assess_fit" }, argument: { name: "lane", value: "" } });
          expect(lanes.completion.values).toEqual(site().index.site.lanes);
          const tiers = await client.complete({ ref: { type: "ref/prompt", name: "assess_fit" }, argument: { name: "tier", value: "" } });
          expect(tiers.completion.values).toEqual(site().index.site.tiers);
          const projectSlugs = await client.complete({ ref: { type: "ref/prompt", name: "explain_project" }, argument: { name: "slug", value: prefix } });
          expect(projectSlugs.completion).toEqual(completion);
          const languages = await client.complete({ ref: { type: "ref/prompt", name: "introduce" }, argument: { name: "lang", value: "" } });
          expect(languages.completion.values).toEqual(["en", ...site().index.site.translations]);
        });
      });
    }
  });
}
