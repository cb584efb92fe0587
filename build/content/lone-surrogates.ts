// Lone UTF-16 surrogates: JSON's `\ud800` escape parses into a string no UTF-8 encoder can
// write, so it would turn into U+FFFD in every body. Found before any schema runs and
// reported as a content problem naming the field.
import { toFieldPath } from "./content-problem.ts";

const LONE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a surrogate without its pair. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE.test(text);
}

interface Step {
  key: PropertyKey;
  parent: Step | undefined;
}

/**
 * The field paths (keys included) of every string in a parsed JSON value that holds a lone
 * surrogate. Walks with its own stack: a 10,000-deep array must not overflow the call stack.
 */
export function findLoneSurrogates(root: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, Step | undefined]> = [[root, undefined]];
  while (pending.length > 0) {
    const [value, at] = pending.pop() as [unknown, Step | undefined];
    if (typeof value === "string") {
      if (hasLoneSurrogate(value)) found.push(toFieldPath(pathOf(at)));
    } else if (value !== null && typeof value === "object") {
      const entries: Array<[PropertyKey, unknown]> = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
      // Pushed in reverse so fields are reported in file order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [PropertyKey, unknown];
        const step = { key, parent: at };
        if (typeof key === "string" && hasLoneSurrogate(key)) pending.push([key, step]);
        else pending.push([item, step]);
      }
    }
  }
  return found;
}

function pathOf(step: Step | undefined): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (let at = step; at; at = at.parent) keys.unshift(at.key);
  return keys;
}
