// The prompts about the person: introduce them to an audience, and assess their fit for a job
// the user pastes. Each embeds the resources it needs (the profile, the skills, the résumé, the
// projects), so a host can run it with no tool call; every word about the person comes from the
// content. Their titles and descriptions: profile-prompts-docs.ts.
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
  parts: (index, args) => [
    {
      text:
        `Introduce ${who(index)} to ${args["audience"]}. Use only what the attached profile, skills and projects say: ` +
        `a short paragraph on who they are and what they do, then the two or three projects that would matter most to ${args["audience"]}, each with why.` +
        (args["lang"] ? ` Write it in the language whose tag is '${args["lang"]}'.` : ""),
    },
    { embed: PROFILE_PATH },
    { embed: SKILLS_PATH },
    { embed: projectsIn(args["lang"]) },
  ],
};

export const assessFitPrompt: PromptDeclaration = {
  name: "assess_fit",
  arguments: [
    { name: "job_description", required: true },
    { name: "lane", required: false, values: (index) => index.site.lanes },
  ],
  parts: (index, args) => [
    {
      text:
        `Assess how well ${who(index)} fits the job described below. Go through its requirements one by one: for each, say whether the attached ` +
        "profile, skills, résumé and projects show it, and cite the project or skill that does. Do not assume anything they do not say. " +
        "End with an overall fit (strong, partial or weak), the two or three projects that show it best, and what to ask in an interview." +
        `\n\nThe job:\n${args["job_description"]}`,
    },
    { embed: PROFILE_PATH },
    { embed: SKILLS_PATH },
    { embed: RESUME_PATH },
    { embed: args["lane"] === undefined ? PROJECTS_PATH : `${PROJECTS_PATH}?lane=${encodeURIComponent(args["lane"])}` },
  ],
};
