// Reading one query parameter, by the rule the CDN's routing follows, so a static file and the
// function always read the same value from the same URL.

/**
 * Which value of a repeated query parameter counts. Netlify's query matching takes the last,
 * so the CDN and the function agree only if the core does too; the OpenAPI text quotes this.
 */
export const REPEATED_PARAMETER_RULE = "when a parameter is repeated, the last value counts";

/** One query parameter's value under REPEATED_PARAMETER_RULE; undefined when absent. */
export function queryValue(params: URLSearchParams, name: string): string | undefined {
  return params.getAll(name).at(-1);
}
