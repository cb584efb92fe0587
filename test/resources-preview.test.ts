// The developer resources as a visitor meets them on the local preview: every link in the
// profile, health, llms.txt and the portal resolves; llms.txt has the proposal's structure;
// each problem type URI is a page; and headless Chromium renders the portal and its
// reference with no failed request and no console error.
import { appProblems } from "../build/resource-docs-of.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchChromium } from "./support/browser.ts";
import { useSite } from "./support/preview-harness.ts";
import { PATIENCE_MS } from "./support/patience.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { createApp } from "../functions/api/core/app.ts";
import { mcpSurface } from "../functions/api/core/mcp/mcp-surface.ts";
import { problemSlug } from "../functions/api/core/http/problems.ts";

const SCREENSHOTS = path.resolve("test-output/resources");
// Built for the preview's own URL, so every link the site makes points at the preview.
const site = useSite();
let base: string;
let index: PortfolioIndex;

beforeAll(() => {
  ({ url: base, index } = site());
  expect(index.site.baseUrl).toBe(base);
});

/** GET a URL on the preview; only the preview's own origin is ever fetched. */
async function get(url: string): Promise<Response> {
  if (!url.startsWith(`${base}/`)) throw new Error(`refusing to fetch ${url}: not on the preview`);
  return fetch(url, { redirect: "manual" });
}

async function expectAllOk(urls: string[]): Promise<void> {
  const failures: string[] = [];
  for (const url of urls) {
    const response = await get(url);
    await response.arrayBuffer();
    if (response.status !== 200) failures.push(`${url} → ${response.status}`);
  }
  expect(failures).toEqual([]);
}

interface LlmsFile {
  title: string;
  summary: string;
  sections: Array<{ title: string; links: Array<{ name: string; url: string; note?: string }> }>;
}

/**
 * Parse by the llms.txt proposal: an H1, a blockquote, optional paragraphs without headings,
 * then H2 sections made only of `- [name](url)` or `- [name](url): note` lines.
 */
function parseLlmsTxt(text: string): LlmsFile {
  const lines = text.split("\n");
  const title = /^# (.+)$/.exec(lines[0] ?? "")?.[1];
  if (!title) throw new Error(`line 1 is not an H1: ${lines[0]}`);
  const quoteAt = lines.findIndex((line) => line.trim() !== "" && !line.startsWith("# "));
  const summary = /^> (.+)$/.exec(lines[quoteAt] ?? "")?.[1];
  if (!summary) throw new Error(`the first block after the H1 is not a blockquote: ${lines[quoteAt]}`);
  const sections: LlmsFile["sections"] = [];
  for (const [i, line] of lines.entries()) {
    if (i <= quoteAt || line.trim() === "") continue;
    if (/^#{1}\s|^#{3,}\s/.test(line)) throw new Error(`line ${i + 1}: only H2 headings may follow the H1: ${line}`);
    const heading = /^## (.+)$/.exec(line)?.[1];
    if (heading) sections.push({ title: heading, links: [] });
    else if (sections.length > 0) {
      const link = /^- \[([^\]]+)\]\((\S+)\)(?:: (.+))?$/.exec(line);
      if (!link) throw new Error(`line ${i + 1}: not a link-list item: ${line}`);
      sections.at(-1)?.links.push({ name: link[1] ?? "", url: link[2] ?? "", ...(link[3] ? { note: link[3] } : {}) });
    }
  }
  return { title, summary, sections };
}

describe("links that point at the developer resources", () => {
  it("resolve with 200: the profile's developerResources and health's documentation and openapi", async () => {
    const profile = await (await get(`${base}/api/v1/profile`)).json();
    const health = await (await get(`${base}/api/v1/health`)).json();
    const { cli: _cli, ...resources } = profile.developerResources;
    expect(Object.keys(resources).sort()).toEqual(["llms", "mcp", "openapi", "portal", "resume"]);
    await expectAllOk([...Object.values(resources as Record<string, string>), health.documentation, health.openapi]);
  });

  it("resolve problem type URIs: every code the core can emit has a page", async () => {
    for (const { code, title } of appProblems(createApp(index))) {
      const response = await get(`${base}/problems/${problemSlug(code)}`);
      expect(response.status, code).toBe(200);
      expect(response.headers.get("Content-Type"), code).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html, code).toContain(`<code>${code}</code>`);
      expect(html, code).toContain(title);
      // Code spans in the words are code, not backticks shown as text.
      expect(html.replace(/<pre[^>]*>[\s\S]*?<\/pre>/g, ""), code).not.toContain("`");
    }
    const answer = await (await get(`${base}/api/v1/projects/no-such-project`)).json();
    await expectAllOk([answer.type]);
  });
});

