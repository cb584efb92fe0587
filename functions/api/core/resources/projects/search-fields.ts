// What `q` searches, declared once: the catalog folds exactly these fields, and the filter's
// meaning (the OpenAPI parameter, the MCP argument) names them from the same list.
import type { StoredProject } from "../../portfolio-index.ts";
import { TRANSLATABLE_FIELDS, TRANSLATION_KEYS } from "./languages.ts";

/** The project fields every search word is looked for in, then their translations. */
export const SEARCHED_FIELDS = ["slug", ...TRANSLATABLE_FIELDS, ...TRANSLATION_KEYS] as const;

/** The fields in words, for the documents. */
export const SEARCHED_FIELDS_TEXT = `the ${["slug", ...TRANSLATABLE_FIELDS].join(", ")} or a translated ${TRANSLATABLE_FIELDS.join(" or ")}`;

/** A project's searched texts, in SEARCHED_FIELDS order; an absent field is empty. */
export function searchedTexts(project: StoredProject): string[] {
  return SEARCHED_FIELDS.map((field) => project[field] ?? "");
}
