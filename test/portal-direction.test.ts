// The portal shows the owner's own words beside its English: a name, a title or a bio written
// right to left keeps its own direction there (dir="auto", <bdi>), so its brackets and closing
// punctuation stay where its writer put them, and no field reorders the one beside it. The
// content under test is copied with only the profile's texts changed, and the built page is
// laid out by headless Chromium.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { buildSite } from "../build/build-site.ts";
import { launchChromium } from "./support/browser.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

const NAME = "מיכל כהן (MK)";
const TITLE = "מפתחת ממשקים";
const BIO = "אני בונה ממשקים (מאז 2015)!";

let work = "";
let browser: Browser | undefined;
let html = "";

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "portfolio-portal-direction-"));
  const content = path.join(work, "content");
  await cp(OWNER_CONTENT, content, { recursive: true });
  const profileFile = path.join(content, "profile.json");
  const profile = JSON.parse(await readFile(profileFile, "utf8")) as Record<string, unknown>;
  await writeFile(profileFile, JSON.stringify({ ...profile, name: NAME, title: TITLE, bio: BIO }));
  const built = await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, env: { SOURCE_DATE_EPOCH: "1767225600" } });
  if (!built.ok) throw new Error(`the build failed: ${JSON.stringify(built.problems)}`);
  html = await readFile(path.join(work, "dist", "index.html"), "utf8");
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("the portal with a right-to-left owner", () => {
  it("lays out the name, the title and the bio right to left, and the page's own words left to right", async () => {
    const page = await browser!.newPage();
    try {
      // Only the header and the about section are read; the reference script is not needed.
      await page.setContent(html.replace(/<script[\s\S]*?<\/script>/g, ""));
      const direction = (selector: string) => page.$eval(selector, (element) => getComputedStyle(element).direction);
      expect(await direction("h1")).toBe("rtl");
      expect(await direction("#about p")).toBe("rtl");
      expect(await direction("#about h2")).toBe("ltr");
      // Each field of the lead line is isolated: the title keeps its direction beside the city.
      expect(await page.$$eval(".lead bdi", (items) => items.map((item) => [item.textContent, getComputedStyle(item).unicodeBidi]))).toEqual(
        expect.arrayContaining([[TITLE, "isolate"]]),
      );
      // The closing "!" of the bio sits at its left end, where a right-to-left reader ends.
      const ends = await page.$eval("#about p", (element) => {
        const range = document.createRange();
        const text = element.firstChild as Text;
        range.setStart(text, text.length - 1);
        range.setEnd(text, text.length);
        const bang = range.getBoundingClientRect();
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const first = range.getBoundingClientRect();
        return { bang: bang.left, first: first.left };
      });
      expect(ends.bang).toBeLessThan(ends.first);
    } finally {
      await page.close();
    }
  });
});