describe("llms.txt and llms-full.txt", () => {
  it.each(["llms.txt", "llms-full.txt"])("%s is served as UTF-8 text with the API's cache header", async (file) => {
    const response = await get(`${base}/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/(plain|markdown); charset=utf-8$/i);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=3600");
  });

  it("llms.txt follows the proposal: H1 name, blockquote, link sections with Optional last", async () => {
    const llms = parseLlmsTxt(await (await get(`${base}/llms.txt`)).text());
    expect(llms.title).toBe(index.profile.name);
    expect(llms.summary).toContain(index.profile.title);
    expect(llms.sections.map((s) => s.title)).toEqual(["API", "Docs", "MCP", "Case studies", "Optional"]);
    const studies = index.projects.filter((p) => p.caseStudy !== undefined).map((p) => `${base}/api/v1/projects/${p.slug}`);
    expect(llms.sections[3]?.links.map((l) => l.url)).toEqual(studies);
    expect(studies).toHaveLength(5);
    const urls = llms.sections.flatMap((s) => s.links.map((l) => l.url));
    expect(urls).toEqual(expect.arrayContaining([`${base}/openapi.json`, `${base}/api/mcp`, `${base}/llms-full.txt`, `${base}/api/v1/projects`]));
  });

  it("every link in llms.txt resolves with 200", async () => {
    const llms = parseLlmsTxt(await (await get(`${base}/llms.txt`)).text());
    await expectAllOk(llms.sections.flatMap((s) => s.links.map((l) => l.url)));
  });

  it("llms-full.txt adds the full text of the profile, the skills and every project", async () => {
    const text = await (await get(`${base}/llms-full.txt`)).text();
    expect(text.startsWith(`# ${index.profile.name}\n\n> `)).toBe(true);
    for (const heading of ["## API", "## Case studies", "## Profile", "## Skills", "## Projects", "## Optional"]) expect(text).toContain(`\n${heading}\n`);
    expect(text).toContain(index.profile.detail ?? index.profile.bio);
    for (const group of index.skills.skills) expect(text).toContain(group.title);
    for (const project of index.projects) expect(text).toContain(`### ${project.title}\n`);
    const ownLinks = [...text.matchAll(/\]\((http[^)\s]+)\)/g)].map((m) => m[1] ?? "").filter((url) => url.startsWith(base));
    await expectAllOk(ownLinks);
  });

  it("llms-full.txt labels each translation with its field and language, one item each, for any number of languages", async () => {
    const { renderLlmsFullTxt } = await import("../build/site-documents/llms/llms-full-txt.ts");
    const [first] = index.projects;
    if (!first) throw new Error("the content under test has no project");
    const project = { ...first, titleDe: "Titel auf Deutsch", summaryDe: "Zusammenfassung.", titlePtBr: "Título em português" };
    const two = { ...index, site: { ...index.site, translations: ["de", "pt-BR"] }, projects: [project, ...index.projects.slice(1)] } as PortfolioIndex;
    const text = renderLlmsFullTxt(two, createApp(two));
    const section = text.slice(text.indexOf(`### ${first.title}\n`));
    expect(section).toContain("\nTranslations:\n- Title in de: Titel auf Deutsch\n- Summary in de: Zusammenfassung.\n- Title in pt-BR: Título em português\n");
  });
});

