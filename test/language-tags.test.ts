// site.json's translations take BCP 47 tags with a script and a region (`zh-Hant`, `pt-BR`),
// served under `?lang=` exactly as declared; another case of a valid tag is refused with the
// spelling to use, since `?lang=` matches exactly (docs/api-decisions.md).
import { describe, expect, it } from "vitest";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { formatProblem } from "../build/report-problems.ts";
import { createApp } from "../functions/api/core/app.ts";
import { CONTENT_LANGUAGE } from "../functions/api/core/resources/projects/languages.ts";
import { applyCase, makeWorkDir } from "./support/content-fixtures.ts";

const ENV = { SOURCE_DATE_EPOCH: "1767225600" };
const TAGS = ["zh-Hant", "zh-Hant-TW", "pt-BR", "sr-Latn", "es-419", "haw"];

/** Build the valid fixture with `translations`, in a scratch folder. */
async function buildWith(translations: unknown[]) {
  const work = await makeWorkDir();
  try {
    const content = await applyCase(work, undefined);
    await writeFile(path.join(content, "site.json"), JSON.stringify({ baseUrl: "https://fixture.example.com", service: "fixture-api", translations }));
    return await buildSite({ contentDir: content, outDir: path.join(work, "dist"), indexModule: false, contentLabel: "content", env: ENV });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

describe("translation language tags", () => {
  it("accepts language, script and region subtags, and serves each tag exactly as declared", async () => {
    const result = await buildWith(TAGS);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join("\n"));
    const app = createApp(result.index);
    for (const tag of TAGS) {
      const response = await app.handle(new Request(`https://fixture.example.com/api/v1/projects?lang=${tag}`));
      expect([tag, response.status, response.headers.get(CONTENT_LANGUAGE), ((await response.json()) as { projects: Array<{ lang?: string }> }).projects[0]?.lang]).toEqual([tag, 200, tag, tag]);
    }
    // Case-sensitive by an earlier decision: the declared spelling is the one served.
    expect((await app.handle(new Request("https://fixture.example.com/api/v1/projects?lang=zh-hant"))).status).toBe(400);
  });

  it.each([
    ["zh-hant", "'zh-hant': write it as 'zh-Hant'"],
    ["ZH-HANT-tw", "'ZH-HANT-tw': write it as 'zh-Hant-TW'"],
    ["sr-latn", "'sr-latn': write it as 'sr-Latn'"],
    ["english", "'english': expected a BCP 47 language tag"],
    ["zh-Hant-Taiwan", "'zh-Hant-Taiwan': expected a BCP 47 language tag"],
    ["pt_BR", "'pt_BR': expected a BCP 47 language tag"],
  ])("refuses %s, saying what to write", async (tag, start) => {
    const result = await buildWith([tag]);
    const lines = result.ok ? [] : result.problems.map(formatProblem);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`content/site.json → translations[0]: ${start}`);
  });
});
