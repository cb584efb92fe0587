// dist/llms-full.txt: llms.txt plus the full text of the profile, the skills, every project
// and every item of an added section in Markdown, for agents that read one file instead of
// following links.
import { PROJECTS_PATH } from "../../../functions/api/core/resources/resource-paths.ts";
import type { PortfolioIndex, StoredProject } from "../../../functions/api/core/portfolio-index.ts";
import type { App } from "../../../functions/api/core/app.ts";
import { addedSectionsWithItems, llmsCoreSections, llmsHeader, llmsOptionalSection } from "./llms-txt.ts";
import { inlineText, inlineUrl, section } from "./markdown-text.ts";
import { TRANSLATABLE_FIELDS, translationKey } from "../../../functions/api/core/languages/translation-keys.ts";
import { capitalized } from "../../../functions/api/core/collection/noun.ts";

/**
 * The project's translated fields in the site's languages, when it has any, one labelled item
 * each, language by language (`- Title in de: …`): run together, two languages' texts read as one.
 */
function translatedLines(p: StoredProject, languages: readonly string[]): string[] {
  const items = languages.flatMap((lang) =>
    TRANSLATABLE_FIELDS.flatMap((field) => {
      const text = p[translationKey(field, lang)];
      return text ? [`- ${field === "title" ? "Title" : "Summary"} in ${lang}: ${inlineText(text)}`] : [];
    }),
  );
  return items.length === 0 ? [] : ["", "Translations:", ...items];
}

/** The whole llms-full.txt: the link sections, the full text, then `## Optional`. */
export function renderLlmsFullTxt(index: PortfolioIndex, app: App): string {
  return [llmsHeader(index), ...llmsCoreSections(index, app), profileSection(index), skillsSection(index), projectsSection(index), ...addedSections(index, app), llmsOptionalSection(index, false, app)].join("\n");
}

/**
 * One H2 per added section with items, each item its detail answer as the API serves it: the
 * engine knows no field of it but the slug, so every field is written as a labelled line.
 */
function addedSections(index: PortfolioIndex, app: App): string[] {
  const base = index.site.baseUrl;
  return addedSectionsWithItems(index, app.resources).map(({ collection, state }) => {
    const catalog = state.catalog();
    return section(
      capitalized(collection.spec.noun.many),
      state.items.map((item) => {
        const detail = (catalog.detail(item.slug) ?? item) as Record<string, unknown>;
        const title = typeof detail["title"] === "string" ? detail["title"] : item.slug;
        const fields = Object.entries(detail).flatMap(([key, value]) => (key === "title" || key === "slug" ? [] : fieldLines(key, value)));
        return [`### ${inlineText(title)}`, "", `slug \`${item.slug}\`. API: ${base}${collection.detailPattern.replace("{slug}", item.slug)}`, ...(fields.length ? ["", ...fields] : []), ""].join("\n");
      }),
    );
  });
}

/**
 * A text shown as a link: an http(s) URL exactly as the URL parser spells it, which is how a
 * URL field stores it (httpUrlField). Prose that starts with one (`https://conf.example/2024
 * was where…`) is not a URL, and linked it would read as one with its words percent-encoded.
 */
const isStoredUrl = (text: string): boolean => /^https?:\/\//.test(text) && URL.canParse(text) && new URL(text).href === text;

/** A field of an added section's item as Markdown lines: a value, a list, or an object's fields one level down. */
export function fieldLines(key: string, value: unknown): string[] {
  const shown = (v: unknown): string | undefined =>
    v === null || v === undefined || v === "" ? undefined : typeof v === "string" ? (isStoredUrl(v) ? inlineUrl(v) : inlineText(v)) : typeof v === "object" ? inlineText(JSON.stringify(v)) : String(v);
  if (Array.isArray(value)) {
    const items = value.flatMap((v) => shown(v) ?? []);
    return items.length ? [`- ${key}: ${items.join("; ")}`] : [];
  }
  if (typeof value === "object" && value !== null) {
    const parts = Object.entries(value).flatMap(([name, v]) => {
      const text = shown(v);
      return text === undefined ? [] : [`${inlineText(name)} ${text}`];
    });
    return parts.length ? [`- ${key}: ${parts.join("; ")}`] : [];
  }
  const text = shown(value);
  return text === undefined ? [] : [`- ${key}: ${text}`];
}

