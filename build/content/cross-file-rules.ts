// Rules no single file can check: file name = slug, unique slugs, key projects that exist.
import type { ContentProblem } from "./content-problem.ts";
import type { ProfileContent, ProjectContent } from "./content-schemas.ts";

/** Check the rules across files; `projects` holds only files that passed their own schema, `allFiles` every project file. */
export function checkCrossFileRules(
  label: string,
  profile: ProfileContent | undefined,
  projects: { file: string; project: ProjectContent }[],
  allFiles: string[],
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const owners = new Map<string, string>();
  for (const { file, project } of projects) {
    const expected = file.slice("projects/".length, -".json".length);
    if (project.slug !== expected) {
      problems.push({
        file: `${label}/${file}`,
        path: "slug",
        message: `'${project.slug}' does not match the file name`,
        hint: `rename the file to ${project.slug}.json or set slug to '${expected}'`,
      });
    }
    const owner = owners.get(project.slug);
    if (owner) {
      problems.push({ file: `${label}/${file}`, path: "slug", message: `'${project.slug}' is already used by ${label}/${owner}` });
    } else owners.set(project.slug, file);
  }
  // A project file that failed its own schema still counts as existing: one problem is enough.
  const known = new Set([...owners.keys(), ...allFiles.map((file) => file.slice("projects/".length, -".json".length))]);
  profile?.keyProjects?.forEach((key, i) => {
    if (!known.has(key.slug)) {
      problems.push({
        file: `${label}/profile.json`,
        path: `keyProjects[${i}].slug`,
        message: `no project has the slug '${key.slug}'`,
        hint: `add ${label}/projects/${key.slug}.json or fix the slug`,
      });
    }
  });
  return problems;
}
