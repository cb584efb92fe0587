// Keys given twice in one JSON object: JSON.parse keeps the last silently, so an owner who
// pastes a second `"title"` never learns which one is published. Found in the text (the
// parsed value has lost them), in one pass with its own stack, with a line and a column.
import { toFieldPath } from "./content-problem.ts";

/** One repeated key: where its second (third, …) spelling starts, and the field path it names. */
export interface DuplicateKey {
  key: string;
  /** The field path of the repeated key, e.g. `links.live`. */
  path: string;
  /** 1-based, as editors count. */
  line: number;
  column: number;
  /** Line of the first spelling. */
  firstLine: number;
}

/** Repeats listed per file; a file of thousands has one cause, and each path costs its depth. */
export const MAX_LISTED = 20;

interface Frame {
  /** Keys seen so far in an object (with their lines); undefined for an array. */
  keys: Map<string, number> | undefined;
  /** The container this one is a value of, and under which key or index. */
  parent: Frame | undefined;
  key: PropertyKey | undefined;
  /** The key whose value comes next (object) or the index of the next item (array). */
  at: PropertyKey;
  expectKey: boolean;
}

/**
 * The repeated keys in `text` (the first MAX_LISTED) and how many there are in all. `text`
 * must already be valid JSON (strings hold no raw newline, brackets balance). Linear in the
 * text: containers link to their parent, and a path is spelled out only for a listed repeat.
 */
export function findDuplicateKeys(text: string): { listed: DuplicateKey[]; total: number } {
  const listed: DuplicateKey[] = [];
  let total = 0;
  const stack: Frame[] = [];
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    const top = stack.at(-1);
    if (char === "\n") {
      line++;
      lineStart = i + 1;
    } else if (char === "{" || char === "[") {
      stack.push({ keys: char === "{" ? new Map() : undefined, parent: top, key: top?.at, at: 0, expectKey: char === "{" });
    } else if (char === "}" || char === "]") {
      stack.pop();
    } else if (char === ",") {
      if (top?.keys) top.expectKey = true;
      else if (top) top.at = (top.at as number) + 1;
    } else if (char === '"') {
      const start = i;
      for (i++; text[i] !== '"'; i++) if (text[i] === "\\") i++;
      if (!top?.keys || !top.expectKey) continue;
      const key = JSON.parse(text.slice(start, i + 1)) as string;
      const first = top.keys.get(key);
      if (first === undefined) top.keys.set(key, line);
      else if (++total <= MAX_LISTED) listed.push({ key, path: toFieldPath([...pathOf(top), key]), line, column: start - lineStart + 1, firstLine: first });
      top.at = key;
      top.expectKey = false;
    }
  }
  return { listed, total };
}

function pathOf(frame: Frame): PropertyKey[] {
  const keys: PropertyKey[] = [];
  for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key as PropertyKey);
  return keys.reverse();
}
