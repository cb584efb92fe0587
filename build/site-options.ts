// Where the site lives and when it was built, from the environment the build runs in. A bad
// value is a problem naming the variable it came from, never a thrown string.
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import { isLoopbackHost, normalizeOrigin } from "./content/url-field.ts";

/** A value read from the environment, or the problems that name the variable it came from. */
export type Resolved<T> = { ok: true; value: T } | { ok: false; problems: ContentProblem[] };

/**
 * Netlify's build contexts whose deploy is served at an address of its own: `URL` is still the
 * site's main address there, so a deploy preview built from it would name production in every
 * link, resource URI and problem type. Its own address is `DEPLOY_PRIME_URL`.
 */
const OWN_ADDRESS_CONTEXTS = new Set(["deploy-preview", "branch-deploy"]);

/**
 * Netlify sets `URL` during its builds (and `DEPLOY_PRIME_URL` for a deploy preview or branch
 * deploy, which wins there); `SITE_URL` lets anyone else choose; content/site.json has the
 * fallback (already checked by its schema). A variable is checked by the very rule the schema
 * applies to baseUrl (normalizeOrigin): a domain, http(s), nothing after the origin. Returned
 * without a trailing slash. With no variable and no fallback (site.json is broken, and reported
 * as such) there is nothing to add: a failure with no problems of its own.
 */
export function resolveBaseUrl(env: NodeJS.ProcessEnv, fallback: string | undefined): Resolved<string> {
  const variable = baseUrlVariable(env);
  const chosen = variable ? (env[variable] as string) : fallback;
  if (chosen === undefined) return { ok: false, problems: [] };
  const checked = normalizeOrigin(variable ? chosen : chosen.trim());
  if ("error" in checked) {
    const where = variable ? contentProblem(variable, "", `'${chosen}': ${checked.error}`, variableHint(variable, chosen)) : contentProblem("content/site.json", "baseUrl", checked.error);
    return { ok: false, problems: [where] };
  }
  return { ok: true, value: checked.href.replace(/\/+$/, "") };
}

/** The variable the base URL comes from, in the order resolveBaseUrl reads them; none: site.json's. */
function baseUrlVariable(env: NodeJS.ProcessEnv): "DEPLOY_PRIME_URL" | "URL" | "SITE_URL" | undefined {
  const ownAddress = OWN_ADDRESS_CONTEXTS.has(env["CONTEXT"] ?? "") && env["DEPLOY_PRIME_URL"];
  return ownAddress ? "DEPLOY_PRIME_URL" : env["URL"] ? "URL" : env["SITE_URL"] ? "SITE_URL" : undefined;
}

/**
 * A warning when SITE_URL is set but Netlify's variable wins: netlify-cli sets URL to the linked
 * site's primary address for `netlify build` and `netlify deploy`, as Netlify's own builds do,
 * so an owner's SITE_URL would otherwise be passed over without a word.
 */
export function ignoredSiteUrl(env: NodeJS.ProcessEnv): ContentProblem | undefined {
  const variable = baseUrlVariable(env);
  const own = env["SITE_URL"];
  // A deploy preview lives at its own address whatever SITE_URL says: nothing is passed over there.
  if (!own || variable !== "URL") return undefined;
  const origin = (value: string | undefined) => {
    const checked = normalizeOrigin(value ?? "");
    return "href" in checked ? checked.href.replace(/\/+$/, "") : value;
  };
  if (origin(env["URL"]) === origin(own)) return undefined;
  return contentProblem("SITE_URL", "", `'${own}' is not used: ${variable} is set to '${env[variable]}' (Netlify sets it, and so does netlify-cli for a linked site), and it wins`, "unset SITE_URL, or make that address the site's primary domain on Netlify");
}

/**
 * A variable set to this computer's address was most likely set for a local run, which needs
 * none: say what the variable is for, so the owner unsets it instead of hunting for a typo.
 */
function variableHint(variable: string, value: string): string {
  const local = URL.canParse(value) && isLoopbackHost(new URL(value).hostname);
  return local
    ? `${variable} is where the site is deployed; set it to that address, or unset it: npm start and npm run dev serve http://localhost:<port> without it`
    : `fix or unset the ${variable} environment variable`;
}

/** 9999-12-31T23:59:59Z, the last second an ISO date of four year digits can name. */
const LAST_EPOCH_SECOND = 253402300799;

/** SOURCE_DATE_EPOCH (seconds) makes builds reproducible; otherwise the build time is now. */
export function resolveBuildTime(env: NodeJS.ProcessEnv, now: Date = new Date()): Resolved<string> {
  const epoch = env["SOURCE_DATE_EPOCH"];
  if (epoch === undefined || epoch === "") return { ok: true, value: now.toISOString() };
  if (!/^\d{1,12}$/.test(epoch)) return { ok: false, problems: [contentProblem("SOURCE_DATE_EPOCH", "", `'${epoch}' is not whole seconds since 1970`, "unset it, or set it to e.g. $(git log -1 --format=%ct)")] };
  // Past the end of 9999 an ISO date needs a sixth year digit, which no timestamp the API answers may have.
  if (Number(epoch) > LAST_EPOCH_SECOND) return { ok: false, problems: [contentProblem("SOURCE_DATE_EPOCH", "", `'${epoch}' is after the year 9999`, "unset it, or set it to e.g. $(git log -1 --format=%ct)")] };
  return { ok: true, value: new Date(Number(epoch) * 1000).toISOString() };
}
