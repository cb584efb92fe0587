// Projects: the list (filtered by lane, tier and search words, in any language the site
// serves) and the detail of one project. Both read the shared catalog.
import type { PortfolioIndex } from "../../portfolio-index.ts";
import type { ApiTag, Endpoint, Resource } from "../../resource.ts";
import { json, problem, SizedJson, type Reply } from "../../http/reply.ts";
import { decodedProjectSlug } from "./escaped-slug.ts";
import { countNoun } from "../../count-noun.ts";
import { isSlug } from "../../vocabulary.ts";
import { catalogOf, type Catalog } from "./catalog.ts";
import { languageFilter, listFilters, parseListQuery, queryValue, rawListQuery, type FilterVocabulary } from "./filters.ts";
import { languageHeaders, parseLanguage } from "./language.ts";
import { localizeDetail, localizeList } from "./localize.ts";
import { restRoute } from "../rest.ts";

export const PROJECTS_TAG: ApiTag = { name: "Projects", description: "Projects and case studies, filterable by lane, tier and search words." };

export const PROJECTS_PATH = "/api/v1/projects";
const DETAIL_PATTERN = `${PROJECTS_PATH}/{slug}`;

/** The sort order every list follows (build/make-index.ts sorts), in words from the site's own tiers. */
export function sortOrderText(tiers: readonly string[]): string {
  return `by tier (${tiers.join(", ")}), then \`order\` (absent last), then slug`;
}

export const projects: Resource = {
  name: "projects",
  routes: (index) => {
    const { site } = index;
    // Made at the first project answer: an MCP initialize or a health check never needs it.
    const catalog = () => catalogOf(index);
    const translated = site.translations[0];
    const firstTier = site.tiers[0];
    const withStudy = index.projects.find((p) => p.caseStudy !== undefined) ?? index.projects[0];
    const without = index.projects.find((p) => p.caseStudy === undefined);
    return [
      restRoute({
        pattern: PROJECTS_PATH,
        tag: PROJECTS_TAG,
        query: listFilters(site),
        answer: ({ url }) => listProjects(catalog(), url, site),
        doc: {
          operationId: "listProjects",
          summary: "List projects, optionally filtered by lane, tier and search words",
          description: `Ordered ${sortOrderText(site.tiers)}. \`total\` is the number of items returned.`,
          schema: "ProjectList",
          problems: ["INVALID_QUERY", "UNSUPPORTED_LANGUAGE", "RESULT_TOO_LARGE"],
          examples: {
            featured: { summary: "Featured projects", path: `${PROJECTS_PATH}?tier=${firstTier}` },
            ...(translated ? { translated: { summary: `Featured projects in '${translated}'`, path: `${PROJECTS_PATH}?tier=${firstTier}&lang=${translated}` } } : {}),
          },
        },
      }),
      restRoute({
        pattern: DETAIL_PATTERN,
        tag: PROJECTS_TAG,
        pathValues: { slug: index.projects.map((p) => p.slug) },
        // One file per project at its own path, so the routing rules do not grow with the catalog.
        filesAtPath: true,
        query: [languageFilter(site.translations)],
        answer: ({ params, url }) => projectDetail(catalog(), params["slug"] ?? "", url, site.translations),
        doc: {
          operationId: "getProject",
          summary: "One project or case study",
          description:
            "Every field is present; optional ones the content lacks are null and `proofPoints` is `[]`. A trailing slash names the same resource.",
          schema: "ProjectDetail",
          problems: ["INVALID_SLUG", "UNSUPPORTED_LANGUAGE", "PROJECT_NOT_FOUND"],
          examples: {
            ...(withStudy ? { withCaseStudy: { summary: "A project with a case study", path: `${PROJECTS_PATH}/${withStudy.slug}` } } : {}),
            ...(without ? { withoutCaseStudy: { summary: "A project without one: absent fields are null", path: `${PROJECTS_PATH}/${without.slug}` } } : {}),
          },
        },
      }),
    ];
  },
  endpoints: projectEndpoints,
};

