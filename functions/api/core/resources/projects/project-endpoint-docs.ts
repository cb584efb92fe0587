// The project lines of llms.txt, the portal's quick start and the preview banner: the list, its
// filtered views and sample requests, every name and value taken from the site and its projects.
// Documentation (projects-docs.ts reads it), which the function never loads.
import { languageName } from "../../languages/language-name.ts";
import type { PortfolioIndex } from "../../portfolio-index.ts";
import type { Endpoint } from "../../resource-docs.ts";
import { allOf } from "../../count-noun.ts";
import { joinWithOr } from "../../http/problems.ts";
import { PROJECTS_PATH } from "../resource-paths.ts";
import { translationKey } from "../../languages/translation-keys.ts";
import { foundByExample } from "../../collection/example-search.ts";

/**
 * The tier an example request names: the first that has a project (translated into `lang`, when
 * given), so no example answers an empty list; the first tier when none has one.
 */
export function exampleTier(index: PortfolioIndex, lang?: string): string | undefined {
  const shows = (tier: string) => index.projects.some((p) => p.tier === tier && (lang === undefined || p[translationKey("title", lang)] !== undefined || p[translationKey("summary", lang)] !== undefined));
  return index.site.tiers.find(shows) ?? index.site.tiers[0];
}


/** The list, the first tier, a search, a translation and one project; then every filtered view. */
export function projectEndpoints(index: PortfolioIndex): Endpoint[] {
  const { translations, lanes, tiers } = index.site;
  const first = index.projects[0];
  const word = index.searchExample;
  const languages = translations.length === 0 ? "" : `; titles and summaries in ${translations.join(", ")} with ?lang=`;
  // The lane of the project the word is found in: the first project's lane may hold none of it.
  const lane = (word === undefined ? undefined : foundByExample(index.projects, word)?.lane) ?? first?.lane ?? lanes[0];
  const top = exampleTier(index);
  return [
    {
      name: "Projects",
      path: PROJECTS_PATH,
      note: `${allOf(index.projects.length, "project", "projects")}; filter with ${joinWithOr(["?lane=", "?tier=", "?q="]).replace(" or ", " and ")} (search words, diacritics optional)${languages}`,
      rank: "main",
    },
    // Named by the site's own tier: an owner's `flagship` is not called "featured".
    ...(top === undefined ? [] : [{ name: `Projects in tier ${top}`, path: `${PROJECTS_PATH}?tier=${top}`, note: top === tiers[0] ? "the first tier, the most prominent work" : "the most prominent tier with projects", task: `Projects in tier ${top}`, rank: "example" as const }]),
    ...(word === undefined
      ? []
      : [{ name: "Search", path: `${PROJECTS_PATH}?lane=${lane}&q=${encodeURIComponent(word)}`, note: "search words within a lane", task: "Search within a lane (diacritics optional)", rank: "example" as const }]),
    ...translations.slice(0, 1).map((lang) => ({
      name: `In ${languageName(lang)}`,
      path: `${PROJECTS_PATH}?lang=${lang}`,
      note: "translated titles and summaries",
      task: `Titles and summaries in ${languageName(lang)}`,
      rank: "example" as const,
    })),
    { name: "One project", path: `${PROJECTS_PATH}/${first?.slug ?? "my-project"}`, note: "every field of one project", task: "One project", rank: "example" },
    ...tiers.map((tier) => ({ name: `Projects in tier ${tier}`, path: `${PROJECTS_PATH}?tier=${tier}`, note: "", rank: "more" as const })),
    ...lanes.map((lane) => ({ name: `Projects in lane ${lane}`, path: `${PROJECTS_PATH}?lane=${lane}`, note: "", rank: "more" as const })),
    ...translations.map((lang) => ({
      name: `Projects in ${languageName(lang)}`,
      path: `${PROJECTS_PATH}?lang=${lang}`,
      note: "translated titles and summaries; the fallback field names what is still in English",
      rank: "more" as const,
    })),
    ...index.projects.filter((p) => p.caseStudy === undefined).map((p) => ({ name: p.title, path: `${PROJECTS_PATH}/${p.slug}`, note: p.summary, rank: "more" as const })),
  ];
}
