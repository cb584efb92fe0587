// The shape of the index the build writes and the core reads: validated content, already
// sorted and with every URL derived, so the core never looks at content files.
import type { CaseStudy, Profile, ProjectItem, Skills } from "../schemas/response-schemas.ts";

/** Facts about this deployment. */
export interface SiteInfo {
  /** Absolute base URL without a trailing slash, e.g. `https://example.netlify.app`. */
  baseUrl: string;
  /** Service identifier reported by health and the MCP server info. */
  service: string;
  /** ISO 8601 time the index was built; health reports it as the server time. */
  builtAt: string;
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
}
