// The documents count the content in words that fit the number: a catalogue of one project is
// "the one project", not "all 1 project", and a language is named by its name, as the banner
// names it, not by a bare tag beside "Projects in tier …" and "Projects in lane …".
import { beforeAll, describe, expect, it } from "vitest";
import { loadContent, type Content } from "../build/content/load-content.ts";
import { makeIndex } from "../build/make-index.ts";
import { renderLlmsTxt } from "../build/site-documents/llms/llms-txt.ts";
import { createApp } from "../functions/api/core/app.ts";
import { languageName } from "../functions/api/core/languages/language-name.ts";
import { BASE_URL, BUILT_AT, SAMPLE_CONTENT } from "./support/sample.ts";

let content: Content;
beforeAll(async () => {
  const loaded = await loadContent(SAMPLE_CONTENT);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.problems));
  content = loaded.content;
});

/** llms.txt over the content with only its first `keep` projects. */
function llmsWith(keep: number): { text: string; translations: readonly string[] } {
  const index = makeIndex({ ...content, projects: content.projects.slice(0, keep) }, { baseUrl: BASE_URL, builtAt: BUILT_AT });
  return { text: renderLlmsTxt(index, createApp(index)), translations: index.site.translations };
}

describe("llms.txt's count of the projects", () => {
  it("says 'the one project' for one, and 'all <n> projects' for more", () => {
    const one = llmsWith(1).text;
    expect(one).toContain("): the one project;");
    expect(one).not.toMatch(/\ball 1 project\b/);
    expect(llmsWith(2).text).toContain("): all 2 projects;");
  });

  it("names each offered language by its name and tag", () => {
    const { text, translations } = llmsWith(content.projects.length);
    expect(translations.length).toBeGreaterThan(0);
    for (const lang of translations) {
      expect(text).toContain(`[Projects in ${languageName(lang)}]`);
      expect(text).not.toContain(`[Projects in '${lang}']`);
    }
  });
});
