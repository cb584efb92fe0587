// The profile: who the person is, how to reach them, and links to the developer resources;
// and `get_portfolio_info`, which gives an agent the profile and the skills in one call.
import type { ApiTag } from "../resource.ts";
import { defineResource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { objectSchema, READ_ONLY_ANNOTATIONS, unknownArguments, type ToolDeclaration } from "../tool.ts";
import { restRoute } from "./rest.ts";
import { PROFILE_PATH } from "./resource-paths.ts";
import { assessFitPrompt, introducePrompt } from "./profile-prompts.ts";

export const PROFILE_TAG: ApiTag = { name: "Profile", description: "The person behind the portfolio." };

export { PROFILE_PATH };

const TITLE = "Portfolio profile and skills";

/** get_portfolio_info: the profile and the skills, one fixed payload per index. */
const portfolioInfo: ToolDeclaration<"PortfolioInfo"> = {
  name: "get_portfolio_info",
  title: TITLE,
  purpose: () => "for who they are, how to contact them and what they know",
  outputSchema: "PortfolioInfo",
  example: () => ({}),
  create: (index, { outputSchema }) => {
    const payload = { profile: index.profile, skills: index.skills };
    return {
      definition: {
        name: "get_portfolio_info",
        title: TITLE,
        description: `Who ${index.profile.name} is: name, title, roles, bio, location, contact links, focus areas, key projects, developer resources, plus skills, spoken languages, certifications and domains. Call this first for any question about the person. Takes no arguments.`,
        inputSchema: objectSchema({}),
        outputSchema,
        annotations: { title: TITLE, ...READ_ONLY_ANNOTATIONS },
      },
      requiredClientCapabilities: [],
      fixedPayloads: [payload],
      run: (args) => unknownArguments(args, []) ?? { ok: true, payload },
    };
  },
};

export const profile = defineResource({
  name: "profile",
  routes: (index) => [
    restRoute({
      pattern: PROFILE_PATH,
      tag: PROFILE_TAG,
      answer: () => json(index.profile),
      doc: {
        operationId: "getProfile",
        summary: "The full profile",
        description: "Who the person is, how to reach them, and links to these developer resources.",
        schema: "Profile",
        problems: [],
        examples: { profile: { summary: "The profile", path: PROFILE_PATH } },
      },
    }),
  ],
  endpoints: () => [
    { name: "Profile", path: PROFILE_PATH, note: "name, roles, bio, location, contact and links to these resources", task: "Who is this?", rank: "main" },
  ],
  tools: [portfolioInfo],
  mcpResources: [
    {
      name: "profile",
      title: "Profile",
      description: (index) => `Who ${index.profile.name} is: title, roles, bio, location, contact links, focus areas and key projects (the answer of GET ${PROFILE_PATH}).`,
      path: PROFILE_PATH,
    },
  ],
  prompts: [introducePrompt, assessFitPrompt],
  about: () => "profile",
});
