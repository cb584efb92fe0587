// `npm run check`: validate content/ and report, writing nothing.
import { loadContent } from "./content/load-content.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";
import { itemCounts } from "./item-counts.ts";
import { refuseArguments } from "./refuse-arguments.ts";

refuseArguments("npm run check", process.argv.slice(2), "it checks content/");

const result = await loadContent("content");
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Check failed: ${countProblems(result.problems)}`, result.problems);
  process.exit(1);
}
console.log(terminalText(`content/ is valid: ${itemCounts(result.content.projects.length, result.content.sections)}.`));
