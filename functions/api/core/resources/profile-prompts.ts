// The prompts about the person: introduce them to an audience, and assess their fit for a job
// the user pastes. Each embeds the resources it needs (the profile, the skills, the résumé, the
// projects), so a host can run it with no tool call; every word about the person comes from the
// content. Their titles, descriptions and wording: profile-prompts-docs.ts.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { PromptDeclaration } from "../agent-surface.ts";
import { languageArgument } from "../languages/lang-parameter.ts";
import { PROFILE_PATH, PROJECTS_PATH, RESUME_PATH, SKILLS_PATH } from "./resource-paths.ts";

/** `Ada Lovelace (Mathematician)`. */
export const who = ({ profile }: PortfolioIndex) => `${profile.name} (${profile.title})`;

/** The projects' list, narrowed or translated by the arguments given, as REST does it. */
function projectsWhere(query: Readonly<Record<string, string | undefined>>): string {
  const given = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return given ? `${PROJECTS_PATH}?${given}` : PROJECTS_PATH;
}

/** introduce: the person for an audience the user names, from the profile, skills and projects it embeds. */
export const introducePrompt: PromptDeclaration = {
  name: "introduce",
  arguments: [{ name: "audience", required: true }, languageArgument],
  values: (index, args) => ({ who: who(index), audience: args["audience"], lang: args["lang"] }),
  embeds: (_index, args) => [PROFILE_PATH, SKILLS_PATH, projectsWhere({ lang: args["lang"] })],
};

/** assess_fit: the person against a pasted job description; the lane and tier narrow which projects it embeds. */
export const assessFitPrompt: PromptDeclaration = {
  name: "assess_fit",
  arguments: [
    { name: "job_description", required: true },
    { name: "lane", required: false, values: (index) => index.site.lanes },
    { name: "tier", required: false, values: (index) => index.site.tiers },
  ],
  values: (index, args) => ({ ...args, who: who(index) }),
  embeds: (_index, args) => [PROFILE_PATH, SKILLS_PATH, RESUME_PATH, projectsWhere({ lane: args["lane"], tier: args["tier"] })],
};
