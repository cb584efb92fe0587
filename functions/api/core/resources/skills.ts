// Skills: the taxonomy in the owner's order, with spoken languages, certifications and domains.
import { defineResource, type ApiTag } from "../resource.ts";
import { json } from "../http/reply.ts";
import { restRoute } from "./rest.ts";
import { SKILLS_PATH } from "./resource-paths.ts";

export const SKILLS_TAG: ApiTag = { name: "Skills", description: "Skills, spoken languages, certifications and domains." };

const PATH = SKILLS_PATH;

export const skills = defineResource({
  name: "skills",
  routes: (index) => [
    restRoute({
      pattern: PATH,
      tag: SKILLS_TAG,
      answer: () => json(index.skills),
      doc: {
        operationId: "getSkills",
        summary: "Skills, languages, certifications and domains",
        description: "The skills taxonomy in the owner's order.",
        schema: "Skills",
        problems: [],
        examples: { skills: { summary: "The skills", path: PATH } },
      },
    }),
  ],
  endpoints: () => [{ name: "Skills", path: PATH, note: "skills by group, spoken languages, certifications and domains", task: "Skills", rank: "main" }],
  mcpResources: [
    {
      name: "skills",
      title: "Skills",
      description: (index) => `${index.profile.name}'s skills by group, spoken languages, certifications and domains (the answer of GET ${PATH}).`,
      path: PATH,
    },
  ],
  about: () => "skills",
});
