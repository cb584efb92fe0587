// The scratch files editors write beside a file while saving it. They come and go within one
// save, so watching them would only add rebuilds and noise to the line that says what changed.
import path from "node:path";

/**
 * By name: vim's swap files (`.x.swp`, `.swo`, `.swx`…) and its write test `4913`, backups
 * ending in `~` (vim, Emacs, nano), Emacs's lock links `.#x` and auto-saves `#x#`, JetBrains'
 * safe-write pair `x___jb_tmp___` / `x___jb_old___`, and the `.tmp` files of Sublime Text,
 * VS Code and many scripts. Content files end in `.json`, so none of these can be one.
 */
const SCRATCH_NAMES = [/^\..*\.sw[a-p]$/, /^4913$/, /~$/, /^\.#/, /^#.*#$/, /___jb_(?:tmp|old)___$/, /\.tmp$/i];

/** Whether `file` (any path) names an editor's scratch file rather than content. */
export function isEditorScratchFile(file: string): boolean {
  const name = path.basename(file);
  return SCRATCH_NAMES.some((pattern) => pattern.test(name));
}
