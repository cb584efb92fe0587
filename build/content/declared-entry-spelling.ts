// How a declared lane or tier that is no slug, or a list that is no list, is told to be
// written (`'Web Apps'` → `web-apps`, `"a, b"` → `["a", "b"]`), never onto an entry the list
// already holds, and the list that advice makes, against which projects are checked while
// site.json is broken (vocabulary-fields.ts).
import type { z } from "zod";
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { SLUG_MAX_LENGTH } from "../../functions/api/core/limits.ts";
import { describeValue } from "./content-problem.ts";
import { latinSlug } from "./suggest-slug.ts";
import { alreadyListed, describeListed, findListed, restateEntry } from "./listed-elsewhere.ts";
import { joinWithAnd } from "../item-counts.ts";

/**
 * `'Web Apps'` → write it as `'web-apps'`; several names in one entry (`'research, platform'`)
 * → one entry each; with no letter or digit to keep, the rule and an example.
 */
export function notASlug(value: string): string {
  const rule = "lowercase letters, digits and single hyphens";
  const names = splitNames(value);
  const slugs = advisedSlugs(value);
  if (names.length > 1) return `${describeValue(value)} holds ${names.length} names in one entry: write each as its own${slugs.length > 0 ? `, ${jsonList(slugs)}` : `, each a slug of ${rule} (a–z)`}`;
  if (slugs.length > 0) return `${describeValue(value)} is not a slug: write it as '${slugs[0]}' (${rule})`;
  return /[\p{L}\p{N}]/u.test(value) ? `${describeValue(value)} is not a slug: it is written in another script; spell the name with ${rule} (a–z), e.g. web-apps` : `${describeValue(value)} is not a slug: use ${rule}, e.g. web-apps`;
}

/**
 * The slugs a declared entry that is no slug is told to be written as (`'Web Apps'` →
 * `web-apps`; `'research, platform'` → one each), none when it is a slug or has no slug to
 * offer for every name it holds.
 */
function advisedSlugs(value: unknown): string[] {
  if (typeof value !== "string" || SLUG_PATTERN.test(value)) return [];
  const names = splitNames(value);
  if (names.length <= 1) {
    const slug = latinSlug(value);
    return slug === undefined ? [] : [slug];
  }
  const slugs = names.flatMap((name) => latinSlug(name) ?? []);
  return slugs.length === names.length ? slugs : [];
}

/**
 * An entry told to be written as entries the list already holds: told where they are and to
 * go, or, holding several names, to write only the others.
 */
export function respelledOntoListed(values: readonly unknown[], at: number, name: string, ctx: z.RefinementCtx): void {
  const slugs = advisedSlugs(values[at]);
  const listed = findListed(values, at, slugs, advisedSlugs);
  if (listed.size === 0) return;
  if (listed.size === slugs.length) return restateEntry(ctx, at, values[at], alreadyListed(values[at], listed, name));
  const rest = slugs.filter((slug) => !listed.has(slug));
  const where = joinWithAnd([...listed].map(([slug, place]) => `'${slug}' at ${describeListed(place)}`));
  restateEntry(ctx, at, values[at], `${describeValue(values[at])} holds ${slugs.length} names in one entry: write each as its own, ${jsonList(rest)} (${name} already lists ${where})`);
}

/** The names a text lists with commas or semicolons (`research, platform; teaching`), blanks dropped. */
const splitNames = (text: string) => text.split(/[,;]/).map((name) => name.trim()).filter((name) => /[\p{L}\p{N}]/u.test(name));

/**
 * The slugs a list written as something else names: a text's names (`"a, b"`), an object's keys
 * (`{"phare": 1, "archives": 2}`, a list written as a map of ranks or descriptions); none for
 * anything else.
 */
function namesWritten(input: unknown): string[] {
  const names = typeof input === "string" ? splitNames(input) : typeof input === "object" && input !== null && !Array.isArray(input) ? Object.keys(input) : [];
  return [...new Set(names.flatMap((name) => latinSlug(name) ?? []))];
}

/** The example a list's type mismatch shows: the owner's own names made a list (`"a, b"` → `["a", "b"]`), else the spec's first value. */
export function listExample(input: unknown, defaults: readonly string[]): string {
  const names = namesWritten(input);
  return jsonList(names.length > 0 ? names : defaults.slice(0, 1));
}

/** `["a", "b"]`, as an owner would type it. */
const jsonList = (names: readonly string[]) => `[${names.map((name) => JSON.stringify(name)).join(", ")}]`;

/**
 * A declared list that fails its checks, as its messages tell the owner to write it: each entry
 * that is no slug as the slugs it is told to become (`'Études'` → `etudes`), repeats once, and
 * text or an object as the names it holds (`such as ["phare", "archives"]`). Undefined where a
 * message offers no such spelling (an entry in another script, a number, an empty list) or
 * leaves the list to the owner (too long: which to merge is hers to say).
 */
export function listAsAdvised(input: unknown, max: number): string[] | undefined {
  const entries = Array.isArray(input) ? input.map((entry) => (typeof entry === "string" && SLUG_PATTERN.test(entry) && entry.length <= SLUG_MAX_LENGTH ? [entry] : advisedSlugs(entry))) : [namesWritten(input)];
  const list = [...new Set(entries.flat())];
  return list.length > 0 && list.length <= max && entries.every((slugs) => slugs.length > 0) ? list : undefined;
}
