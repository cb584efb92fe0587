// The lanes and tiers an owner declares in site.json, and the project fields that must use
// them. The lists name static files and routing rules (one per lane × tier × language), so
// each entry is a slug, unique, and the lists are short.
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { SLUG_PATTERN, SPEC_LANES, SPEC_TIERS, type Vocabulary } from "../../functions/api/core/vocabulary.ts";
import { SLUG_MAX_LENGTH } from "../../functions/api/core/limits.ts";
import { MAX_LANES, MAX_TIERS } from "../../functions/api/core/limits.ts";
import { describeValue } from "./content-problem.ts";
import { latinSlug } from "./suggest-slug.ts";
import { declaredOrder } from "../../functions/api/schemas/response-schemas.ts";
import { closest } from "./closest-name.ts";
import { listAsAdvised, listExample, notASlug, respelledOntoListed } from "./declared-entry-spelling.ts";

/** What each list is, as site.json spells it and the messages name it. */
const LISTS = {
  lanes: { noun: "lane", defaults: SPEC_LANES, max: MAX_LANES, meaning: "the kinds of work projects are filed under (`?lane=`)" },
  tiers: { noun: "tier", defaults: SPEC_TIERS, max: MAX_TIERS, meaning: "how prominently projects are listed (`?tier=`); every list sorts in this order" },
} as const;
type ListName = keyof typeof LISTS;

/** One declared value: a slug, as it becomes part of a file name and a URL. */
function entry(noun: string) {
  return z
    .string({ error: () => `expected a ${noun} as a string` })
    .max(SLUG_MAX_LENGTH, { error: (issue) => `${describeValue(issue.input)} is longer than ${SLUG_MAX_LENGTH} characters` })
    .regex(SLUG_PATTERN, { error: (issue) => notASlug(String(issue.input)) });
}

/** site.json `lanes` or `tiers`: an ordered list of slugs, defaulting to the spec's. */
export function declaredList(name: ListName) {
  const { noun, defaults, max, meaning } = LISTS[name];
  return z
    // The type mismatch's "got …" is added where issues become problems (zod-issues.ts).
    .array(entry(noun), { error: (issue) => `expected a list of ${noun} slugs, such as ${listExample(issue.input, defaults)}` })
    .min(1, `must name at least one ${noun}; leave ${name} out to use the spec's (${defaults.join(", ")})`)
    // The editors' schema still says so; the check itself is in the refinement below.
    .meta({ maxItems: max })
    .superRefine((values, ctx) => {
      // Here, not as .max(): zod runs a length check on a string too ("headline" named 8 tiers).
      if (values.length > max) ctx.addIssue({ code: "too_big", origin: "array", maximum: max, inclusive: true, input: values, message: `names ${values.length} ${noun}s, more than ${max}: every ${noun} multiplies the static files and routing rules; merge some` });
      values.forEach((value, i) => {
        if (values.indexOf(value) !== i) ctx.addIssue({ code: "custom", path: [i], input: value, message: `'${value}' is listed twice; remove one` });
        respelledOntoListed(values, i, name, ctx);
      });
    })
    .default([...defaults])
    .describe(`The ${name}, in order: ${meaning}. Each project uses one of them. At most ${max}; absent, the spec's apply.`);
}

/**
 * A project's `lane` or `tier` as the editor schema and the content reference describe it: the
 * allowed values live in another file (site.json), which a JSON Schema cannot read, so it says
 * where they are and offers the spec's as examples.
 */
export function projectListField(name: ListName, description: string) {
  const { noun, defaults } = LISTS[name];
  return z
    .string({ error: (issue) => (issue.input === undefined ? "required field is missing" : `expected a ${noun} as a string`) })
    // Every declared value is a slug, so an editor can still flag `Back End` or `Client`.
    .regex(SLUG_PATTERN, { error: (issue) => notASlugValue(issue.input, noun) })
    .meta({ examples: [...defaults] })
    .describe(`${description} One of the ${name} site.json declares (default: ${defaults.join(", ")}).`);
}

/** Why a project's lane or tier is no slug, with the slug to write when it has letters to keep (`Flagship` → `flagship`). */
function notASlugValue(input: unknown, noun: string): string {
  const value = String(input);
  const told = `${describeValue(input)} is not a slug, so no ${noun} site.json can declare`;
  // With no Latin letter or digit to keep (`日本`), there is no slug to offer.
  const slug = latinSlug(value);
  return slug !== undefined ? `${told}: write it as '${slug}'` : told;
}

/**
 * The lanes and tiers of a site.json that failed its own checks, each list where it still
 * parses on its own (the spec's where the file leaves it out), else as its own messages tell
 * the owner to write it (listAsAdvised), so projects are checked against them and their slips
 * still get "did you mean" and "write it as" in the same run; a list those messages offer no
 * spelling for, or that may sit under a misspelt key (`lane`, `Tiers`), is undefined and its
 * fields are checked as slugs only. A file that is no JSON object says nothing of either list.
 */
