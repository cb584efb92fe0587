// A refusal names the values it would take, but a catalog may hold thousands of slugs: a
// message listing 3,000 of them was 101 KB. So a message lists at most as many values as
// completion/complete returns, and says how many more there are.

import { fold } from "./text-fold.ts";

/** The most values one answer lists: completion/complete's cap (MCP: at most 100) and every refusal's. */
export const MAX_LISTED_VALUES = 100;

/**
 * `a, b, c`, or the first MAX_LISTED_VALUES and `and 2900 more`. A value with a comma in it
 * (a section's filter may take any text: `Berlin, Germany`) is quoted, so the list reads one way.
 */
export function listedValues(values: readonly string[]): string {
  const shown = values.slice(0, MAX_LISTED_VALUES).map((v) => (v.includes(",") ? `'${v}'` : v)).join(", ");
  return values.length > MAX_LISTED_VALUES ? `${shown} and ${values.length - MAX_LISTED_VALUES} more` : shown;
}

/**
 * ` (write it as 'pt-BR')` when `value` is one of `values` written otherwise (another case, or
 * without its accents, `sao paulo` for `São Paulo`: folded as search folds), else "": values
 * match exactly, as the CDN's rules do. When two values fit alike (`DevDay` and `devday` for
 * `DEVDAY`) both are named: naming one would be a guess, and a long list may not show both.
 */
export function casedHint(value: string, values: readonly string[]): string {
  const lower = value.toLowerCase();
  const folded = fold(value);
  // Another case first: with `café` and `cafe` both allowed, `Cafe` means the latter.
  const cased = values.filter((v) => v.toLowerCase() === lower);
  const [meant, other] = cased.length ? cased : values.filter((v) => fold(v) === folded);
  return meant ? ` (write it as '${meant}'${other ? ` or '${other}'` : ""})` : "";
}
