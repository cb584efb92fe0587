// A content mistake as a value, and the one place that prints it:
// `content/projects/foo.json → links.live: expected an absolute http(s) URL`.
import type { z } from "zod";

/** One thing wrong with one file. `path` is the field path (empty for the whole file). */
export interface ContentProblem {
  file: string;
  path: string;
  message: string;
  hint?: string;
}

/** The line the build prints for a problem. */
export function formatProblem(p: ContentProblem): string {
  const where = p.path === "" ? p.file : `${p.file} → ${p.path}`;
  return `${where}: ${p.message}${p.hint ? ` (${p.hint})` : ""}`;
}

/** `["links", "live"]` → `links.live`; `["keyProjects", 0, "slug"]` → `keyProjects[0].slug`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** Turn zod issues into content problems, one per field (one per unknown key). */
export function problemsFromIssues(file: string, issues: readonly z.core.$ZodIssue[], knownKeys: (path: readonly PropertyKey[]) => string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) {
        const suggestion = closest(key, knownKeys(issue.path));
        const problem: ContentProblem = { file, path: toFieldPath([...issue.path, key]), message: "unknown field" };
        if (suggestion) problem.hint = `did you mean '${suggestion}'?`;
        problems.push(problem);
      }
      continue;
    }
    problems.push({ file, path: toFieldPath(issue.path), message: describeIssue(issue) });
  }
  return problems;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "required field is missing";
    if (!issue.message.startsWith("Invalid input")) return issue.message;
    return `expected ${issue.expected}, got ${describeValue(issue.input)}`;
  }
  return issue.message;
}

function describeValue(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `${typeof value} ${JSON.stringify(value)?.slice(0, 40)}`;
}

/** The known key nearest to a typo, if it is close enough to be a likely slip. */
function closest(key: string, candidates: string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(key.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = editDistance(key.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
