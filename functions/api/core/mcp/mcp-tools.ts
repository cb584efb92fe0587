// The three MCP tools, one object each: the definition `tools/list` shows a model, and `run`,
// which `tools/call` calls. Arguments are checked here, at the door; a bad argument is a tool
// result with isError, so the model reads what was wrong and can try again (MCP: tool errors
// belong in the result).
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Catalog } from "../resources/projects/catalog.ts";
import { parseLanguage } from "../resources/projects/language.ts";
import { localizeDetail, localizeList } from "../resources/projects/localize.ts";
import { servedLanguages } from "../resources/projects/languages.ts";
import { filterSchema, languageFilter, listFilters, parseListQuery } from "../resources/projects/filters.ts";
import { countNoun } from "../count-noun.ts";
import { TOOL_NAMES, type ToolName } from "../vocabulary.ts";
import { PROJECTS_PATH } from "../resources/projects/projects.ts";
import type { JsonSize } from "../resources/projects/list-size.ts";

/** A tool as `tools/list` describes it. */
export interface ToolDefinition {
  name: ToolName;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: Record<string, boolean | string>;
}

/**
 * What a tool call produced: a payload; or one whose JSON size is known before it is built
 * (the dispatcher refuses an oversized one unbuilt); or a message explaining a bad argument.
 */
export type ToolOutcome = { ok: true; payload: object } | { ok: true; size: JsonSize; build: () => object } | { ok: false; message: string };

export interface McpTool {
  definition: ToolDefinition;
  /**
   * Client capabilities a call needs (2026-07-28 `_meta` clientCapabilities). Empty for all
   * three: they only read, and never ask the client for sampling, elicitation or roots.
   */
  requiredClientCapabilities: readonly string[];
  /**
   * Every payload `run` can succeed with, when that set depends on the index alone; `run`
   * then returns these very objects, so the dispatcher can serialize each once, up front.
   */
  fixedPayloads?: readonly object[];
  run(args: Record<string, unknown>): ToolOutcome;
}

/** Read-only, repeatable, and closed over this portfolio's data. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** An object schema that accepts only the named properties (JSON Schema 2020-12). */
function objectSchema(properties: Record<string, unknown>, required: string[] = []): Record<string, unknown> {
  return { type: "object", properties, ...(required.length > 0 ? { required } : {}), additionalProperties: false };
}

/** The tools for this portfolio, in the fixed order of TOOL_NAMES. */
export function createTools(index: PortfolioIndex, catalog: Catalog): McpTool[] {
  const tools: Record<ToolName, McpTool> = {
    get_portfolio_info: portfolioInfoTool(index),
    list_projects: listProjectsTool(index, catalog),
    get_case_study: caseStudyTool(index, catalog),
  };
  return TOOL_NAMES.map((name) => tools[name]);
}

function portfolioInfoTool(index: PortfolioIndex): McpTool {
  const title = "Portfolio profile and skills";
  const payload = { profile: index.profile, skills: index.skills };
  return {
    definition: {
      name: "get_portfolio_info",
      title,
      description: `Who ${index.profile.name} is: name, title, roles, bio, location, contact links, focus areas, key projects, developer resources, plus skills, spoken languages, certifications and domains. Call this first for any question about the person. Takes no arguments.`,
      inputSchema: objectSchema({}),
      outputSchema: index.mcpOutputSchemas.get_portfolio_info,
      annotations: { title, ...ANNOTATIONS },
    },
    requiredClientCapabilities: [],
    fixedPayloads: [payload],
    run: (args) => unknownKeys(args, []) ?? { ok: true, payload },
  };
}

