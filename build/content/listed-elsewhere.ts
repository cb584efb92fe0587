// A list entry told to be written another way must not be told to become an entry the list
// already holds: following "write it as 'fr'" beside a listed `fr` only meets "listed twice" on
// the next run. Such an entry is told where its spelling already is, and to go. Shared by
// site.json's lanes and tiers (vocabulary-fields.ts) and its translations (content-schemas.ts).
import type { z } from "zod";
import { describeValue } from "./content-problem.ts";
import { joinWithAnd } from "../item-counts.ts";

/** Where a spelling already is in a list: an entry written so, or (`as`) an earlier one told to become it. */
export interface Listed {
  at: number;
  as?: string;
}

/**
 * Where each of `spellings` (what `values[at]` is told to become) already is in `values`: an
 * entry written so, wherever it stands, else an earlier entry told to become it too (`advised`
 * gives what an entry is told to become, none for one that is fine as written), which the owner
 * will keep; a spelling found nowhere is left out.
 */
export function findListed(values: readonly unknown[], at: number, spellings: readonly string[], advised: (value: unknown) => readonly string[]): Map<string, Listed> {
  const listed = new Map<string, Listed>();
  for (const spelling of spellings) {
    const exact = values.findIndex((value, i) => i !== at && value === spelling);
    const earlier = values.findIndex((value, i) => i < at && advised(value).includes(spelling));
    if (exact !== -1) listed.set(spelling, { at: exact });
    else if (earlier !== -1) listed.set(spelling, { at: earlier, as: String(values[earlier]) });
  }
  return listed;
}

/** `[0]`, or `[0] (as 'Featured')` for an entry told to be written so. */
export const describeListed = (listed: Listed) => `[${listed.at}]${listed.as === undefined ? "" : ` (as ${describeValue(listed.as)})`}`;

/** `'FR' is 'fr', which translations already lists at [0]: remove it`, for an entry all of whose spellings are listed. */
export function alreadyListed(value: unknown, listed: ReadonlyMap<string, Listed>, name: string): string {
  const spellings = joinWithAnd([...listed.keys()].map((spelling) => `'${spelling}'`));
  return `${describeValue(value)} is ${spellings}, which ${name} already lists at ${joinWithAnd([...listed.values()].map(describeListed))}: remove it`;
}

/**
 * Put `message` in place of what the entry's own schema said of `values[at]` ("write it as …"),
 * which would now send the owner onto the entry that is already there; in its place, so the
 * entries' lines stay in the list's order.
 */
export function restateEntry(ctx: z.RefinementCtx, at: number, input: unknown, message: string): void {
  const first = ctx.issues.findIndex((issue) => issue.path?.[0] === at);
  for (let i = ctx.issues.length - 1; i >= 0; i--) if (ctx.issues[i]?.path?.[0] === at) ctx.issues.splice(i, 1);
  ctx.addIssue({ code: "custom", path: [at], input, message });
  const added = ctx.issues.pop();
  if (added !== undefined) ctx.issues.splice(first === -1 ? ctx.issues.length : first, 0, added);
}
