// Types for the index module that `npm run build` generates beside this file (git-ignored).
import type { PortfolioIndex } from "./core/portfolio-index.ts";

/** The index as JSON text: parsed at the function's first request, not at its import. */
export declare const INDEX_JSON: string;

declare const index: PortfolioIndex;
export default index;
