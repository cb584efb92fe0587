// Health: is the API up, which version answers, and when its data was built. Static files
// carry the build time, so that is the honest "server time" (docs/api-decisions.md).
import type { PortfolioIndex } from "../portfolio-index.ts";
import { defineResource } from "../resource.ts";
import { json } from "../http/reply.ts";
import { OPENAPI_PATH, PORTAL_PATH } from "../site-paths.ts";
import { API_VERSION } from "../vocabulary.ts";
import { restRoute } from "../rest-route.ts";
import { HEALTH_PATH, LEGACY_HEALTH_PATH } from "./resource-paths.ts";

function healthBody(index: PortfolioIndex) {
  const { site } = index;
  return {
    status: "ok",
    timestamp: site.builtAt,
    version: API_VERSION,
    service: site.service,
    documentation: site.baseUrl + PORTAL_PATH,
    openapi: site.baseUrl + OPENAPI_PATH,
  };
}

/** Health at its versioned path, and the unversioned one old clients call with status and timestamp only. */
export const health = defineResource({
  name: "health",
  routes: (index) => {
    const body = healthBody(index);
    return [
      restRoute({ pattern: HEALTH_PATH, answer: () => json(body) }),
      restRoute({ pattern: LEGACY_HEALTH_PATH, answer: () => json({ status: body.status, timestamp: body.timestamp }) }),
    ];
  },
});
