// What a peer would write without precomputing anything: every request folds and filters the
// raw project list and shapes the answer from scratch. Both peers read the data through this.
import type { PortfolioIndex, StoredProject } from "../../functions/api/core/portfolio-index.ts";
import { toDetail } from "../../functions/api/core/resources/projects/project-views.ts";
import { fieldLanguages } from "../../functions/api/core/languages/translation-keys.ts";

/** A list filter as a peer receives it: raw strings, any of them absent. */
export interface PeerListFilter {
  lane?: string | undefined;
  tier?: string | undefined;
  q?: string | undefined;
}

/** Case-, accent- and dotted-and-dotless-i-insensitive, so the peers find what portfolio-api finds. */
function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replaceAll("ı", "i");
}

/** The projects matching a filter, folding every field on every call. */
export function filterProjects(index: PortfolioIndex, filter: PeerListFilter): Omit<StoredProject, "caseStudy">[] {
  const words = foldText(filter.q ?? "").split(/\s+/).filter(Boolean);
  return index.projects
    .filter((p) => (!filter.lane || p.lane === filter.lane) && (!filter.tier || p.tier === filter.tier))
    .filter((p) => {
      const fields = [p.slug, p.title, p.summary, p.titleTr ?? "", p.summaryTr ?? ""].map(foldText);
      return words.every((word) => fields.some((field) => field.includes(word)));
    })
    .map(({ caseStudy: _caseStudy, ...item }) => item);
}

/** A project's detail (shaped by the core's own toDetail: shaping is not what is compared). */
export function findDetail(index: PortfolioIndex, slug: string): Record<string, unknown> | undefined {
  const p = index.projects.find((project) => project.slug === slug);
  return p && toDetail(p, fieldLanguages(index.site.translations));
}
