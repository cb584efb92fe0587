// Validate at the door: the query of GET /api/v1/projects (and MCP list_projects arguments)
// becomes a typed ListQuery or a problem, and nothing past here checks again.
import { LANES, TIERS, type Lane, type Tier } from "./vocabulary.ts";
import { foldWords } from "./fold.ts";
import { problem, type Problem } from "./reply.ts";

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

export const Q_MAX_LENGTH = 200;

/**
 * Read lane, tier and q from a URL; other parameters are ignored. A repeated parameter counts
 * by its last value, as Netlify's query matching does, so the CDN and the function agree.
 */
export function rawListQuery(params: URLSearchParams): RawListQuery {
  const last = (name: string) => params.getAll(name).at(-1);
  return { lane: last("lane"), tier: last("tier"), q: last("q") };
}

/** Check each value against the rules in the README; empty values count as absent. */
export function parseListQuery(raw: RawListQuery): ListQuery | Problem {
  const query: ListQuery = { words: [] };
  if (raw.lane !== undefined && raw.lane !== "") {
    if (!isOneOf(LANES, raw.lane)) return invalid("lane", raw.lane, LANES);
    query.lane = raw.lane;
  }
  if (raw.tier !== undefined && raw.tier !== "") {
    if (!isOneOf(TIERS, raw.tier)) return invalid("tier", raw.tier, TIERS);
    query.tier = raw.tier;
  }
  const q = raw.q?.trim() ?? "";
  if ([...q].length > Q_MAX_LENGTH) {
    return problem("INVALID_QUERY", `Query parameter 'q' is ${[...q].length} characters long; the maximum is ${Q_MAX_LENGTH}.`);
  }
  query.words = foldWords(q);
  return query;
}

function isOneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

function invalid(name: string, value: string, allowed: readonly string[]): Problem {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value;
  return problem("INVALID_QUERY", `Query parameter '${name}' has the value '${shown}'; allowed values are ${allowed.join(", ")}.`);
}
