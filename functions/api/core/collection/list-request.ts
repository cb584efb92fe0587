// One list request, read at the door the same way whether its values came from a URL's query or
// an MCP tool's arguments: every filter in its declared order, then the language. The first
// value refused is the answer; past this point the list trusts what it was given.
import { withArticle } from "./noun.ts";
import { MORE_WORDS, type ValueSource } from "../http/problems.ts";
import type { ProblemReply } from "../http/reply.ts";
import type { LanguageParameter } from "../languages/lang-parameter.ts";
import { DEFAULT_LANGUAGE } from "../languages/translation-keys.ts";
import type { QueryParameter } from "../route.ts";
import type { Filter, Selection } from "./filter.ts";

/** What a list request asks for. */
export interface ListRequest<T> {
  selections: Selection<T>[];
  lang: string;
}

/**
 * Parse each filter's value (`valueOf(name)`, undefined when absent; empty counts as absent),
 * then the language when the list has one.
 */
export function readListRequest<T>(
  filters: readonly Filter<T>[],
  language: LanguageParameter | undefined,
  valueOf: (name: string) => string | undefined,
  source: ValueSource,
): ListRequest<T> | ProblemReply {
  const selections: Selection<T>[] = [];
  for (const filter of filters) {
    const value = valueOf(filter.name);
    if (value === undefined || value === "") continue;
    const parsed = filter.parse(value, source);
    if ("kind" in parsed) return parsed;
    selections.push(parsed);
  }
  if (!language) return { selections, lang: DEFAULT_LANGUAGE };
  const lang = language.parse(valueOf(language.name), source);
  return typeof lang === "string" ? { selections, lang } : lang;
}

/**
 * How to narrow a list that was too large, in words for the problem: `more words, a lane or a
 * tier`. Only the filters narrow: a parameter with its own refusal (the language) does not.
 */
export function narrowingWords(parameters: readonly QueryParameter[]): string[] {
  const filters = parameters.filter((parameter) => parameter.refusal === undefined);
  const words = filters.some((filter) => !filter.staticValues) ? [MORE_WORDS] : [];
  return [...words, ...filters.flatMap((filter) => (filter.staticValues ? [withArticle(filter.name)] : []))];
}
