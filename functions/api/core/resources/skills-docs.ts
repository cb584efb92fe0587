// What the documents say about the skills (skills.ts).
import { describeResource, type ApiTag } from "../resource-docs.ts";
import { skills } from "./skills.ts";
import { SKILLS_PATH } from "./resource-paths.ts";

/** The skills' tag in the OpenAPI document and the API reference. */
export const SKILLS_TAG: ApiTag = { name: "Skills", description: "Skills, spoken languages, certifications and domains." };

/** What the documents say about the skills: the route, its line in the lists and its MCP resource. */
export const skillsDocs = describeResource(skills, {
  tag: SKILLS_TAG,
  routes: () => ({
    [SKILLS_PATH]: {
      operationId: "getSkills",
      summary: "Skills, languages, certifications and domains",
      description: "The skills taxonomy in the owner's order.",
      schema: "Skills",
      problems: [],
      examples: { skills: { summary: "The skills", path: SKILLS_PATH } },
    },
  }),
  endpoints: () => [{ name: "Skills", path: SKILLS_PATH, note: "skills by group, spoken languages, certifications and domains", task: "Skills", rank: "main" }],
  mcpResources: {
    skills: {
      title: "Skills",
      description: (index) => `${index.profile.name}'s skills by group, spoken languages, certifications and domains (the answer of GET ${SKILLS_PATH}).`,
    },
  },
  about: () => "skills",
});
