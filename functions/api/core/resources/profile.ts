// The profile: who the person is, how to reach them, and links to the developer resources;
// and `get_portfolio_info`, which gives an agent the profile and the skills in one call.
import { defineResource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { refuseUnknownArguments, type ToolDeclaration } from "../tool.ts";
import { restRoute } from "../rest-route.ts";
import { PROFILE_PATH } from "./resource-paths.ts";
import { assessFitPrompt, introducePrompt } from "./profile-prompts.ts";

export { PROFILE_PATH };

/** get_portfolio_info: the profile and the skills, one fixed payload per index. */
export const portfolioInfo: ToolDeclaration = {
  name: "get_portfolio_info",
  create: (index) => {
    const payload = { profile: index.profile, skills: index.skills };
    return { run: (args) => refuseUnknownArguments(args, []) ?? { ok: true, payload, fixed: true } };
  },
};

/** The profile: its route, get_portfolio_info, the profile as an MCP resource, and the prompts about the person. */
export const profile = defineResource({
  name: "profile",
  routes: (index) => [restRoute({ pattern: PROFILE_PATH, answer: () => json(index.profile) })],
  tools: [portfolioInfo],
  mcpResources: [{ name: "profile", path: PROFILE_PATH }],
  prompts: [introducePrompt, assessFitPrompt],
});
