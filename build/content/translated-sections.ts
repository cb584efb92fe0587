// An added section whose resource sets `translated: true` (docs/adding-a-resource.md,
// "Languages"). That flag is the one declaration: from it and the languages site.json lists,
// the build gives the section what the projects have by hand, so no kind repeats it.
// - its files take `title<Lang>` and `summary<Lang>` (titleFr, summaryPtBr), each right after the
//   field it translates, and only in a listed language (the projects' message otherwise);
// - each index item carries its file's translations, after `title` and `summary`, so the core's
//   localize (the projects' too) answers `?lang=` and the tool's `lang` from them;
// - its list and detail response schemas take those fields and `lang` and `fallback`.
// The function needs nothing of this: it already localizes any view with a title and a summary.
import { z } from "zod";
import type { Resource } from "../../functions/api/core/resource.ts";
import type { Collection } from "../../functions/api/core/collection/define-collection.ts";
import { TRANSLATABLE_FIELDS, translatedFields, translationKey, type TranslatableField } from "../../functions/api/core/languages/translation-keys.ts";
import { localization } from "../../functions/api/schemas/localized-schemas.ts";
import { translationDescription } from "../../functions/api/schemas/response-schemas.ts";
import type { ContentKind } from "./content-kind.ts";
import { withTranslationPattern, SECTION_TRANSLATION_KEY_PATTERN } from "./translation-pattern.ts";

/** The response schemas a translated section's lang view changes, by the names its resource gives them. */
export interface TranslatedSchemas {
  list: string;
  detail: string;
}

const isTranslatable = (key: string): key is TranslatableField => (TRANSLATABLE_FIELDS as readonly string[]).includes(key);

/** `kinds` with each section served by a translated collection marked, and its editor schemas taking translated fields. */
export function withTranslatedSections(kinds: readonly ContentKind[], resources: readonly Resource[]): ContentKind[] {
  return kinds.map((kind) => {
    const section = kind.section;
    const resource = section && resources.find((candidate) => candidate.name === section.resource);
    const spec = resource && "collection" in resource ? (resource.collection as Collection).spec : undefined;
    if (!section || !spec?.translated) return kind;
    return {
      ...kind,
      section: { ...section, translated: { list: spec.schemas.list, detail: spec.schemas.detail } },
      // The committed schema is every owner's, so it takes any language by pattern; a build's names the site's.
      editorSchema: (generated) => withTranslationPattern(generated, SECTION_TRANSLATION_KEY_PATTERN),
      siteSchema: (site) => translatedContentSchema(kind.schema, site.translations),
    };
  });
}

/** `schema` with another shape: clone keeps the object's strictness and refinements; the description lives beside it. */
function reshaped(schema: z.ZodObject, shape: Record<string, z.ZodType>): z.ZodType {
  const made = schema.clone({ ...schema.def, shape } as typeof schema.def);
  return schema.description === undefined ? made : made.describe(schema.description);
}

/** An object schema with `fields(key, field)` spread right after each of its fields; any other schema as it is. */
function withFieldsAfter(schema: z.ZodType, fields: (key: string, field: z.ZodType) => Record<string, z.ZodType>): z.ZodType {
  if (!(schema instanceof z.ZodObject)) return schema;
  return reshaped(schema, Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => [[key, field], ...Object.entries(fields(key, field))])));
}

/** A section file's schema for a site offering `languages`: `titleFr` after `title`, as the field itself but optional. */
export function translatedContentSchema(schema: z.ZodType, languages: readonly string[]): z.ZodType {
  return withFieldsAfter(schema, (key, field) =>
    isTranslatable(key)
      ? translatedFields(key, languages, (lang) => field.optional().describe(`The ${key} in the "${lang}" translation (?lang=${lang}); needs "${lang}" in site.json translations.`))
      : {},
  );
}

