// The languages site.json offers and the translated fields projects carry must agree: a listed
// language no project translates would publish English text labelled as a translation (and
// the portal, llms.txt, OpenAPI and MCP would advertise it), and a translated field in a
// language the site does not list would never be served. Any BCP 47 language can be offered;
// its fields are named by translationKey (`titleFr`, `summaryPtBr`).
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_PATTERN, languageOfSuffix, TRANSLATABLE_FIELDS, translationKey } from "../../functions/api/core/languages/translation-keys.ts";
import type { ProjectContent } from "./content-schemas.ts";
import { conventionalCase } from "./language-tag-field.ts";
import { listedVariantWording } from "./listed-variants.ts";

/** The project fields that hold text in `lang`: `titleFr`, `summaryFr`. */
export const keysOf = (lang: string) => TRANSLATABLE_FIELDS.map((field) => translationKey(field, lang));

/**
 * The project files that failed their own checks: each as written (undefined where it could not
 * be read), and the listed tags their messages named for a field in another tag of the language
 * (listedVariants: `fr-CA` for `titleFr`).
 */
export interface FailedProjects {
  written: readonly unknown[];
  variants: ReadonlySet<string>;
}

/**
 * One problem per offered language with no translated text. `translations`: site.json's list,
 * each entry that will stay as written (undefined for one its own problem removes or rewrites,
 * in a list that failed its checks: translationsOfBrokenSite). `complete` is false when some
 * project file failed its own checks: it might hold the translation, so "none" is not claimed,
 * unless `failed` shows it does not, and their messages already name the language (`fr-CA`
 * listed, the projects writing `titleFr`): the owner then sees both ends of one mismatch in one run.
 */
export function checkOfferedLanguages(label: string, translations: readonly (string | undefined)[], projects: readonly ProjectContent[], complete: boolean, failed?: FailedProjects): ContentProblem[] {
  const file = `${label}/site.json`;
  return translations.flatMap((lang, i): ContentProblem[] => {
    if (lang === undefined) return [];
    const keys = keysOf(lang);
    const holds = (written: unknown) => typeof written === "object" && written !== null && keys.some((key) => (written as Record<string, unknown>)[key] !== undefined);
    const known = complete || (failed !== undefined && failed.variants.has(lang) && failed.written.every((written) => written !== undefined && !holds(written)));
    if (!known || projects.some(holds)) return [];
    return [contentProblem(file, `translations[${i}]`, `offers '${lang}', but no project has ${keys.join(" or ")}`, `translate a project's ${keys.join(" or ")}, or remove "${lang}" from translations`)];
  });
}

/** `titleFr` → `fr`: the language a field name holds a translation into, when it is shaped like one. */
export function translationLanguageOf(key: string): string | undefined {
  for (const field of TRANSLATABLE_FIELDS) {
    if (key.length > field.length && key.startsWith(field)) {
      const lang = languageOfSuffix(key.slice(field.length));
      if (lang !== undefined && translationKey(field, lang) === key) return lang;
    }
  }
  return undefined;
}

/**
 * `titleFR`, `titlefr`, `summaryPTBR`, `titlePtBR`, `titleZhHANT`, `titlePt_BR` → the language
 * and the name languageSuffix gives it (`fr`, `titleFr`; `pt-BR`, `titlePtBr`): a field that
 * would be a translation if cased by the rule. Written in one case throughout, the suffix is read
 * as language, script and region by their lengths; in mixed case, a later part must be in
 * capitals, each part must start where the writer started it (a capital after a lower-case
 * letter, or `-`/`_`), and the runtime must know the tag, so `titlePtBR` is pt-BR while
 * `titleText`, `titleOfAI` and `titleInUK` are words, not languages, left to the "did you mean"
 * of an unknown field.
 */
