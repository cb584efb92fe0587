// How many routing rules the build writes for catalogs of 1,000, 10,000 and 25,000 projects:
// Netlify matches every request against them, so the count must not grow with the catalog.
// The catalogs are the bench's 10,000-project index, cut or repeated under new slugs.
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import { createApp } from "../functions/api/core/app.ts";
import { countRules, renderRoutingRules } from "../build/routing-rules.ts";

/** How many routing rules the build writes for a catalog of `projects` projects. */
export interface RuleCount {
  projects: number;
  rules: number;
}

/** The catalog sizes whose rules are counted: the count must be the same at each. */
export const RULE_COUNT_SIZES = [1_000, 10_000, 25_000] as const;

/** The rule count of `index` grown or cut to each size. */
export function measureRuleCounts(index: PortfolioIndex, sizes: readonly number[] = RULE_COUNT_SIZES): RuleCount[] {
  return sizes.map((projects) => {
    const { listItemSizes: _measured, ...rest } = index;
    const resized: PortfolioIndex = {
      ...rest,
      projects: Array.from({ length: projects }, (_, i) => {
        const model = index.projects[i % index.projects.length]!;
        return i < index.projects.length ? model : { ...model, slug: `${model.slug}-${i}` };
      }),
    };
    return { projects, rules: countRules(renderRoutingRules(createApp(resized).routes)) };
  });
}