/** An answer's item for a site offering `languages`: each translation optional (absent when the file has none), then `lang` and `fallback`. */
function translatedItem(schema: z.ZodType, languages: readonly string[]): z.ZodType {
  const fields = withFieldsAfter(schema, (key) => (isTranslatable(key) ? translatedFields(key, languages, (lang) => z.string().optional().describe(translationDescription(lang, "absent"))) : {}));
  if (!(fields instanceof z.ZodObject)) return fields;
  // extend() makes a schema of its own, without the item's description: it is given again.
  const item = fields.extend(localization);
  return schema.description === undefined ? item : item.describe(schema.description);
}

/**
 * A translated section's response schemas for a site offering `languages`: its detail, and its
 * list's items under the list's key (the resource's name), take the translated fields.
 */
export function translatedResponses(responses: Readonly<Record<string, z.ZodType>>, names: TranslatedSchemas, listKey: string, languages: readonly string[]): Record<string, z.ZodType> {
  const out = { ...responses };
  const detail = responses[names.detail];
  const translatedDetail = detail && translatedItem(detail, languages);
  if (translatedDetail) out[names.detail] = translatedDetail;
  const list = responses[names.list];
  const items = list instanceof z.ZodObject ? (list.shape as Record<string, z.ZodType>)[listKey] : undefined;
  if (list instanceof z.ZodObject && items instanceof z.ZodArray) {
    // An item that is the detail stays the very same schema, so the documents refer to it by name.
    const element = translatedDetail && items.element === detail ? translatedDetail : translatedItem(items.element as z.ZodType, languages);
    out[names.list] = reshaped(list, { ...(list.shape as Record<string, z.ZodType>), [listKey]: z.array(element) });
  }
  return out;
}

/**
 * A translated section's index data with each item's translations from the file of the same
 * slug, right after `title` and `summary` (the order the projects keep): the kind's toIndex
 * picks the fields the API answers, and the translations are the build's to add.
 */
export function withItemTranslations(data: unknown, files: readonly unknown[], languages: readonly string[]): unknown {
  if (!Array.isArray(data)) return data;
  const bySlug = new Map(files.map((file) => [(file as { slug?: unknown }).slug, file as Record<string, unknown>]));
  return data.map((item: Record<string, unknown>) => {
    const file = bySlug.get(item["slug"]);
    if (!file) return item;
    const translations = (key: TranslatableField) => languages.map((lang) => translationKey(key, lang)).flatMap((name) => (file[name] === undefined ? [] : [[name, file[name]]]));
    return Object.fromEntries(Object.entries(item).flatMap(([key, value]) => [[key, value], ...(isTranslatable(key) ? translations(key) : [])]));
  });
}

/**
 * The message for `titleFr` in a file of a section that is not translated: zod knows it only as
 * an unknown key, and would suggest `title`.
 */
export function untranslatedSection(resource: string, key: string, lang: string): { message: string; hint: string } {
  return {
    message: `is a translation into '${lang}', but the '${resource}' section is not translated`,
    hint: `set translated: true on its resource in functions/api/core/resources/${resource}.ts, or remove ${key}; see docs/adding-a-resource.md, Languages`,
  };
}

/** What a translated section lacks for its lang view: one sentence each, none when it has all. */
export function translatedSectionGaps(kind: ContentKind): string[] {
  const section = kind.section;
  if (!section?.translated) return [];
  const names = section.translated;
  const fieldsOf = (schema: z.ZodType | undefined) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : undefined);
  const listItems = section.responses[names.list] instanceof z.ZodObject ? ((section.responses[names.list] as z.ZodObject).shape as Record<string, z.ZodType>)[section.resource] : undefined;
  const places: Array<[what: string, keys: string[] | undefined]> = [
    [`its content kind's schema`, fieldsOf(kind.schema)],
    [`its response schema '${names.detail}'`, fieldsOf(section.responses[names.detail])],
    [`its response schema '${names.list}' under '${section.resource}'`, listItems instanceof z.ZodArray ? fieldsOf(listItems.element as z.ZodType) : undefined],
  ];
  return places.flatMap(([what, keys]) => {
    if (keys === undefined) return [`${what} is no object schema`];
    const missing = TRANSLATABLE_FIELDS.filter((field) => !keys.includes(field));
    return missing.length === 0 ? [] : [`${what} has no ${missing.map((field) => `'${field}'`).join(" or ")}`];
  });
}
