// `npm run check`: validate content/ and report, writing nothing.
import { loadContent } from "./content/load-content.ts";
import { formatProblem } from "./content/content-problem.ts";

const result = await loadContent("content");
if (!result.ok) {
  console.error(`content/ has ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"}:`);
  for (const problem of result.problems) console.error(`  ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(`content/ is valid: ${result.content.projects.length} projects.`);
