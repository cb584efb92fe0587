// The MCP App view (issue 27 item 4: the io.modelcontextprotocol/ui extension, SEP-1865). Its
// document is checked as data (size, policy, no sample words, strict types of its scripts);
// then a real host (test/support/app-host.ts: the ext-apps AppBridge, a sandbox proxy on
// another origin, the view in a sandboxed srcdoc iframe) shows real `tools/call` results of
// the owner's content and of the hostile fixture in headless Chromium. Names, titles, lanes
// and tiers come from the content under test, never from the sample person.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import ts from "typescript";
import type { Browser, Frame, Page } from "playwright-core";
import { renderMcpApp, VIEW_SCRIPTS } from "../build/mcp-app/render-mcp-app.ts";
import { createApp, type App } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { launchChromium } from "./support/browser.ts";
import { startAppHost, type AppHost, type HostPage } from "./support/app-host.ts";
import { callTool, contentIndex, readAppResource } from "./support/app-host-content.ts";
import type { AppResource, HostWindow } from "./support/app-host-types.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

/** Issue 27 item 7: the app's HTML is data the index carries; it must stay small. */
const APP_HTML_LIMIT = 60_000;
const SCREENSHOTS = "test-output/mcp-app";
const HOSTILE_CONTENT = "test/fixtures/hostile";

const html = renderMcpApp();
/** A project of the owner's content with a case study, if it has one. */
const ownerIndex = await contentIndex(OWNER_CONTENT);
const studied = ownerIndex.projects.find((project) => project.caseStudy);
/** A language the owner's content is translated into, if any. */
const language = ownerIndex.site.translations[0];

/**
 * The view as the host loads it: the `ui://` URI list_projects links in tools/list, read with
 * resources/read, as a host would (test/support/app-host-content.ts). It is the build's HTML.
 */
async function viewResource(app: App): Promise<AppResource> {
  const resource = await readAppResource(app, "list_projects");
  expect(resource.html).toBe(html);
  return resource;
}

/** `<script>`'s and `<style>`'s text, and the policy the document's meta element carries. */
function documentParts(document: string): { script: string; style: string; policy: Map<string, string[]> } {
  const script = /<script>([\s\S]*?)<\/script>/.exec(document)?.[1] ?? "";
  const style = /<style>([\s\S]*?)<\/style>/.exec(document)?.[1] ?? "";
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(document)?.[1] ?? "";
  const policy = new Map(content.split(";").map((directive) => directive.trim().split(/\s+/)).map(([name = "", ...sources]) => [name, sources]));
  return { script, style, policy };
}

function sha256(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

describe("the view's document", () => {
  it(`is one self-contained HTML document of at most ${APP_HTML_LIMIT.toLocaleString("en")} bytes`, () => {
    const bytes = Buffer.byteLength(html, "utf8");
    expect(bytes).toBeLessThanOrEqual(APP_HTML_LIMIT);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    // Nothing it could fetch: no script, style, font, image or frame from a URL.
    expect(html).not.toMatch(/\ssrc=|\shref=|<link|<iframe|<img/i);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html.match(/<style>/g)).toHaveLength(1);
  });

  it("carries a policy that allows its own script and style by hash and no other origin", () => {
    const { script, style, policy } = documentParts(html);
    expect(script.length).toBeGreaterThan(1000);
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'none'"],
      "script-src": [sha256(script)],
      "style-src": [sha256(style)],
      "base-uri": ["'none'"],
      "form-action": ["'none'"],
    });
  });

  it("holds no word of the sample portfolio: it is the same for every owner", async () => {
    const sample = await contentIndex(SAMPLE_CONTENT);
    const words = [sample.profile.name, sample.site.service, ...sample.projects.flatMap((project) => [project.slug, project.title])];
    for (const word of words) expect(html, word).not.toContain(word);
  });

  it("type-checks its scripts as one program under the project's strict options", () => {
    const files = VIEW_SCRIPTS.map((file) => path.join("build/mcp-app", file));
    const program = ts.createProgram(files, {
      allowJs: true,
      checkJs: true,
      noEmit: true,
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noImplicitOverride: true,
      noFallthroughCasesInSwitch: true,
      target: ts.ScriptTarget.ES2022,
      lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program);
    const text = ts.formatDiagnostics(diagnostics, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => process.cwd(), getNewLine: () => "\n" });
    expect(text).toBe("");
    // Every script is in the program and checked: a file without `// @ts-check` would pass unread.
    for (const file of files) expect(program.getSourceFile(file)?.text.startsWith("// @ts-check\n"), file).toBe(true);
  });
});

