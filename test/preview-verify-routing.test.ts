// `npm run verify` catches broken routing against the local preview as it does against
// Netlify's emulation (@netlify/dev): a copy of one built site loses one rule of its _redirects,
// and both servers of that copy must fail the same verify rows. The preview has no routing of
// its own, so a site missing its catch-all (/api/* → the function) or the rule that sends a
// search to the function fails on it exactly as on Netlify. A missing rule to a file changes no
// byte of the body (the catch-all hands the path to the function, which answers the same), but
// the answer then carries the function's mark (FUNCTION_MARK), which no file does: verify fails
// that path's rows, on both.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { verifyCommand } from "../build/verify/verify-command.ts";
import { startPreview } from "../build/preview/start-preview.ts";
import { buildSiteFolder, Cleanup, startNetlify, type BuiltSite } from "./support/preview-harness.ts";
import { serveNetlifyDev } from "./support/netlify-dev-server.ts";
import { SAMPLE_CONTENT } from "./support/sample.ts";

const cleanup = new Cleanup();
let site: BuiltSite;
beforeAll(async () => {
  site = await buildSiteFolder("https://verify-routing.portfolio.test", {}, cleanup);
}, 300_000);
afterAll(() => cleanup.run());

/** The rows verify failed, as `kind method path`. */
async function failedRows(url: string): Promise<string[]> {
  let output = "";
  await verifyCommand([url, "--content", SAMPLE_CONTENT], (text) => (output += text));
  return output
    .split("\n")
    .filter((line) => line.startsWith("FAIL"))
    .map((line) => line.split(/\s{2,}/).slice(1, 4).join(" "));
}

/** A copy of the built site without the _redirects lines `drop` picks (at least one). */
async function siteWithout(name: string, drop: (line: string) => boolean): Promise<BuiltSite> {
  const root = `${site.root}-without-${name}`;
  cleanup.add(() => rm(root, { recursive: true, force: true }));
  await cp(site.root, root, { recursive: true });
  const file = path.join(root, "dist", "_redirects");
  const lines = (await readFile(file, "utf8")).split("\n");
  const kept = lines.filter((line) => line.startsWith("#") || !drop(line));
  expect(lines.length - kept.length, `rules dropped for ${name}`).toBeGreaterThan(0);
  await writeFile(file, kept.join("\n"));
  return { ...site, root, distDir: path.join(root, "dist") };
}

/** Verify against the preview and against Netlify's emulation of `broken`. */
async function verifyBoth(broken: BuiltSite): Promise<{ preview: string[]; netlify: string[] }> {
  const preview = await startPreview({ distDir: broken.distDir, port: 0, netlifyToml: path.join(broken.root, "netlify.toml") });
  cleanup.add(() => preview.close());
  const netlify = await serveNetlifyDev(await startNetlify(broken, cleanup));
  cleanup.add(() => netlify.close());
  return { preview: await failedRows(preview.url), netlify: await failedRows(netlify.url) };
}

const isCatchAll = (line: string) => line.startsWith("/api/*") && line.includes("/.netlify/functions/");
// The route's free-text parameter: any search goes to the function.
const isSearchRule = (line: string) => /\sq=:q\s/.test(line);
const isProfileRule = (line: string) => line.startsWith("/api/v1/profile ");
const isSkillsRule = (line: string) => line.startsWith("/api/v1/skills ");
// A rule to the function for a value no file holds: without it, the next rule's file answers.
const isUnknownLaneRule = (line: string) => /^\/api\/v1\/projects\s+lane=:lane\s+\/\.netlify/.test(line);
// The translated detail: without its forced rule, the English file at the path answers.
const isDetailLangRule = (line: string) => /^\/api\/v1\/projects\/:slug\s+lang=:lang\s/.test(line);
// Rules to the function for two or three filters, one of them unknown: without one, a request
// with a known lane and an unknown tier (or language) falls to the known values' file, a 200.
const isLaneTierRule = (line: string) => /^\/api\/v1\/projects\s+lane=:lane tier=:tier\s+\/\.netlify/.test(line);
const isLaneTierLangRule = (line: string) => /^\/api\/v1\/projects\s+lane=:lane tier=:tier lang=:lang\s+\/\.netlify/.test(line);
// A rule to a file for one combination of values: without it, the function answers.
const isOneCombination = (line: string) => /^\/api\/v1\/projects\s+tier=\S+ lang=\S+\s+\/api\/_static/.test(line) && !line.includes(":");

describe("verify against a site that lost a routing rule", () => {
  it.each([
    ["the catch-all", "catch-all", isCatchAll, ["mcp GET /api/mcp", "mcp POST /api/mcp", "bare /api GET /api", "cors preflight OPTIONS /api/mcp"]],
    ["the search rule", "search", isSearchRule, ["function: search GET /api/v1/projects?q="]],
  ])("fails without %s on the preview exactly as on @netlify/dev", async (_name, slug, drop, mustFail) => {
    const { preview, netlify } = await verifyBoth(await siteWithout(slug, drop));
    expect(preview).toEqual(netlify);
    for (const row of mustFail) expect(preview.some((failed) => failed.startsWith(row)), `${row} fails`).toBe(true);
  }, 300_000);

  it.each([
    ["the profile's rule", "profile", isProfileRule, ["static GET /api/v1/profile", "static HEAD /api/v1/profile", "etag 304 GET /api/v1/profile (If-None-Match)"]],
    ["the skills' rule", "skills", isSkillsRule, ["rule to a file GET /api/v1/skills"]],
  ])("fails without %s, a literal rule to a file, on both: the function answered a file's path", async (_name, slug, drop, mustFail) => {
    const { preview, netlify } = await verifyBoth(await siteWithout(slug, drop));
    expect(preview).toEqual(netlify);
    expect(preview).toEqual(mustFail);
  }, 300_000);

  it.each([
    ["the rule sending an unknown lane to the function", "unknown-lane", isUnknownLaneRule, "rule to the function GET /api/v1/projects?lane=verify-other"],
    ["the rule sending a translated detail to the function", "detail-lang", isDetailLangRule, "rule to the function GET /api/v1/projects/"],
    ["the rules to the files of tier-and-language combinations", "combination", isOneCombination, "rule to a file GET /api/v1/projects?tier="],
    ["the rule sending a lane and a tier to the function", "lane-tier", isLaneTierRule, "rule to the function GET /api/v1/projects?lane="],
    ["the rule sending a lane, a tier and a language to the function", "lane-tier-lang", isLaneTierLangRule, "rule to the function GET /api/v1/projects?lane="],
  ])("fails without %s on the preview, on that rule's row", async (_name, slug, drop, row) => {
    const broken = await siteWithout(slug, drop);
    const preview = await startPreview({ distDir: broken.distDir, port: 0, netlifyToml: path.join(broken.root, "netlify.toml") });
    cleanup.add(() => preview.close());
    const failed = await failedRows(preview.url);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.startsWith(row)), failed.join("; ")).toBe(true);
  }, 300_000);
});
