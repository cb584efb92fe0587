// The project catalog as the core serves it: list items shaped once at start, a slug map for
// details, and folded search texts built at the first search. REST and MCP both read from here.
import type { ProjectDetail, ProjectItem } from "../../../schemas/response-schemas.ts";
import type { PortfolioIndex, StoredProject } from "../../portfolio-index.ts";
import { fold } from "./fold.ts";
import { createPairIndex, setBits, type PairIndex } from "./pair-index.ts";
import type { ListQuery } from "./filters.ts";
import { searchedTexts } from "./search-fields.ts";
import { translatedFields, translationKey } from "./languages.ts";
import { fitsProjects, listSize, measureListItems, type JsonSize, type ListItemSizes } from "./list-size.ts";

interface Entry {
  project: StoredProject;
  item: ProjectItem;
}

/** What `q` is matched against, built at the first search. */
interface SearchIndex {
  /**
   * Per project: the searched fields (search-fields.ts), folded and joined by a newline. A
   * search word never holds whitespace (foldWords splits on it), so a match can never span two
   * fields, and one `includes` per word does what five did.
   */
  texts: string[];
  pairs: PairIndex;
}

/** Read-only views of the projects, in the index's canonical order. */
export interface Catalog {
  list(query: ListQuery): ProjectItem[];
  detail(slug: string): ProjectDetail | undefined;
  caseStudySlugs: string[];
  /**
   * The JSON size of `{ total, projects: items }` in `lang`, from the measured items, without
   * building it. `items` are what `list` returned.
   */
  listSize(items: readonly ProjectItem[], lang: string): JsonSize;
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
    ...translatedFields("title", (lang) => p[translationKey("title", lang)] ?? null),
    lane: p.lane,
    tier: p.tier,
    role: p.role ?? null,
    status: p.status ?? null,
    summary: p.summary,
    ...translatedFields("summary", (lang) => p[translationKey("summary", lang)] ?? null),
    proofPoints: p.proofPoints ?? [],
    links: p.links,
    caseStudy: p.caseStudy ?? null,
  };
}

const catalogs = new WeakMap<PortfolioIndex, Catalog>();

/** The catalog of an index, made at the first call: REST and MCP share it. */
export function catalogOf(index: PortfolioIndex): Catalog {
  let catalog = catalogs.get(index);
  if (!catalog) catalogs.set(index, (catalog = createCatalog(index.projects, index.listItemSizes)));
  return catalog;
}

/**
 * Build the catalog once; later calls only filter. `sizes` are the build's measures of the
 * list items (the index's `listItemSizes`); without them, or for other projects, they are
 * measured at the first need.
 */
export function createCatalog(projects: StoredProject[], sizes?: ListItemSizes): Catalog {
  const entries: Entry[] = projects.map((project) => ({ project, item: toItem(project) }));
  let positions: Map<ProjectItem, number> | undefined;
  const measured: ListItemSizes = { ...sizes };
  const sizesIn = (lang: string) => {
    if (!fitsProjects(measured, entries.length, [lang])) Object.assign(measured, measureListItems(entries.map((entry) => entry.item), [lang]));
    return measured[lang]!;
  };
  const bySlug = new Map(entries.map((entry) => [entry.project.slug, entry]));
  // Folding is most of what a cold start spends here (a Unicode-property regex to compile,
  // every field to normalize), and only a search needs it: the first search pays, once.
  let search: SearchIndex | undefined;
  return {
    list: (query) => {
      if (query.words.length === 0) return entries.filter((entry) => inFilter(entry, query)).map((entry) => entry.item);
      search ??= createSearchIndex(projects);
      const { texts, pairs } = search;
      // Only projects holding every character pair of the words can match; the rest are skipped.
      const candidates = pairs(query.words);
      const chosen = candidates ? Array.from(setBits(candidates)) : [...entries.keys()];
      return chosen
        .filter((i) => inFilter(entries[i]!, query) && query.words.every((word) => texts[i]!.includes(word)))
        .map((i) => entries[i]!.item);
    },
    detail: (slug) => {
      const entry = bySlug.get(slug);
      return entry && toDetail(entry.project);
    },
    caseStudySlugs: projects.filter((p) => p.caseStudy !== undefined).map((p) => p.slug),
    listSize: (items, lang) => {
      positions ??= new Map(entries.map((entry, i) => [entry.item, i]));
      const known = positions;
      return listSize(items.map((item) => known.get(item)!), sizesIn(lang));
    },
  };
}

/** Fold every project's search fields and index their character pairs. */
function createSearchIndex(projects: StoredProject[]): SearchIndex {
  const texts = projects.map((p) => searchedTexts(p).map(fold).join("\n"));
  return { texts, pairs: createPairIndex(texts) };
}

/** Lane and tier must equal (every word must also be in the search text; see list). */
function inFilter(entry: Entry, query: ListQuery): boolean {
  if (query.lane !== undefined && entry.project.lane !== query.lane) return false;
  return query.tier === undefined || entry.project.tier === query.tier;
}
