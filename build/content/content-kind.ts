// The shape of a content kind (kinds.ts lists them), and of a section's kind: the content of an
// added section (talks, publications), which the build turns into that section's index data,
// with the zod schemas of its answers and the words the documents use for it. The kind is the
// build's half of a section: the function never imports it.
import type { z } from "zod";
import type { CollectionDocs } from "../../functions/api/core/collection/collection-docs.ts";
import type { ToolRole } from "../../functions/api/core/collection/define-collection.ts";
import type { ResponseSchemaName } from "../../functions/api/schemas/route-schemas.ts";
import type { SiteVocabulary } from "../../functions/api/core/vocabulary.ts";
import type { TranslatedSchemas } from "./translated-sections.ts";

/** One kind of content file: where it lives, what it may hold, and, for an added section, how it becomes index data. */
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
    /** What the documents say about the section (collection-docs.ts); the build refuses a section without it. */
    docs?: CollectionDocs<string, ToolRole>;
    /** Set from its resource's `translated: true`: the response schemas its lang view changes (translated-sections.ts). */
    translated?: TranslatedSchemas;
  };
  /**
   * The committed editor JSON Schema (any site's) as generated, changed where zod cannot say it
   * (the project's translated fields).
   */
  editorSchema?(generated: Record<string, unknown>): Record<string, unknown>;
  /**
   * The schema of one site's files where they depend on its site.json (a project's languages,
   * lanes and tiers): what the build publishes in dist/schemas/ for that site.
   */
  siteSchema?(site: SiteVocabulary): z.ZodType;
}

/** An item of a section's index data. */
type ItemOf<D> = D extends readonly (infer T extends { slug: string })[] ? T : { slug: string };

/** What a section's documentation says, in the names its kind supplies, for the tools (`K`) its resource declares. */
export type SectionDocs<D, R extends string, K extends ToolRole> = CollectionDocs<R | ResponseSchemaName, K, ItemOf<D>>;

/**
 * A section's kind before kinds.ts names its resource: `D` is the index data its resource reads,
 * `R` the names of the response schemas it supplies, `K` the roles of its resource's tools,
 * which its documentation describes.
 */
export interface SectionKind<D, R extends string = string, K extends ToolRole = ToolRole> {
  id: string;
  place: { folder: string };
  schema: z.ZodType;
  description: string;
  section: {
    toIndex(values: unknown[]): D;
    responses: Record<R, z.ZodType>;
    docs: SectionDocs<D, R, K>;
  };
  /** The roles of the tools its docs describe (a type only, never set): kinds.ts holds them to its resource's. */
  readonly toolRoles?: readonly K[];
}

/** What a section's kind declares. */
export interface SectionKindSpec<C extends z.ZodType, D, R extends string, K extends ToolRole> {
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
  /**
   * What the documents say about it: the OpenAPI tag and operations, the words of its tools
   * (one entry per tool its resource declares), the portal's task (collection-docs.ts).
   */
  docs: SectionDocs<D, R, K>;
}

/** Declare a section's kind, its files typed by its schema and its schema names and tools kept (kinds.ts checks them). */
export function defineSectionKind<C extends z.ZodType, D, const R extends string, const K extends ToolRole = never>(spec: SectionKindSpec<C, D, R, K>): SectionKind<D, R, K> {
  return {
    id: spec.id,
    place: { folder: spec.folder },
    schema: spec.schema,
    description: spec.description,
    section: { toIndex: (values) => spec.toIndex(values as Array<z.output<C>>), responses: spec.responses, docs: spec.docs },
  };
}

/** A section's kind as the build reads it, serving the resource `resource`. */
export function sectionKindFor<D, R extends string, K extends ToolRole>(resource: string, kind: SectionKind<D, R, K>): ContentKind {
  const { toIndex, responses, docs } = kind.section;
  return { ...kind, section: { toIndex, responses, docs: docs as unknown as CollectionDocs<string, ToolRole>, resource } };
}
