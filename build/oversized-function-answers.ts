// A filter value without a file of its own (routing-rules.ts, precomputeNotes) is answered by the
// function, which refuses an answer above Netlify's limit with 422 RESULT_TOO_LARGE, where a file
// would have had no limit. With a large catalog, the value that lost its file may be the one with
// the most items: the build says so, naming the request, rather than let the note promise "the
// same bytes" that the function will not send.
import type { App } from "../functions/api/core/app.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../functions/api/core/limits.ts";
import { precomputedValues } from "../functions/api/core/route.ts";
import type { ContentProblem } from "./content/content-problem.ts";

/** A warning per request the function answers for a filter value with no file, whose answer is above its limit. */
export async function findOversizedFunctionAnswers(app: Pick<App, "routes" | "handle">, baseUrl: string): Promise<ContentProblem[]> {
  const warnings: ContentProblem[] = [];
  for (const route of app.routes) {
    if (!route.cacheable || route.filesAtPath || route.pathValues) continue;
    const files = precomputedValues(route);
    // A language (a parameter with its own refusal) may make the same items larger.
    const languages = route.query.filter((q) => q.refusal !== undefined && q.staticValues);
    const variants = [{}, ...languages.flatMap((q) => (q.staticValues ?? []).filter((value) => value !== q.defaultValue).map((value) => ({ [q.name]: value })))];
    for (const filter of route.query) {
      if (filter.refusal !== undefined || !filter.staticValues) continue;
      const withFile = files.get(filter.name) ?? [];
      for (const value of filter.staticValues.filter((v) => !withFile.includes(v))) {
        for (const variant of variants) {
          const query = new URLSearchParams({ [filter.name]: value, ...variant }).toString();
          const request = `${route.pattern}?${query}`;
          const response = await app.handle(new Request(baseUrl + request));
          const bytes = (await response.arrayBuffer()).byteLength;
          if (response.status !== 200 || bytes <= FUNCTION_ANSWER_MAX_BYTES) continue;
          warnings.push({
            source: "dist/_redirects",
            path: "",
            message: `${request} has no file of its own, so the function answers it, and its ${bytes} bytes are above the ${FUNCTION_ANSWER_MAX_BYTES} it may send: it is answered 422 RESULT_TOO_LARGE`,
            hint: `a file is written for the first values of ${filter.name} in the order they are listed (a site's lanes and tiers as content/site.json lists them): list this one earlier, or declare fewer values; see docs/performance.md, Routing rules`,
          });
        }
      }
    }
  }
  return warnings;
}
