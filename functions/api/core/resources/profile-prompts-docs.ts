// What prompts/list says about the prompts about the person (profile-prompts.ts).
import type { PromptDocs } from "../agent-surface-docs.ts";
import { who } from "./profile-prompts.ts";

const LANGUAGE = "The language to write in, as the projects are served in it (their titles and summaries follow it).";

export const PROFILE_PROMPT_DOCS: Readonly<Record<string, PromptDocs>> = {
  introduce: {
    title: "Introduce the person",
    description: (index) => `Introduce ${who(index)} to an audience you name, from their profile, skills and projects.`,
    arguments: { audience: "Who the introduction is for, e.g. a hiring manager, a client or a conference audience.", lang: LANGUAGE },
  },
  assess_fit: {
    title: "Assess fit for a job",
    description: (index) => `Assess how well ${who(index)} fits a job description you paste, requirement by requirement, from their profile, skills, résumé and projects.`,
    arguments: { job_description: "The job description to assess against, pasted as text.", lane: "Weigh only the projects in this lane of work." },
  },
};
