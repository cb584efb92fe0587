// The filters of the project views, declared once: the query parameters of the project routes
// and the arguments of the MCP tools that mirror them (list_projects, get_case_study). The
// route table, the OpenAPI parameters and the tool schemas are all read from here, so a
// filter's values, limits and meaning cannot differ between REST and MCP.
import { DEFAULT_LANGUAGE, servedLanguages } from "./languages.ts";
import { Q_MAX_LENGTH } from "../../limits.ts";
import type { QueryParameter } from "../../route.ts";
import { LANES, TIERS } from "../../vocabulary.ts";

/** What each filter does, in words that fit a query parameter and a tool argument alike. */
export const FILTER_MEANINGS = {
  lane: `Only projects in this lane, the kind of work: ${LANES.join(", ")}.`,
  tier: `Only projects in this tier, how prominent they are: ${TIERS.join(", ")}.`,
  q:
    "Search words. Each word must appear in the slug, title, summary or a translated title or summary, " +
    "ignoring case and diacritics (dotted and dotless i count as one letter). Trimmed; blank is absent.",
  lang:
    "The language of `title` and `summary`: the translation where the content has one, English where not, " +
    "and `fallback` lists the fields that stayed in English. `en` is the default.",
} as const;

export type FilterName = keyof typeof FILTER_MEANINGS;

/** A filter as a route reads it, with the longest value it accepts where there is one. */
export interface ProjectFilter extends QueryParameter {
  name: FilterName;
  maxLength?: number;
}

/** `lang`: one precomputed file per language the site serves; en is the default. */
export function languageFilter(translations: readonly string[]): ProjectFilter {
  return { name: "lang", staticValues: servedLanguages(translations), defaultValue: DEFAULT_LANGUAGE, doc: "Lang" };
}

/** The filters of GET /api/v1/projects and list_projects, in the order both document them. */
export function listFilters(translations: readonly string[]): ProjectFilter[] {
  return [
    { name: "lane", staticValues: LANES, doc: "Lane" },
    { name: "tier", staticValues: TIERS, doc: "Tier" },
    languageFilter(translations),
    { name: "q", doc: "Q", maxLength: Q_MAX_LENGTH },
  ];
}

/** A filter as a JSON Schema property of a tool's input (2020-12). */
export function filterSchema(filter: ProjectFilter): Record<string, unknown> {
  return {
    type: "string",
    ...(filter.staticValues ? { enum: [...filter.staticValues] } : {}),
    ...(filter.maxLength !== undefined ? { maxLength: filter.maxLength } : {}),
    description: FILTER_MEANINGS[filter.name],
  };
}
