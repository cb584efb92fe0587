// The rules every added section's files follow, the projects' own (item-file-names.ts): the file
// name is a slug, and the file's `slug` equals it, so `/api/v1/<section>/<slug>` names exactly one
// file; a file manager's copy is called a copy, and no fix renames onto a file that exists.
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import type { ContentProblem } from "./content-problem.ts";
import { checkItemFileNames, slugMismatch } from "./item-file-names.ts";

/**
 * Problems of a section's files; `values` are the files as read (validated, or raw where one
 * failed its schema), so a file's own slug is known either way.
 */
export function checkSectionFiles(label: string, files: readonly string[], values: readonly unknown[]): ContentProblem[] {
  const slugs = new Map(
    files.flatMap((file, i) => {
      const slug = (values[i] as { slug?: unknown } | undefined)?.slug;
      return typeof slug === "string" && SLUG_PATTERN.test(slug) ? [[file, slug] as const] : [];
    }),
  );
  const names = checkItemFileNames(label, files, slugs);
  // A copy's slug is its original's: the copy's one problem says so.
  const mismatches = files.flatMap((file) => {
    const slug = slugs.get(file);
    const mismatch = slug === undefined || names.copies.has(file) ? undefined : slugMismatch(`${label}/${file}`, slug, file, files);
    return mismatch ? [mismatch] : [];
  });
  return [...names.problems, ...mismatches];
}
