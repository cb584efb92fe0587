// The content kinds, declared once: which file or folder of content/ each lives in, the zod
// schema it is checked with, and what it is. The file listing, the loader, the editor JSON
// Schemas and the content reference are maps over this list. An added section's kind is one
// module in kinds/ and one entry in SECTION_KINDS, keyed by the name of the resource that serves
// it (docs/adding-a-resource.md); tsc checks that every section resource in RESOURCES has its
// kind here, that every kind here has its resource there, and that both agree on the data type.
import type { z } from "zod";
import { RESOURCE_LIST, type RESOURCES } from "../../functions/api/core/resource-list.ts";
import type { SectionLink } from "../../functions/api/core/resource.ts";
import type { ToolRole } from "../../functions/api/core/collection/define-collection.ts";
import { ProfileContentSchema, ProjectContentSchema, projectEditorSchema, SiteContentSchema, SkillsContentSchema } from "./content-schemas.ts";
import { sectionKindFor, type ContentKind, type SectionKind } from "./content-kind.ts";
import { withTranslationPattern } from "./translation-pattern.ts";
import { translatedResponses, withTranslatedSections } from "./translated-sections.ts";

export type { ContentKind } from "./content-kind.ts";

const site: ContentKind = { id: "site", place: { file: "site.json" }, schema: SiteContentSchema, description: "Where the site is deployed and the service identifier." };
const profile: ContentKind = { id: "profile", place: { file: "profile.json" }, schema: ProfileContentSchema, description: "The profile; developerResources other than cli are derived by the build." };
const skills: ContentKind = { id: "skills", place: { file: "skills.json" }, schema: SkillsContentSchema, description: "Skills by group, spoken languages, certifications and domains." };
/** Project files; `npm run new-project` writes one. */
export const PROJECT_KIND: ContentKind = {
  id: "project",
  place: { folder: "projects" },
  schema: ProjectContentSchema,
  description: "One project; the file name must equal its slug.",
  editorSchema: withTranslationPattern,
  siteSchema: projectEditorSchema,
};

/** The resources that serve a section's data, and the data type each reads. */
type SectionResource = Extract<(typeof RESOURCES)[number], { section: SectionLink<unknown> }>;
type SectionName = SectionResource["name"];
type DataOf<N> = Extract<SectionResource, { name: N }> extends { section: SectionLink<infer D> } ? D : never;
type SchemasOf<N> = Extract<SectionResource, { name: N }> extends { schemas?: readonly (infer S)[] } ? S & string : never;
type RolesOf<N> = Extract<SectionResource, { name: N }> extends { toolRoles?: readonly (infer K)[] } ? K & ToolRole : never;
type ToolNameOf<N, R extends ToolRole> = Extract<SectionResource, { name: N }> extends { toolNames?: infer M } ? (R extends keyof M ? M[R] & string : R) : R;
/** The roles of the tools a kind's `docs.tools` describes. */
type DocumentedRolesOf<X> = X extends { toolRoles?: readonly (infer K)[] } ? K & ToolRole : never;

/** A tool of the resource `N` that the kind `X` has no words for, as the message to fix it; never when none. */
type MissingToolDocs<N extends string, X> = {
  [R in Exclude<RolesOf<N>, DocumentedRolesOf<X>>]: `missing docs for tool ${ToolNameOf<N, R>}: add docs.tools.${R} to the content kind of the '${N}' section`;
}[Exclude<RolesOf<N>, DocumentedRolesOf<X>>];
/** Words in `X`'s docs.tools for a role the resource `N` declares no tool of, as the message to fix it. */
type ExtraToolDocs<N extends string, X> = {
  [R in Exclude<DocumentedRolesOf<X>, RolesOf<N>>]: `docs.tools.${R} describes a tool the '${N}' resource does not declare: remove it, or add tools.${R} to the resource`;
}[Exclude<DocumentedRolesOf<X>, RolesOf<N>>];

/**
 * What SECTION_KINDS must hold: for each section resource, a kind making its data type,
 * supplying every response schema it names and documenting each tool it declares (its `docs`);
 * for any other key, or a tool's words left out or to spare, a message that says what to do.
 * tsc prints the message as the expected type.
 */
type CheckedKinds<K> = {
  [N in keyof K]: N extends SectionName
    ? [MissingToolDocs<N, K[N]>] extends [never]
      ? [ExtraToolDocs<N, K[N]>] extends [never]
        ? SectionKind<DataOf<N>, SchemasOf<N>, RolesOf<N>>
        : ExtraToolDocs<N, K[N]>
      : MissingToolDocs<N, K[N]>
    : `no resource named '${N & string}' serves a section: add it to RESOURCES in functions/api/core/resource-list.ts`;
} & { [N in Exclude<SectionName, keyof K>]: `add the content kind of the '${N}' section here` };

/** The kinds of the added sections, by the name of the resource that serves each. */
function sectionKinds<const K extends Record<string, object>>(kinds: K & CheckedKinds<K>): ContentKind[] {
  // CheckedKinds has checked each against its resource; the constraint only lets K be inferred.
  // A resource's `translated: true` gives its kind the translated fields (translated-sections.ts).
  return withTranslatedSections(
    Object.entries(kinds).map(([resource, kind]) => sectionKindFor(resource, kind as SectionKind<unknown, string, ToolRole>)),
    RESOURCE_LIST,
  );
}

/** Each added section's kind, keyed by the name of its resource in RESOURCES. */
export const SECTION_KINDS: readonly ContentKind[] = sectionKinds({});

/** Every content kind the build reads: the built-in ones, then each added section's. */
export const CONTENT_KINDS: readonly ContentKind[] = [site, profile, skills, PROJECT_KIND, ...SECTION_KINDS];

/** The kinds that live in one file at the top of content/. */
export function fileKinds(kinds: readonly ContentKind[] = CONTENT_KINDS): Array<ContentKind & { place: { file: string } }> {
  return kinds.filter((kind): kind is ContentKind & { place: { file: string } } => "file" in kind.place);
}

/** The kinds that are a folder of one JSON file each. */
export function folderKinds(kinds: readonly ContentKind[] = CONTENT_KINDS): Array<ContentKind & { place: { folder: string } }> {
  return kinds.filter((kind): kind is ContentKind & { place: { folder: string } } => "folder" in kind.place);
}

/** Where a kind's files are, as the owner reads it: `site.json`, `projects/<slug>.json`. */
export function placeOf(kind: ContentKind): string {
  return "file" in kind.place ? kind.place.file : `${kind.place.folder}/<slug>.json`;
}

/** The kind of a content file, by its path relative to content/. */
export function kindOfFile(relative: string, kinds: readonly ContentKind[] = CONTENT_KINDS): ContentKind | undefined {
  return kinds.find((kind) => ("file" in kind.place ? relative === kind.place.file : new RegExp(`^${kind.place.folder}/[^/]+\\.json$`).test(relative)));
}

/** Every response schema the kinds bring, by component name, a translated section's for a site offering `languages`. */
export function kindResponseSchemas(kinds: readonly ContentKind[] = CONTENT_KINDS, languages: readonly string[] = []): Record<string, z.ZodType> {
  return Object.assign(
    {},
    ...kinds.map(({ section }) => (section?.translated ? translatedResponses(section.responses, section.translated, section.resource, languages) : (section?.responses ?? {}))),
  );
}
