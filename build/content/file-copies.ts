// A file manager's duplicate of a content file, recognised by its name: `alpha copy.json` and
// `alpha copy 2.json` (macOS Finder), `alpha 2.json` (Finder's "Keep Both"), `alpha (1).json`
// (a browser's download, Windows), `alpha - Copy.json` (Windows Explorer), `alpha (copy).json`
// (GNOME Files), `Copy of alpha.json` (Google Drive, older Windows), `alpha-copy.json`. Told "rename it to alpha.json", the owner would overwrite
// the original, so a copy is named as one, with a free name to rename it to.

/** How file managers name a duplicate; group 1 is the original's name. */
const COPY_NAMES = [
  /^(.+?) copy(?: \d+)?$/i,
  /^(.+?) - copy(?: \(\d+\))?$/i,
  /^(.+?) ?\((?:\d+|copy|another copy|\d+(?:st|nd|rd|th) copy)\)$/i,
  /^(.+?)[-_ ]copy(?:[-_ ]?\d+)?$/i,
  /^(.+?) \d+$/,
  /^copy (?:\(\d+\) )?of (.+)$/i,
];

/**
 * The name (without `.json`) that `name` is a copy of, when it is named like a duplicate and
 * that original is among `names`, the names beside it; else undefined.
 */
export function copiedFrom(name: string, names: ReadonlySet<string>): string | undefined {
  for (const pattern of COPY_NAMES) {
    const original = pattern.exec(name)?.[1];
    if (original !== undefined && original !== name && names.has(original)) return original;
  }
  return undefined;
}
