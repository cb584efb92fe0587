// What the documents say about the résumé (resume.ts): listed under the profile's tag.
import { describeResource } from "../resource-docs.ts";
import { resume } from "./resume.ts";
import { PROFILE_TAG } from "./profile-docs.ts";
import { RESUME_PATH } from "./resource-paths.ts";

/** What the documents say about the résumé, listed under the profile's tag. */
export const resumeDocs = describeResource(resume, {
  tag: PROFILE_TAG,
  routes: () => ({
    [RESUME_PATH]: {
      operationId: "getResume",
      summary: "The portfolio as a JSON Resume",
      description: "The profile, projects, skills and languages in the JSON Resume format (schema v1.0.0), which résumé themes, PDF renderers and job sites read.",
      schema: "JsonResume",
      problems: [],
      examples: { resume: { summary: "The résumé", path: RESUME_PATH } },
    },
  }),
  mcpResources: {
    resume: {
      title: "Résumé (JSON Resume)",
      description: (index) => `${index.profile.name}'s portfolio as a JSON Resume document: the profile, projects, skills and languages (the answer of GET ${RESUME_PATH}).`,
    },
  },
  endpoints: () => [
    {
      name: "Résumé",
      path: RESUME_PATH,
      note: "the profile, projects, skills and languages as a JSON Resume (schema v1.0.0), for résumé themes and job sites",
      task: "The résumé, as JSON Resume",
      rank: "main",
    },
  ],
});
