// What the documents say about the profile (profile.ts): its route, its line in the lists,
// get_portfolio_info, the profile as an MCP resource, and the prompts about the person.
import { describeResource, type ApiTag } from "../resource-docs.ts";
import { objectSchema } from "../tool-docs.ts";
import { profile } from "./profile.ts";
import { PROFILE_PROMPT_DOCS } from "./profile-prompts-docs.ts";
import { PROFILE_PATH } from "./resource-paths.ts";

/** The profile's tag, which the résumé is listed under too. */
export const PROFILE_TAG: ApiTag = { name: "Profile", description: "The person behind the portfolio." };

/** What the documents say about the profile: its route, get_portfolio_info, its MCP resource and its prompts. */
export const profileDocs = describeResource(profile, {
  tag: PROFILE_TAG,
  routes: () => ({
    [PROFILE_PATH]: {
      operationId: "getProfile",
      summary: "The full profile",
      description: "Who the person is, how to reach them, and links to these developer resources.",
      schema: "Profile",
      problems: [],
      examples: { profile: { summary: "The profile", path: PROFILE_PATH } },
    },
  }),
  endpoints: () => [{ name: "Profile", path: PROFILE_PATH, note: "name, roles, bio, location, contact and links to these resources", task: "Who is this?", rank: "main" }],
  tools: {
    get_portfolio_info: {
      title: "Portfolio profile and skills",
      purpose: () => "for who they are, how to contact them and what they know",
      outputSchema: "PortfolioInfo",
      description: (index) =>
        `Who ${index.profile.name} is: name, title, roles, bio, location, contact links, focus areas, key projects, developer resources, plus skills, spoken languages, certifications and domains. Call this first for any question about the person. Takes no arguments.`,
      inputSchema: () => objectSchema({}),
      example: () => ({}),
    },
  },
  mcpResources: {
    profile: {
      title: "Profile",
      description: (index) => `Who ${index.profile.name} is: title, roles, bio, location, contact links, focus areas and key projects (the answer of GET ${PROFILE_PATH}).`,
    },
  },
  prompts: PROFILE_PROMPT_DOCS,
  about: () => "profile",
});
