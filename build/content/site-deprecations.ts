// The `deprecations` entries of content/site.json, as a zod schema for the content schemas to
// include. The core's matching and headers are in functions/api/core/deprecation.ts.
import { z } from "zod";
import { earliestSunset, GRACE_DAYS } from "../../functions/api/core/http/deprecation.ts";

/**
 * A path as the core routes it (leading slash, no trailing slash, no query), optionally ending
 * in `*` to cover everything that starts with what precedes it.
 */
export const DEPRECATED_PATH_PATTERN = /^(?=\/)(\/[^/\s?#*]+)*(\/?\*)?$/;

const isoDate = z.iso.date({ error: "expected a date as YYYY-MM-DD" });

const path = z
  .string()
  .regex(DEPRECATED_PATH_PATTERN, "expected a path such as /api/health, or a prefix ending in * such as /api/v1/projects/*");

const link = z
  .string()
  .refine(isLinkTarget, "expected an absolute http(s) URL, or a path on this site such as /api/v1/health");

/** One deprecated path; a sunset earlier than the grace period allows is refused at `sunset`. */
export const DeprecationContentSchema = z
  .strictObject({
    path: path.describe("The deprecated path, or a prefix ending in *."),
    deprecation: isoDate.describe("When it was deprecated (midnight UTC)."),
    sunset: isoDate.optional().describe(`When it goes away; at least ${GRACE_DAYS} days after the deprecation, which is the default.`),
    link: link.describe("What replaces it: an absolute URL or a path on this site."),
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

export type DeprecationContent = z.infer<typeof DeprecationContentSchema>;

function isDate(value: string): boolean {
  return isoDate.safeParse(value).success;
}

function isLinkTarget(value: string): boolean {
  if (value.startsWith("/")) return !value.startsWith("//") && !/\s/.test(value);
  return URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
}
