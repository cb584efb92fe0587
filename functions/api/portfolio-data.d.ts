// Types for the index module that `npm run build` generates beside this file (git-ignored).
import type { PortfolioIndex } from "./core/portfolio-index.ts";

declare const index: PortfolioIndex;
export default index;
