// The profile: who the person is, how to reach them, and links to the developer resources.
import type { ApiTag, Resource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { restRoute } from "./rest.ts";

export const PROFILE_TAG: ApiTag = { name: "Profile", description: "The person behind the portfolio." };

export const PROFILE_PATH = "/api/v1/profile";

export const profile: Resource = {
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
};
