// The words a rebuild line starts with: which paths under content/ changed, were added or
// were removed, e.g. `content/projects/alpha.json changed, content/projects/gamma.json added`.
import type { ContentChange } from "./content-changes.ts";
import { terminalText } from "../terminal-text.ts";

/** Paths named on one line; the rest are counted, so a folder of 500 files stays one line. */
const NAMED = 3;

/** One line for `changes`; what a folder added or removed held is not listed again. */
export function describeChanges(changes: readonly ContentChange[]): string {
  const shown = changes.filter((change) => !changes.some((outer) => outer !== change && outer.folder && outer.kind === change.kind && outer.kind !== "changed" && change.path.startsWith(outer.path)));
  const named = shown.slice(0, NAMED).map((change) => `${terminalText(change.path)} ${change.kind}`);
  const more = shown.length - named.length;
  return more > 0 ? `${named.join(", ")} and ${more} more` : named.join(", ");
}
