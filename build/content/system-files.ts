// What operating systems and git leave in folders by themselves. The owner never made these,
// so the build skips them without a word (a warning on every build would be noise they cannot
// act on), and the watcher of `npm run dev` does not rebuild for them.

/** By exact name: Finder's and Explorer's folder settings, macOS's custom icon, git's placeholder, and the folder a zip made on a Mac carries its metadata in. */
export const SYSTEM_FILES: ReadonlySet<string> = new Set([".DS_Store", "Thumbs.db", "desktop.ini", "Icon\r", ".gitkeep", "__MACOSX"]);

/** Whether `name` (one path segment) is such litter: one of SYSTEM_FILES, or a macOS AppleDouble file (`._x.json`, a file's metadata on a disk that cannot hold it beside the file). */
export function isSystemLitter(name: string): boolean {
  return SYSTEM_FILES.has(name) || name.startsWith("._");
}
