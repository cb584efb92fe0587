// site.json's translation languages: BCP 47 tags by the one pattern, LANGUAGE_PATTERN (languages/translation-keys.ts). A tag in
// another case (`zh-hant`, `PT-br`) is the right tag written differently; since `?lang=`
// matches exactly, the message gives the spelling to use rather than accept two spellings.
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGE_PATTERN } from "../../functions/api/core/languages/translation-keys.ts";

/** Why the content's own language cannot be listed as a translation. */
export const NOT_A_TRANSLATION = `'${DEFAULT_LANGUAGE}' is the language the content is written in, not a translation; list only the languages you translate into`;

export const LANGUAGE_TAG_EXPECTED =
  "expected a BCP 47 language tag: a language of 2–3 letters, then optionally a script of 4 letters and a region of 2 letters or 3 digits, e.g. tr, pt-BR, zh-Hant, zh-Hant-TW";

/** RFC 5646 §2.1.1's conventional case: language lowercase, script capitalized, region uppercase. */
export function conventionalCase(tag: string): string {
  return tag
    .split("-")
    .map((part, i) => (i === 0 ? part.toLowerCase() : part.length === 4 ? `${part.charAt(0).toUpperCase()}${part.slice(1).toLowerCase()}` : part.toUpperCase()))
    .join("-");
}

/** Why `input` is not a language tag, with the spelling to use when only the case is off. */
export function languageTagMessage(input: unknown): string {
  if (typeof input !== "string") return LANGUAGE_TAG_EXPECTED;
  const cased = conventionalCase(input);
  // "EN" written as "en" would only meet the next refusal; say that one at once.
  if (cased === DEFAULT_LANGUAGE) return NOT_A_TRANSLATION;
  if (cased !== input && LANGUAGE_PATTERN.test(cased)) return `write it as '${cased}' (BCP 47's case: language lowercase, script capitalized, region uppercase)`;
  return beyondRegion(input) ?? LANGUAGE_TAG_EXPECTED;
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

/** A language tag field. */
export function languageTagField() {
  return z.string().regex(LANGUAGE_PATTERN, { error: (issue) => languageTagMessage(issue.input) });
}
