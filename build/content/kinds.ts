// The content kinds, declared once: which file or folder of content/ each lives in, the zod
// schema it is checked with, and what it is. The file listing, the loader, the editor JSON
// Schemas and the content reference are maps over this list. A new section's kind is one
// module in kinds/ and one line here (docs/adding-a-resource.md).
import type { z } from "zod";
import { ProfileContentSchema, ProjectContentSchema, SiteContentSchema, SkillsContentSchema } from "./content-schemas.ts";
import type { ContentKind } from "./content-kind.ts";

export type { ContentKind } from "./content-kind.ts";

const site: ContentKind = { id: "site", place: { file: "site.json" }, schema: SiteContentSchema, description: "Where the site is deployed and the service identifier." };
const profile: ContentKind = { id: "profile", place: { file: "profile.json" }, schema: ProfileContentSchema, description: "The profile; developerResources other than cli are derived by the build." };
const skills: ContentKind = { id: "skills", place: { file: "skills.json" }, schema: SkillsContentSchema, description: "Skills by group, spoken languages, certifications and domains." };
/** Project files; `npm run new-project` writes one. */
export const PROJECT_KIND: ContentKind = { id: "project", place: { folder: "projects" }, schema: ProjectContentSchema, description: "One project; the file name must equal its slug." };

export const CONTENT_KINDS: readonly ContentKind[] = [site, profile, skills, PROJECT_KIND];

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

/** Every response schema the kinds bring, by component name. */
export function kindResponseSchemas(kinds: readonly ContentKind[] = CONTENT_KINDS): Record<string, z.ZodType> {
  return Object.assign({}, ...kinds.map((kind) => kind.section?.responses ?? {}));
}
