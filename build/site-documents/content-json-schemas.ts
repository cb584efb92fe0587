// JSON Schemas for the files in content/, generated from the same zod schemas the build
// validates with. A copy is committed under docs/schemas/ (kept fresh by `npm run docs` and a
// test) and the content files point at it with `$schema`, so an editor completes and checks
// fields on a fresh clone, before any build; every build also publishes them in dist/schemas/.
// The build stays the final judge.
import { z } from "zod";
import { CONTENT_KINDS, kindOfFile, placeOf, type ContentKind } from "../content/kinds.ts";
import type { SiteVocabulary } from "../../functions/api/core/vocabulary.ts";

/** Where a kind's schema is written, relative to dist/ and to docs/. */
export function contentSchemaFile(kind: ContentKind): string {
  return `schemas/content/${kind.id}.schema.json`;
}

/** The kind of a content file, by its path relative to content/. */
export function contentKindOf(relative: string, kinds: readonly ContentKind[] = CONTENT_KINDS): ContentKind | undefined {
  return kindOfFile(relative, kinds);
}

/** The committed copies live here, relative to the repository root. */
export const COMMITTED_SCHEMAS_DIR = "docs";

/**
 * The `$schema` value a content file carries: a path from the file to the committed schema in
 * docs/, so it works offline, for any base URL, on a fresh clone.
 */
export function contentSchemaRef(relative: string, kind: ContentKind): string {
  const depth = relative.split("/").length;
  return `${"../".repeat(depth)}${COMMITTED_SCHEMAS_DIR}/${contentSchemaFile(kind)}`;
}

/**
 * Every content schema, keyed by its path in dist/ (or docs/). With a site (the build's) each
 * gets its published `$id`, and a kind that depends on site.json is that site's: a project names
 * exactly its languages' fields and takes only its lanes and tiers. The committed copies have
 * neither, as they belong to no one deployment.
 */
export function renderContentSchemas(site?: SiteVocabulary & { baseUrl: string }, kinds: readonly ContentKind[] = CONTENT_KINDS): Map<string, string> {
  const files = new Map<string, string>();
  const baseUrl = site?.baseUrl;
  for (const kind of kinds) {
    const { description } = kind;
    const title = `content/${placeOf(kind)}`;
    const own = site && kind.siteSchema ? kind.siteSchema(site) : undefined;
    // Content is input: what the owner may write, before trimming.
    const raw = z.toJSONSchema(own ?? kind.schema, { target: "draft-2020-12", io: "input" }) as Record<string, unknown>;
    const generated = own === undefined && kind.editorSchema ? kind.editorSchema(raw) : raw;
    const { $schema: dialect, ...rest } = generated;
    const id = baseUrl === undefined ? {} : { $id: `${baseUrl}/${contentSchemaFile(kind)}` };
    const document = { $schema: dialect, ...id, title, description, ...rest };
    files.set(contentSchemaFile(kind), `${JSON.stringify(document, null, 2)}\n`);
  }
  return files;
}
