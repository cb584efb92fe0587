// Deprecation from content: the exact header values for fixed dates, the 180-day default, a
// later sunset kept, the path patterns, and the site.json schema refusing an early sunset.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  createDeprecationLookup,
  deprecationHeaders,
  pathMatcher,
  type DeprecatedPath,
} from "../functions/api/core/http/deprecation.ts";
import { DeprecationsContentSchema } from "../build/content/site-deprecations.ts";
import { formatProblem } from "../build/report-problems.ts";
import { problemsFromIssues } from "../build/content/zod-issues.ts";
import { buildSite } from "../build/build-site.ts";
import { createApp } from "../functions/api/core/app.ts";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { makeWorkDir } from "./support/content-fixtures.ts";

const BASE = "https://portfolio.test";
const HEALTH: DeprecatedPath = { path: "/api/health", deprecation: "2026-01-01", link: "/api/v1/health" };

/** RFC 9110 §5.6.7 IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`. */
const IMF_FIXDATE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

describe("deprecationHeaders", () => {
  it("gives the RFC 9745 date, a sunset 180 days later and the replacement link", () => {
    expect(deprecationHeaders(HEALTH, BASE)).toEqual({
      Deprecation: "@1767225600",
      Sunset: "Tue, 30 Jun 2026 00:00:00 GMT",
      Link: '<https://portfolio.test/api/v1/health>; rel="deprecation"',
    });
  });

  it.each([
    ["no sunset: 180 days after", undefined, "Tue, 30 Jun 2026 00:00:00 GMT"],
    ["a sunset exactly 180 days after", "2026-06-30", "Tue, 30 Jun 2026 00:00:00 GMT"],
    ["a later sunset: kept", "2026-12-31", "Thu, 31 Dec 2026 00:00:00 GMT"],
    ["an earlier sunset (the schema refuses it): never before the grace period ends", "2026-02-01", "Tue, 30 Jun 2026 00:00:00 GMT"],
  ])("with %s", (_name, sunset, expected) => {
    expect(deprecationHeaders({ ...HEALTH, sunset }, BASE).Sunset).toBe(expected);
  });

  it.each([
    ["1970-01-01", "@0", "Tue, 30 Jun 1970 00:00:00 GMT"],
    ["2024-02-29", "@1709164800", "Tue, 27 Aug 2024 00:00:00 GMT"],
    ["2026-09-05", "@1788566400", "Thu, 04 Mar 2027 00:00:00 GMT"],
  ])("deprecated on %s: Deprecation %s, Sunset %s in IMF-fixdate", (deprecation, expectedDeprecation, expectedSunset) => {
    const headers = deprecationHeaders({ ...HEALTH, deprecation }, BASE);
    expect(headers.Deprecation).toBe(expectedDeprecation);
    expect(headers.Sunset).toBe(expectedSunset);
    expect(headers.Sunset).toMatch(IMF_FIXDATE);
    expect(Date.parse(headers.Sunset) - Date.parse(`${deprecation}T00:00:00Z`)).toBe(180 * 86_400_000);
  });

  it("keeps an absolute link as given and puts a site path on the base URL", () => {
    expect(deprecationHeaders({ ...HEALTH, link: "https://docs.example.com/migrate" }, BASE).Link).toBe('<https://docs.example.com/migrate>; rel="deprecation"');
    expect(deprecationHeaders(HEALTH, "http://localhost:8888").Link).toBe('<http://localhost:8888/api/v1/health>; rel="deprecation"');
  });
});

