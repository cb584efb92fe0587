// Lone UTF-16 surrogates: JSON's `\ud800` escape parses into a string no UTF-8 encoder can
// write, so it would turn into U+FFFD in every body. Found before any schema runs and
// reported as a content problem naming the field.
import { findStrings } from "./string-walk.ts";

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a surrogate without its pair. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE.test(text);
}

/** The field paths (keys included) of every string in a parsed JSON value that holds a lone surrogate. */
export function findLoneSurrogates(root: unknown): string[] {
  return findStrings(root, hasLoneSurrogate).map((found) => found.path);
}
