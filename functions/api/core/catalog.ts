// The project catalog as the core serves it: list items and details shaped once at start,
// a slug map, and folded search fields. REST and MCP both read from here.
import type { ProjectDetail, ProjectItem } from "../schemas/response-schemas.ts";
import type { StoredProject } from "./portfolio-index.ts";
import { fold } from "./fold.ts";
import { createPairIndex, setBits } from "./pair-index.ts";
import type { ListQuery } from "./list-query.ts";

interface Entry {
  project: StoredProject;
  item: ProjectItem;
  /**
   * slug, title, summary, titleTr, summaryTr, folded and joined by a newline: what `q` is
   * matched against. A search word never holds whitespace (foldWords splits on it), so a match
   * can never span two fields, and one `includes` per word does what five did.
   */
  searchText: string;
}

/** Read-only views of the projects, in the index's canonical order. */
export interface Catalog {
  list(query: ListQuery): ProjectItem[];
  detail(slug: string): ProjectDetail | undefined;
  caseStudySlugs: string[];
}

/** Shape a stored project as a list item: optional fields stay absent when the content has none. */
export function toItem(p: StoredProject): ProjectItem {
  const { caseStudy: _caseStudy, ...item } = p;
  return item;
}

/** Shape a stored project as the detail response: absent optional fields become null. */
export function toDetail(p: StoredProject): ProjectDetail {
  return {
    slug: p.slug,
    title: p.title,
    titleTr: p.titleTr ?? null,
    lane: p.lane,
    tier: p.tier,
    role: p.role ?? null,
    status: p.status ?? null,
    summary: p.summary,
    summaryTr: p.summaryTr ?? null,
    proofPoints: p.proofPoints ?? [],
    links: p.links,
    caseStudy: p.caseStudy ?? null,
  };
}

/** Build the catalog once; later calls only filter. */
export function createCatalog(projects: StoredProject[]): Catalog {
  const entries: Entry[] = projects.map((project) => ({
    project,
    item: toItem(project),
    searchText: [project.slug, project.title, project.summary, project.titleTr ?? "", project.summaryTr ?? ""].map(fold).join("\n"),
  }));
  const bySlug = new Map(entries.map((entry) => [entry.project.slug, entry]));
  const pairs = createPairIndex(entries.map((entry) => entry.searchText));
  return {
    list: (query) => {
      // Only projects holding every character pair of the words can match; the rest are skipped.
      const candidates = pairs(query.words);
      const chosen = candidates ? Array.from(setBits(candidates), (i) => entries[i]!) : entries;
      return chosen.filter((entry) => matches(entry, query)).map((entry) => entry.item);
    },
    detail: (slug) => {
      const entry = bySlug.get(slug);
      return entry && toDetail(entry.project);
    },
    caseStudySlugs: projects.filter((p) => p.caseStudy !== undefined).map((p) => p.slug),
  };
}

/** Lane and tier must equal; every word must be a substring of at least one search field. */
function matches(entry: Entry, query: ListQuery): boolean {
  if (query.lane !== undefined && entry.project.lane !== query.lane) return false;
  if (query.tier !== undefined && entry.project.tier !== query.tier) return false;
  return query.words.every((word) => entry.searchText.includes(word));
}