let host: AppHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startAppHost(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.close();
});

/** The one console line Chromium writes for every SEP-1865 proxy (it needs both flags). */
const PROXY_FLAGS_WARNING = /allow-scripts and allow-same-origin for its sandbox attribute can escape its sandboxing/;

/** What every run must leave: no request elsewhere, no dialog, nothing on any console. */
function expectClean(hostPage: HostPage): void {
  expect(hostPage.foreign).toEqual([]);
  expect(hostPage.dialogs).toEqual([]);
  expect(hostPage.console.filter((line) => !PROXY_FLAGS_WARNING.test(line))).toEqual([]);
}

/** A full-page PNG under test-output/, checked to be one, `width` pixels wide. */
async function screenshot(page: Page, name: string, width: number): Promise<void> {
  const png = await page.screenshot({ fullPage: true });
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(path.join(SCREENSHOTS, name), png);
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  expect(png.readUInt32BE(16)).toBe(width);
  expect(png.length).toBeGreaterThan(2000);
}

/** The text of every element matching `selector` in the view. */
function texts(frame: Frame, selector: string): Promise<string[]> {
  return frame.$$eval(selector, (nodes) => nodes.map((node) => node.textContent ?? ""));
}

/** Elements and attributes content could have smuggled in, and the view's own script count. */
function smuggled(frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const found = [...document.querySelectorAll("*")].flatMap((node) => {
      const hits = node.getAttributeNames().flatMap((name) => {
        const value = node.getAttribute(name) ?? "";
        return name.startsWith("on") || /^\s*(javascript|data|vbscript):/i.test(value) || name === "style" || name === "src" || name === "srcset" ? [`${node.tagName} ${name}=${value}`] : [];
      });
      return ["IMG", "IFRAME", "OBJECT", "EMBED", "SVG", "LINK", "FORM", "INPUT", "BASE", "VIDEO", "AUDIO"].includes(node.tagName.toUpperCase()) ? [...hits, node.tagName] : hits;
    });
    if (document.scripts.length !== 1) found.push(`${document.scripts.length} scripts`);
    if (document.querySelectorAll("style").length !== 1) found.push("another style element");
    return found;
  });
}

/**
 * Horizontal overflow in the view: elements reaching past its width or holding text wider than
 * themselves (text spilling out of a box leaves the box's own rectangle as it was), and the
 * document's scroll width.
 */
function overflow(frame: Frame): Promise<{ width: number; scrollWidth: number; outside: string[] }> {
  return frame.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll("body *")].flatMap((node) => {
      const box = node.getBoundingClientRect();
      const spills = node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).display !== "inline";
      return box.right > width + 0.5 || box.left < -0.5 || spills ? [`${node.tagName}.${node.className} ${Math.round(box.left)}..${Math.round(box.right)}`] : [];
    });
    return { width, scrollWidth: document.documentElement.scrollWidth, outside };
  });
}

/** The first http(s) link of a project, as a browser normalizes it. */
function firstLink(links: Record<string, string | undefined>): string | undefined {
  for (const value of Object.values(links)) {
    try {
      const url = new URL(value ?? "");
      if (url.protocol === "https:" || url.protocol === "http:") return url.href;
    } catch {
      // Not a URL: the view shows no link for it.
    }
  }
  return undefined;
}

