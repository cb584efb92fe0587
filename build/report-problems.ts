// The one place that prints build problems, for build, check, start and dev alike:
// `content/projects/foo.json → links.live: expected an absolute http(s) URL`.
import type { ContentProblem } from "./content/content-problem.ts";
import { terminalText } from "./terminal-text.ts";

/** The line printed for a problem; every part may hold content or a file name, so it is escaped. */
export function formatProblem(p: ContentProblem): string {
  const where = p.path === "" ? p.source : `${p.source} → ${p.path}`;
  return terminalText(`${where}: ${p.message}${p.hint ? ` (${p.hint})` : ""}`);
}

/** `3 problems in content/` when every problem is in content/, else `1 problem`. */
export function countProblems(problems: readonly ContentProblem[], contentLabel = "content"): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return problems.every((p) => p.source === contentLabel || p.source.startsWith(`${contentLabel}/`)) ? `${count} in ${terminalText(contentLabel)}/` : count;
}

/** The heading (the caller's own words) and one indented line per problem; with no heading, one plain line each. */
export function formatProblems(heading: string, problems: readonly ContentProblem[]): string {
  if (heading === "") return problems.map((p) => `${formatProblem(p)}\n`).join("");
  return `${heading}\n${problems.map((p) => `  ${formatProblem(p)}\n`).join("")}`;
}

/** Print `heading` (may be empty) and every problem (or warning) to stderr. */
export function reportProblems(heading: string, problems: readonly ContentProblem[]): void {
  process.stderr.write(formatProblems(heading, problems));
}
