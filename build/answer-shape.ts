// An answer the build asked the core for that does not fit its route's response schema, as a
// build problem rather than a thrown error: for an added section it is the owner's own code
// (the kind's toIndex keeps a field its response schema lacks, or misses one it requires), so
// the line names the section, the route and the two ways to fix it. One problem per route:
// a toIndex that keeps a stray field breaks the list, every filter file and every detail alike.
import type { z } from "zod";
import type { Resource } from "../functions/api/core/resource.ts";
import type { Route } from "../functions/api/core/route.ts";
import { contentProblem, toFieldPath, type ContentProblem } from "./content/content-problem.ts";

/** One answer that did not fit: the request, its route, the schema's name and what zod found. */
export interface WrongShape {
  requestPath: string;
  route: Route;
  schemaName: string;
  issues: readonly z.core.$ZodIssue[];
}

/** The added section whose list or detail route `route` is, by its resource's name. */
function sectionOf(route: Route, resources: readonly Resource[]): string | undefined {
  const section = resources.find((resource) => {
    if (resource.section === undefined || !("collection" in resource)) return false;
    const { listPath, detailPattern } = resource.collection as { listPath: string; detailPattern: string };
    return route.pattern === listPath || route.pattern === detailPattern;
  });
  return section?.name;
}

/**
 * zod's issues as one clause, each kind once with where it is first found: `Unrecognized key:
 * "summary" at publications[0]`, not once per item.
 */
function issueText(issues: readonly z.core.$ZodIssue[]): string {
  const first = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) if (!first.has(issue.message)) first.set(issue.message, issue);
  const shown = [...first.values()].slice(0, 3).map((issue) => `${issue.message}${issue.path.length > 0 ? ` at ${toFieldPath(issue.path)}` : ""}`);
  return `${shown.join("; ")}${first.size > shown.length ? `; and ${first.size - shown.length} more` : ""}`;
}

/** One problem per route with answers of the wrong shape, on the file to change. */
export function wrongShapeProblems(found: readonly WrongShape[], resources: readonly Resource[]): ContentProblem[] {
  const byRoute = new Map<Route, WrongShape[]>();
  for (const wrong of found) byRoute.set(wrong.route, [...(byRoute.get(wrong.route) ?? []), wrong]);
  return [...byRoute.values()].map((answers) => {
    const [first] = answers as [WrongShape];
    const others = answers.length > 1 ? ` (and ${answers.length - 1} more answer${answers.length === 2 ? "" : "s"} of ${first.route.pattern})` : "";
    const what = `the answer to GET ${first.requestPath} does not fit its response schema '${first.schemaName}': ${issueText(first.issues)}${others}`;
    const section = sectionOf(first.route, resources);
    if (section !== undefined) {
      return contentProblem(
        "build/content/kinds.ts",
        section,
        what,
        `the '${section}' section's content kind and its response schemas disagree: add each field its toIndex keeps to the response schema, or drop the field from toIndex; a field the schema requires must be made by toIndex`,
      );
    }
    // A built-in route's answer is the engine's: its code and its schema disagree.
    return contentProblem("functions/api/schemas/route-schemas.ts", first.route.pattern, what, "the engine's answer and its response schema disagree: a bug in the engine, not in the content");
  });
}
