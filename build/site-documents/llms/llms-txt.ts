// dist/llms.txt, following the llms.txt proposal: an H1 with the person's name, a blockquote
// summary, a short paragraph, then H2 sections of `- [name](url): note` links, `## Optional`
// last for what an agent may skip.
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { problemType } from "../../../functions/api/core/http/problems.ts";
import { listEndpoints } from "../../../functions/api/core/api-docs.ts";
import type { Endpoint } from "../../../functions/api/core/resource-docs.ts";
import { appDocs, appProblems, type DocumentedApp } from "../../resource-docs-of.ts";
import { DEVELOPER_PATHS } from "../../../functions/api/core/site-paths.ts";
import { MCP_PATH } from "../../../functions/api/core/mcp/mcp.ts";
import { PROJECTS_PATH } from "../../../functions/api/core/resources/resource-paths.ts";
import { inlineText, linkLine, section } from "./markdown-text.ts";
import type { Collection, CollectionResource } from "../../../functions/api/core/collection/define-collection.ts";
import type { CollectionState } from "../../../functions/api/core/collection/collection-state.ts";
import type { Resource } from "../../../functions/api/core/resource.ts";

/** The H1, the blockquote and the paragraph both llms files start with. */
export function llmsHeader(index: PortfolioIndex): string {
  const { profile } = index;
  const where = `${profile.location.city}, ${profile.location.country}`;
  return [
    `# ${inlineText(profile.name)}`,
    "",
    `> ${inlineText(`${profile.title} in ${where}. ${profile.bio}`)}`,
    "",
    `This site is a public, read-only API over ${inlineText(profile.name)}'s portfolio: JSON under /api/v1/ (no authentication, any origin, errors as RFC 9457 problem+json with a stable code) and a Model Context Protocol server at ${MCP_PATH}. Projects have a lane (${index.site.lanes.join(", ")}) and a tier (${index.site.tiers.join(", ")}).`,
    "",
  ].join("\n");
}

/** The link sections before `## Optional`: API, docs, MCP and the case studies (when there are any). */
export function llmsCoreSections(index: PortfolioIndex, app: DocumentedApp): string[] {
  const base = index.site.baseUrl;
  const endpoints = listEndpoints(index, appDocs(app));
  const lines = (rank: Endpoint["rank"]) => endpoints.filter((e) => e.rank === rank).map((e) => linkLine(e.name, base + e.path, e.note));
  const studies = index.projects.filter((p) => p.caseStudy !== undefined);
  return [
    section("API", lines("main")),
    section("Docs", [
      linkLine("OpenAPI 3.1 description", base + DEVELOPER_PATHS.openapi, "every endpoint, parameter, response and error code, with examples"),
      linkLine("Developer portal", base + DEVELOPER_PATHS.portal, "quick start with curl, how to connect an AI agent, and the rendered API reference"),
    ]),
    section("MCP", lines("agents")),
    ...(studies.length === 0
      ? []
      : [
          section(
            "Case studies",
            studies.map((p) => {
              const study = p.caseStudy ?? {};
              const facts = [study.category, study.date].filter((fact) => fact !== undefined).join(", ");
              return linkLine(study.title ?? p.title, `${base}${PROJECTS_PATH}/${p.slug}`, `${p.title}${facts ? ` (${facts})` : ""}. ${study.excerpt ?? p.summary}`);
            }),
          ),
        ]),
  ];
}

/** `## Optional`: the rest of the API, the problem pages and, unless this is it, the full text. */
export function llmsOptionalSection(index: PortfolioIndex, withFullText: boolean, app: DocumentedApp): string {
  const base = index.site.baseUrl;
  return section("Optional", [
    ...(withFullText ? [linkLine("Full text", base + DEVELOPER_PATHS.llmsFull, `this file plus the profile, skills and every ${fullTextItems(index, app)} in Markdown`)] : []),
    ...listEndpoints(index, appDocs(app))
      .filter((e) => e.rank === "more")
      .map((e) => linkLine(e.name, base + e.path, e.note || undefined)),
    ...appProblems(app).map((type) => linkLine(`Problem ${type.code}`, problemType(base, type.code), type.title)),
  ]);
}

/** The collections of the added sections that have items: what llms-full.txt writes out beside the projects. */
export function addedSectionsWithItems(index: PortfolioIndex, resources: readonly Resource[]): Array<{ collection: Collection; state: CollectionState<{ slug: string }, unknown, unknown> }> {
  return resources.flatMap((resource) => {
    if (resource.section === undefined || !("collection" in resource)) return [];
    const { collection } = resource as CollectionResource<string, string>;
    const state = collection.state(index);
    return state.items.length > 0 ? [{ collection, state }] : [];
  });
}

/** What llms-full.txt holds the full text of: projects, and the items of every added section that has some. */
function fullTextItems(index: PortfolioIndex, app: DocumentedApp): string {
  const all = ["project", ...addedSectionsWithItems(index, app.resources).map(({ collection }) => collection.spec.noun.one)];
  return all.length === 1 ? all[0]! : `${all.slice(0, -1).join(", ")} and ${all.at(-1)!}`;
}

/** The whole llms.txt. */
export function renderLlmsTxt(index: PortfolioIndex, app: DocumentedApp): string {
  return [llmsHeader(index), ...llmsCoreSections(index, app), llmsOptionalSection(index, true, app)].join("\n");
}
