// The shape of a content kind (kinds.ts lists them), and of a section's kind: the content of an
// added section (talks, publications), which the build turns into that section's index data.
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
   * For a section beyond the built-in ones: the resource that serves it (by name, which
   * kinds.ts fills in from its key), how its validated files (in file-name order) become the
   * index's `sections[resource]`, and the zod schemas of its answers, under the names the
   * resource declares.
   */
  section?: {
    resource: string;
    toIndex(values: unknown[]): unknown;
    responses: Record<string, z.ZodType>;
  };
  /** The editor JSON Schema as generated, changed where zod cannot say it (the project's translated fields). */
  editorSchema?(generated: Record<string, unknown>): Record<string, unknown>;
}

/**
 * A section's kind before kinds.ts names its resource: `D` is the index data its resource reads,
 * `R` the names of the response schemas it supplies.
 */
export interface SectionKind<D, R extends string = string> {
  id: string;
  place: { folder: string };
  schema: z.ZodType;
  description: string;
  section: {
    toIndex(values: unknown[]): D;
    responses: Record<R, z.ZodType>;
  };
}

/** What a section's kind declares. */
export interface SectionKindSpec<C extends z.ZodType, D, R extends string> {
  /** Names the editor schema: `publication` → schemas/content/publication.schema.json. */
  id: string;
  /** content/<folder>/<slug>.json, one file per item. */
  folder: string;
  /** What a file may hold; strict, so unknown keys are content problems. */
  schema: C;
  description: string;
  /** The validated files, in file-name order, as the section's index data (sorted, shaped as the API answers). */
  toIndex(values: Array<z.output<C>>): D;
  /** The zod schemas of its answers, by the names its resource gives them. */
  responses: Record<R, z.ZodType>;
}

/** Declare a section's kind, its files typed by its schema and its schema names kept (kinds.ts checks them). */
export function defineSectionKind<C extends z.ZodType, D, const R extends string>(spec: SectionKindSpec<C, D, R>): SectionKind<D, R> {
  return {
    id: spec.id,
    place: { folder: spec.folder },
    schema: spec.schema,
    description: spec.description,
    section: { toIndex: (values) => spec.toIndex(values as Array<z.output<C>>), responses: spec.responses },
  };
}

/** A section's kind as the build reads it, serving the resource `resource`. */
export function sectionKindFor(resource: string, kind: SectionKind<unknown>): ContentKind {
  return { ...kind, section: { ...kind.section, resource } };
}
