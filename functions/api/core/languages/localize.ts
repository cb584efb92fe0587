// Translated views (`?lang=tr`): the translated text where the content has it, the English
// where it does not, and the fields that fell back, so a client can mark them.
import { DEFAULT_LANGUAGE, TRANSLATABLE_FIELDS, translationKey, type TranslatableField } from "./translation-keys.ts";

/** What a translated view adds: the language asked for and the fields still in English. */
export interface Localization {
  lang: string;
  fallback: TranslatableField[];
}

/** A view with the fields a translation replaces. */
export type Translatable = { title: string; summary: string | null };

/**
 * `view` in `lang`: each translatable field replaced with its translation, keeping the key
 * order of the original (so `title` stays where clients expect it) and every other field as it
 * was, translation fields included: the view is today's shape plus `lang` and `fallback`. The
 * default language gives the very same object.
 */
export function localize<T extends Translatable>(view: T, lang: string): T | (T & Localization) {
  if (lang === DEFAULT_LANGUAGE) return view;
  const translated: Partial<Record<TranslatableField, string>> = {};
  const fallback: TranslatableField[] = [];
  for (const field of TRANSLATABLE_FIELDS) {
    const text = translationOf(view, field, lang);
    if (text === undefined) fallback.push(field);
    else translated[field] = text;
  }
  return { ...view, ...translated, lang, fallback };
}

/** The translation when the content has one; `null` (a detail's "none") counts as none. */
function translationOf(view: object, field: TranslatableField, lang: string): string | undefined {
  const value: unknown = (view as Record<string, unknown>)[translationKey(field, lang)];
  return typeof value === "string" ? value : undefined;
}
