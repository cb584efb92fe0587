// The file `npm run new-project <slug>` writes: the smallest valid project, with `$schema` so
// an editor completes the rest, checked by the build's own schema before it is written.
import { access } from "node:fs/promises";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { ProjectContentSchema } from "./content-schemas.ts";
import { problemsFromIssues } from "./zod-issues.ts";
import { contentSchemaRef } from "../resources/content-json-schemas.ts";
import { PROJECT_KIND } from "./kinds.ts";
import { declaredVocabulary } from "./vocabulary-fields.ts";

export type NewProject = { ok: true; file: string; text: string } | { ok: false; problems: ContentProblem[] };

/** The path and text of a new project `slug` in `contentDir`, or why there can be none. */
export async function renderNewProject(contentDir: string, slug: string): Promise<NewProject> {
  const relative = `projects/${slug}.json`;
  // Not path.join: a slug such as ../x must be reported as written, not resolved.
  const file = `${contentDir}/${relative}`;
  if (slug === "") return { ok: false, problems: [contentProblem("slug", "", "missing", "usage: npm run new-project <slug>, e.g. npm run new-project my-app")] };
  const title = slug.split("-").map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
  const vocabulary = await declaredVocabulary(contentDir);
  const project = {
    $schema: contentSchemaRef(relative, PROJECT_KIND),
    slug,
    title,
    // The site's first lane and its last (least prominent) tier: the spec's builder and archive by default.
    lane: vocabulary.lanes[0],
    tier: vocabulary.tiers.at(-1),
    summary: `What ${title} is and what it did, in one or two sentences.`,
    links: {},
  };
  const checked = ProjectContentSchema.safeParse(project, { reportInput: true });
  if (!checked.success) return { ok: false, problems: problemsFromIssues(file, checked.error.issues, () => []) };
  if (await access(file).then(() => true, () => false)) return { ok: false, problems: [contentProblem(file, "", "already exists", "choose another slug, or edit that file")] };
  return { ok: true, file, text: `${JSON.stringify(project, null, 2)}\n` };
}
