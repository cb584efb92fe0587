// The prompts about the person: introduce them to an audience, and assess their fit for a job
// the user pastes. Each embeds the resources it needs (the profile, the skills, the résumé, the
// projects), so a host can run it with no tool call; every word about the person comes from the
// content. Their titles, descriptions and wording: profile-prompts-docs.ts.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { PromptDeclaration } from "../agent-surface.ts";
import { servedLanguages } from "../languages/translation-keys.ts";
import { PROFILE_PATH, PROJECTS_PATH, RESUME_PATH, SKILLS_PATH } from "./resource-paths.ts";

/** `Ada Lovelace (Mathematician)`. */
export const who = ({ profile }: PortfolioIndex) => `${profile.name} (${profile.title})`;

/** The language argument: the languages the projects are served in. */
const language = { name: "lang", required: false, values: (index: PortfolioIndex) => servedLanguages(index.site.translations) } as const;

/** The projects' list, in `lang` when one is asked for. */
const projectsIn = (lang: string | undefined) => (lang === undefined ? PROJECTS_PATH : `${PROJECTS_PATH}?lang=${encodeURIComponent(lang)}`);

export const introducePrompt: PromptDeclaration = {
  name: "introduce",
  arguments: [{ name: "audience", required: true }, language],
  values: (index, args) => ({ who: who(index), audience: args["audience"], lang: args["lang"] }),
  embeds: (_index, args) => [PROFILE_PATH, SKILLS_PATH, projectsIn(args["lang"])],
};

export const assessFitPrompt: PromptDeclaration = {
  name: "assess_fit",
  arguments: [
    { name: "job_description", required: true },
    { name: "lane", required: false, values: (index) => index.site.lanes },
  ],
  values: (index, args) => ({ who: who(index), job_description: args["job_description"] }),
  embeds: (_index, args) => [PROFILE_PATH, SKILLS_PATH, RESUME_PATH, args["lane"] === undefined ? PROJECTS_PATH : `${PROJECTS_PATH}?lane=${encodeURIComponent(args["lane"])}`],
};
