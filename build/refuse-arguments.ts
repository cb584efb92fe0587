// The commands that read content/ and nothing else (`npm run check`, `build`, `docs`, `npm start`, `npm run dev`)
// take no arguments: one given would be a folder or an option they ignore, so they stop with one
// line saying what they do instead, before any work.
import { terminalText } from "./terminal-text.ts";

/** Exit 2 with one line when `args` is not empty: `<command> takes no arguments (got …): <instead>.` */
export function refuseArguments(command: string, args: readonly string[], instead: string): void {
  if (args.length === 0) return;
  process.stderr.write(`${terminalText(`${command} takes no arguments (got ${args.join(" ")}): ${instead}.`)}\n`);
  process.exit(2);
}
