// The rules on the file name of an item (a project, or an added section's item): a slug, and the
// slug the file declares. A fix that names a file never names one that exists: a file manager's
// copy (`alpha copy.json`) is called a copy, and a rename onto another item's file is replaced
// by a free name. Projects and added sections share them, so both are told the same.
import { contentProblem, type ContentProblem } from "./content-problem.ts";
import { SLUG_PATTERN } from "../../functions/api/core/vocabulary.ts";
import { freeSlug, latinSlug, unspellableNote } from "./suggest-slug.ts";
import { copiedFrom } from "./file-copies.ts";

/** `projects/Foo.json` → `Foo`: the name a file gives its item, from its folder's file. */
export function itemFileName(file: string): string {
  return file.slice(file.lastIndexOf("/") + 1, -".json".length);
}

/**
 * A problem for each item file (of one folder) whose name is no slug or names a copy; `slugs`
 * holds the slug each file declares. `copies` are the files called copies: their slug is the
 * original's, and one problem about them is enough.
 */
export function checkItemFileNames(label: string, files: readonly string[], slugs: ReadonlyMap<string, string>): { problems: ContentProblem[]; copies: Set<string> } {
  const names = new Set(files.map(itemFileName));
  // Every name a hint offers is taken from then on, so following every hint renames no two files alike.
  const taken = new Set(names);
  const fresh = (base: string): string => {
    const slug = freeSlug(base, taken);
    taken.add(slug);
    return slug;
  };
  const problems: ContentProblem[] = [];
  const copies = new Set<string>();
  for (const file of files) {
    const name = itemFileName(file);
    const declared = slugs.get(file);
    const original = copiedFrom(name, names);
    // A copy whose slug is already its own, and free, is a new project with a file name to fix.
    const ownSlug = declared !== undefined && declared !== original && !(names.has(declared) && declared !== name);
    if (original !== undefined && !ownSlug) {
      const slug = fresh(original);
      problems.push(contentProblem(`${label}/${file}`, "", `looks like a copy of ${original}.json`, `delete it, or rename it to a new slug such as ${slug}.json and set slug to '${slug}'`));
      copies.add(file);
      continue;
    }
    if (SLUG_PATTERN.test(name)) continue;
    problems.push(contentProblem(`${label}/${file}`, "", `file name '${name}' is not a slug, which is lowercase letters, digits and single hyphens${unspellableNote(name)}`, renameHint(name, declared, names, fresh)));
  }
  return { problems, copies };
}

/**
 * How to rename a file whose name is no slug: to the slug it declares (the owner's own choice)
 * or, without one, to its name's slug; when another file has that name, to a free one.
 */
function renameHint(name: string, declared: string | undefined, names: ReadonlySet<string>, fresh: (base: string) => string): string {
  const fromName = latinSlug(name);
  const suggested = declared ?? fromName;
  // A name in another script (`健康`): no slug to offer, and none to invent.
  const spelt = "the name spelt in a–z letters, digits and hyphens, and set slug to the same";
  if (suggested === undefined) return `rename it to ${spelt}`;
  if (names.has(suggested)) {
    const slug = fromName === undefined ? undefined : fresh(fromName);
    return `${suggested}.json exists: delete this file if it is a copy, or rename it to ${slug === undefined ? spelt : `${slug}.json and set slug to '${slug}'`}`;
  }
  return declared ? `rename it to ${suggested}.json` : `rename it to ${suggested}.json and set slug to '${suggested}'`;
}

/** A file whose name is a slug but not the slug it declares; the rename is offered only onto a free name. */
export function slugMismatch(source: string, slug: string, file: string, files: readonly string[]): ContentProblem | undefined {
  const expected = itemFileName(file);
  // A file name that is no slug is reported by checkItemFileNames, with the one rename that fixes both.
  if (slug === expected || !SLUG_PATTERN.test(expected)) return undefined;
  const taken = files.some((other) => itemFileName(other) === slug);
  return contentProblem(source, "slug", `'${slug}' does not match the file name`, taken ? `set slug to '${expected}'` : `rename the file to ${slug}.json or set slug to '${expected}'`);
}
