// The portfolio as a JSON Resume (schema v1.0.0), the format résumé themes, PDF renderers and
// job sites read, made by the build from the same index as every other answer, so it cannot
// drift. A fixed answer: the build writes it into the index (index.resume), and the function
// serves it from there (resume.ts) without this code.
import type { JsonResume } from "../../schemas/resume-schema.ts";
import type { PortfolioIndex, StoredProject } from "../portfolio-index.ts";
import type { Profile } from "../../schemas/response-schemas.ts";
import { RESUME_PATH } from "./resource-paths.ts";

/** The schema version the export follows, as JSON Resume documents name it. */
const RESUME_SCHEMA_URL = "https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json";

/** Contact links that are social profiles (website and email have their own basics fields). */
const NETWORKS = [
  ["github", "GitHub"],
  ["linkedin", "LinkedIn"],
  ["x", "X"],
] as const;

/** The whole index as one JSON Resume document. */
export function toJsonResume(index: Pick<PortfolioIndex, "profile" | "skills" | "projects" | "site">): JsonResume {
  const { profile, skills } = index;
  return {
    $schema: RESUME_SCHEMA_URL,
    basics: {
      name: profile.name,
      label: profile.title,
      email: profile.contact.email,
      url: profile.contact.website,
      summary: profile.bio,
      // The content names the country ("Germany"), not the ISO code `countryCode` wants, so it
      // goes in `region`, the schema's free-text field; themes print it after the city.
      location: { city: profile.location.city, region: profile.location.country },
      profiles: toProfiles(profile.contact),
    },
    projects: index.projects.map(toResumeProject),
    skills: skills.skills.map((group) => ({ name: group.title, keywords: group.items })),
    languages: skills.languages.map(toLanguage),
    certificates: skills.certifications.map((name) => ({ name })),
    meta: {
      canonical: index.site.baseUrl + RESUME_PATH,
      version: "v1.0.0",
      // JSON Resume asks for YYYY-MM-DDThh:mm:ss; the build time is UTC, so it keeps its Z.
      lastModified: `${index.site.builtAt.slice(0, 19)}Z`,
    },
  };
}

function toProfiles(contact: Profile["contact"]): JsonResume["basics"]["profiles"] {
  return NETWORKS.flatMap(([key, network]) => {
    const url = contact[key];
    if (url === undefined) return [];
    const username = lastPathSegment(url);
    return [{ network, ...(username ? { username } : {}), url }];
  });
}

/** `https://github.com/octocat/` → `octocat`; undefined when the URL has no path. */
function lastPathSegment(url: string): string | undefined {
  return new URL(url).pathname.split("/").filter(Boolean).at(-1);
}

function toResumeProject(p: StoredProject): JsonResume["projects"][number] {
  const url = projectUrl(p);
  const date = p.caseStudy?.date;
  return {
    name: p.title,
    description: p.summary,
    ...(p.proofPoints?.length ? { highlights: p.proofPoints } : {}),
    ...(url ? { url } : {}),
    ...(p.role ? { roles: [p.role] } : {}),
    ...(date ? { startDate: date } : {}),
  };
}

/** The project itself first (live site, stores, code), then what was written about it. */
function projectUrl(p: StoredProject): string | undefined {
  const { live, appStore, playStore, github, caseStudy } = p.links;
  return live ?? appStore ?? playStore ?? github ?? caseStudy ?? p.caseStudy?.url;
}

/**
 * `English (C1, professional)` → language `English`, fluency `C1, professional`: the text up to
 * the first `(` (at least one character) and what lies between it and a final `)`. Found with
 * indexOf, not a regular expression: `/^(.+?)\s*\((.+)\)$/` backtracks over every `(` and
 * took minutes on a hostile line; this is one pass whatever the content.
 */
export function toLanguage(entry: string): JsonResume["languages"][number] {
  const open = entry.indexOf("(", 1);
  if (open === -1 || !entry.endsWith(")") || open + 2 >= entry.length) return { language: entry };
  const language = entry.slice(0, open).trimEnd();
  return language === "" ? { language: entry } : { language, fluency: entry.slice(open + 1, -1) };
}
