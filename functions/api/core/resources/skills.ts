// Skills: the taxonomy in the owner's order, with spoken languages, certifications and domains.
import { defineResource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { restRoute } from "../rest-route.ts";
import { SKILLS_PATH } from "./resource-paths.ts";

/** The skills, served as the index holds them, and as an MCP resource. */
export const skills = defineResource({
  name: "skills",
  routes: (index) => [restRoute({ pattern: SKILLS_PATH, answer: () => json(index.skills) })],
  mcpResources: [{ name: "skills", path: SKILLS_PATH }],
});
