// The static share: ask the local preview (Netlify's own rule engine over the built site) for
// every cacheable GET and count how many a static file answered and how often the function
// ran. test/routing-parity.test.ts proves the same sides against Netlify's emulation.
import path from "node:path";
import { startPreview, ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import type { Handler } from "./warm.ts";

/** How the preview answered the cacheable GETs: by a static file, or by running the function. */
export interface StaticShare {
  cacheableGets: number;
  answeredStatic: number;
  functionInvocations: number;
  /** Paths that did not come from a static file with 200, if any. */
  misses: string[];
}

/** Request every cacheable GET once through the preview. */
export async function measureStaticShare(distDir: string, index: PortfolioIndex, handler: Handler): Promise<StaticShare> {
  let functionInvocations = 0;
  const counting: Handler = (request) => {
    functionInvocations++;
    return handler(request);
  };
  const preview = await startPreview({ distDir, port: 0, handler: counting, netlifyToml: path.resolve("netlify.toml") });
  const misses: string[] = [];
  const gets = listCacheableGets(index);
  try {
    for (const get of gets) {
      const response = await fetch(preview.url + requestPathOf(get));
      await response.arrayBuffer();
      if (response.status !== 200 || response.headers.get(ROUTE_HEADER) !== "static") misses.push(requestPathOf(get));
    }
  } finally {
    await preview.close();
  }
  return { cacheableGets: gets.length, answeredStatic: gets.length - misses.length, functionInvocations, misses };
}
