// Checks that apply to every string of a content file, keys included, before any schema runs
// (lone surrogates, control characters): one walk that yields each offending string's field path.
import { toFieldPath } from "./content-problem.ts";

interface Step {
  key: PropertyKey;
  parent: Step | undefined;
}

/** A string `test` refused, and the field path it sits at (a key is reported at its own path). */
export interface FoundString {
  path: string;
  text: string;
}

/**
 * Every string in a parsed JSON value, and every object key, for which `test` holds, in file
 * order. Walks with its own stack: a 10,000-deep array must not overflow the call stack.
 */
export function findStrings(root: unknown, test: (text: string) => boolean): FoundString[] {
  const found: FoundString[] = [];
  const pending: Array<[unknown, Step | undefined]> = [[root, undefined]];
  while (pending.length > 0) {
    const [value, at] = pending.pop() as [unknown, Step | undefined];
    if (typeof value === "string") {
      if (test(value)) found.push({ path: toFieldPath(pathOf(at)), text: value });
    } else if (value !== null && typeof value === "object") {
      const entries: Array<[PropertyKey, unknown]> = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
      // Pushed in reverse so fields are reported in file order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [PropertyKey, unknown];
        const step = { key, parent: at };
        if (typeof key === "string" && test(key)) pending.push([key, step]);
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
