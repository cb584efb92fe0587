// What prompts/list says about the prompt about one project (project-prompts.ts).
import type { PromptDocs } from "../../agent-surface-docs.ts";

export const PROJECT_PROMPT_DOCS: Readonly<Record<string, PromptDocs>> = {
  explain_project: {
    title: "Explain a project",
    description: (index) => `Explain one of ${index.profile.name}'s projects to a reader: what it is, their part in it and what it shows.`,
    arguments: {
      slug: "The project's slug.",
      audience: "Who will read the explanation; a reader new to it when absent.",
      lang: "The language to write in; the project's title and summary follow it.",
    },
  },
};
