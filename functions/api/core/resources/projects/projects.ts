// Projects, the spec's collection: a list filtered by lane, tier and search words, in any
// language the site translates, and one detail per project; `list_projects` and
// `get_case_study` for agents. Declared on the collection engine like any added section; what
// is its own is the spec's problem codes, the translated fields and the case studies. Its
// words: projects-docs.ts.
import type { ProjectDetail, ProjectItem } from "../../../schemas/response-schemas.ts";
import type { StoredProject } from "../../portfolio-index.ts";
import { defineCollection } from "../../collection/define-collection.ts";
import { choiceFilter } from "../../collection/filter.ts";
import { searchFilter } from "../../collection/search-filter.ts";
import { fieldLanguages } from "../../languages/translation-keys.ts";
import { PROJECTS_PATH } from "../resource-paths.ts";
import { searchedTexts, toDetail, toItem } from "./project-views.ts";
import { PROJECTS_VIEW } from "./projects-app-view.ts";
import { explainProjectPrompt } from "./project-prompts.ts";

export { PROJECTS_PATH };

/** The spec's collection, on the same engine as an added section, with the spec's own problem codes. */
export const projects = defineCollection<StoredProject, ProjectItem, ProjectDetail>()({
  name: "projects",
  noun: { one: "project", many: "projects" },
  schemas: { list: "ProjectList", detail: "ProjectDetail" },
  items: (index) => index.projects,
  toItem,
  toDetail: (p, index) => toDetail(p, fieldLanguages(index.site.translations)),
  filters: (items, { site }) => [
    choiceFilter({ name: "lane", values: site.lanes, valueOf: (p) => p.lane }),
    choiceFilter({ name: "tier", values: site.tiers, valueOf: (p) => p.tier }),
    searchFilter({ items, textsOf: (p) => searchedTexts(p, site.translations) }),
  ],
  translated: true,
  sizes: (index) => index.listItemSizes,
  // The spec names these two codes; other collections' are made from their nouns.
  codes: { invalidSlug: "INVALID_SLUG", notFound: "PROJECT_NOT_FOUND" },
  tools: {
    list: { name: "list_projects" },
    detail: { name: "get_case_study", only: (p) => p.caseStudy !== undefined, offered: { one: "case study", many: "case studies", a: "a case study" } },
  },
  prompts: [explainProjectPrompt],
  apps: [PROJECTS_VIEW],
});
