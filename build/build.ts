// `npm run build`: build content/ into dist/ and print one line, or every problem and exit 1.
import { buildSite, DEFAULT_INDEX_MODULE } from "./build-site.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";
import { countItems } from "./item-counts.ts";
import { refuseArguments } from "./refuse-arguments.ts";

refuseArguments("npm run build", process.argv.slice(2), "it builds content/ into dist/");
const started = performance.now();
const result = await buildSite({ contentDir: "content", outDir: "dist", indexModule: DEFAULT_INDEX_MODULE, functionEntries: "functions" });
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Build failed: ${countProblems(result.problems)} (dist/ was not changed)`, result.problems);
  process.exit(1);
}
if (result.siteWarnings.length > 0) reportProblems("Warning:", result.siteWarnings);
if (result.notes.length > 0) reportProblems("Note:", result.notes);
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(terminalText(`Built ${result.fileCount} files for ${countItems(result.index.projects.length, result.index.sections)} into dist/ for ${result.index.site.baseUrl} in ${seconds} s`));
