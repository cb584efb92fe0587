// site.json's translation languages: BCP 47 tags by the one pattern, LANGUAGE_PATTERN (languages/translation-keys.ts). A tag in
// another case (`zh-hant`, `PT-br`) is the right tag written differently; since `?lang=`
// matches exactly, the message gives the spelling to use rather than accept two spellings.
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_PATTERN } from "../../functions/api/core/languages/translation-keys.ts";

/** Why the content's own language cannot be listed as a translation. */
export const NOT_A_TRANSLATION = `'${DEFAULT_LANGUAGE}' is the language the content is written in, not a translation; list only the languages you translate into`;

/**
 * Why a text is refused as a language tag when nothing more particular can be said; it spells out the
 * shape, since a bare "BCP 47" helps few owners.
 */
export const LANGUAGE_TAG_EXPECTED =
  "expected a BCP 47 language tag: a language of 2–3 letters, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. tr, pt-BR, zh-Hant, zh-Hant-TW";

/** RFC 5646 §2.1.1's conventional case: language lowercase, script capitalized, region uppercase. */
export function conventionalCase(tag: string): string {
  return tag
    .split("-")
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 4 ? `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase()}` : part.toUpperCase()))
    .join("-");
}

/** Why a text is refused as a translation language, and the one tag the message says to write instead, if it says one. */
interface TagRefusal {
  message: string;
  tag?: string;
}

/** Why `input` is not a language tag, with the spelling to use when only the case is off. */
function refuseTag(input: unknown): TagRefusal {
  if (typeof input !== "string") return { message: LANGUAGE_TAG_EXPECTED };
  const cased = conventionalCase(input);
  // "EN" written as "en" would only meet the next refusal; say that one at once.
  if (cased === DEFAULT_LANGUAGE) return { message: NOT_A_TRANSLATION };
  // "FRA" written as "fra" would be refused next (BCP 47 writes it "fr"): that refusal says the tag to use.
  if (cased !== input && LANGUAGE_PATTERN.test(cased)) return notALanguage(cased) ?? { message: `write it as '${cased}' (BCP 47's case: language lowercase, script capitalized, region uppercase)`, tag: cased };
  // `pt_BR`, a locale as POSIX and Java write it: BCP 47 separates with hyphens.
  const hyphened = conventionalCase(input.replaceAll("_", "-"));
  if (input.includes("_") && LANGUAGE_PATTERN.test(hyphened)) return notALanguage(hyphened) ?? { message: `write it as '${hyphened}' (a BCP 47 tag separates its parts with hyphens, not underscores)`, tag: hyphened };
  // `French`: a language's name rather than its code.
  const named = languageNamed(input);
  if (named) return named === DEFAULT_LANGUAGE ? { message: NOT_A_TRANSLATION } : { message: `${LANGUAGE_TAG_EXPECTED}; for ${input}, write '${named}'`, tag: named };
  return { message: beyondRegion(input) ?? LANGUAGE_TAG_EXPECTED };
}

/**
 * The tag a refused translation language is told to be written as (`FR` → `fr`, `French` →
 * `fr`, `fra` → `fr`), as a list for findListed (listed-elsewhere.ts): empty when the
 * language is fine or no one tag is offered.
 */
export function advisedTags(input: unknown): string[] {
  const tag = typeof input === "string" && LANGUAGE_PATTERN.test(input) ? notALanguage(input)?.tag : refuseTag(input).tag;
  return tag === undefined ? [] : [tag];
}

/**
 * The code of a language written by its name, in English or in itself (`French`, `Français` →
 * `fr`), from the runtime's own names; undefined for anything else. Only on the error path.
 */
function languageNamed(input: string): string | undefined {
  // Letters with their marks (हिन्दी), two or more (中文).
  if (!/^\p{L}[\p{L}\p{M} ]+$/u.test(input)) return undefined;
  const english = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  const wanted = input.trim().toLocaleLowerCase();
  // ISO 639-1's two-letter codes, the ones a name most likely means: aa to zz.
  const codes = Array.from({ length: 26 * 26 }, (_, i) => String.fromCharCode(97 + Math.floor(i / 26), 97 + (i % 26)));
  const known = codes.filter((code) => english.of(code) !== undefined);
  const own = (code: string) => new Intl.DisplayNames([code], { type: "language", fallback: "none" }).of(code);
  return known.find((code) => english.of(code)?.toLocaleLowerCase() === wanted) ?? known.find((code) => own(code)?.toLocaleLowerCase(code) === wanted);
}

/**
 * For a well-formed BCP 47 tag with more than a language, script and region (a variant such as
 * `de-CH-1901`, an extension, a private-use part): which part is more, and the tag without it,
 * since "expected a BCP 47 language tag" would be untrue of it.
 */