function listProjectsTool(index: PortfolioIndex, catalog: Catalog): McpTool {
  const title = "List or search projects";
  const { translations } = index.site;
  // The arguments are the filters of GET /api/v1/projects, with the same values and limits.
  const filters = listFilters(index.site);
  const names = filters.map((filter) => filter.name);
  const languages = servedLanguages(translations);
  const example = index.searchExample;
  return {
    definition: {
      name: "list_projects",
      title,
      description:
        `List ${index.profile.name}'s ${countNoun(index.projects.length, "project", "projects")}, ${index.site.tiers[0]} first. ` +
        `The arguments are the filters of GET ${PROJECTS_PATH} (${names.join(", ")}), each described in the input schema` +
        `${example === undefined ? "" : `; search with q, e.g. q: '${example}'`}.` +
        (languages.length > 1 ? ` Ask for the titles and summaries in ${languages.join(" or ")} with lang.` : "") +
        " All arguments are optional; with none you get every project.",
      inputSchema: objectSchema(Object.fromEntries(filters.map((filter) => [filter.name, filterSchema(filter)]))),
      outputSchema: index.mcpOutputSchemas.list_projects,
      annotations: { title, ...ANNOTATIONS },
    },
    requiredClientCapabilities: [],
    run: (args) => {
      const given = stringArguments(args, names);
      if (!given.ok) return given;
      const query = parseListQuery({ lane: given.values["lane"], tier: given.values["tier"], q: given.values["q"] }, index.site, "argument");
      if ("kind" in query) return { ok: false, message: query.detail };
      const lang = parseLanguage(given.values["lang"], translations, "argument");
      if (typeof lang !== "string") return { ok: false, message: lang.detail };
      const projects = catalog.list(query);
      return { ok: true, size: catalog.listSize(projects, lang), build: () => localizeList({ total: projects.length, projects }, lang) };
    },
  };
}

function caseStudyTool(index: PortfolioIndex, catalog: Catalog): McpTool {
  const title = "Look up a case study";
  const slugs = catalog.caseStudySlugs;
  const { translations } = index.site;
  const languages = servedLanguages(translations);
  const lang = languageFilter(translations);
  // One detail object per case study and language, made now: a call hands back the same
  // object each time, so the dispatcher serializes each once.
  const details = new Map<string, object>();
  for (const slug of slugs) {
    const detail = catalog.detail(slug);
    if (detail) for (const language of languages) details.set(`${language}:${slug}`, localizeDetail(detail, language));
  }
  return {
    definition: {
      name: "get_case_study",
      title,
      description:
        `One of ${index.profile.name}'s ${countNoun(slugs.length, "case study", "case studies")}: the project's detail with its case study (title, category, date, excerpt, and the url of the write-up, whose text is not here). ` +
        `Use the slug of a project that has a case study: ${slugs.join(", ")}.` +
        (languages.length > 1 ? ` Ask for the title and summary in ${languages.join(" or ")} with lang.` : ""),
      inputSchema: objectSchema({ slug: { type: "string", enum: slugs, description: "Slug of a project with a case study." }, lang: filterSchema(lang) }, ["slug"]),
      outputSchema: index.mcpOutputSchemas.get_case_study,
      annotations: { title, ...ANNOTATIONS },
    },
    requiredClientCapabilities: [],
    fixedPayloads: [...details.values()],
    run: (args) => {
      const extra = unknownKeys(args, ["slug", "lang"]);
      if (extra) return extra;
      const language = typeof args["lang"] === "string" || args["lang"] === undefined ? parseLanguage(args["lang"], translations, "argument") : undefined;
      if (language === undefined) return { ok: false, message: "Argument 'lang' must be a string." };
      if (typeof language !== "string") return { ok: false, message: language.detail };
      const slug = args["slug"];
      const detail = typeof slug === "string" ? details.get(`${language}:${slug}`) : undefined;
      if (detail) return { ok: true, payload: detail };
      const given = typeof slug === "string" ? `'${slug.slice(0, 80)}' is not a case study` : "Argument 'slug' is required and must be a string";
      return { ok: false, message: `${given}. Allowed slugs: ${slugs.join(", ")}.` };
    },
  };
}

/** The named arguments as strings (absent ones left out), or why one is not a string. */
function stringArguments(args: Record<string, unknown>, names: readonly string[]): { ok: true; values: Record<string, string | undefined> } | { ok: false; message: string } {
  const extra = unknownKeys(args, names);
  if (extra && !extra.ok) return extra;
  const values: Record<string, string | undefined> = {};
  for (const name of names) {
    const value = args[name];
    if (value !== undefined && typeof value !== "string") return { ok: false, message: `Argument '${name}' must be a string.` };
    values[name] = value;
  }
  return { ok: true, values };
}

function unknownKeys(args: Record<string, unknown>, known: readonly string[]): ToolOutcome | undefined {
  const extra = Object.keys(args).filter((key) => !known.includes(key));
  if (extra.length === 0) return undefined;
  const accepted = known.length > 0 ? `It accepts: ${known.join(", ")}.` : "It takes no arguments.";
  return { ok: false, message: `Unknown argument${extra.length > 1 ? "s" : ""} ${extra.map((k) => `'${k.slice(0, 40)}'`).join(", ")}. ${accepted}` };
}
