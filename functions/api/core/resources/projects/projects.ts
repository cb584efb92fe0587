// Projects, the spec's collection: a list filtered by lane, tier and search words, in any
// language the site translates, and one detail per project; `list_projects` and
// `get_case_study` for agents. Declared on the collection engine like any added section; what
// is its own is the spec's problem codes, the translated fields and the case studies.
import type { ProjectDetail, ProjectItem } from "../../../schemas/response-schemas.ts";
import type { StoredProject } from "../../portfolio-index.ts";
import { defineCollection } from "../../collection/define-collection.ts";
import { choiceFilter } from "../../collection/filter.ts";
import { searchFilter } from "../../collection/search-filter.ts";
import { countNoun } from "../../count-noun.ts";
import { fieldLanguages } from "../../languages/translation-keys.ts";
import { PROJECTS_PATH, projectEndpoints } from "./project-endpoints.ts";
import { SEARCHED_FIELDS_TEXT, searchedTexts, sortOrderText, toDetail, toItem } from "./project-views.ts";
import { PROJECTS_VIEW } from "./project-view.ts";
import { explainProjectPrompt } from "./project-prompts.ts";

export { PROJECTS_PATH };

export const projects = defineCollection<StoredProject, ProjectItem, ProjectDetail>()({
  name: "projects",
  noun: { one: "project", many: "projects" },
  tag: { name: "Projects", description: "Projects and case studies, filterable by lane, tier and search words." },
  schemas: { list: "ProjectList", detail: "ProjectDetail" },
  items: (index) => index.projects,
  toItem,
  toDetail: (p, index) => toDetail(p, fieldLanguages(index.site.translations)),
  filters: (items, { site }) => [
    choiceFilter({ name: "lane", values: site.lanes, valueOf: (p) => p.lane, meaning: `Only projects in this lane, the kind of work: ${site.lanes.join(", ")}.` }),
    choiceFilter({ name: "tier", values: site.tiers, valueOf: (p) => p.tier, meaning: `Only projects in this tier, how prominent they are: ${site.tiers.join(", ")}.` }),
    searchFilter({ items, textsOf: (p) => searchedTexts(p, site.translations), fieldsText: SEARCHED_FIELDS_TEXT }),
  ],
  translated: true,
  sizes: (index) => index.listItemSizes,
  // The spec names these two codes; other collections' are made from their nouns.
  codes: { invalidSlug: "INVALID_SLUG", notFound: "PROJECT_NOT_FOUND" },
  searchExample: (index) => index.searchExample,
  listDoc: {
    operationId: "listProjects",
    summary: "List projects, optionally filtered by lane, tier and search words",
    description: (index) => `Ordered ${sortOrderText(index.site.tiers)}. \`total\` is the number of items returned.`,
    examples: ({ site }) => {
      const [top] = site.tiers;
      const [translated] = site.translations;
      return {
        ...(top === undefined ? {} : { featured: { summary: `Projects in tier ${top}`, path: `${PROJECTS_PATH}?tier=${top}` } }),
        ...(translated && top ? { translated: { summary: `Projects in tier ${top}, in '${translated}'`, path: `${PROJECTS_PATH}?tier=${top}&lang=${translated}` } } : {}),
      };
    },
  },
  detailDoc: {
    operationId: "getProject",
    summary: "One project or case study",
    description: () => "Every field is present; optional ones the content lacks are null and `proofPoints` is `[]`. A trailing slash names the same resource.",
    examples: (index) => {
      const withStudy = index.projects.find((p) => p.caseStudy !== undefined) ?? index.projects[0];
      const without = index.projects.find((p) => p.caseStudy === undefined);
      return {
        ...(withStudy ? { withCaseStudy: { summary: "A project with a case study", path: `${PROJECTS_PATH}/${withStudy.slug}` } } : {}),
        ...(without ? { withoutCaseStudy: { summary: "A project without one: absent fields are null", path: `${PROJECTS_PATH}/${without.slug}` } } : {}),
      };
    },
  },
  tools: {
    list: { name: "list_projects", title: "List or search projects", order: ({ site }) => (site.tiers[0] === undefined ? undefined : `${site.tiers[0]} first`), view: PROJECTS_VIEW },
    detail: {
      name: "get_case_study",
      title: "Look up a case study",
      purpose: () => "for one project's case study: its title, category, date, excerpt and the link to the write-up, which this server does not hold",
      only: (p) => p.caseStudy !== undefined,
      offered: { one: "case study", many: "case studies", a: "a case study" },
      slugOf: "a project with a case study",
      holds: () => "the project's detail with its case study (title, category, date, excerpt, and the url of the write-up, whose text is not here)",
      outputSchema: "CaseStudyDetail",
      view: PROJECTS_VIEW,
    },
  },
  prompts: [explainProjectPrompt],
  apps: [PROJECTS_VIEW],
  endpoints: projectEndpoints,
  about: (_index, items) => {
    const studies = items.filter((p) => p.caseStudy !== undefined).length;
    return `${countNoun(items.length, "project", "projects")}${studies > 0 ? ` (${studies === items.length ? "all" : `${studies} of them`} with a case study)` : ""}`;
  },
});