function beyondRegion(input: string): string | undefined {
  try {
    Intl.getCanonicalLocales(input);
  } catch {
    return undefined;
  }
  const parts = input.split("-");
  let kept = 0;
  while (kept < parts.length && LANGUAGE_PATTERN.test(conventionalCase(parts.slice(0, kept + 1).join("-")))) kept++;
  if (kept === 0 || kept === parts.length) return undefined;
  return `'${parts[kept]}' (a variant, an extension or a private-use part) is more than a translation language takes: a language, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. '${conventionalCase(parts.slice(0, kept).join("-"))}'`;
}

/** ISO 639's special codes: each is well-formed and names no language a text is written in. */
const SPECIAL_CODES: Record<string, string> = { und: "an undetermined language", mis: "a language with no code of its own", mul: "several languages", zxx: "no linguistic content" };

/** ISO 639-1 codes withdrawn for another (ICU still reads them, as the new one). */
const WITHDRAWN = new Set(["in", "iw", "ji", "jw", "mo", "sh"]);

/**
 * Why a well-formed tag names no language to translate into, or undefined when it names one.
 * Two-letter codes are a closed list (ISO 639-1) that the runtime names in full, so one it
 * cannot name is no language (`xx`); three-letter codes are thousands (ISO 639-3), more than
 * the runtime names, so only the special ones, the local-use range and those of a language with
 * a two-letter code (which BCP 47 uses instead) are refused.
 */
function notALanguage(tag: string): TagRefusal | undefined {
  const language = tag.split("-")[0]?.toLowerCase() ?? "";
  const special = SPECIAL_CODES[language];
  if (special) return { message: `'${language}' is ISO 639's code for ${special}, not a language to translate into; write the code of the language the text is in` };
  if (/^q[a-t][a-z]$/.test(language)) return { message: `'${language}' is in ISO 639's range reserved for local use (qaa–qtz), which names no language; write the code of the language the text is in` };
  const names = new Intl.DisplayNames(["en"], { type: "language", fallback: "none" });
  const preferred = preferredTag(tag);
  if (preferred !== undefined) {
    const current = preferred.split("-")[0]!;
    const name = names.of(current) ?? current;
    if (WITHDRAWN.has(language)) return { message: `'${language}' is a withdrawn code for ${name}; write '${preferred}'`, tag: preferred };
    // `eng` alone is the content's own language; `eng-GB` is `en-GB`, a translation like any other.
    if (preferred === DEFAULT_LANGUAGE) return { message: `'${language}' is ${name}, which BCP 47 writes '${preferred}': ${NOT_A_TRANSLATION}` };
    return { message: `'${language}' is ${name}, which BCP 47 writes with its two-letter code; write '${preferred}'`, tag: preferred };
  }
  if (language.length === 2 && names.of(language) === undefined) return { message: `'${language}' is no language's code (ISO 639-1 has no '${language}'); e.g. fr, pt-BR, zh-Hant` };
  return undefined;
}

/**
 * The tag BCP 47 writes instead of `tag`, when its language is a three-letter code of a
 * language with a two-letter one (`fra-CA` → `fr-CA`: `fra` would name its fields titleFra, not
 * the titleFr every reader of the language expects) or a withdrawn two-letter code (`iw` →
 * `he`); undefined when the tag's language is already written as BCP 47 writes it.
 */
export function preferredTag(tag: string): string | undefined {
  const language = tag.split("-")[0]?.toLowerCase() ?? "";
  if (language.length !== 3 && !WITHDRAWN.has(language)) return undefined;
  const current = Intl.getCanonicalLocales(language)[0];
  // Only a bare two-letter code: ICU's other aliases are not BCP 47's (`prs`, Dari, and `cnr`,
  // Montenegrin, are languages of their own that ICU maps to `fa-AF` and `sr-ME`), and a
  // replacement with parts of its own (`sh` → `sr-Latn`) would clash with the tag's own
  // (`sh-Cyrl` → `sr-Latn-Cyrl`, which no rule accepts), so it is offered only for the bare code.
  if (current === undefined || current === language) return undefined;
  if (/^[a-z]{2}$/.test(current)) return conventionalCase(tag.replace(/^[a-z]+/i, current));
  if (!WITHDRAWN.has(language)) return undefined;
  // `sh` is `sr-Latn`; `sh-Cyrl` keeps its own script (`sr-Cyrl`), `sh-BA` gains the implied one.
  const [replacement, implied] = current.split("-");
  const rest = tag.split("-").slice(1);
  return conventionalCase([replacement, ...(rest[0]?.length === 4 || implied === undefined ? [] : [implied]), ...rest].join("-"));
}

/** A language tag field: well-formed, and naming a language. */
export function languageTagField() {
  return z
    // Its own words for another type: a number is no tag, quoted or not.
    .string({ error: "expected a BCP 47 language tag as a string, e.g. \"fr\"" })
    .regex(LANGUAGE_PATTERN, { error: (issue) => refuseTag(issue.input).message })
    .refine((tag) => !LANGUAGE_PATTERN.test(tag) || notALanguage(tag) === undefined, { error: (issue) => notALanguage(String(issue.input))?.message ?? LANGUAGE_TAG_EXPECTED });
}
