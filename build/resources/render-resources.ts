// Developer resources written beside the API files: filled in by the developer-resources
// issue (OpenAPI, portal, llms.txt, problem pages, content schemas).
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import type { SiteFiles } from "../write-dist.ts";

/** Add every developer resource for `index` to `files`. */
export async function renderResources(_index: PortfolioIndex, _files: SiteFiles): Promise<void> {}
