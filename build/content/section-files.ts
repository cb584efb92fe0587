// The rules every added section's files follow, as the projects' do: the file name is a slug,
// and the file's `slug` equals it, so `/api/v1/<section>/<slug>` names exactly one file.
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { suggestSlug, unspellableNote } from "./suggest-slug.ts";

/** Problems of a section's files; `values` are the validated files (undefined where one failed its schema). */
export function checkSectionFiles(label: string, files: readonly string[], values: readonly unknown[]): ContentProblem[] {
  return files.flatMap((file, i): ContentProblem[] => {
    const source = `${label}/${file}`;
    const name = file.slice(file.lastIndexOf("/") + 1, -".json".length);
    if (!SLUG_PATTERN.test(name)) {
      const suggested = suggestSlug(name);
      return [contentProblem(source, "", `file name '${name}' is not a slug, which is lowercase letters, digits and single hyphens${unspellableNote(name)}`, `rename it to ${suggested}.json and set slug to '${suggested}'`)];
    }
    const value = values[i];
    const slug = typeof value === "object" && value !== null ? (value as { slug?: unknown }).slug : undefined;
    return typeof slug === "string" && slug !== name
      ? [contentProblem(source, "slug", `'${slug}' does not match the file name`, `rename the file to ${slug}.json or set slug to '${name}'`)]
      : [];
  });
}
