// Validate at the door: the query of GET /api/v1/projects (and MCP list_projects arguments)
// becomes a typed ListQuery or a problem, and nothing past here checks again.
import { LANES, TIERS, type Lane, type Tier } from "../../vocabulary.ts";
import { foldWords } from "./fold.ts";
import { Q_MAX_LENGTH } from "../../limits.ts";
import type { ValueSource } from "../../http/problems.ts";
import { problem, type Problem } from "../../http/reply.ts";

export { Q_MAX_LENGTH };

/** A validated list filter. `words` are folded search words, all of which must match. */
export interface ListQuery {
  lane?: Lane;
  tier?: Tier;
  words: string[];
}

/** The raw values as given; undefined when absent. */
export interface RawListQuery {
  lane?: string | undefined;
  tier?: string | undefined;
  q?: string | undefined;
}

/**
 * Which value of a repeated query parameter counts. Netlify's query matching takes the last,
 * so the CDN and the function agree only if the core does too; the OpenAPI text quotes this.
 */
export const REPEATED_PARAMETER_RULE = "when a parameter is repeated, the last value counts";

/** One query parameter's value under REPEATED_PARAMETER_RULE; undefined when absent. */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  return params.getAll(name).at(-1);
}

/** Read lane, tier and q from a URL; other parameters are ignored. */
export function rawListQuery(params: URLSearchParams): RawListQuery {
  return { lane: queryValue(params, "lane"), tier: queryValue(params, "tier"), q: queryValue(params, "q") };
}

/** Check each value against the rules in the README; empty values count as absent. */
export function parseListQuery(raw: RawListQuery, source: ValueSource = "query"): ListQuery | Problem {
  const query: ListQuery = { words: [] };
  if (raw.lane !== undefined && raw.lane !== "") {
    if (!isOneOf(LANES, raw.lane)) return problem("INVALID_QUERY", { source, name: "lane", value: raw.lane, allowed: LANES });
    query.lane = raw.lane;
  }
  if (raw.tier !== undefined && raw.tier !== "") {
    if (!isOneOf(TIERS, raw.tier)) return problem("INVALID_QUERY", { source, name: "tier", value: raw.tier, allowed: TIERS });
    query.tier = raw.tier;
  }
  const q = raw.q?.trim() ?? "";
  const length = [...q].length;
  if (length > Q_MAX_LENGTH) return problem("INVALID_QUERY", { source, name: "q", length, max: Q_MAX_LENGTH });
  query.words = foldWords(q);
  return query;
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}
