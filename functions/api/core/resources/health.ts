// Health: is the API up, which version answers, and when its data was built. Static files
// carry the build time, so that is the honest "server time" (docs/api-decisions.md).
import type { PortfolioIndex } from "../portfolio-index.ts";
import { defineResource, type ApiTag } from "../resource.ts";
import { json } from "../http/reply.ts";
import { DEVELOPER_PATHS } from "../site-paths.ts";
import { API_VERSION } from "../vocabulary.ts";
import { restRoute } from "./rest.ts";

export const HEALTH_TAG: ApiTag = { name: "Health", description: "Is the API up, and which version is it." };

const PATH = "/api/v1/health";
const LEGACY_PATH = "/api/health";

function healthBody(index: PortfolioIndex) {
  const { site } = index;
  return {
    status: "ok",
    timestamp: site.builtAt,
    version: API_VERSION,
    service: site.service,
    documentation: site.baseUrl + DEVELOPER_PATHS.portal,
    openapi: site.baseUrl + DEVELOPER_PATHS.openapi,
  };
}

export const health = defineResource({
  name: "health",
  routes: (index) => {
    const body = healthBody(index);
    return [
      restRoute({
        pattern: PATH,
        tag: HEALTH_TAG,
        answer: () => json(body),
        doc: {
          operationId: "getHealth",
          summary: "Health status, version and documentation links",
          description: "`timestamp` is the time the deployed data was built: the answer is a static file.",
          schema: "Health",
          problems: [],
          examples: { health: { summary: "Healthy", path: PATH } },
        },
      }),
      restRoute({
        pattern: LEGACY_PATH,
        tag: HEALTH_TAG,
        answer: () => json({ status: body.status, timestamp: body.timestamp }),
        doc: {
          operationId: "getLegacyHealth",
          summary: "Legacy health check: status and timestamp only",
          description: `Unversioned, kept for old clients. Prefer \`${PATH}\`.`,
          schema: "Health",
          problems: [],
          examples: { health: { summary: "Healthy", path: LEGACY_PATH } },
        },
      }),
    ];
  },
  endpoints: () => [
    { name: "Health", path: PATH, note: "status, API version and the time the data was built", task: "Is it up?", rank: "main" },
    { name: "Legacy health", path: LEGACY_PATH, note: "status and timestamp only", rank: "more" },
  ],
});
