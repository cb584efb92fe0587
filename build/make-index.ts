// Turn validated content into the index the core serves: projects sorted once, the profile's
// developer resources derived from the base URL, content-only fields (order, $schema) dropped.
import { exampleSearchWord } from "../functions/api/core/collection/example-search.ts";
import type { PortfolioIndex, StoredProject } from "../functions/api/core/portfolio-index.ts";
import type { Resource } from "../functions/api/core/resource.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { DEVELOPER_PATHS } from "../functions/api/core/site-paths.ts";
import { MCP_PATH } from "../functions/api/core/mcp/mcp.ts";
import { RESUME_PATH } from "../functions/api/core/resources/resume.ts";
import type { Content } from "./content/load-content.ts";
import type { ProjectContent } from "./content/content-schemas.ts";
import { mcpOutputSchemas } from "./mcp-output-schemas.ts";
import { mcpListing } from "../functions/api/core/mcp/mcp-listing-docs.ts";
import { resourceDocsOf } from "./resource-docs-of.ts";
import type { ApiDocs } from "../functions/api/core/api-docs.ts";
import { CONTENT_KINDS, type ContentKind } from "./content/kinds.ts";
import { measureListItems } from "../functions/api/core/json-size.ts";
import { toItem } from "../functions/api/core/resources/projects/project-views.ts";
import { localize } from "../functions/api/core/languages/localize.ts";
import { servedLanguages } from "../functions/api/core/languages/translation-keys.ts";
import { rateLimitRuleOf } from "./content/site-rate-limit.ts";
import { withItemTranslations } from "./content/translated-sections.ts";
import { renderMcpApp } from "./mcp-app/render-mcp-app.ts";
import { toJsonResume } from "../functions/api/core/resources/json-resume.ts";

/** What the index takes besides the content: where the site lives and when it was built. */
export interface IndexOptions {
  /** Absolute base URL, no trailing slash. */
  baseUrl: string;
  builtAt: string;
}

/** A section's index data: its kind's, with each item's translations when its resource is translated. */
function sectionData(section: NonNullable<ContentKind["section"]>, files: readonly unknown[], languages: readonly string[]): unknown {
  const data = section.toIndex([...files]);
  return section.translated ? withItemTranslations(data, files, languages) : data;
}

/** Links every deployment serves, derived so they always point at this deployment. */
export function deriveDeveloperResources(baseUrl: string): { portal: string; openapi: string; llms: string; mcp: string; resume: string } {
  return {
    portal: baseUrl + DEVELOPER_PATHS.portal,
    openapi: baseUrl + DEVELOPER_PATHS.openapi,
    llms: baseUrl + DEVELOPER_PATHS.llms,
    mcp: baseUrl + MCP_PATH,
    resume: baseUrl + RESUME_PATH,
  };
}

/**
 * Build the index for a deployment at `options.baseUrl`: `kinds` make the added sections' data,
 * `resources` (with their documentation) make what the MCP endpoint lists.
 */
export function makeIndex(
  content: Content,
  options: IndexOptions,
  kinds: readonly ContentKind[] = CONTENT_KINDS,
  resources: readonly Resource[] = RESOURCE_LIST,
  docs: ApiDocs = resourceDocsOf(resources, kinds),
): PortfolioIndex {
  const { $schema: _p, developerResources: written, ...profile } = content.profile;
  const { $schema: _s, ...skills } = content.skills;
  const cli = written?.cli;
  const { lanes, tiers, translations } = content.site;
  const projects = sortProjects(content.projects.map((entry) => entry.project), tiers).map(toStored);
  const searchExample = exampleSearchWord(projects);
  const index: Omit<PortfolioIndex, "mcp" | "resume"> = {
    site: {
      baseUrl: options.baseUrl,
      service: content.site.service,
      builtAt: options.builtAt,
      lanes,
      tiers,
      translations: content.site.translations,
      deprecations: content.site.deprecations,
      rateLimit: rateLimitRuleOf(content.site.rateLimit),
    },
    profile: { ...profile, developerResources: { ...deriveDeveloperResources(options.baseUrl), ...(cli ? { cli } : {}) } },
    skills,
    projects,
    listItemSizes: measureListItems(projects.map(toItem), servedLanguages(translations), localize),
    // The MCP App view: data in the index, so it adds nothing to what the function compiles.
    mcpApp: { html: renderMcpApp() },
    sections: Object.fromEntries(kinds.flatMap(({ section }) => (section ? [[section.resource, sectionData(section, content.sections[section.resource] ?? [], translations)]] : []))),
    ...(searchExample === undefined ? {} : { searchExample }),
  };
  // A fixed answer made from the rest: data, so the function holds none of the code that makes it.
  return withMcpListing({ ...index, resume: toJsonResume(index) }, kinds, docs);
}

/**
 * `index` with what the MCP endpoint lists made for it (afresh, when it had a listing): prose and
 * schemas made from the index alone, data the function serves as it is, so none of the code that
 * writes it is in the function. Whatever changes an index after makeIndex remakes its listing here.
 */
export function withMcpListing(index: Omit<PortfolioIndex, "mcp">, kinds: readonly ContentKind[] = CONTENT_KINDS, docs: ApiDocs = resourceDocsOf(RESOURCE_LIST, kinds)): PortfolioIndex {
  const { mcp: _stale, ...rest } = index as PortfolioIndex;
  return { ...rest, mcp: mcpListing(rest as PortfolioIndex, docs, mcpOutputSchemas(rest.site, kinds)) };
}

/** The documented order (sortOrderText): tier in the site's order, then `order` (absent last), then slug. */
export function sortProjects(projects: ProjectContent[], tiers: readonly string[]): ProjectContent[] {
  const rank = (p: ProjectContent) => tiers.indexOf(p.tier);
  return [...projects].sort(
    (a, b) => rank(a) - rank(b) || (a.order ?? Infinity) - (b.order ?? Infinity) || compareText(a.slug, b.slug),
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function toStored(project: ProjectContent): StoredProject {
  const { $schema: _schema, order: _order, ...stored } = project;
  return stored;
}
