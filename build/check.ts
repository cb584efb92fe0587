// `npm run check`: validate content/ and report, writing nothing.
import { loadContent } from "./content/load-content.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";

const result = await loadContent("content");
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Check failed: ${countProblems(result.problems)}`, result.problems);
  process.exit(1);
}
console.log(terminalText(`content/ is valid: ${result.content.projects.length} projects.`));
