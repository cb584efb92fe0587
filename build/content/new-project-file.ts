// The file `npm run new-project <name>` writes: the smallest project the schema accepts, with
// `$schema` so an editor completes the rest. The name may be words (`My App`): they become
// the title and, slugified, the slug and the file name, which the command prints, so no word is
// dropped and no slug is chosen silently. The summary is a placeholder the build refuses until
// it is replaced (new-project-placeholders.ts).
import { access } from "node:fs/promises";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { projectContentSchemaOf, SiteContentSchema } from "./content-schemas.ts";
import { translatedFields } from "../../functions/api/core/languages/translation-keys.ts";
import { problemsFromIssues } from "./zod-issues.ts";
import { contentSchemaRef } from "../site-documents/content-json-schemas.ts";
import { PROJECT_KIND } from "./kinds.ts";
import { NEW_PROJECT_PLACEHOLDERS, translatedPlaceholder } from "./new-project-placeholders.ts";
import { latinSlug, NOT_LATIN } from "./suggest-slug.ts";
import { fold } from "../../functions/api/core/text-fold.ts";
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { declaredVocabulary, readSiteJson } from "./vocabulary-fields.ts";

/** `translated`: the placeholder fields written for site.json's translations (`titleFr`, `summaryFr`). */
export type NewProject = { ok: true; file: string; slug: string; text: string; translated: string[] } | { ok: false; problems: ContentProblem[] };

const USAGE = "usage: npm run new-project <slug or name>, e.g. npm run new-project my-app or npm run new-project My App";

/** The path and text of a new project named `name` (a slug or words) in `contentDir`, or why there can be none. */
export async function renderNewProject(contentDir: string, name: string): Promise<NewProject> {
  const words = name.trim().replace(/\s+/g, " ");
  const refuse = (message: string, hint: string): NewProject => ({ ok: false, problems: [contentProblem("slug", "", message, hint)] });
  if (words === "") return refuse("missing", USAGE);
  // `--help`, `-h`: an option, which the command has none of; as a name it would write help.json.
  if (words.startsWith("-")) return refuse(`'${words}' is an option, and the command takes none`, USAGE);
  // A path would be slugified into a name nobody meant (`content-projects-app-json`).
  // Full-width forms as what they are: `content／projects／x.json` is a path, `２０２５` digits.
  const compatible = words.normalize("NFKC");
  if (/[/\\]/.test(compatible)) {
    const named = latinSlug(compatible.split(/[/\\]/).at(-1)?.replace(/\.json$/i, "") ?? "");
    return refuse(`'${words}' is a path, not a name`, named === undefined ? USAGE : `give the project's slug or name, e.g. npm run new-project ${named}`);
  }
  if (!/[a-z0-9]/.test(fold(compatible))) return refuse(`'${words}' has no letter or digit a slug can hold (a-z, 0-9)`, USAGE);
  // A name in another script (`データ2`) makes no slug: one made up would name nothing she wrote.
  const slug = SLUG_PATTERN.test(words) ? words : latinSlug(words);
  if (slug === undefined) return refuse(`'${words}' is ${NOT_LATIN}`, `${USAGE}; the file's title can then be written in any script`);
  const relative = `projects/${slug}.json`;
  const file = `${contentDir}/${relative}`;
  const title = words === slug ? slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ") : words;
  const site = await readSiteJson(contentDir);
  const vocabulary = declaredVocabulary(site);
  const translations = declaredTranslations(site);
  // Each language site.json lists gets its two fields, each a placeholder the build refuses.
  const [titles, summaries] = (["title", "summary"] as const).map((field) => translatedFields(field, translations, (lang) => translatedPlaceholder(field, lang)));
  const project = {
    $schema: contentSchemaRef(relative, PROJECT_KIND),
    slug,
    title,
    ...titles,
    // The site's first lane and its last (least prominent) tier: the spec's builder and archive by default.
    lane: vocabulary.lanes[0],
    tier: vocabulary.tiers.at(-1),
    summary: NEW_PROJECT_PLACEHOLDERS.summary,
    ...summaries,
    links: {},
  };
  const checked = projectContentSchemaOf(translations).safeParse(project, { reportInput: true });
  if (!checked.success) return { ok: false, problems: problemsFromIssues(file, checked.error.issues, () => []) };
  if (await access(file).then(() => true, () => false)) return { ok: false, problems: [contentProblem(file, "", "already exists", "choose another slug, or edit that file")] };
  return { ok: true, file, slug, text: `${JSON.stringify(project, null, 2)}\n`, translated: Object.keys({ ...titles, ...summaries }) };
}

/** site.json's translations, or none while they are not valid (the build reports why). */
function declaredTranslations(site: unknown): string[] {
  const listed = typeof site === "object" && site !== null ? (site as Record<string, unknown>)["translations"] : undefined;
  const parsed = SiteContentSchema.shape.translations.safeParse(listed);
  return parsed.success ? parsed.data : [];
}
