// The shape of the index the build writes and the core reads: validated content, already
// sorted and with every URL derived, so the core never looks at content files.
import type { DeprecatedPath } from "./http/deprecation.ts";
import type { ListItemSizes } from "./json-size.ts";
import type { CaseStudy, Profile, ProjectItem, Skills } from "../schemas/response-schemas.ts";
import type { McpListing } from "./mcp-listing.ts";
import type { JsonResume } from "../schemas/resume-schema.ts";

/** Facts about this deployment. */
export interface SiteInfo {
  /** Absolute base URL without a trailing slash, e.g. `https://example.netlify.app`. */
  baseUrl: string;
  /** Service identifier reported by health and the MCP server info. */
  service: string;
  /** ISO 8601 time the index was built; health reports it as the server time. */
  builtAt: string;
  /** The lanes projects are filed under (site.json `lanes`, else the spec's), in their order. */
  lanes: string[];
  /** The tiers (site.json `tiers`, else the spec's); their order is the sort order of every list. */
  tiers: string[];
  /** Languages of the translated project fields (site.json), e.g. ["tr"] or ["fr", "pt-BR"]; English is the default. */
  translations: string[];
  /** Deprecated paths (site.json): their answers carry Deprecation, Sunset and Link. */
  deprecations: DeprecatedPath[];
  /**
   * The platform's per-address limit on the functions (site.json `rateLimit`), which Netlify
   * enforces before a function runs; null when turned off. The documents state it; the core
   * never counts. Absent in an index made before it existed: none is documented.
   */
  rateLimit?: { windowLimit: number; windowSize: number } | null;
}

/** One project as the content declares it, minus the sort key: a list item plus its case study. */
export type StoredProject = ProjectItem & { caseStudy?: CaseStudy | undefined };

/** Everything the core serves. */
export interface PortfolioIndex {
  site: SiteInfo;
  profile: Profile;
  skills: Skills;
  /** In the canonical order: tier, then `order`, then slug. */
  projects: StoredProject[];
  /**
   * Each project's list item measured in each language the site serves, so the function can
   * refuse an oversized list before building it. Absent: measured at the first need.
   */
  listItemSizes?: ListItemSizes;
  /**
   * What the MCP endpoint lists (tool definitions with their output schemas, resources,
   * templates, prompts, instructions, the info document), written by the build from the
   * resources' declarations and their documentation: data the function serves as it is.
   */
  mcp: McpListing;
  /** The JSON Resume export (GET /api/v1/resume.json), made by the build from the rest of the index. */
  resume: JsonResume;
  /**
   * A word of one of the projects' titles whose search always answers 200 (example-search.ts), for the
   * examples the documents and the MCP description show; absent when no title has one. Chosen
   * by the build, as folding at a cold start costs the function a millisecond.
   */
  searchExample?: string;
  /**
   * The MCP App view's HTML (build/mcp-app/), data rather than code: it is parsed with the index
   * at the first request and costs the function's import nothing. Absent: no view is offered.
   */
  mcpApp?: { html: string };
  /**
   * Sections beyond the built-in ones, by the resource that serves them: what each content
   * kind's `toIndex` made of its files (build/content/kinds.ts). Each resource reads its own with
   * `sectionData`, typed by the kind's data type (resource.ts SectionLink).
   */
  sections: Readonly<Record<string, unknown>>;
}
