// Where the site lives and when it was built, from the environment the build runs in.

/**
 * Netlify sets `URL` during its builds; `SITE_URL` lets anyone else choose; content/site.json
 * has the fallback. Returned without a trailing slash.
 */
export function resolveBaseUrl(env: NodeJS.ProcessEnv, fallback: string): string {
  const chosen = env["URL"] || env["SITE_URL"] || fallback;
  let url: URL;
  try {
    url = new URL(chosen);
  } catch {
    throw new Error(`The base URL '${chosen}' is not an absolute URL (check the URL or SITE_URL environment variable).`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error(`The base URL '${chosen}' must use http or https.`);
  // Every path the build asks the core for is absolute, and fetch refuses credentials in a URL.
  if (url.href !== `${url.origin}/`) throw new Error(`The base URL '${chosen}' must be an origin such as https://example.com, with no path, query or user name.`);
  return url.href.replace(/\/+$/, "");
}

/** SOURCE_DATE_EPOCH (seconds) makes builds reproducible; otherwise the build time is now. */
export function resolveBuildTime(env: NodeJS.ProcessEnv, now: Date = new Date()): string {
  const epoch = env["SOURCE_DATE_EPOCH"];
  if (epoch === undefined || epoch === "") return now.toISOString();
  if (!/^\d+$/.test(epoch)) throw new Error(`SOURCE_DATE_EPOCH must be whole seconds since 1970, got '${epoch}'.`);
  return new Date(Number(epoch) * 1000).toISOString();
}
