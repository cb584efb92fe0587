// The two problems a collection's detail route answers with, in the collection's own noun:
// a malformed slug ("Invalid publication slug") and a well-formed one no item has
// ("Publication not found"). Each collection has its own problem types, so a title never
// changes between occurrences of one type (RFC 9457 §3.1.3).
import { SLUG_MAX_LENGTH } from "../limits.ts";
import { shown, type ProblemType } from "../http/problems.ts";
import { capitalized, codeWord, type Noun } from "./noun.ts";

/** A collection's own problems. */
export interface ItemProblems {
  invalidSlug: ProblemType<{ slug: string }>;
  notFound: ProblemType<{ slug: string }>;
}

/** Codes a collection publishes instead of the ones made from its noun (the spec's, for projects). */
export interface ItemProblemCodes {
  invalidSlug?: string;
  notFound?: string;
}

/**
 * The problems of a collection of `noun`: codes `INVALID_<NOUN>_SLUG` and `<NOUN>_NOT_FOUND`
 * unless `codes` names others.
 */
export function itemProblems(noun: Noun, codes: ItemProblemCodes = {}): ItemProblems {
  const { one } = noun;
  const word = codeWord(one);
  return {
    invalidSlug: {
      code: codes.invalidSlug ?? `INVALID_${word}_SLUG`,
      status: 400,
      title: `Invalid ${one} slug`,
      detail: ({ slug }) => `'${shown(slug, 70)}' is not a valid ${one} slug: use 1 to ${SLUG_MAX_LENGTH} lowercase letters, digits and single hyphens.`,
    },
    notFound: {
      code: codes.notFound ?? `${word}_NOT_FOUND`,
      status: 404,
      title: `${capitalized(one)} not found`,
      detail: ({ slug }) => `No ${one} has the slug '${slug}'.`,
    },
  };
}
