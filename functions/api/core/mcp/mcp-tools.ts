// The three MCP tools: what `tools/list` shows a model, and what `tools/call` runs. Arguments
// are checked here, at the door; a bad argument is a tool result with isError, so the model
// reads what was wrong and can try again (MCP: tool errors belong in the result).
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Catalog } from "../catalog.ts";
import { parseListQuery, Q_MAX_LENGTH, type RawListQuery } from "../list-query.ts";
import { LANES, TIERS, TOOL_NAMES, type ToolName } from "../vocabulary.ts";

/** A tool as `tools/list` describes it. */
export interface ToolDefinition {
  name: ToolName;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  outputSchema: Record<string, unknown>;
  annotations: Record<string, boolean | string>;
}

/** What a tool call produced: a payload, or a message explaining a bad argument. */
export type ToolOutcome = { ok: true; payload: Record<string, unknown> } | { ok: false; message: string };

/** Read-only, repeatable, and closed over this portfolio's data. */
const ANNOTATIONS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };

/** The tool list for this portfolio, in the fixed order of TOOL_NAMES. */
export function defineTools(index: PortfolioIndex, caseStudySlugs: string[]): ToolDefinition[] {
  const name = index.profile.name;
  const object = (properties: Record<string, unknown>, required: string[] = []) => ({
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    additionalProperties: false,
  });
  return [
    {
      name: "get_portfolio_info",
      title: "Portfolio profile and skills",
      description: `Who ${name} is: name, title, roles, bio, location, contact links, focus areas, key projects, developer resources, plus skills, spoken languages, certifications and domains. Call this first for any question about the person. Takes no arguments.`,
      inputSchema: object({}),
      outputSchema: index.mcpOutputSchemas.get_portfolio_info,
      annotations: { title: "Portfolio profile and skills", ...ANNOTATIONS },
    },
    {
      name: "list_projects",
      title: "List or search projects",
      description: `List ${name}'s projects, featured first. Filter by lane (${LANES.join(", ")}) and tier (${TIERS.join(", ")}), and search with q: every word must appear in a project's slug, title or summary (English or Turkish; case and accents ignored). All arguments are optional; with none you get every project.`,
      inputSchema: object({
        lane: { type: "string", enum: [...LANES], description: "Kind of work: builder (own products), client, localization or ai-tools." },
        tier: { type: "string", enum: [...TIERS], description: "How prominent: featured, supporting or archive." },
        q: { type: "string", maxLength: Q_MAX_LENGTH, description: "Search words, e.g. 'istanbul transit'." },
      }),
      outputSchema: index.mcpOutputSchemas.list_projects,
      annotations: { title: "List or search projects", ...ANNOTATIONS },
    },
    {
      name: "get_case_study",
      title: "Read a case study",
      description: `The full record of one of ${name}'s ${caseStudySlugs.length} case studies: the project's detail with its case study (title, category, date, excerpt, url). Use the slug of a project that has a case study: ${caseStudySlugs.join(", ")}.`,
      inputSchema: object({ slug: { type: "string", enum: caseStudySlugs, description: "Slug of a project with a case study." } }, ["slug"]),
      outputSchema: index.mcpOutputSchemas.get_case_study,
      annotations: { title: "Read a case study", ...ANNOTATIONS },
    },
  ];
}

/** True when `name` is one of this server's tools. */
export function isToolName(name: unknown): name is ToolName {
  return typeof name === "string" && (TOOL_NAMES as readonly string[]).includes(name);
}

/** Run a tool on validated-at-the-door arguments. */
export function callTool(name: ToolName, args: Record<string, unknown>, index: PortfolioIndex, catalog: Catalog): ToolOutcome {
  switch (name) {
    case "get_portfolio_info": {
      const extra = unknownKeys(args, []);
      if (extra) return extra;
      return { ok: true, payload: { profile: index.profile, skills: index.skills } };
    }
    case "list_projects": {
      const extra = unknownKeys(args, ["lane", "tier", "q"]);
      if (extra) return extra;
      const raw: RawListQuery = {};
      for (const key of ["lane", "tier", "q"] as const) {
        const value = args[key];
        if (value === undefined) continue;
        if (typeof value !== "string") return { ok: false, message: `Argument '${key}' must be a string.` };
        raw[key] = value;
      }
      const query = parseListQuery(raw);
      if ("kind" in query) return { ok: false, message: query.detail };
      const projects = catalog.list(query);
      return { ok: true, payload: { total: projects.length, projects } };
    }
    case "get_case_study": {
      const extra = unknownKeys(args, ["slug"]);
      if (extra) return extra;
      const slug = args["slug"];
      const allowed = catalog.caseStudySlugs;
      const detail = typeof slug === "string" && allowed.includes(slug) ? catalog.detail(slug) : undefined;
      if (!detail) {
        const given = typeof slug === "string" ? `'${slug.slice(0, 80)}' is not a case study` : "Argument 'slug' is required and must be a string";
        return { ok: false, message: `${given}. Allowed slugs: ${allowed.join(", ")}.` };
      }
      return { ok: true, payload: detail };
    }
  }
}

function unknownKeys(args: Record<string, unknown>, known: string[]): ToolOutcome | undefined {
  const extra = Object.keys(args).filter((key) => !known.includes(key));
  if (extra.length === 0) return undefined;
  const accepted = known.length > 0 ? `It accepts: ${known.join(", ")}.` : "It takes no arguments.";
  return { ok: false, message: `Unknown argument${extra.length > 1 ? "s" : ""} ${extra.map((k) => `'${k.slice(0, 40)}'`).join(", ")}. ${accepted}` };
}
