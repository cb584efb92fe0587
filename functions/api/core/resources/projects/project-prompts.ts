// The prompt about one project: explain it to a reader, from its detail, embedded so it works
// with no tool call. The project's words are the content's; its title and description:
// project-prompts-docs.ts.
import type { PortfolioIndex } from "../../portfolio-index.ts";
import type { PromptDeclaration } from "../../agent-surface.ts";
import { DEFAULT_LANGUAGE, servedLanguages } from "../../languages/translation-keys.ts";
import { localize } from "../../languages/localize.ts";
import { PROJECTS_PATH } from "../resource-paths.ts";

export const explainProjectPrompt: PromptDeclaration = {
  name: "explain_project",
  arguments: [
    { name: "slug", required: true, values: (index) => index.projects.map((p) => p.slug) },
    { name: "audience", required: false },
    { name: "lang", required: false, values: (index: PortfolioIndex) => servedLanguages(index.site.translations) },
  ],
  parts: (index, args) => {
    const slug = args["slug"] ?? "";
    const project = index.projects.find((p) => p.slug === slug);
    const lang = args["lang"];
    // The title as the embedded detail gives it: translated where the content has it.
    const title = project ? localize(project, lang ?? DEFAULT_LANGUAGE).title : slug;
    return [
      {
        text:
          `Explain ${index.profile.name}'s project '${title}' to ${args["audience"] ?? "a reader new to it"}: what it is, what ${index.profile.name}'s part in it was, ` +
          "and what it shows about their work. Use only the attached detail; where it links a case study or the work itself, point to it." +
          (lang ? ` Write it in the language whose tag is '${lang}'.` : ""),
      },
      { embed: `${PROJECTS_PATH}/${slug}${lang ? `?lang=${encodeURIComponent(lang)}` : ""}` },
    ];
  },
};
