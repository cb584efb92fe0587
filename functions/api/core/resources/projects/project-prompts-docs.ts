// What prompts/list says about the prompt about one project (project-prompts.ts), and the
// wording of its text, which prompts/get fills with the person, the project and the arguments.
import { IN_LANGUAGE, type PromptDocs } from "../../agent-surface-docs.ts";

/** The title, description, argument words and text of explain_project. */
export const PROJECT_PROMPT_DOCS: Readonly<Record<string, PromptDocs>> = {
  explain_project: {
    title: "Explain a project",
    description: (index) => `Explain one of ${index.profile.name}'s projects to a reader: what it is, their part in it and what it shows.`,
    arguments: {
      slug: "The project's slug.",
      audience: "Who will read the explanation; a reader new to it when absent.",
      lang: "The language to write in; the project's title and summary follow it.",
    },
    text:
      "Explain {name}'s project '{title}' to [{audience}|a reader new to it]: what it is, what {name}'s part in it was, " +
      "and what it shows about their work. Use only the attached detail; where it links a case study or the work itself, point to it." +
      IN_LANGUAGE,
  },
};
