// The shape of a content kind (kinds.ts lists them).
import type { z } from "zod";

export interface ContentKind {
  /** Names the editor schema (`schemas/content/<id>.schema.json`): `site`, `project`, `talk`. */
  id: string;
  /** One file at the top of content/, or a folder of one `<slug>.json` file each. */
  place: { file: string } | { folder: string };
  /** What the owner may write; unknown keys are errors. */
  schema: z.ZodType;
  /** One sentence for the content reference and the editor schema. */
  description: string;
  /**
   * For a section beyond the built-in ones: the resource module that serves it (by name), how
   * its validated files (in file-name order) become the index's `sections[resource]`, and the
   * zod schemas of its 200 bodies, under the names the resource declares.
   */
  section?: {
    resource: string;
    toIndex(values: unknown[]): unknown;
    responses: Record<string, z.ZodType>;
  };
}
