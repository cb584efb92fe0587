// A translated field whose language site.json lists under another tag: `titleFr` while it lists
// `fr-CA`, `titlePtBr` while it lists `pt`. The field and the list disagree on the tag, not on
// the language, so the message names the listed tag and its fields: "add 'fr'" alone would leave
// `fr-CA` offered and untranslated, refused by the next run.
import { TRANSLATABLE_FIELDS, translationKey } from "../../functions/api/core/languages/translation-keys.ts";
import { joinWithOr } from "../../functions/api/core/http/problems.ts";
import { joinWithAnd } from "../item-counts.ts";

/** The language subtag of a tag: `fr-CA` → `fr`, `zh-Hant-TW` → `zh`. */
const languageOf = (tag: string) => tag.split("-")[0] ?? tag;
/** The tag's script subtag (`Hant` in `zh-Hant-TW`), when it names one: four letters. */
const scriptOf = (tag: string) => tag.split("-").find((subtag, i) => i > 0 && /^[A-Za-z]{4}$/.test(subtag));
/**
 * Two tags of one language that may be told apart by renaming a field: not when each names
 * its script and the scripts differ (`zh-Hant` and `zh-Hans`, `sr-Latn` and `sr-Cyrl`), where
 * renaming would publish text written in one script as the other.
 */
const sameWriting = (a: string, b: string) => {
  const [sa, sb] = [scriptOf(a), scriptOf(b)];
  return sa === undefined || sb === undefined || sa === sb;
};

/**
 * The tags in `listed` for `lang`'s language under another tag (`fr-CA` for `fr`), save those
 * whose fields `written` (the file as written) already holds: a file with `titleFrCa` and
 * `titleFr` translates two variants, and its `titleFr` is no misnamed `titleFrCa`.
 */
export function listedVariants(lang: string, listed: readonly string[], written: unknown): string[] {
  const fields = typeof written === "object" && written !== null ? (written as Record<string, unknown>) : {};
  return listed.filter((tag) => tag !== lang && languageOf(tag) === languageOf(lang) && sameWriting(tag, lang) && TRANSLATABLE_FIELDS.every((field) => fields[translationKey(field, tag)] === undefined));
}

/**
 * The message for `key`, a translation into `lang`, where site.json lists `variants` of its
 * language instead: the listed tags and their fields, then the two ways out, renaming the field
 * to a listed tag's or listing `lang` (`add`, worded by the caller as for any unlisted language).
 */
export function listedVariantWording(label: string, key: string, lang: string, variants: readonly string[], add: string): { message: string; hint: string } {
  const field = TRANSLATABLE_FIELDS.find((name) => key.startsWith(name)) ?? "title";
  const fields = variants.flatMap((tag) => TRANSLATABLE_FIELDS.map((name) => translationKey(name, tag)));
  return {
    message: `is a translation into '${lang}', but ${label}/site.json lists ${joinWithAnd(variants.map((tag) => `'${tag}'`))}, whose fields are ${joinWithAnd(fields)}`,
    hint: `rename it to ${joinWithOr(variants.map((tag) => translationKey(field, tag)))}, or ${add}`,
  };
}
