// `npm run check`: validate content/ and report, writing nothing.
import { loadContent } from "./content/load-content.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";
import { itemCounts } from "./item-counts.ts";

// It checks content/ and nothing else: an argument would be a folder or an option it ignores.
const extra = process.argv.slice(2);
if (extra.length > 0) {
  process.stderr.write(`${terminalText(`npm run check takes no arguments (got ${extra.join(" ")}): it checks content/.`)}\n`);
  process.exit(2);
}

const result = await loadContent("content");
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Check failed: ${countProblems(result.problems)}`, result.problems);
  process.exit(1);
}
console.log(terminalText(`content/ is valid: ${itemCounts(result.content.projects.length, result.content.sections)}.`));
