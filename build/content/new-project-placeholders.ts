// The text `npm run new-project` writes for the owner to replace, declared once: the command
// writes it from here and the build refuses a project that still holds it, so a file created
// and forgotten can never be deployed with an instruction as its summary.
import { contentProblem, describeValue, type ContentProblem } from "./content-problem.ts";
import { TRANSLATABLE_FIELDS, type TranslatableField } from "../../functions/api/core/languages/translation-keys.ts";
import { translationLanguageOf } from "./offered-languages.ts";

/** Placeholder text by project field. Valid for the schema, so the new file passes `npm run check` but for this rule. */
export const NEW_PROJECT_PLACEHOLDERS = {
  summary: "Replace this with what the project is and what it did, in one or two sentences.",
} as const;

/**
 * The placeholder of a translated field (`titleFr`), written for each language site.json lists,
 * so the owner sees which fields to translate. Translations are optional per project: its fix
 * is the translation, or removing the field.
 */
export function translatedPlaceholder(field: TranslatableField, lang: string): string {
  return `Replace this with the ${field} in '${lang}', or remove the field.`;
}

/** A problem per field of `project` (in `source`) still holding its placeholder. */
export function findPlaceholders(source: string, project: Readonly<Record<string, unknown>>): ContentProblem[] {
  const plain = Object.entries(NEW_PROJECT_PLACEHOLDERS).flatMap(([field, placeholder]) =>
    project[field] === placeholder
      ? [contentProblem(source, field, `${describeValue(placeholder)} is the placeholder npm run new-project wrote`, `write the project's own ${field} in its place`)]
      : [],
  );
  const translated = Object.entries(project).flatMap(([key, value]) => {
    const lang = translationLanguageOf(key);
    const field = TRANSLATABLE_FIELDS.find((name) => key.startsWith(name));
    if (lang === undefined || field === undefined || value !== translatedPlaceholder(field, lang)) return [];
    return [contentProblem(source, key, `${describeValue(value)} is the placeholder npm run new-project wrote`, `write the ${field} in '${lang}' in its place, or remove ${key}`)];
  });
  return [...plain, ...translated];
}
