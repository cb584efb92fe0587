// The prompt about one project: explain it to a reader, from its detail, embedded so it works
// with no tool call. The project's words are the content's; its title, description and
// wording: project-prompts-docs.ts.
import type { PromptDeclaration } from "../../agent-surface.ts";
import { DEFAULT_LANGUAGE } from "../../languages/translation-keys.ts";
import { languageArgument } from "../../languages/lang-parameter.ts";
import { localize } from "../../languages/localize.ts";
import { PROJECTS_PATH } from "../resource-paths.ts";

/** explain_project: one project for a reader, from its detail, embedded in the language asked for. */
export const explainProjectPrompt: PromptDeclaration = {
  name: "explain_project",
  arguments: [
    { name: "slug", required: true, values: (index) => index.projects.map((p) => p.slug) },
    { name: "audience", required: false },
    languageArgument,
  ],
  values: (index, args) => {
    const slug = args["slug"] ?? "";
    const project = index.projects.find((p) => p.slug === slug);
    const lang = args["lang"];
    // The title as the embedded detail gives it: translated where the content has it.
    return { name: index.profile.name, title: project ? localize(project, lang ?? DEFAULT_LANGUAGE).title : slug, audience: args["audience"], lang };
  },
  embeds: (_index, args) => [`${PROJECTS_PATH}/${args["slug"] ?? ""}${args["lang"] ? `?lang=${encodeURIComponent(args["lang"])}` : ""}`],
};