export function listsOfBrokenSite(raw: unknown, siteKeys: readonly string[]): Partial<Vocabulary> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return {};
  const site = raw as Record<string, unknown>;
  const unknownKey = Object.keys(site).some((key) => !siteKeys.includes(key));
  const read = (name: ListName): readonly string[] | undefined => {
    if (site[name] === undefined && unknownKey) return undefined;
    const parsed = declaredList(name).safeParse(site[name]);
    return parsed.success ? parsed.data : listAsAdvised(site[name], LISTS[name].max);
  };
  const lanes = read("lanes");
  const tiers = read("tiers");
  return { ...(lanes && { lanes }), ...(tiers && { tiers }) };
}

/**
 * A project's `lane` or `tier` in the editor schema of one site (the one each build publishes):
 * its own lanes or tiers as an enum, as the build accepts no other.
 */
export function siteListField(name: ListName, description: string, allowed: readonly string[]) {
  return declaredOrder(allowed).describe(`${description} One of the ${name} site.json declares: ${allowed.join(", ")}.`);
}

/**
 * The project fields `lane` and `tier` checked against one site's lists; `siteFile` is where
 * the lists are declared, as the owner reads it (`content/site.json`).
 */
export function projectListFields<V extends Partial<Vocabulary>>(site: V, siteFile: string): ListFields<V> {
  const field = (allowed: readonly string[], name: ListName) =>
    z
      // Left out, or not text, the field is told the values it may take, as a wrong one is; a
      // number that names one (a tier "0" written 0) keeps the general "write it in quotes".
      .string({
        error: (issue) =>
          issue.input === undefined
            ? `required field is missing: one of the ${name} of this site, ${allowed.join(", ")}`
            : allowed.includes(String(issue.input))
              ? undefined
              : `expected one of the ${name} of this site as a string: ${allowed.join(", ")}`,
      })
      .refine((value) => allowed.includes(value), { error: (issue) => notDeclared(String(issue.input), name, allowed, siteFile) });
  // A list the site does not give (it is broken itself) gets no field here: the caller's slug check stays.
  return { ...(site.lanes && { lane: field(site.lanes, "lanes") }), ...(site.tiers && { tier: field(site.tiers, "tiers") }) } as ListFields<V>;
}

type ListField = z.ZodType<string, string>;
/** `lane` and `tier` for a whole vocabulary; each only where the partial one gives its list. */
type ListFields<V extends Partial<Vocabulary>> = V extends Vocabulary ? { lane: ListField; tier: ListField } : { lane?: ListField; tier?: ListField };

/**
 * Why `value` is none of `allowed`. A value that is one of them written another way (`Flagship`,
 * `AI Tools`) gets the spelling to use, not the list, which would look as if it held the value;
 * a likely slip gets "did you mean".
 */
function notDeclared(value: string, name: ListName, allowed: readonly string[], siteFile: string): string {
  const noun = LISTS[name].noun;
  const slug = latinSlug(value);
  const spelled = slug === undefined ? undefined : allowed.find((entry) => entry === slug);
  if (spelled !== undefined) return `${describeValue(value)}: write it as '${spelled}' (a ${noun} is matched exactly)`;
  const meant = closest(value, [...allowed]);
  // Where the list comes from: the owner's own, or the spec's because site.json declares none.
  const spec = allowed.length === LISTS[name].defaults.length && allowed.every((entry, i) => entry === LISTS[name].defaults[i]);
  const where = spec ? `the spec's ${name}; declare your own as "${name}" in ${siteFile}` : `${siteFile} → ${name}`;
  return `${describeValue(value)} is not a ${noun} of this site: ${allowed.join(", ")} (${where}); ${meant ? `did you mean '${meant}'?` : spec ? "use one of them, or declare your own" : "use one of them, or add it there"}`;
}

/**
 * The lanes and tiers a site.json (as readSiteJson gives it) declares, for tools that write
 * content before any build (`npm run new-project`); the spec's when the file is missing,
 * broken or declares none, as the build itself will then report or apply.
 */
export function declaredVocabulary(site: unknown): Vocabulary {
  const lists = z.object({ lanes: declaredList("lanes").catch([...SPEC_LANES]), tiers: declaredList("tiers").catch([...SPEC_TIERS]) }).safeParse(site);
  return lists.success ? lists.data : { lanes: SPEC_LANES, tiers: SPEC_TIERS };
}

/** site.json as JSON, or {} when it is missing or broken (its own problems are the build's to report). */
export async function readSiteJson(contentDir: string): Promise<unknown> {
  const text = await readFile(`${contentDir}/site.json`, "utf8").catch(() => "");
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
