// How a stored project is shown: as a list item (optional fields absent when the content has
// none) and as the detail (every field present, null when the content has none), and which of
// its texts `q` searches.
import type { ProjectDetail, ProjectItem } from "../../../schemas/response-schemas.ts";
import type { StoredProject } from "../../portfolio-index.ts";
import { TRANSLATABLE_FIELDS, translatedFields, translatedTexts, translationKey } from "../../languages/translation-keys.ts";

/** Shape a stored project as a list item: the stored fields without the case study. */
export function toItem(p: StoredProject): ProjectItem {
  const { caseStudy: _caseStudy, ...item } = p;
  return item;
}

/** Shape a stored project as the detail: absent optional fields become null; `languages` are the translated fields it carries. */
export function toDetail(p: StoredProject, languages: readonly string[]): ProjectDetail {
  return {
    slug: p.slug,
    title: p.title,
    ...translatedFields("title", languages, (lang) => p[translationKey("title", lang)] ?? null),
    lane: p.lane,
    tier: p.tier,
    role: p.role ?? null,
    status: p.status ?? null,
    summary: p.summary,
    ...translatedFields("summary", languages, (lang) => p[translationKey("summary", lang)] ?? null),
    proofPoints: p.proofPoints ?? [],
    links: p.links,
    caseStudy: p.caseStudy ?? null,
  };
}

/** The project fields `q` searches, then (searchedTexts) their translations in the site's languages. */
export const SEARCHED_FIELDS = ["slug", ...TRANSLATABLE_FIELDS] as const;

/** A project's searched texts: its slug, title and summary, then their translations in `languages`. */
export function searchedTexts(p: StoredProject, languages: readonly string[]): string[] {
  return [...SEARCHED_FIELDS.map((field) => p[field]), ...translatedTexts(p, languages)];
}

/** The sort order every list follows (build/make-index.ts sorts), in words from the site's own tiers. */
export function sortOrderText(tiers: readonly string[]): string {
  return `by tier (${tiers.join(", ")}), then \`order\` (absent last), then slug`;
}
