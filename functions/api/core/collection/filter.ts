// A filter of a list, declared once with how it parses a value, refuses one, and selects items.
// REST reads the value from the query, an MCP tool from its argument; both call `parse`, so a
// filter cannot mean one thing over REST and another over MCP. The route table (static files,
// routing rules), the OpenAPI parameters and the tool's input schema read the same declaration.
// What a filter does, in words, is its collection's documentation (`filters` in collection-docs.ts).
import type { QueryParameter } from "../route.ts";
import { PROBLEMS, type ValueSource } from "../http/problems.ts";
import { problem, type ProblemReply } from "../http/reply.ts";

/** What one filter value keeps. */
export interface Selection<T> {
  /** True for an item the value keeps; `position` is its place in the collection's order. */
  keeps(item: T, position: number): boolean;
  /**
   * The positions that can be kept, in ascending order, when the filter can tell without
   * testing every item (search's prefilter); undefined when any may be.
   */
  candidates?(): Iterable<number> | undefined;
}

/** A query parameter that selects items. */
export interface Filter<T> extends QueryParameter {
  /**
   * Read a value that is not empty (an empty one counts as absent), as the client sent it: what
   * it keeps, or its problem. A limit counts what was sent (NFC may lengthen text).
   */
  parse(value: string, source: ValueSource): Selection<T> | ProblemReply;
}

/** What a closed-set filter is made of. */
export interface ChoiceFilterSpec<T> {
  name: string;
  /** Every value it takes, in the order the documents list them: from the site or the content. */
  values: readonly string[];
  /** The item's value: it is kept when that equals the one asked for. */
  valueOf(item: T): string;
}

/**
 * A filter with a closed set of values: one precomputed file per value, and any other value is
 * INVALID_QUERY (values are case-sensitive, as the CDN's rules match them).
 */
export function choiceFilter<T>(spec: ChoiceFilterSpec<T>): Filter<T> {
  const { name, values, valueOf } = spec;
  return {
    name,
    staticValues: values,
    // Content text is NFC (the build normalizes it): so is a value, however the client composed it.
    parse: (value, source) => (values.includes((value = value.normalize("NFC"))) ? { keeps: (item) => valueOf(item) === value } : problem(PROBLEMS.INVALID_QUERY, { source, name, value, allowed: values })),
  };
}

/** The distinct values of `items`, in the order given by `compare` (text order when absent). */
export function distinctValues<T>(items: readonly T[], valueOf: (item: T) => string, compare?: (a: string, b: string) => number): string[] {
  return [...new Set(items.map(valueOf))].sort(compare ?? ((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
}