describe("the portal in headless Chromium", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("renders the person and every endpoint of the reference, offline, with no failed request or console error", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const failures: string[] = [];
    page.on("requestfailed", (request) => failures.push(`failed: ${request.url()} (${request.failure()?.errorText})`));
    page.on("response", (response) => {
      if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!url.startsWith(`${base}/`) && !url.startsWith("blob:") && !url.startsWith("data:")) failures.push(`other host: ${url}`);
    });
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") failures.push(`console.${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => failures.push(`page error: ${error.message}`));

    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
    await page.waitForLoadState("networkidle");
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, "portal.png") });
    await page.locator("#reference").scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, "portal-reference.png") });

    expect(await page.locator("h1").first().innerText()).toBe(index.profile.name);
    const reference = await page.locator("#reference").innerText();
    const openapi = await (await get(`${base}/openapi.json`)).json();
    for (const endpoint of Object.keys(openapi.paths)) expect(reference, endpoint).toContain(endpoint);
    expect(failures).toEqual([]);
    await page.close();
  });

  // WCAG 1.4.10 (reflow) and 2.4.7 (focus visible): a path in the endpoints table once made a
  // 320 px screen scroll sideways, and Redoc hides the focus outline of what it draws.
  it("reads at 320 px without scrolling sideways, its problem pages too, shows focus in the reference, and nests no link in a button", async () => {
    const page = await browser.newPage({ viewport: { width: 320, height: 800 } });
    for (const path of ["/", "/problems/not-found"]) {
      await page.goto(`${base}${path}`, { waitUntil: "load" });
      if (path === "/") await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
      expect([path, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, 320]);
      // A code block that scrolls sideways at this width can be scrolled from the keyboard (WCAG 2.1.1).
      const blocks = await page.evaluate(() => [...document.querySelectorAll("pre")].filter((pre) => !pre.closest("#reference")).map((pre) => pre.tabIndex));
      expect(blocks.length, path).toBeGreaterThan(0);
      expect(blocks.filter((index) => index !== 0), path).toEqual([]);
    }
    // Redoc's search box and menu show only on a wide screen: focus them there, by keyboard.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForSelector("#reference input", { timeout: PATIENCE_MS });
    await page.focus("#reference input");
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return { inReference: element.closest("#reference") !== null, outline: `${style.outlineStyle} ${style.outlineWidth}` };
      });
    const seen = [await focused()];
    for (let i = 0; i < 2; i++) {
      await page.keyboard.press("Tab");
      seen.push(await focused());
    }
    expect(seen).toEqual(Array(3).fill({ inReference: true, outline: "solid 2px" }));
    // No control inside another (WCAG 4.1.2): Redoc draws a response's description in the button
    // that opens it, so a problem page's URL there is code, not a link.
    await page.waitForSelector("#reference .api-content button", { timeout: PATIENCE_MS });
    expect(await page.evaluate(() => document.querySelectorAll("#reference button a, #reference button button").length)).toBe(0);
    await page.close();
  });

  it("carries a ProfilePage JSON-LD whose main entity is the Person of the profile", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: "domcontentloaded" });
    const graph = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(graph).toMatchObject({ "@context": "https://schema.org", "@type": "ProfilePage", url: `${base}/` });
    expect(graph.mainEntity).toMatchObject({ "@type": "Person", name: index.profile.name, jobTitle: index.profile.title });
    await page.close();
  });

  it("links only to pages that resolve on this deployment (links to other hosts are not followed)", async () => {
    const page = await browser.newPage();
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
    const hrefs: string[] = await page.$$eval("a[href]", (links) => links.map((link) => (link as HTMLAnchorElement).href));
    const own = [...new Set(hrefs.map((href) => href.split("#")[0] ?? href).filter((href) => href.startsWith(`${base}/`)))];
    expect(own).toEqual(expect.arrayContaining([`${base}/openapi.json`, `${base}/llms.txt`, `${base}/api/mcp`]));
    // Redoc makes a link of every URL-like string in a JSON example, and the MCP examples hold
    // resource templates (RFC 6570, `…/projects/{slug}`): those are the declared templates, not
    // pages; every other link must resolve.
    const isTemplate = (href: string) => /\{[^}]+\}/.test(decodeURI(href));
    const templates = mcpSurface(index, createApp(index).resources).templates.map((t) => t.uriTemplate);
    expect(own.filter(isTemplate).map((href) => decodeURI(href)).filter((href) => !templates.includes(href))).toEqual([]);
    await expectAllOk(own.filter((href) => !isTemplate(href)));
    await page.close();
  });
});
