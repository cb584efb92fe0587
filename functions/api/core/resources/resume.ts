// The portfolio as a JSON Resume (schema v1.0.0): the build makes it (json-resume.ts) and
// writes it into the index, so the function serves it without the code that makes it.
import { defineResource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { restRoute } from "../rest-route.ts";
import { RESUME_PATH } from "./resource-paths.ts";

export { RESUME_PATH };

/** The résumé, served as the build made it, and as an MCP resource. */
export const resume = defineResource({
  name: "resume",
  routes: (index) => [restRoute({ pattern: RESUME_PATH, answer: () => json(index.resume) })],
  mcpResources: [{ name: "resume", path: RESUME_PATH }],
});
