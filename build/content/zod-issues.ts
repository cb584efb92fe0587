// zod issues → content problems, one per field (one per unknown key), each message saying
// what was found and what is allowed.
import type { z } from "zod";
import { describeValue, contentProblem, toFieldPath, type ContentProblem } from "./content-problem.ts";

/** Turn zod issues into problems for `file`; `knownKeys` lists an object's keys at a path. */
export function problemsFromIssues(file: string, issues: readonly z.core.$ZodIssue[], knownKeys: (path: readonly PropertyKey[]) => string[]): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const issue of issues) {
    if (issue.code === "unrecognized_keys") {
      const known = knownKeys(issue.path);
      for (const key of issue.keys) problems.push(contentProblem(file, toFieldPath([...issue.path, key]), "unknown field", unknownKeyHint(key, known, issue.path.length > 0)));
      continue;
    }
    problems.push(contentProblem(file, toFieldPath(issue.path), describeIssue(issue)));
  }
  return problems;
}

/**
 * A likely slip gets "did you mean"; a nested object (links, caseStudy, contact…) has few
 * keys, so it also lists them all. A file's top level has too many to list in one line.
 */
function unknownKeyHint(key: string, known: string[], nested: boolean): string | undefined {
  const suggestion = closest(key, known);
  const parts = [suggestion ? `did you mean '${suggestion}'?` : "", nested && known.length > 0 ? `allowed: ${known.join(", ")}` : ""].filter(Boolean);
  return parts.length > 0 ? parts.join(" ") : undefined;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === "invalid_type") {
    if (issue.input === undefined) return "required field is missing";
    if (!issue.message.startsWith("Invalid input")) return issue.message;
    return `expected ${issue.expected}, got ${describeFound(issue.input)}`;
  }
  return issue.message;
}

function describeFound(value: unknown): string {
  const described = describeValue(value);
  if (typeof value === "string") return `string "${value.slice(0, 40)}"`;
  return typeof value === "object" || value === undefined ? described : `${typeof value} ${described}`;
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
