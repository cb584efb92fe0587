// dist/llms.txt, following the llms.txt proposal: an H1 with the person's name, a blockquote
// summary, a short paragraph, then H2 sections of `- [name](url): note` links, `## Optional`
// last for what an agent may skip.
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { LANES, TIERS, TOOL_NAMES } from "../../../functions/api/core/vocabulary.ts";
import { PROBLEM_CODES, problemSlug, type ProblemCode } from "../../../functions/api/core/http/problems.ts";
import { countNoun } from "../../../functions/api/core/count-noun.ts";
import { RESUME_PATH } from "../../../functions/api/core/resources/resume.ts";
import { inlineText, linkLine, section } from "./markdown-text.ts";

/** The H1, the blockquote and the paragraph both llms files start with. */
export function llmsHeader(index: PortfolioIndex): string {
  const { profile } = index;
  const where = `${profile.location.city}, ${profile.location.country}`;
  return [
    `# ${inlineText(profile.name)}`,
    "",
    `> ${inlineText(`${profile.title} in ${where}. ${profile.bio}`)}`,
    "",
    `This site is a public, read-only API over ${inlineText(profile.name)}'s portfolio: JSON under /api/v1/ (no authentication, any origin, errors as RFC 9457 problem+json with a stable code) and a Model Context Protocol server at /api/mcp. Projects have a lane (${LANES.join(", ")}) and a tier (${TIERS.join(", ")}).`,
    "",
  ].join("\n");
}

/** How to ask for a translation, when the site has any. */
function languagesNote(index: PortfolioIndex): string {
  const translations = index.site.translations;
  return translations.length === 0 ? "" : `; titles and summaries in ${translations.join(", ")} with ?lang=`;
}

/** The link sections before `## Optional`: API, docs, MCP and the case studies (when there are any). */
export function llmsCoreSections(index: PortfolioIndex): string[] {
  const base = index.site.baseUrl;
  const studies = index.projects.filter((p) => p.caseStudy !== undefined);
  return [
    section("API", [
      linkLine("Profile", `${base}/api/v1/profile`, "name, roles, bio, location, contact and links to these resources"),
      linkLine("Projects", `${base}/api/v1/projects`, `all ${countNoun(index.projects.length, "project", "projects")}; filter with ?lane=, ?tier= and ?q= (search words, diacritics optional)${languagesNote(index)}`),
      linkLine("Skills", `${base}/api/v1/skills`, "skills by group, spoken languages, certifications and domains"),
      linkLine("Résumé", `${base}${RESUME_PATH}`, "the profile, projects, skills and languages as a JSON Resume (schema v1.0.0), for résumé themes and job sites"),
      linkLine("Health", `${base}/api/v1/health`, "status, API version and the time the data was built"),
    ]),
    section("Docs", [
      linkLine("OpenAPI 3.1 description", `${base}/openapi.json`, "every endpoint, parameter, response and error code, with examples"),
      linkLine("Developer portal", `${base}/`, "quick start with curl, how to connect an AI agent, and the rendered API reference"),
    ]),
    section("MCP", [
      linkLine("MCP endpoint", `${base}/api/mcp`, `JSON-RPC 2.0 over Streamable HTTP (POST; GET describes the server), in both eras: MCP 2026-07-28 (no handshake; _meta and the MCP-Protocol-Version, Mcp-Method, Mcp-Name headers on every request; server/discover) and the legacy revisions 2025-11-25 to 2024-11-05 (initialize first); tools: ${TOOL_NAMES.join(", ")}`),
    ]),
    ...(studies.length === 0
      ? []
      : [
          section(
            "Case studies",
            studies.map((p) => {
              const study = p.caseStudy ?? {};
              const facts = [study.category, study.date].filter((fact) => fact !== undefined).join(", ");
              return linkLine(study.title ?? p.title, `${base}/api/v1/projects/${p.slug}`, `${p.title}${facts ? ` (${facts})` : ""}. ${study.excerpt ?? p.summary}`);
            }),
          ),
        ]),
  ];
}

/** `## Optional`: the rest of the API, the problem pages and, unless this is it, the full text. */
export function llmsOptionalSection(index: PortfolioIndex, withFullText: boolean): string {
  const base = index.site.baseUrl;
  const list = `${base}/api/v1/projects`;
  return section("Optional", [
    ...(withFullText ? [linkLine("Full text", `${base}/llms-full.txt`, "this file plus the profile, skills and every project in Markdown")] : []),
    ...TIERS.map((tier) => linkLine(`Projects in tier ${tier}`, `${list}?tier=${tier}`)),
    ...LANES.map((lane) => linkLine(`Projects in lane ${lane}`, `${list}?lane=${lane}`)),
    ...index.site.translations.map((lang) => linkLine(`Projects in '${lang}'`, `${list}?lang=${lang}`, "translated titles and summaries; `fallback` names what is still in English")),
    ...index.projects.filter((p) => p.caseStudy === undefined).map((p) => linkLine(p.title, `${list}/${p.slug}`, p.summary)),
    linkLine("Legacy health", `${base}/api/health`, "status and timestamp only"),
    ...(Object.keys(PROBLEM_CODES) as ProblemCode[]).map((code) =>
      linkLine(`Problem ${code}`, `${base}/problems/${problemSlug(code)}`, PROBLEM_CODES[code].title),
    ),
  ]);
}

/** The whole llms.txt. */
export function renderLlmsTxt(index: PortfolioIndex): string {
  return [llmsHeader(index), ...llmsCoreSections(index), llmsOptionalSection(index, true)].join("\n");
}
