// The text `npm run new-project` writes for the owner to replace, declared once: the command
// writes it from here and the build refuses a project that still holds it, so a file created
// and forgotten can never be deployed with an instruction as its summary.
import { contentProblem, describeValue, type ContentProblem } from "./content-problem.ts";

/** Placeholder text by project field. Valid for the schema, so the new file passes `npm run check` but for this rule. */
export const NEW_PROJECT_PLACEHOLDERS = {
  summary: "Replace this with what the project is and what it did, in one or two sentences.",
} as const;

/** A problem per field of `project` (in `source`) still holding its placeholder. */
export function findPlaceholders(source: string, project: Readonly<Record<string, unknown>>): ContentProblem[] {
  return Object.entries(NEW_PROJECT_PLACEHOLDERS).flatMap(([field, placeholder]) =>
    project[field] === placeholder
      ? [contentProblem(source, field, `${describeValue(placeholder)} is the placeholder npm run new-project wrote`, `write the project's own ${field} in its place`)]
      : [],
  );
}
