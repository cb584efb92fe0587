// Rules no single file can check: file names that are slugs, file name = slug, unique slugs, key projects that exist,
// and every language site.json lists translated by a project (a translated field in a language
// it does not list fails the project's own schema: offered-languages.ts words that problem).
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import type { ProfileContent, ProjectContent } from "./content-schemas.ts";
import { checkItemFileNames, itemFileName, slugMismatch } from "./item-file-names.ts";
import { checkOfferedLanguages, type FailedProjects } from "./offered-languages.ts";
import { closest } from "./closest-name.ts";

/**
 * Check the rules across files; `projects` holds only files that passed their own schema, `allFiles`
 * every project file, and `writtenSlugs` the slug each file writes (a slug, whether or not the rest of
 * the file passed: a project checked against a broken site.json still names its own slug).
 * `offered`: site.json's translations, or what stays of a broken file's list (translationsOfBrokenSite).
 * `failed`: what the files that failed hold, so a language none of them translates can be said to be untranslated.
 */
export function checkCrossFileRules(
  label: string,
  offered: readonly (string | undefined)[] | undefined,
  profile: ProfileContent | undefined,
  projects: { file: string; project: ProjectContent }[],
  allFiles: string[],
  writtenSlugs: ReadonlyMap<string, string> = new Map(),
  failed?: FailedProjects,
): ContentProblem[] {
  const names = checkItemFileNames(label, allFiles, new Map([...writtenSlugs, ...projects.map(({ file, project }) => [file, project.slug] as const)]));
  const problems: ContentProblem[] = [...names.problems];
  // A copy's slug is its original's: the copy's one problem says so.
  const claims = projects.filter(({ file }) => !names.copies.has(file));
  // Two files claiming one slug: the file named after it owns it, and the other is blamed, whatever
  // the sort puts first (`Copy of alpha.json` and `alpha Kopie.json` sort before `alpha.json`).
  const owners = new Map(claims.flatMap(({ file, project }) => (itemFileName(file) === project.slug ? [[project.slug, file] as const] : [])));
  for (const { file, project } of claims) {
    const source = `${label}/${file}`;
    const mismatch = slugMismatch(source, project.slug, file, allFiles);
    // Its fix (the file's own name) also ends any clash with the file that owns that slug: one line.
    if (mismatch) {
      problems.push(mismatch);
      continue;
    }
    const owner = owners.get(project.slug);
    if (owner === undefined) owners.set(project.slug, file);
    else if (owner !== file) problems.push(contentProblem(source, "slug", `'${project.slug}' is already used by ${label}/${owner}`));
  }
  // With no project file at all (projects/ missing, renamed or empty), "no project files found" is
  // the fix: "no project has titleFr" would tell the owner to remove a language her projects,
  // once found, translate.
  if (offered && allFiles.length > 0) problems.push(...checkOfferedLanguages(label, offered, projects.map((entry) => entry.project), projects.length === allFiles.length, failed));
  // A project file that failed its own schema still counts as existing: one problem is enough.
  const known = new Set([...owners.keys(), ...allFiles.map(itemFileName)]);
  // A project highlighted twice is a copy-and-paste slip: the profile would list it twice.
  const highlighted = new Map<string, number>();
  profile?.keyProjects?.forEach((key, i) => {
    const first = highlighted.get(key.slug);
    if (first === undefined) highlighted.set(key.slug, i);
    else problems.push(contentProblem(`${label}/profile.json`, `keyProjects[${i}].slug`, `'${key.slug}' is already listed at keyProjects[${first}]`, "remove one of the two, or name another project"));
    if (!known.has(key.slug)) {
      // A slip of a real slug gets it named, not a file to create under the misspelt name.
      const near = closest(key.slug, [...known]);
      problems.push(contentProblem(`${label}/profile.json`, `keyProjects[${i}].slug`, `no project has the slug '${key.slug}'`, near ? `did you mean '${near}'?` : `add ${label}/projects/${key.slug}.json or fix the slug`));
    }
  });
  return problems;
}
