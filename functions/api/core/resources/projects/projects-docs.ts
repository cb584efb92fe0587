// What the documents say about the projects (projects.ts): the tag and both operations, the
// words of its filters, of list_projects and get_case_study, the app view and the prompt, the
// endpoint lines and what the instructions say the server holds.
import { describeCollection } from "../../collection/collection-docs.ts";
import { countNoun } from "../../count-noun.ts";
import { PROJECTS_PATH } from "../resource-paths.ts";
import { projects } from "./projects.ts";
import { searchWords } from "../../collection/search-filter-docs.ts";
import { TRANSLATABLE_FIELDS } from "../../languages/translation-keys.ts";
import { SEARCHED_FIELDS, sortOrderText } from "./project-views.ts";
import { PROJECTS_VIEW } from "./projects-app-view.ts";
import { exampleTier, projectEndpoints } from "./project-endpoint-docs.ts";
import { PROJECT_PROMPT_DOCS } from "./project-prompts-docs.ts";

/** What `q` searches, in words for the documents. */
const SEARCHED_FIELDS_TEXT = `the ${SEARCHED_FIELDS.join(", ")} or a translated ${TRANSLATABLE_FIELDS.join(" or ")}`;

/** What the documents say about the projects: both operations, the filters, the tools, the view and the prompt. */
export const projectsDocs = describeCollection(projects, {
  tag: { name: "Projects", description: "Projects and case studies, filterable by lane, tier and search words." },
  searchExample: (index) => index.searchExample,
  filters: {
    lane: ({ site }) => `Only projects in this lane, the kind of work: ${site.lanes.join(", ")}.`,
    tier: ({ site }) => `Only projects in this tier, how prominent they are: ${site.tiers.join(", ")}.`,
    q: searchWords(SEARCHED_FIELDS_TEXT),
  },
  listDoc: {
    operationId: "listProjects",
    summary: "List projects, optionally filtered by lane, tier and search words",
    description: (index) => `Ordered ${sortOrderText(index.site.tiers)}. \`total\` is the number of items returned.`,
    examples: (index) => {
      // Tiers with projects (and, for the translated one, a translation to show): no empty example.
      const top = exampleTier(index);
      const [translated] = index.site.translations;
      const shown = translated === undefined ? undefined : exampleTier(index, translated);
      return {
        ...(top === undefined ? {} : { topTier: { summary: `Projects in tier ${top}`, path: `${PROJECTS_PATH}?tier=${top}` } }),
        ...(translated && shown ? { translated: { summary: `Projects in tier ${shown}, in '${translated}'`, path: `${PROJECTS_PATH}?tier=${shown}&lang=${translated}` } } : {}),
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
    list: { title: "List or search projects", order: ({ site }) => (site.tiers[0] === undefined ? undefined : `${site.tiers[0]} first`), view: PROJECTS_VIEW },
    detail: {
      title: "Look up a case study",
      // With none yet, the engine adds that every slug is refused for now (collection-tool-docs.ts).
      purpose: () => "for one project's case study: its title, category, date, excerpt and the link to the write-up, which this server does not hold",
      slugOf: "a project with a case study",
      holds: () => "the project's detail with its case study (title, category, date, excerpt, and the url of the write-up, whose text is not here)",
      outputSchema: "CaseStudyDetail",
      view: PROJECTS_VIEW,
    },
  },
  prompts: PROJECT_PROMPT_DOCS,
  apps: { [PROJECTS_VIEW.name]: { title: "Projects view", description: "Shows the projects a list call found as cards, and one case study, inside the conversation." } },
  endpoints: projectEndpoints,
  about: (_index, items) => {
    const studies = items.filter((p) => p.caseStudy !== undefined).length;
    return `${countNoun(items.length, "project", "projects")}${studies > 0 ? ` (${studies === items.length ? "all" : `${studies} of them`} with a case study)` : ""}`;
  },
});
