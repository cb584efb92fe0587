// Values placed in the copy-paste commands the portal shows (curl, `claude mcp add`, the CLI):
// quoted for a POSIX shell, so a value is always one argument and never runs anything.

/** Characters a shell word may hold unquoted without any meaning to the shell. */
const PLAIN_WORD = /^[A-Za-z0-9_@%+:,./-]+$/;

/** One shell argument: as is when plain, else in single quotes (a `'` becomes `'\''`). */
export function shellQuote(value: string): string {
  if (PLAIN_WORD.test(value)) return value;
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/**
 * A command written in content (`developerResources.cli`) as words split on whitespace, each
 * quoted: `;`, `|`, `$(…)` and the like stay literal arguments instead of new commands.
 */
export function shellWords(command: string): string {
  return command.trim().split(/\s+/).filter(Boolean).map(shellQuote).join(" ");
}