/** The list, its filtered views and sample requests, as the human- and agent-facing lists show them. */
function projectEndpoints(index: PortfolioIndex): Endpoint[] {
  const { translations, lanes, tiers } = index.site;
  const first = index.projects[0];
  const word = index.searchExample;
  const languages = translations.length === 0 ? "" : `; titles and summaries in ${translations.join(", ")} with ?lang=`;
  const filters = listFilters(index.site).filter((filter) => filter.name !== "lang");
  const lane = first?.lane ?? lanes[0];
  return [
    {
      name: "Projects",
      path: PROJECTS_PATH,
      note: `all ${countNoun(index.projects.length, "project", "projects")}; filter with ${filters.map((f) => `?${f.name}=`).join(", ").replace(/, ([^,]*)$/, " and $1")} (search words, diacritics optional)${languages}`,
      rank: "main",
    },
    { name: "Featured projects", path: `${PROJECTS_PATH}?tier=${tiers[0]}`, note: "the most prominent work", task: "Featured work", rank: "example" },
    ...(word === undefined
      ? []
      : [{ name: "Search", path: `${PROJECTS_PATH}?lane=${lane}&q=${encodeURIComponent(word)}`, note: "search words within a lane", task: "Search within a lane (diacritics optional)", rank: "example" as const }]),
    ...translations.slice(0, 1).map((lang) => ({
      name: `In '${lang}'`,
      path: `${PROJECTS_PATH}?lang=${lang}`,
      note: "translated titles and summaries",
      task: `Titles and summaries in '${lang}'`,
      rank: "example" as const,
    })),
    { name: "One project", path: `${PROJECTS_PATH}/${first?.slug ?? "my-project"}`, note: "every field of one project", task: "One project", rank: "example" },
    ...tiers.map((tier) => ({ name: `Projects in tier ${tier}`, path: `${PROJECTS_PATH}?tier=${tier}`, note: "", rank: "more" as const })),
    ...lanes.map((lane) => ({ name: `Projects in lane ${lane}`, path: `${PROJECTS_PATH}?lane=${lane}`, note: "", rank: "more" as const })),
    ...translations.map((lang) => ({
      name: `Projects in '${lang}'`,
      path: `${PROJECTS_PATH}?lang=${lang}`,
      note: "translated titles and summaries; `fallback` names what is still in English",
      rank: "more" as const,
    })),
    ...index.projects.filter((p) => p.caseStudy === undefined).map((p) => ({ name: p.title, path: `${PROJECTS_PATH}/${p.slug}`, note: p.summary, rank: "more" as const })),
  ];
}

/** GET /api/v1/projects: `total` is always the number of items returned. */
function listProjects(catalog: Catalog, url: URL, site: FilterVocabulary): Reply {
  const query = parseListQuery(rawListQuery(url.searchParams), site);
  if ("kind" in query) return query;
  const lang = parseLanguage(queryValue(url.searchParams, "lang"), site.translations);
  if (typeof lang !== "string") return lang;
  const found = catalog.list(query);
  // Its size is known from the measured items, so an oversized list is refused unbuilt.
  const body = new SizedJson(catalog.listSize(found, lang).bytes, () => localizeList({ total: found.length, projects: found }, lang));
  return { ...json(body), headers: languageHeaders(lang) };
}

/**
 * GET /api/v1/projects/{slug}: the slug is checked as received, before any decoding, except
 * that an escaped spelling of a project's slug names that project, as it does on the CDN
 * (where a `lang` the site does not serve never reached a file).
 */
function projectDetail(catalog: Catalog, received: string, url: URL, translations: readonly string[]): Reply {
  const asked = queryValue(url.searchParams, "lang");
  const lang = parseLanguage(asked, translations);
  // The CDN's rules named a file for no `lang` or a served one; an empty `lang` reached the function.
  const cdnNamedAFile = typeof lang === "string" && asked !== "";
  const slug = isSlug(received) ? received : cdnNamedAFile ? decodedProjectSlug(received, (s) => catalog.detail(s) !== undefined) : undefined;
  if (slug === undefined) return problem("INVALID_SLUG", { slug: received });
  if (typeof lang !== "string") return lang;
  const detail = catalog.detail(slug);
  return detail ? { ...json(localizeDetail(detail, lang)), headers: languageHeaders(lang) } : problem("PROJECT_NOT_FOUND", { slug });
}