describe("path patterns", () => {
  it.each([
    ["/api/health", "/api/health", true],
    ["/api/health", "/api/health/x", false],
    ["/api/health", "/api/healthz", false],
    ["/api/health", "/api/v1/health", false],
    ["/api/v1/projects/*", "/api/v1/projects/alpha", true],
    ["/api/v1/projects/*", "/api/v1/projects/a/b", true],
    ["/api/v1/projects/*", "/api/v1/projects", false],
    ["/api/v1/projects*", "/api/v1/projects", true],
    ["/api/v1/projects*", "/api/v1/projects/alpha", true],
    ["/*", "/api/mcp", true],
  ])("%s on %s: %s", (pattern, path, expected) => {
    expect(pathMatcher(pattern)(path)).toBe(expected);
  });

  it("answers with the first listed entry that matches, and nothing elsewhere", () => {
    const lookup = createDeprecationLookup(
      [
        { path: "/api/v1/projects/alpha", deprecation: "2026-01-01", link: "/api/v1/projects/beta" },
        { path: "/api/v1/projects/*", deprecation: "2025-01-01", link: "/api/v2/projects" },
      ],
      BASE,
    );
    expect(lookup("/api/v1/projects/alpha")?.Deprecation).toBe("@1767225600");
    expect(lookup("/api/v1/projects/beta")?.Deprecation).toBe("@1735689600");
    expect(lookup("/api/v1/projects")).toBeUndefined();
    expect(createDeprecationLookup([], BASE)("/api/health")).toBeUndefined();
  });

  it("deprecates a path spelt with escaped slashes as the path they make, as the CDN's rules read it", () => {
    const lookup = createDeprecationLookup([{ path: "/api/health", deprecation: "2026-01-01", link: "/api/v1/health" }], BASE);
    for (const path of ["/api%2Fhealth", "/api/health%2F", "/api%2fhealth%2f"]) expect(lookup(path)?.Deprecation, path).toBe("@1767225600");
    expect(lookup("/api/health%2Fx")).toBeUndefined();
  });
});

describe("the site.json deprecations schema", () => {
  const Site = z.strictObject({ deprecations: DeprecationsContentSchema });
  /** The lines the build would print for site.json. */
  function problems(deprecations: unknown[]): string[] {
    const result = Site.safeParse({ deprecations });
    return result.success ? [] : problemsFromIssues("content/site.json", result.error.issues, () => []).map(formatProblem);
  }

  it("accepts a sunset 180 days or more after the deprecation, and none at all", () => {
    expect(problems([{ ...HEALTH, sunset: "2026-06-30" }])).toEqual([]);
    expect(problems([{ ...HEALTH, sunset: "2027-01-01" }])).toEqual([]);
    expect(problems([HEALTH])).toEqual([]);
    const parsed: DeprecatedPath[] = Site.parse({ deprecations: [HEALTH] }).deprecations;
    expect(parsed).toEqual([HEALTH]);
  });

  it("refuses a sunset earlier than 180 days after the deprecation, naming the field", () => {
    expect(problems([{ ...HEALTH, sunset: "2026-06-29" }])).toMatchInlineSnapshot(`
      [
        "content/site.json → deprecations[0].sunset: must be at least 180 days after deprecation (2026-01-01): 2026-06-30 or later",
      ]
    `);
  });

  it("lists every problem of every entry at once", () => {
    expect(
      problems([
        { path: "api/health", deprecation: "2026-02-30", link: "ftp://example.com" },
        { ...HEALTH, sunset: "2026-01-02" },
        HEALTH,
      ]),
    ).toMatchInlineSnapshot(`
      [
        "content/site.json → deprecations[0].path: expected a path such as /api/health, or a prefix ending in * such as /api/v1/projects/*",
        "content/site.json → deprecations[0].deprecation: this date does not exist: February 2026 has 28 days",
        "content/site.json → deprecations[0].link: expected an absolute http(s) URL, or a path on this site such as /api/v1/health",
        "content/site.json → deprecations[1].sunset: must be at least 180 days after deprecation (2026-01-01): 2026-06-30 or later",
        "content/site.json → deprecations[2].path: '/api/health' is listed twice",
      ]
    `);
  });

  it("refuses a trailing slash, saying how to write the path or a prefix", () => {
    expect(problems([{ ...HEALTH, path: "/api/health/" }])).toEqual([
      "content/site.json → deprecations[0].path: write it without the trailing slash: '/api/health', or '/api/health/*' for everything under it",
    ]);
  });

  it.each(["/api/*/health", "/api/health?lang=tr", "/api//health", "", "*", "/api/he alth"])("refuses the path %j", (path) => {
    expect(problems([{ ...HEALTH, path }])).toEqual([
      "content/site.json → deprecations[0].path: expected a path such as /api/health, or a prefix ending in * such as /api/v1/projects/*",
    ]);
  });

  it.each(["/api/health", "/api/v1/projects/*", "/api/v1/projects*", "/*", "/api/v1/projects/caf%C3%A9"])("accepts the path %j", (path) => {
    expect(problems([{ ...HEALTH, path }])).toEqual([]);
  });
});

