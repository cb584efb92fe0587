// The filters of the project views, each declared once: its values or longest length, its
// default, what it means, and the OpenAPI component that documents it. The route table, the
// parsers below, the OpenAPI parameters and the MCP tool schemas all read these declarations,
// so a filter cannot mean one thing over REST and another over MCP.
import type { QueryParameter } from "../../route.ts";
import { problem, type ProblemReply } from "../../http/reply.ts";
import type { ValueSource } from "../../http/problems.ts";
import { Q_MAX_LENGTH } from "../../limits.ts";
import type { SiteInfo } from "../../portfolio-index.ts";
import type { Vocabulary } from "../../vocabulary.ts";
import { foldWords } from "./fold.ts";
import { DEFAULT_LANGUAGE, servedLanguages } from "./languages.ts";
import { SEARCHED_FIELDS_TEXT } from "./search-fields.ts";

/** A filter as a route reads it and the documents describe it. */
export interface ProjectFilter extends QueryParameter {
  name: "lane" | "tier" | "lang" | "q";
}

/**
 * Which value of a repeated query parameter counts. Netlify's query matching takes the last,
 * so the CDN and the function agree only if the core does too; the OpenAPI text quotes this.
 */
export const REPEATED_PARAMETER_RULE = "when a parameter is repeated, the last value counts";

/** What the list filters read from the site: its lanes, tiers and translations. */
export type FilterVocabulary = Vocabulary & Pick<SiteInfo, "translations">;

/** `lane`: one precomputed file per lane the site declares. */
export function laneFilter(lanes: readonly string[]): ProjectFilter {
  return { name: "lane", staticValues: lanes, meaning: `Only projects in this lane, the kind of work: ${lanes.join(", ")}.` };
}

/** `tier`: one precomputed file per tier the site declares. */
export function tierFilter(tiers: readonly string[]): ProjectFilter {
  return { name: "tier", staticValues: tiers, meaning: `Only projects in this tier, how prominent they are: ${tiers.join(", ")}.` };
}

const q: ProjectFilter = {
  name: "q",
  maxLength: Q_MAX_LENGTH,
  meaning: `Search words. Each word must appear in ${SEARCHED_FIELDS_TEXT}, ignoring case and diacritics (dotted and dotless i count as one letter). Trimmed; blank is absent.`,
};

/** `lang`: one precomputed file per language the site serves; en is the default. */
export function languageFilter(translations: readonly string[]): ProjectFilter {
  return {
    name: "lang",
    staticValues: servedLanguages(translations),
    defaultValue: DEFAULT_LANGUAGE,
    refusal: "UNSUPPORTED_LANGUAGE",
    meaning:
      "The language of `title` and `summary`: the translation where the content has one, English where not, " +
      `and \`fallback\` lists the fields that stayed in English. \`${DEFAULT_LANGUAGE}\` is the default.`,
  };
}

/** The filters of GET /api/v1/projects and list_projects, in the order both document them. */
export function listFilters(site: FilterVocabulary): ProjectFilter[] {
  return [laneFilter(site.lanes), tierFilter(site.tiers), languageFilter(site.translations), q];
}

/** A filter as a JSON Schema property of a tool's input (2020-12). */
export function filterSchema(filter: ProjectFilter): Record<string, unknown> {
  return {
    type: "string",
    ...(filter.staticValues ? { enum: [...filter.staticValues] } : {}),
    ...(filter.maxLength !== undefined ? { maxLength: filter.maxLength } : {}),
    description: filter.meaning,
  };
}

/** A validated list filter. `words` are folded search words, all of which must match. */
export interface ListQuery {
  lane?: string;
  tier?: string;
  words: string[];
}

/** The raw values as given; undefined when absent. */
export type RawListQuery = Partial<Record<"lane" | "tier" | "q", string | undefined>>;

/** One query parameter's value under REPEATED_PARAMETER_RULE; undefined when absent. */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  return params.getAll(name).at(-1);
}

/** Read lane, tier and q from a URL; other parameters are ignored. */
export function rawListQuery(params: URLSearchParams): RawListQuery {
  return { lane: queryValue(params, "lane"), tier: queryValue(params, "tier"), q: queryValue(params, q.name) };
}

/** Check each value against the site's lanes and tiers; empty values count as absent. */
export function parseListQuery(raw: RawListQuery, site: Vocabulary, source: ValueSource = "query"): ListQuery | ProblemReply {
  const query: ListQuery = { words: [] };
  // The allowed values are read from the site, as laneFilter and tierFilter document them.
  const laneValue = oneOf("lane", site.lanes, raw.lane, source);
  if (typeof laneValue === "object") return laneValue;
  if (laneValue !== undefined) query.lane = laneValue;
  const tierValue = oneOf("tier", site.tiers, raw.tier, source);
  if (typeof tierValue === "object") return tierValue;
  if (tierValue !== undefined) query.tier = tierValue;
  const words = raw.q?.trim() ?? "";
  const length = [...words].length;
  const max = q.maxLength ?? Infinity;
  if (length > max) return problem("INVALID_QUERY", { source, name: q.name, length, max });
  query.words = foldWords(words);
  return query;
}

/** A value of a filter with fixed values, undefined when absent, or the problem. */
function oneOf(name: ProjectFilter["name"], allowed: readonly string[], value: string | undefined, source: ValueSource): string | undefined | ProblemReply {
  if (value === undefined || value === "") return undefined;
  return allowed.includes(value) ? value : problem("INVALID_QUERY", { source, name, value, allowed });
}
