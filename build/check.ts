// `npm run check`: validate content/ and report, writing nothing. It runs the build itself with
// writing turned off, so every check the build makes after reading content (a section's filter
// that selects nothing, an answer its schema refuses) stops the check too: a check that passes
// is a build that will not stop on content/.
import { buildSite } from "./build-site.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";
import { countItems } from "./item-counts.ts";
import { refuseArguments } from "./refuse-arguments.ts";

refuseArguments("npm run check", process.argv.slice(2), "it checks content/");

// The variables the build reads (URL or DEPLOY_PRIME_URL, SITE_URL, SOURCE_DATE_EPOCH) are
// checked by the same rules, since it is the same code.
const result = await buildSite({ contentDir: "content", outDir: "dist", indexModule: false, write: false });
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Check failed: ${countProblems(result.problems)}`, result.problems);
  process.exit(1);
}
if (result.siteWarnings.length > 0) reportProblems("Warning:", result.siteWarnings);
console.log(terminalText(`content/ is valid: ${countItems(result.index.projects.length, result.index.sections)}.`));
