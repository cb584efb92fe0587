// What prompts/list says about the prompts about the person (profile-prompts.ts), and the
// wording of their text, which prompts/get fills with the person and the arguments.
import { IN_LANGUAGE, type PromptDocs } from "../agent-surface-docs.ts";
import { who } from "./profile-prompts.ts";

const LANGUAGE = "The language to write in, as the projects are served in it (their titles and summaries follow it).";

/** The titles, descriptions, argument words and text of the prompts about the person, by prompt name. */
export const PROFILE_PROMPT_DOCS: Readonly<Record<string, PromptDocs>> = {
  introduce: {
    title: "Introduce the person",
    description: (index) => `Introduce ${who(index)} to an audience you name, from their profile, skills and projects.`,
    arguments: { audience: "Who the introduction is for, e.g. a hiring manager, a client or a conference audience.", lang: LANGUAGE },
    text:
      "Introduce {who} to {audience}. Use only what the attached profile, skills and projects say: " +
      "a short paragraph on who they are and what they do, then the two or three projects that would matter most to {audience}, each with why." +
      IN_LANGUAGE,
  },
  assess_fit: {
    title: "Assess fit for a job",
    description: (index) => `Assess how well ${who(index)} fits a job description you paste, requirement by requirement, from their profile, skills, résumé and projects.`,
    arguments: { job_description: "The job description to assess against, pasted as text.", lane: "Weigh only the projects in this lane of work.", tier: "Weigh only the projects of this tier." },
    text:
      "Assess how well {who} fits the job described below. Go through its requirements one by one: for each, say whether the attached " +
      "profile, skills, résumé and projects show it, and cite the project or skill that does. Do not assume anything they do not say. " +
      "End with an overall fit (strong, partial or weak), the two or three projects that show it best, and what to ask in an interview." +
      "[ Weigh only projects in the lane '{lane}'.][ Weigh only projects of the tier '{tier}'.]" +
      " The attached projects' list holds exactly the projects to weigh (the résumé may name others); if it holds none, say so." +
      "\n\nThe job:\n{job_description}",
  },
};
