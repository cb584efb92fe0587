// Rules no single file can check: file names that are slugs, file name = slug, unique slugs, key projects that exist,
// and every language site.json lists translated by a project (a translated field in a language
// it does not list fails the project's own schema: offered-languages.ts words that problem).
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import type { ProfileContent, ProjectContent, SiteContent } from "./content-schemas.ts";
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { suggestSlug } from "./suggest-slug.ts";
import { checkOfferedLanguages } from "./offered-languages.ts";

/** Check the rules across files; `projects` holds only files that passed their own schema, `allFiles` every project file. */
export function checkCrossFileRules(
  label: string,
  site: SiteContent | undefined,
  profile: ProfileContent | undefined,
  projects: { file: string; project: ProjectContent }[],
  allFiles: string[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const owners = new Map<string, string>();
  const validSlugs = new Map(projects.map(({ file, project }) => [file, project.slug]));
  for (const file of allFiles) {
    const name = nameOf(file);
    if (SLUG_PATTERN.test(name)) continue;
    // The slug the file already declares, when valid, is the owner's own choice; else the name's.
    const declared = validSlugs.get(file);
    const suggested = declared ?? suggestSlug(name);
    const hint = declared ? `rename it to ${suggested}.json` : `rename it to ${suggested}.json and set slug to '${suggested}'`;
    problems.push(contentProblem(`${label}/${file}`, "", `file name '${name}' is not a slug, which is lowercase letters, digits and single hyphens`, hint));
  }
  for (const { file, project } of projects) {
    const source = `${label}/${file}`;
    const expected = nameOf(file);
    // A file name that is no slug is reported above, with the one rename that fixes both.
    if (project.slug !== expected && SLUG_PATTERN.test(expected)) {
      problems.push(contentProblem(source, "slug", `'${project.slug}' does not match the file name`, `rename the file to ${project.slug}.json or set slug to '${expected}'`));
    }
    const owner = owners.get(project.slug);
    if (owner) problems.push(contentProblem(source, "slug", `'${project.slug}' is already used by ${label}/${owner}`));
    else owners.set(project.slug, file);
  }
  if (site) problems.push(...checkOfferedLanguages(label, site, projects.map((entry) => entry.project), projects.length === allFiles.length));
  // A project file that failed its own schema still counts as existing: one problem is enough.
  const known = new Set([...owners.keys(), ...allFiles.map(nameOf)]);
  profile?.keyProjects?.forEach((key, i) => {
    if (!known.has(key.slug)) {
      problems.push(contentProblem(`${label}/profile.json`, `keyProjects[${i}].slug`, `no project has the slug '${key.slug}'`, `add ${label}/projects/${key.slug}.json or fix the slug`));
    }
  });
  return problems;
}

/** `projects/Foo.json` → `Foo`. */
function nameOf(file: string): string {
  return file.slice("projects/".length, -".json".length);
}