export function miscasedTranslation(key: string): { lang: string; canonical: string } | undefined {
  for (const field of TRANSLATABLE_FIELDS) {
    const suffix = key.startsWith(field) ? key.slice(field.length).replace(/[-_]/g, "") : "";
    const uniform = suffix === suffix.toLowerCase() || suffix === suffix.toUpperCase();
    const written = key.slice(field.length).split(/[-_]|(?<=[a-z])(?=[A-Z])/);
    // A language of 2–3 letters, then a script of 4 and a region of 2 letters or 3 digits, as LANGUAGE_PATTERN.
    // Mixed case reads as a tag only where a later part is in capitals, as a tag writes a region
    // (`BR`) and some write a script (`HANT`): `summaryOfWork` is words.
    const tagLike = written.slice(1).some((part) => part.length >= 2 && part === part.toUpperCase());
    const parts = uniform || tagLike ? /^([a-z]{2,3})([a-z]{4})?([a-z]{2}|[0-9]{3})?$/.exec(suffix.toLowerCase()) : null;
    if (!parts) continue;
    const [, language, script, region] = parts;
    // Mixed case: the parts found by length must be the parts as written.
    if (!uniform && written.map((part) => part.length).join() !== [language!, script, region].filter((part) => part !== undefined).map((part) => part.length).join()) continue;
    const lang = conventionalCase([language, script, region].filter((part) => part !== undefined).join("-"));
    const canonical = translationKey(field, lang);
    // In mixed case the tag must be one the runtime can name, spelt as it spells it: `titleOfAI`
    // and `titleInUK` (`in` and `UK` are old aliases) are words, while `titlePtBR` is Portuguese.
    if (!uniform && !namedTag(lang)) continue;
    if (LANGUAGE_PATTERN.test(lang) && canonical !== key) return { lang, canonical };
  }
  return undefined;
}

/** True when ICU names the tag's language (`pt`) and keeps the tag as written (no alias, as `in` for `id`). */
let languageNames: Intl.DisplayNames | undefined;
function namedTag(tag: string): boolean {
  languageNames ??= new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  const language = tag.split("-")[0] ?? "";
  return languageNames.of(language) !== undefined && Intl.getCanonicalLocales(tag)[0] === tag;
}

/**
 * The message for a project field that is a translation into a language site.json does not
 * list (zod only knows it as an unknown key, and would suggest the nearest listed field). A
 * field cased otherwise than the rule (`titleFR`) is told its name too. `inSection`: the field is
 * in an added section's file, and a language is offered only once a project is translated into
 * it (checkOfferedLanguages): listing it alone would only be refused next. `listed`: `lang` is
 * listed, and the field names it with another code (`titleFra` for `fr`). `given`: the file's
 * keys, where the field's right name may already be (`titleFr` beside `titleFR`), to merge into.
 * `variants`: the tags site.json lists for the same language instead (`fr-CA` for `titleFr`;
 * listedVariants).
 */
export function undeclaredTranslation(
  label: string,
  key: string,
  lang: string,
  { inSection = false, listed = false, given = [], variants = [] }: { inSection?: boolean; listed?: boolean; given?: readonly string[]; variants?: readonly string[] } = {},
): { message: string; hint: string } {
  // The content's own language is never a translation: listing it is refused too, so say where the text goes.
  if (lang === DEFAULT_LANGUAGE) {
    const field = TRANSLATABLE_FIELDS.find((name) => key.startsWith(name)) ?? key;
    return { message: `would be a translation into '${lang}', but '${lang}' is the language the content is written in`, hint: `put the text in ${field} and remove ${key}` };
  }
  const canonical = canonicalKey(key, lang);
  // `titleIw` beside a listed `he`: the language is offered, only the name's code is not BCP 47's.
  if (listed) return { message: `is a translation into '${lang}', named with a code BCP 47 does not write`, hint: renameHint(canonical) };
  const listing = inSection ? `add "${lang}" to translations and translate a project's ${keysOf(lang).join(" or ")} too (a language is offered only when a project has it)` : `add "${lang}" to translations`;
  const merge = given.includes(canonical);
  const rename = canonical === key ? "" : merge ? ` and merge ${key} into ${canonical}, which this file has too` : ` and write the field as ${canonical}`;
  if (variants.length > 0) return listedVariantWording(label, key, lang, variants, `${listing}${rename}`);
  const add = inSection ? `${listing},` : listing;
  return {
    message: `is a translation into '${lang}', but ${label}/site.json does not list '${lang}' in translations`,
    hint: canonical === key ? `${add} or remove ${key}` : merge ? `${add}${rename}` : `${add}${rename}, or remove ${key}`,
  };
}

/** The name the rule gives a translated field into `lang` (`titleFR` → `titleFr`); `key` itself when it names no field. */
export function canonicalKey(key: string, lang: string): string {
  const field = TRANSLATABLE_FIELDS.find((name) => key.startsWith(name));
  return field === undefined ? key : translationKey(field, lang);
}

/** What a field under another name than the rule's is told: its name, or to merge into a field of that name. */
export const renameHint = (canonical: string) => `write the field as ${canonical}, or merge it into ${canonical} if the file has one`;