function profileSection({ profile }: PortfolioIndex): string {
  const { contact, location } = profile;
  const lines = [
    `**${inlineText(profile.name)}**${profile.alternateNames?.length ? ` (also ${profile.alternateNames.map(inlineText).join(", ")})` : ""}: ${inlineText(profile.title)}.`,
    "",
    `Roles: ${profile.roles.map(inlineText).join("; ")}.`,
    `Location: ${inlineText(`${location.city}, ${location.country}`)} (${inlineText(location.timezone)}).`,
    "",
    inlineText(profile.bio),
    ...(profile.detail ? ["", inlineText(profile.detail)] : []),
    "",
    ...(profile.focusAreas?.length ? [`Focus areas: ${profile.focusAreas.map(inlineText).join("; ")}.`, ""] : []),
    "Contact:",
    "",
    `- Email: ${inlineText(contact.email)}`,
    `- Website: ${inlineUrl(contact.website)}`,
    `- GitHub: ${inlineUrl(contact.github)}`,
    ...(contact.linkedin ? [`- LinkedIn: ${inlineUrl(contact.linkedin)}`] : []),
    ...(contact.x ? [`- X: ${inlineUrl(contact.x)}`] : []),
    ...(profile.keyProjects?.length ? ["", "Key projects:", "", ...profile.keyProjects.map((k) => `- ${inlineText(k.name)} (${k.slug}): ${inlineText(k.description)} ${inlineUrl(k.url)}`)] : []),
  ];
  return section("Profile", lines);
}

function skillsSection({ skills }: PortfolioIndex): string {
  return section("Skills", [
    ...skills.skills.map((group) => `- ${inlineText(group.title)}: ${group.items.map(inlineText).join(", ")}`),
    "",
    `Languages: ${skills.languages.map(inlineText).join("; ")}.`,
    `Certifications: ${skills.certifications.length ? skills.certifications.map(inlineText).join("; ") : "none listed"}.`,
    `Domains: ${skills.domains.map(inlineText).join("; ")}.`,
  ]);
}

function projectsSection(index: PortfolioIndex): string {
  return section("Projects", index.projects.map((p) => projectText(p, index.site.baseUrl, index.site.translations)));
}

/** One project as an H3 with every field the API serves. */
function projectText(p: StoredProject, base: string, languages: readonly string[]): string {
  const facts = [`slug \`${p.slug}\``, `lane ${p.lane}`, `tier ${p.tier}`];
  if (p.role) facts.push(`role: ${inlineText(p.role)}`);
  if (p.status) facts.push(`status: ${inlineText(p.status)}`);
  if (p.badge) facts.push(`badge: ${inlineText(p.badge)}`);
  const links = Object.entries(p.links).flatMap(([name, url]) => (url ? [`${name} ${inlineUrl(url)}`] : []));
  const study = p.caseStudy;
  return [
    `### ${inlineText(p.title)}`,
    "",
    `${facts.join(" · ")}. API: ${base}${PROJECTS_PATH}/${p.slug}`,
    "",
    inlineText(p.summary),
    ...translatedLines(p, languages),
    ...(p.proofPoints?.length ? ["", ...p.proofPoints.map((point) => `- ${inlineText(point)}`)] : []),
    ...(links.length ? ["", `Links: ${links.join("; ")}.`] : []),
    ...(study ? ["", `Case study: ${[study.title, study.category, study.date].filter(Boolean).map((t) => inlineText(t ?? "")).join(" · ")}. ${inlineText(study.excerpt ?? "")} ${study.url ? inlineUrl(study.url) : ""}`.trimEnd()] : []),
    "",
  ].join("\n");
}
