// What the documents say about health (health.ts).
import { describeResource, type ApiTag } from "../resource-docs.ts";
import { health } from "./health.ts";
import { HEALTH_PATH, LEGACY_HEALTH_PATH } from "./resource-paths.ts";

/** Health's tag in the OpenAPI document and the API reference. */
export const HEALTH_TAG: ApiTag = { name: "Health", description: "Is the API up, and which version is it." };

/** What the documents say about health: both its paths, and its line in the lists of endpoints. */
export const healthDocs = describeResource(health, {
  tag: HEALTH_TAG,
  routes: () => ({
    [HEALTH_PATH]: {
      operationId: "getHealth",
      summary: "Health status, version and documentation links",
      description: "`timestamp` is the time the deployed data was built: the answer is a static file.",
      schema: "Health",
      problems: [],
      examples: { health: { summary: "Healthy", path: HEALTH_PATH } },
    },
    [LEGACY_HEALTH_PATH]: {
      operationId: "getLegacyHealth",
      summary: "Legacy health check: status and timestamp only",
      description: `Unversioned, kept for old clients. Prefer \`${HEALTH_PATH}\`.`,
      schema: "Health",
      problems: [],
      examples: { health: { summary: "Healthy", path: LEGACY_HEALTH_PATH } },
    },
  }),
  endpoints: () => [
    { name: "Health", path: HEALTH_PATH, note: "status, API version and the time the data was built", task: "Is it up?", rank: "main" },
    { name: "Legacy health", path: LEGACY_HEALTH_PATH, note: "status and timestamp only", rank: "more" },
  ],
});