describe("deprecation links", () => {
  const Site = z.strictObject({ deprecations: DeprecationsContentSchema });
  const LINK_EXPECTED = "expected an absolute http(s) URL, or a path on this site such as /api/v1/health";
  function linkProblems(link: string): string[] {
    const result = Site.safeParse({ deprecations: [{ ...HEALTH, link }] });
    return result.success ? [] : problemsFromIssues("content/site.json", result.error.issues, () => []).map(formatProblem);
  }

  it.each([
    ["https://example.com/çalışmalar", "https://example.com/%C3%A7al%C4%B1%C5%9Fmalar"],
    ["/çalışmalar", "/%C3%A7al%C4%B1%C5%9Fmalar"],
    ["HTTPS://Docs.Example.COM", "https://docs.example.com/"],
    ["/api/v1/health", "/api/v1/health"],
    ["/api/v2/projects?lang=tr#top", "/api/v2/projects?lang=tr#top"],
  ])("stores %j as %j, the URL parser's own spelling", (link, stored) => {
    expect(Site.parse({ deprecations: [{ ...HEALTH, link }] }).deprecations[0]?.link).toBe(stored);
  });

  it.each<[string, string]>([
    ['https://example.com/x>; rel="stylesheet"', "contains a space or a character URLs do not allow; percent-encode it or remove it"],
    ['/api/v1/health>; rel="stylesheet", <https://evil.example/x.css', "contains a space or a character URLs do not allow; percent-encode it or remove it"],
    ["https://example.com/a\u0000b", "contains a space or a character URLs do not allow; percent-encode it or remove it"],
    ["/a\nb", "contains a space or a character URLs do not allow; percent-encode it or remove it"],
    ["/a\rLink: <https://evil.example>", "contains a space or a character URLs do not allow; percent-encode it or remove it"],
    ["/api/../admin", "does not stay as written: a URL parser reads it as '/admin'"],
    ["//evil.example/x", LINK_EXPECTED],
    ["javascript:alert(1)", LINK_EXPECTED],
    ["https://user:secret@example.com/", "must not contain a user name or password"],
    [`/${"a".repeat(2048)}`, "must be at most 2048 characters"],
  ])("refuses %j, naming the file and the field", (link, message) => {
    expect(linkProblems(link)).toEqual([`content/site.json → deprecations[0].link: ${message}`]);
  });
});

describe("a deprecation link through the build", () => {
  it("builds a non-ASCII link into exactly one Link entry in the static rules and the function's answers", async () => {
    const work = await makeWorkDir();
    try {
      const site = { baseUrl: "https://fixture.example.com", service: "fixture-api", deprecations: [{ path: "/api/health", deprecation: "2026-01-01", link: "https://example.com/çalışmalar" }] };
      await writeFile(path.join(work, "content", "site.json"), JSON.stringify(site));
      const result = await buildSite({ contentDir: path.join(work, "content"), outDir: path.join(work, "dist"), indexModule: false, env: { SOURCE_DATE_EPOCH: "1767225600" } });
      if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
      const link = '<https://example.com/%C3%A7al%C4%B1%C5%9Fmalar>; rel="deprecation"';
      const rules = await readFile(path.join(work, "dist", "_headers"), "utf8");
      expect(rules.split("\n").filter((line) => /^\s*Link:/.test(line))).toEqual([`  Link: ${link}`]);
      const answer = await createApp(result.index).handle(new Request("https://fixture.example.com/api/health?x=1"));
      expect(answer.headers.get("link")).toBe(link);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
});
