// The `deprecations` entries of content/site.json, as a zod schema for the content schemas to
// include. The core's matching and headers are in functions/api/core/http/deprecation.ts.
import { z } from "zod";
import { earliestSunset, GRACE_DAYS } from "../../functions/api/core/http/deprecation.ts";
import { URL_MAX } from "./text-fields.ts";
import { ABSOLUTE_EXPECTED, normalizeHttpUrl } from "./url-field.ts";
import { dateField } from "./date-field.ts";

/**
 * A path as the core routes it (leading slash, no trailing slash, no query), optionally ending
 * in `*` to cover everything that starts with what precedes it. Segments hold only what
 * RFC 3986 §3.3 allows unencoded in a path (the core matches paths as received, so a
 * non-ASCII path could never match; it is written percent-encoded).
 */
export const DEPRECATED_PATH_PATTERN = /^(?=\/)(\/[A-Za-z0-9\-._~!$&'()+,;=:@%]+)*(\/?\*)?$/;

const isoDate = dateField();

const path = z
  .string()
  .max(URL_MAX, `must be at most ${URL_MAX} characters`)
  .regex(DEPRECATED_PATH_PATTERN, {
    // The core routes a path without its trailing slash, and a prefix says so with its `*`.
    error: (issue) =>
      typeof issue.input === "string" && /.\/$/.test(issue.input) && DEPRECATED_PATH_PATTERN.test(issue.input.slice(0, -1))
        ? `write it without the trailing slash: '${issue.input.slice(0, -1)}', or '${issue.input}*' for everything under it`
        : "expected a path such as /api/health, or a prefix ending in * such as /api/v1/projects/*",
  });

/**
 * The replacement goes into a `Link` header (`<…>; rel="deprecation"`), on every answer and in
 * dist/_headers: it is checked and stored like every other URL field, so nothing in it can
 * end the `<…>`, start another header line, or fail to encode as a header value.
 */
const link = z
  .string()
  .max(URL_MAX, `must be at most ${URL_MAX} characters`)
  .transform((raw, ctx) => {
    const result = normalizeLinkTarget(raw.trim());
    if ("href" in result) return result.href;
    // `continue`: the list's own check (paths listed twice) still runs, so every problem shows at once.
    ctx.addIssue({ code: "custom", message: result.error, input: raw, continue: true });
    return z.NEVER;
  });

/** One deprecated path; a sunset earlier than the grace period allows is refused at `sunset`. */
const DeprecationContentSchema = z
  .strictObject({
    path: path.describe("The deprecated path, or a prefix ending in *."),
    deprecation: isoDate.describe("When it was deprecated (midnight UTC)."),
    sunset: isoDate.optional().describe(`When it goes away; at least ${GRACE_DAYS} days after the deprecation, which is the default.`),
    link: link.describe("Where to read about it (a changelog or migration note, or the replacement): an absolute http(s) URL or a path on this site."),
  })
  .check((ctx) => {
    const { deprecation, sunset } = ctx.value;
    // zod still runs this check when a date is malformed (that issue is already listed).
    if (sunset === undefined || !isDate(deprecation) || !isDate(sunset)) return;
    const earliest = earliestSunset(deprecation);
    // YYYY-MM-DD strings compare as their dates do.
    if (sunset < earliest) {
      ctx.issues.push({
        code: "custom",
        input: sunset,
        path: ["sunset"],
        // Let the list's own check (paths listed twice) still run: every problem at once.
        continue: true,
        message: `must be at least ${GRACE_DAYS} days after deprecation (${deprecation}): ${earliest} or later`,
      });
    }
  });

/** The list; a path listed twice would make one entry silently win, so it is refused. */
export const DeprecationsContentSchema = z.array(DeprecationContentSchema).check((ctx) => {
  const seen = new Set<string>();
  ctx.value.forEach((entry, i) => {
    if (seen.has(entry.path)) {
      ctx.issues.push({ code: "custom", input: entry.path, path: [i, "path"], message: `'${entry.path}' is listed twice` });
    }
    seen.add(entry.path);
  });
});

function isDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

const LINK_EXPECTED = `${ABSOLUTE_EXPECTED}, or a path on this site such as /api/v1/health`;

/** A stand-in origin, so a path on this site is checked by the very rules an absolute URL is. */
const SITE = "https://site.invalid";

/** The normalized link (a path stays a path), or why it is refused. */
export function normalizeLinkTarget(raw: string): { href: string } | { error: string } {
  if (!raw.startsWith("/")) {
    const absolute = normalizeHttpUrl(raw);
    return "error" in absolute && absolute.error === ABSOLUTE_EXPECTED ? { error: LINK_EXPECTED } : absolute;
  }
  // `//host/x` is a URL on another host, not a path on this site.
  if (raw.startsWith("//")) return { error: LINK_EXPECTED };
  const onSite = normalizeHttpUrl(SITE + raw);
  if ("error" in onSite) return { error: onSite.error.replaceAll(`'${SITE}`, "'") };
  return { href: onSite.href.slice(SITE.length) };
}