describe("the view in a host, over the owner's content", () => {
  let index: PortfolioIndex;
  let app: App;
  /** The engine's sample, for what the owner's content has none of (a case study, a translation): every test runs for every owner. */
  let sample: { index: PortfolioIndex; app: App };
  beforeAll(async () => {
    index = await contentIndex(OWNER_CONTENT);
    app = createApp(index);
    const sampleIndex = await contentIndex(SAMPLE_CONTENT);
    sample = { index: sampleIndex, app: createApp(sampleIndex) };
  });

  async function showTool(
    name: string,
    args: Record<string, unknown>,
    options: { width?: number; theme?: "light" | "dark"; over?: App; colorScheme?: "light" | "dark"; variables?: Record<string, string> } = {},
  ): Promise<{ hostPage: HostPage; frame: Frame; result: Record<string, unknown> }> {
    const over = options.over ?? app;
    const hostPage = await host.newPage(browser, options.width);
    // The system's preference, as the host's page sees it, before the view loads.
    if (options.colorScheme) await hostPage.page.emulateMedia({ colorScheme: options.colorScheme });
    const result = await callTool(over, name, args);
    const frame = await hostPage.show({
      resource: await viewResource(over),
      toolName: name,
      arguments: args,
      result,
      ...(options.theme ? { theme: options.theme } : {}),
      ...(options.variables ? { variables: options.variables } : {}),
    });
    return { hostPage, frame, result };
  }

  it("shows every project of list_projects as a card, with the content's titles, lanes and tiers", async () => {
    const { hostPage, frame } = await showTool("list_projects", {}, { theme: "light" });
    expect(await texts(frame, ".card-title")).toEqual(index.projects.map((project) => project.title));
    const tags = await frame.$$eval(".card", (cards) => cards.map((card) => [...card.querySelectorAll(".tags .tag")].slice(0, 2).map((tag) => tag.textContent)));
    expect(tags).toEqual(index.projects.map((project) => [project.lane, project.tier]));
    expect(await texts(frame, "h1")).toEqual(["Projects"]);
    expect(await texts(frame, ".count")).toEqual([`${index.projects.length} project${index.projects.length === 1 ? "" : "s"}`]);
    // Size reports start after the handshake, as the extension's lifecycle orders.
    expect(await hostPage.record()).toMatchObject({ initialized: true, resultSent: true, appInfo: { name: "portfolio-view", version: "1.0.0" }, earlySizes: 0, errors: [] });
    // The view reports its height (after layout, so it may come a moment later), and the host
    // sizes the frame to it: every card shows.
    const height = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    await hostPage.page.waitForFunction((expected) => (window as unknown as HostWindow).hostRecord.sizes.at(-1)?.height === expected, height);
    expect(await hostPage.page.evaluate(() => document.querySelector("iframe")?.getBoundingClientRect().height)).toBe(height);
    await screenshot(hostPage.page, "list-light.png", 720);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("shows the case study of get_case_study: its title, excerpt, date and link, then its project (the owner's, or the sample's when the owner has none)", async () => {
    const over = studied ? { index, app } : sample;
    const project = over.index.projects.find((candidate) => candidate.caseStudy);
    const study = project?.caseStudy;
    if (!project || !study) throw new Error("neither the owner's content nor the sample has a case study");
    const { hostPage, frame } = await showTool("get_case_study", { slug: project.slug }, { theme: "dark", over: over.app });
    expect(await texts(frame, "h1")).toEqual([study.title ?? project.title]);
    expect(await texts(frame, ".project h2")).toEqual([project.title]);
    if (study.excerpt) expect(await texts(frame, ".excerpt")).toEqual([study.excerpt]);
    if (study.category) expect(await texts(frame, ".eyebrow")).toEqual([expect.stringContaining(study.category)]);
    if (study.date) expect(await frame.$$eval("time", (times) => times.map((time) => time.getAttribute("datetime")))).toEqual([study.date]);
    const read = await frame.$$eval("a.button", (links) => links.map((link) => link.getAttribute("href")));
    expect(read).toEqual(study.url ? [new URL(study.url).href] : []);
    await screenshot(hostPage.page, "case-study-dark.png", 720);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  /** A card with a link: the owner's first, or the sample's when no project of the owner has one yet (new-project writes `"links": {}`). */
  function linkedCard(): { over: App; position: number; url: string } {
    for (const { index: content, app: over } of [{ index, app }, sample]) {
      const position = content.projects.findIndex((project) => firstLink(project.links) !== undefined);
      const url = firstLink(content.projects[position]?.links ?? {});
      if (url !== undefined) return { over, position, url };
    }
    throw new Error("neither the owner's content nor the sample has a project with an http(s) link");
  }

  it("opens links through the host with ui/open-link, by click and by keyboard; the frame never navigates (the owner's links, or the sample's when the owner has none)", async () => {
    const { over, position, url } = linkedCard();
    const { hostPage, frame } = await showTool("list_projects", {}, { over });
    const anchor = frame.locator(".card").nth(position).locator(".links a").first();
    await anchor.click();
    await hostPage.page.waitForFunction(() => (window as unknown as HostWindow).hostRecord.openedLinks.length === 1);
    await anchor.focus();
    await frame.page().keyboard.press("Enter");
    await hostPage.page.waitForFunction(() => (window as unknown as HostWindow).hostRecord.openedLinks.length === 2);
    expect((await hostPage.record()).openedLinks).toEqual([url, url]);
    expect(frame.url()).toBe("about:srcdoc");
    expect((await texts(frame, ".card-title")).length).toBeGreaterThan(position);
    expect(hostPage.page.frames()).toHaveLength(3);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("keeps a link the host declines closed, with an error or with isError, even where popups are allowed; a note says so", async () => {
    const { over, position, url } = linkedCard();
    for (const declineLinks of ["error", "isError"] as const) {
      const hostPage = await host.newPage(browser);
      const result = await callTool(over, "list_projects", {});
      // Popups allowed: a view that fell back to window.open would get its window.
      const frame = await hostPage.show({ resource: await viewResource(over), toolName: "list_projects", arguments: {}, result, declineLinks, sandbox: "allow-scripts allow-popups allow-popups-to-escape-sandbox" });
      // Empty, the live region is still rendered (display: none would take it out of the
      // accessibility tree, and it would enter with its text, unannounced).
      expect(await frame.evaluate(() => { const status = document.getElementById("status"); return status ? [status.textContent, getComputedStyle(status).display] : null; })).toEqual(["", "block"]);
      await frame.locator(".card").nth(position).locator(".links a").first().click();
      await frame.waitForFunction(() => document.getElementById("status")?.textContent !== "");
      expect(await texts(frame, "#status"), declineLinks).toEqual([`The host did not open ${url}`]);
      // The live region was there before its text (screen readers announce a change, not an
      // insertion with its text), and it sits above the cards, where the reader can see it.
      expect(await frame.evaluate(() => document.getElementById("status")!.getBoundingClientRect().top < document.querySelector(".card")!.getBoundingClientRect().top), declineLinks).toBe(true);
      expect((await hostPage.record()).openedLinks).toEqual([url]);
      // The control: this frame can open a window, and the watch sees it.
      expect(hostPage.page.context().pages()).toHaveLength(1);
      expectClean(hostPage);
      const popup = hostPage.page.waitForEvent("popup");
      await frame.evaluate(() => void window.open("about:blank"));
      await popup;
      expect(hostPage.page.context().pages()).toHaveLength(2);
      await hostPage.page.context().close();
    }
  });

  it("gives each text its own direction: a right-to-left title reads right to left, and no field reorders the one beside it", async () => {
    const over = studied ? { index, app } : sample;
    const project = over.index.projects.find((candidate) => candidate.caseStudy);
    if (!project) throw new Error("neither the owner's content nor the sample has a case study");
    const result = await callTool(over.app, "get_case_study", { slug: project.slug });
    const detail = structuredClone(result["structuredContent"]) as Record<string, unknown> & { caseStudy: Record<string, unknown> };
    // Past the content rules (they refuse bidi controls): the view must isolate fields itself.
    // A right-to-left proof point puts its bullet on the right: the list keeps room on that side.
    Object.assign(detail, { title: "مشروع تجريبي (نسخة ٢)!", role: "مطوّرة\u202E", status: "live", proofPoints: ["نقطة إثبات أولى", "A left-to-right point"] });
    Object.assign(detail.caseStudy, { category: "cat\u202E tab", date: "2024-13-45" });
    const hostPage = await host.newPage(browser);
    const frame = await hostPage.show({ resource: await viewResource(over.app), toolName: "get_case_study", arguments: { slug: project.slug }, result: { ...result, structuredContent: detail } });
    const directions = await frame.evaluate(() => {
      const style = (node: Element | null) => (node ? getComputedStyle(node) : undefined);
      const fields = [...document.querySelectorAll(".eyebrow > *, .role > *, .tags > *")];
      return {
        title: style(document.querySelector(".project h2"))?.direction,
        isolated: fields.map((node) => style(node)?.unicodeBidi),
        eyebrow: document.querySelector(".eyebrow")?.textContent,
        times: document.querySelectorAll(".eyebrow time").length,
      };
    });
    expect(directions.title).toBe("rtl");
    expect(directions.isolated.length).toBeGreaterThanOrEqual(4);
    expect(new Set(directions.isolated)).toEqual(new Set(["isolate"]));
    // A day no calendar has is shown as written, not rolled over into another year.
    expect(directions.eyebrow).toBe("Case study · cat\u202E tab · 2024-13-45");
    expect(directions.times).toBe(0);
    expect(await frame.$$eval(".proof li", (items) => items.map((item) => getComputedStyle(item).direction))).toEqual(["rtl", "ltr"]);
    expect((await overflow(frame)).outside).toEqual([]);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("follows the host's context as it changes: a new locale spells the date again, in that language, and a style variable taken away is dropped", async () => {
    const over = studied?.caseStudy?.date ? { index, app } : sample;
    const project = over.index.projects.find((candidate) => candidate.caseStudy?.date?.includes("-"));
    const date = project?.caseStudy?.date;
    if (!project || !date) throw new Error("neither the owner's content nor the sample has a case study with a month");
    const { hostPage, frame } = await showTool("get_case_study", { slug: project.slug }, { over: over.app });
    const spelled = (locale: string) => {
      const [year = 0, month = 1, day] = date.split("-").map(Number);
      return new Date(Date.UTC(year, month - 1, day ?? 1)).toLocaleDateString(locale, { year: "numeric", month: "long", timeZone: "UTC", ...(day === undefined ? {} : { day: "numeric" }) });
    };
    expect(await texts(frame, "time")).toEqual([spelled("en-US")]);
    // Spelled again in place: the view is not drawn anew (a note, the focus would be lost).
    await frame.evaluate(() => document.querySelector("h1")?.setAttribute("data-before", ""));
    await hostPage.page.evaluate(() => (window as unknown as HostWindow).updateHostContext({ locale: "de-DE" }));
    await frame.waitForFunction((expected) => document.querySelector("time")?.textContent === expected, spelled("de-DE"));
    expect(await frame.$$eval("h1[data-before]", (nodes) => nodes.length)).toBe(1);
    // The date says which language it is spelled in, inside an English page (WCAG 3.1.2).
    expect(await frame.$eval("time", (time) => time.lang)).toBe("de-DE");
    const variable = () => frame.evaluate(() => document.documentElement.style.getPropertyValue("--color-background-primary"));
    await hostPage.page.evaluate(() => (window as unknown as HostWindow).updateHostContext({ variables: { "--color-background-primary": "#fafafa" } }));
    await frame.waitForFunction(() => document.documentElement.style.getPropertyValue("--color-background-primary") === "#fafafa");
    await hostPage.page.evaluate(() => (window as unknown as HostWindow).updateHostContext({ variables: {} }));
    await frame.waitForFunction(() => document.documentElement.style.getPropertyValue("--color-background-primary") === "");
    expect(await variable()).toBe("");
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("matches its own colors to a host that paints the page but names no theme, whatever the system prefers", async () => {
    const hosts = [
      { colorScheme: "dark", variables: { "--color-background-primary": "#ffffff", "--color-background-secondary": "#f4f4f4", "--color-text-primary": "#111111", "--color-text-secondary": "#4a4a4a" }, light: true },
      { colorScheme: "light", variables: { "--color-background-primary": "#101010", "--color-background-secondary": "#1b1b1b", "--color-text-primary": "#f0f0f0", "--color-text-secondary": "#b8b8b8" }, light: false },
      // A notation other than rgb() (a Tailwind palette is oklch) is read as the page shows it.
      { colorScheme: "light", variables: { "--color-background-primary": "oklch(0.2 0 0)", "--color-background-secondary": "color-mix(in srgb, black 85%, white)", "--color-text-primary": "#f0f0f0", "--color-text-secondary": "#b8b8b8" }, light: false },
    ] as const;
    for (const { colorScheme, variables, light } of hosts) {
      const { hostPage, frame } = await showTool("list_projects", {}, { colorScheme, variables });
      const colors = await palette(frame);
      expect(luminance(colors.background) > 0.5, colorScheme).toBe(light);
      expect(contrast(colors.link, colors.card), colorScheme).toBeGreaterThan(4.5);
      expect(contrast(colors.tagText, colors.tag), colorScheme).toBeGreaterThan(4.5);
      expect(contrast(colors.text, colors.card), colorScheme).toBeGreaterThan(4.5);
      expectClean(hostPage);
      await hostPage.page.context().close();
    }
  });

  it("takes the theme from the host's text color when its background is see-through and it names no theme", async () => {
    const hosts = [
      { colorScheme: "light", variables: { "--color-background-primary": "transparent", "--color-text-primary": "#f0f0f0" }, theme: "dark" },
      { colorScheme: "dark", variables: { "--color-background-primary": "rgba(0, 0, 0, 0)", "--color-text-primary": "#151515" }, theme: "light" },
    ] as const;
    for (const { colorScheme, variables, theme } of hosts) {
      const { hostPage, frame } = await showTool("list_projects", {}, { colorScheme, variables });
      await frame.waitForSelector(`html[data-theme=${theme}]`);
      const colors = await palette(frame);
      expect(contrast(colors.text, colors.card), colorScheme).toBeGreaterThan(4.5);
      expect(contrast(colors.tagText, colors.tag), colorScheme).toBeGreaterThan(4.5);
      expectClean(hostPage);
      await hostPage.page.context().close();
    }
  });

  it("reads in light and dark: the host's theme, a change of it, and prefers-color-scheme without one", async () => {
    const light = await showTool("list_projects", {}, { theme: "light" });
    const fromHost = await palette(light.frame);
    await light.hostPage.page.evaluate(() => (window as unknown as HostWindow).setHostTheme("dark"));
    await light.frame.waitForSelector("html[data-theme=dark]");
    const changed = await palette(light.frame);
    expectClean(light.hostPage);
    await light.hostPage.page.context().close();

    const schemes: Palette[] = [];
    for (const colorScheme of ["light", "dark"] as const) {
      const { hostPage, frame } = await showTool("list_projects", {}, { colorScheme });
      schemes.push(await palette(frame));
      expectClean(hostPage);
      await hostPage.page.context().close();
    }

    for (const [name, colors] of Object.entries({ fromHost, schemeLight: schemes[0] })) {
      expect(luminance(colors?.background ?? ""), name).toBeGreaterThan(0.85);
    }
    for (const [name, colors] of Object.entries({ changed, schemeDark: schemes[1] })) {
      expect(luminance(colors?.background ?? ""), name).toBeLessThan(0.05);
    }
    for (const colors of [fromHost, changed, ...schemes]) {
      // WCAG 2 AA for text (4.5:1) on the page and on a card, and AAA (7:1) for the body text.
      expect(contrast(colors.text, colors.background)).toBeGreaterThan(7);
      expect(contrast(colors.muted, colors.background)).toBeGreaterThan(4.5);
      expect(contrast(colors.link, colors.card)).toBeGreaterThan(4.5);
      expect(contrast(colors.tagText, colors.tag)).toBeGreaterThan(4.5);
    }
    expect(changed).toEqual(schemes[1]);
    expect(fromHost).toEqual(schemes[0]);
  });

  it("marks each translated title and summary with its language, and a fallback with none (the owner's, or the sample's when the owner offers none)", async () => {
    const over = language ? { app, lang: language } : { app: sample.app, lang: sample.index.site.translations[0] };
    if (!over.lang) throw new Error("neither the owner's content nor the sample offers a translation");
    const { hostPage, frame, result } = await showTool("list_projects", { lang: over.lang }, { over: over.app });
    const { projects } = result["structuredContent"] as { projects: { title: string; summary: string; lang: string; fallback: string[] }[] };
    const marked = await frame.$$eval(".card", (cards) => cards.map((card) => ["h2", ".summary"].map((selector) => card.querySelector(selector)?.getAttribute("lang") ?? null)));
    expect(await texts(frame, ".card-title")).toEqual(projects.map((project) => project.title));
    expect(marked).toEqual(projects.map((project) => ["title", "summary"].map((field) => (project.fallback.includes(field) ? null : project.lang))));
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("fits a 320-pixel frame: nothing reaches past its width in the list or the case study", async () => {
    const calls: [string, Record<string, unknown>][] = [["list_projects", {}]];
    if (studied) calls.push(["get_case_study", { slug: studied.slug }]);
    for (const [name, args] of calls) {
      const { hostPage, frame } = await showTool(name, args, { width: 320 });
      const found = await overflow(frame);
      expect(found, name).toEqual({ width: 320, scrollWidth: 320, outside: [] });
      await screenshot(hostPage.page, `${name}-320.png`, 320);
      expectClean(hostPage);
      await hostPage.page.context().close();
    }
  });

  it("wraps a title and a summary that are one long word at 320 pixels", async () => {
    const result = await callTool(app, "list_projects", {});
    const list = result["structuredContent"] as { projects: { title: string; summary: string }[] };
    const first = list.projects[0];
    if (!first) throw new Error("the content has no project");
    // The content's own letters, with no place to break a line: a long slug or URL does this.
    const word = first.title.replace(/\s+/g, "").repeat(Math.ceil(200 / Math.max(1, first.title.length)));
    first.title = word;
    first.summary = word;
    const hostPage = await host.newPage(browser, 320);
    const frame = await hostPage.show({ resource: await viewResource(app), toolName: "list_projects", arguments: {}, result: { ...result, structuredContent: list } });
    expect((await texts(frame, ".card-title"))[0]).toBe(word);
    expect(await overflow(frame)).toEqual({ width: 320, scrollWidth: 320, outside: [] });
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("shows a tool error as an alert and a result of another shape as plain text", async () => {
    const refused = await showTool("get_case_study", { slug: "no-such-project-in-any-content" });
    const message = (refused.result["content"] as { text: string }[])[0]?.text;
    expect(refused.result["isError"]).toBe(true);
    expect(await texts(refused.frame, "[role=alert]")).toEqual([message]);
    expectClean(refused.hostPage);
    await refused.hostPage.page.context().close();

    const info = await showTool("get_portfolio_info", {});
    expect(await texts(info.frame, "pre.raw")).toEqual([(info.result["content"] as { text: string }[])[0]?.text]);
    expectClean(info.hostPage);
    await info.hostPage.page.context().close();
  });
});

describe("the view in a host, over hostile content", () => {
  let index: PortfolioIndex;
  let app: App;
  beforeAll(async () => {
    index = await contentIndex(HOSTILE_CONTENT);
    app = createApp(index);
  });

  /** Every result of the fixture the view renders: the list, and each case study. */
  function hostileCalls(): [string, Record<string, unknown>][] {
    const translated: [string, Record<string, unknown>][] = index.site.translations.slice(0, 1).map((lang) => ["list_projects", { lang }]);
    return [["list_projects", {}], ...translated, ...index.projects.filter((project) => project.caseStudy).map((project) => ["get_case_study", { slug: project.slug }] as [string, Record<string, unknown>])];
  }

  it("the fixture is hostile: its titles are markup and script", () => {
    expect(index.projects.map((project) => project.title).join(" ")).toMatch(/<script>alert\(document\.domain\)<\/script>/);
    // The list, the list in a translation (its translated title is markup too), and two case studies.
    expect(hostileCalls()).toHaveLength(4);
    expect(index.site.translations.length).toBeGreaterThan(0);
  });

  it("shows every hostile string as the same text and runs nothing, even with its own policy taken out", async () => {
    // Without the view's policy, and with dialogs allowed in its frame, escaping alone stands:
    // a payload that ran would open a dialog, and one that got in would leave an element.
    const unguarded = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\n/, "");
    expect(unguarded).not.toBe(html);
    for (const [name, args] of hostileCalls()) {
      const hostPage = await host.newPage(browser, 320);
      const result = await callTool(app, name, args);
      const frame = await hostPage.show({ resource: { html: unguarded, csp: {} }, toolName: name, arguments: args, result, sandbox: "allow-scripts allow-modals" });
      if (name === "list_projects") {
        const { projects } = result["structuredContent"] as { projects: { title: string; summary: string }[] };
        expect(projects).toHaveLength(index.projects.length);
        // The translated titles are markup of their own (an iframe, a stylesheet link).
        if (args["lang"] !== undefined) expect(projects.map((project) => project.title).join(" ")).toMatch(/<iframe/);
        expect(await texts(frame, ".card-title")).toEqual(projects.map((project) => project.title));
        expect(await texts(frame, ".summary")).toEqual(projects.map((project) => project.summary));
      } else {
        const project = index.projects.find((candidate) => candidate.slug === args["slug"]);
        expect(await texts(frame, "h1"), name).toEqual([project?.caseStudy?.title ?? project?.title]);
        expect(await texts(frame, ".excerpt")).toEqual(project?.caseStudy?.excerpt ? [project.caseStudy.excerpt] : []);
      }
      expect(await smuggled(frame), JSON.stringify(args)).toEqual([]);
      expect((await overflow(frame)).outside, JSON.stringify(args)).toEqual([]);
      expectClean(hostPage);
      // The watch is live: a dialog the frame opens is seen.
      await frame.evaluate(() => alert("control"));
      expect(hostPage.dialogs).toEqual(["alert: control"]);
      await hostPage.page.context().close();
    }
  });

  it("makes no link of a javascript:, data: or relative URL that reached a result past the content rules", async () => {
    // The content rules refuse such URLs; the view must be safe without relying on that.
    const project = index.projects.find((candidate) => candidate.caseStudy);
    if (!project) throw new Error("the hostile fixture has no case study");
    const result = await callTool(app, "get_case_study", { slug: project.slug });
    const detail = structuredClone(result["structuredContent"]) as Record<string, unknown> & { caseStudy: Record<string, unknown> };
    const lane = `<img src=x onerror=alert(document.domain)>`;
    Object.assign(detail, { lane, proofPoints: ["<svg onload=alert(document.domain)>"], links: { live: "javascript:alert(document.domain)", github: "data:text/html,<script>alert(document.domain)</script>", caseStudy: "//evil.example/study", appStore: " JaVaScRiPt:alert(1)", playStore: "https://example.com/store" } });
    detail.caseStudy.url = "javascript:alert(document.domain)";
    const hostPage = await host.newPage(browser);
    const unguarded = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*>\n/, "");
    const frame = await hostPage.show({ resource: { html: unguarded, csp: {} }, toolName: "get_case_study", arguments: { slug: project.slug }, result: { ...result, structuredContent: detail }, sandbox: "allow-scripts allow-modals" });
    expect(await frame.$$eval("a", (links) => links.map((link) => link.getAttribute("href")))).toEqual(["https://example.com/store"]);
    expect(await texts(frame, ".tag")).toContain(lane);
    expect(await texts(frame, ".proof li")).toEqual(["<svg onload=alert(document.domain)>"]);
    expect(await smuggled(frame)).toEqual([]);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });

  it("with its policy, asks for nothing elsewhere, reports no violation, and opens a hostile link through the host as it is", async () => {
    const position = index.projects.findIndex((project) => firstLink(project.links) !== undefined);
    const project = index.projects[position];
    if (!project) throw new Error("the hostile fixture has no http(s) link");
    const hostPage = await host.newPage(browser);
    const result = await callTool(app, "list_projects", {});
    const frame = await hostPage.show({ resource: await viewResource(app), toolName: "list_projects", arguments: {}, result });
    expect(await texts(frame, ".card-title")).toEqual(index.projects.map((p) => p.title));
    expect(await smuggled(frame)).toEqual([]);
    await frame.locator(".card").nth(position).locator(".links a").first().click();
    await hostPage.page.waitForFunction(() => (window as unknown as HostWindow).hostRecord.openedLinks.length === 1);
    expect((await hostPage.record()).openedLinks).toEqual([firstLink(project.links)]);
    await screenshot(hostPage.page, "hostile-list.png", 720);
    expectClean(hostPage);
    await hostPage.page.context().close();
  });
});

/** The colors the view shows, as computed by the browser. */
interface Palette {
  background: string;
  text: string;
  muted: string;
  card: string;
  link: string;
  tag: string;
  tagText: string;
}

function palette(frame: Frame): Promise<Palette> {
  return frame.evaluate(() => {
    const style = (selector: string) => {
      const node = document.querySelector(selector);
      if (!node) throw new Error(`no ${selector} in the view`);
      return getComputedStyle(node);
    };
    // A card may have no link: measure one made for the purpose, then take it away.
    const linkColor = () => {
      const probe = document.createElement("a");
      probe.href = "https://example.com/";
      document.querySelector(".card")?.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    };
    return {
      background: style("body").backgroundColor,
      text: style("body").color,
      muted: style(".count").color,
      card: style(".card").backgroundColor,
      link: linkColor(),
      tag: style(".tag").backgroundColor,
      tagText: style(".tag").color,
    };
  });
}

/** WCAG 2 relative luminance of `rgb(r, g, b)`. */
function luminance(color: string): number {
  const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  if (channels.length !== 3) throw new Error(`not an rgb() color: ${color}`);
  const [r = 0, g = 0, b = 0] = channels.map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colors. */
function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}
