// What a section's content kind builds its schemas from (docs/adding-a-resource.md): the very
// fields the built-in files use, so an added section's slugs, texts, dates and URLs are checked,
// worded and documented as the projects' are, and the list answer it declares has the API's shape.
import { z } from "zod";

export { schemaRef, slugField } from "./content-schemas.ts";
export { httpUrlField } from "./url-field.ts";
export { lineText, proseText } from "./text-fields.ts";
export { dateField } from "./date-field.ts";
export { defineSectionKind } from "./content-kind.ts";

/** The list answer of a section: `{ total, <key>: [item, …] }`, as every collection answers it. */
export function listResponse<K extends string, I extends z.ZodType>(key: K, item: I) {
  return z.strictObject({ total: z.int().nonnegative(), [key]: z.array(item) } as { total: z.ZodInt } & { [P in K]: z.ZodArray<I> });
}
