// What a site.json that failed its own checks holds back: the projects' translated fields in a
// language its list may yet name wait for it, said once on site.json ("9 project files hold 'fr'
// translations, checked once site.json's problems are fixed") rather than as a line per field
// telling the owner to remove it; and while it is no JSON object, the projects' lanes and tiers too.
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { DEFAULT_LANGUAGE, LANGUAGE_PATTERN } from "../../functions/api/core/languages/translation-keys.ts";
import { SiteContentSchema } from "./content-schemas.ts";
import { languageTagField } from "./language-tag-field.ts";
import { canonicalKey, renameHint } from "./offered-languages.ts";

/**
 * The languages of a site.json that failed its checks, as far as it says: its translations when
 * that list passes on its own (`known`: a field in another language is undeclared), else the
 * entries that are well-formed tags (`fr` in ["fr", "fr"]), or nothing when the list is absent
 * beside an unknown key (perhaps it, misspelt), and a field in any other language
 * waits until the list is fixed: `["FR"]` must not turn `titleFr` into a typo of `titleTr`.
 * `read`: false when the file is no JSON object at all (it names no language: every translated field waits).
 * `offered`: the list as it will stay once fixed, entry by entry (standingTag), for checkOfferedLanguages.
 */
export function translationsOfBrokenSite(raw: unknown): { languages: string[]; known: boolean; read: boolean; offered: Array<string | undefined> } {
  // A file that is no JSON object says nothing of its languages, and its own problem says what to fix.
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return { languages: [], known: false, read: false, offered: [] };
  const listed = (raw as Record<string, unknown>)["translations"];
  // No `translations` beside a key the schema does not know (`transaltions`, `Translations`):
  // the list may be there under another name, so its fields wait rather than each being told
  // to go (18 lines of "remove titleFr" for one typo in site.json).
  const unknownKey = Object.keys(raw).some((key) => !(key in SiteContentSchema.shape));
  if (listed === undefined && unknownKey) return { languages: [], known: false, read: true, offered: [] };
  const parsed = SiteContentSchema.shape.translations.safeParse(listed);
  if (parsed.success) return { languages: parsed.data, known: true, read: true, offered: parsed.data };
  const tags = Array.isArray(listed) ? listed.filter((tag): tag is string => typeof tag === "string" && LANGUAGE_PATTERN.test(tag) && tag !== DEFAULT_LANGUAGE) : [];
  return { languages: [...new Set(tags)], known: false, read: true, offered: Array.isArray(listed) ? listed.map(standingTag) : [] };
}

/**
 * An entry of a broken translations list that stays as written once the list's problems are
 * fixed (a tag that passes on its own, the first of its spelling, not the content's language),
 * else undefined: what it offers is checked now, so `tr` in ["fr", "tr", "TR"] is said to be
 * untranslated in the same run as the `TR` told to go, not on the run after.
 */
function standingTag(entry: unknown, at: number, list: readonly unknown[]): string | undefined {
  return typeof entry === "string" && list.indexOf(entry) === at && entry !== DEFAULT_LANGUAGE && languageTagField().safeParse(entry).success ? entry : undefined;
}

/**
 * One problem per language whose translated fields wait for site.json to be fixed: where they
 * are and the language to list, said once on site.json rather than on every project file.
 */
export function pendingTranslations(label: string, found: ReadonlyArray<{ file: string; key: string; lang: string }>): ContentProblem[] {
  const byLang = new Map<string, Array<{ file: string; key: string }>>();
  for (const entry of found) byLang.set(entry.lang, [...(byLang.get(entry.lang) ?? []), entry]);
  return [...byLang].map(([lang, entries]) => {
    const files = new Set(entries.map((entry) => entry.file)).size;
    const keys = [...new Set(entries.map((entry) => entry.key))].join(", ");
    // Projects' files alone are called so; with an added section's among them, content files.
    const kind = entries.every((entry) => entry.file.startsWith("projects/")) ? "project" : "content";
    return contentProblem(
      `${label}/site.json`,
      "translations",
      `${files} ${kind} file${files === 1 ? "" : "s"} hold${files === 1 ? "s" : ""} '${lang}' translations (${keys}), checked once site.json's problems are fixed`,
      `list "${lang}" in translations`,
    );
  });
}

/**
 * The one line for the projects' lanes and tiers while site.json is no JSON object (`written`: each
 * project file as written): until it reads, they are checked as slugs only, and a slip of a lane
 * (`produi`) would pass unremarked.
 */
export function pendingLists(label: string, written: readonly unknown[]): ContentProblem[] {
  const files = written.filter((value) => typeof value === "object" && value !== null && !Array.isArray(value)).length;
  if (files === 0) return [];
  return [contentProblem(`${label}/site.json`, "", `${files} project ${files === 1 ? "file's lane and tier are" : "files' lanes and tiers are"} checked once site.json's problems are fixed`)];
}

/**
 * A translated field under a name no list makes the build read (`titlePt_BR`, `titlePtBR`,
 * `titleFra` for `fr`): told its name while the list waits, not counted among the language's
 * fields (its "unknown field" would only come once the list is fixed). Undefined for the rule's name.
 */
export function misnamedTranslation(key: string, lang: string): { message: string; hint: string } | undefined {
  const canonical = canonicalKey(key, lang);
  if (canonical === key) return undefined;
  return { message: `is a translation into '${lang}' under a name the build does not read`, hint: renameHint(canonical) };
}
