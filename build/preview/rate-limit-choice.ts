// Which rate limit `npm start` and `npm run dev` enforce: none unless PREVIEW_RATE_LIMIT asks
// for one, as Netlify's own local server enforces none. `site` applies the one content/site.json
// declares (as a deploy of it would), `<calls>/<seconds>` another to try a low limit by hand or
// in a test. Off by default so that checks and scripts run against the preview (a verify, a
// fuzzer, an agent's tool loop) never meet a 429 that only the deployed site should give.
// Read once, when the preview starts serving.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { MAX_WINDOW_SECONDS, rateLimitRuleOf, SiteRateLimitSchema, type RateLimitRule } from "../content/site-rate-limit.ts";

/** The environment variable that turns the preview's rate limit on. */
export const RATE_LIMIT_VARIABLE = "PREVIEW_RATE_LIMIT";

/** The variable's rule (`null`: off, as when unset), `"site"` for site.json's, or an error naming it. */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv): RateLimitRule | null | "site" | Error {
  const raw = env[RATE_LIMIT_VARIABLE];
  if (raw === undefined || raw === "" || raw === "off") return null;
  if (raw === "site") return "site";
  const match = /^(\d{1,9})\/(\d{1,9})$/.exec(raw);
  const [windowLimit, windowSize] = [Number(match?.[1]), Number(match?.[2])];
  if (!match) return new Error(`'${raw}' is not <calls>/<seconds>, site or off`);
  if (windowLimit < 1 || windowSize < 1) return new Error(`'${raw}': calls and seconds must each be at least 1 (to turn the limit off, set off)`);
  // No rule a deploy could not have: Netlify's windows are at most this long, as site.json's are.
  if (windowSize > MAX_WINDOW_SECONDS) return new Error(`'${raw}': the window must be at most ${MAX_WINDOW_SECONDS} seconds, Netlify's longest`);
  return { windowLimit, windowSize };
}

/** The rule for the preview of `contentDir`: the variable's; for `site`, site.json's (its default when absent). */
export async function previewRateLimit(contentDir: string, env: NodeJS.ProcessEnv): Promise<RateLimitRule | null> {
  const fromEnv = rateLimitFromEnv(env);
  if (fromEnv instanceof Error) throw new Error(`${RATE_LIMIT_VARIABLE}: ${fromEnv.message}`);
  if (fromEnv !== "site") return fromEnv;
  // The build has just checked site.json; a file changed since then falls back to the default.
  const site = await readFile(path.join(contentDir, "site.json"), "utf8")
    .then((text) => JSON.parse(text) as { rateLimit?: unknown })
    .catch(() => ({}) as { rateLimit?: unknown });
  const parsed = SiteRateLimitSchema.optional().safeParse(site.rateLimit);
  return rateLimitRuleOf(parsed.success ? parsed.data : undefined);
}
