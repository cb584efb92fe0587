// `npm run check`: validate content/ and report, writing nothing.
import { loadContent } from "./content/load-content.ts";
import { CONTENT_KINDS } from "./content/kinds.ts";
import { checkSectionNames } from "./section-names.ts";
import { RESOURCE_LIST } from "../functions/api/core/resource-list.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";
import { itemCounts } from "./item-counts.ts";
import { refuseArguments } from "./refuse-arguments.ts";
import { resolveBaseUrl, resolveBuildTime } from "./site-options.ts";

refuseArguments("npm run check", process.argv.slice(2), "it checks content/");

// A section's names are checked first, as the build does: two kinds on one folder would
// otherwise read as a flood of content errors (build/section-names.ts).
const named = checkSectionNames(CONTENT_KINDS, RESOURCE_LIST);
if (named.length > 0) {
  reportProblems(`Check failed: ${countProblems(named)}`, named);
  process.exit(1);
}
const result = await loadContent("content");
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
// The variables the build reads (URL or DEPLOY_PRIME_URL, SITE_URL, SOURCE_DATE_EPOCH) are checked by the same
// rules, so a check that passes is a build that will not stop on them.
const variables = [resolveBaseUrl(process.env, result.ok ? result.content.site.baseUrl : undefined), resolveBuildTime(process.env)];
const problems = [result, ...variables].flatMap((step) => (step.ok ? [] : step.problems));
if (!result.ok || problems.length > 0) {
  reportProblems(`Check failed: ${countProblems(problems)}`, problems);
  process.exit(1);
}
console.log(terminalText(`content/ is valid: ${itemCounts(result.content.projects.length, result.content.sections)}.`));
