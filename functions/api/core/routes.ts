// The one route table: every endpoint of the API, in the spec's order. app.ts routes on it,
// the build writes a file for each of its static requests, and the routing rules, the OpenAPI
// paths and the preview follow from it. Adding an endpoint is adding an entry here.
import type { PortfolioIndex } from "./portfolio-index.ts";
import type { Catalog } from "./resources/projects/catalog.ts";
import { json, problem, SizedJson, type Reply } from "./http/reply.ts";
import { parseListQuery, queryValue, rawListQuery } from "./resources/projects/list-query.ts";
import { languageHeaders, parseLanguage } from "./resources/projects/language.ts";
import { decodedProjectSlug } from "./resources/projects/escaped-slug.ts";
import { localizeDetail, localizeList } from "./resources/projects/localize.ts";
import { languageFilter, listFilters } from "./resources/projects/filters.ts";
import { RESUME_PATH, toJsonResume } from "./resources/resume.ts";
import { API_VERSION, isSlug } from "./vocabulary.ts";
import { mcpInfo } from "./mcp/mcp-info.ts";
import type { McpDispatch } from "./mcp/mcp-methods.ts";
import { handleMcpPost } from "./mcp/mcp-post.ts";
import type { Route, RouteInput } from "./route.ts";

/** Methods of the read-only REST routes; HEAD is answered wherever GET is. */
export const REST_METHODS = ["GET", "HEAD", "OPTIONS"] as const;
export const MCP_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;

export const MCP_PATH = "/api/mcp";

/** Build the table for an index. */
export function createRoutes(index: PortfolioIndex, catalog: Catalog, dispatch: McpDispatch): Route[] {
  const { site } = index;
  // Static files carry the build time, so that is the honest "server time" (see README).
  const health = {
    status: "ok",
    timestamp: site.builtAt,
    version: API_VERSION,
    service: site.service,
    documentation: `${site.baseUrl}/`,
    openapi: `${site.baseUrl}/openapi.json`,
  };
  // Made at the first request that needs them: a cold start for a search should not pay for
  // the résumé or the MCP info document, which the CDN serves or few ask for.
  let info: Reply | undefined;
  let resume: Reply | undefined;
  // `lang` selects a precomputed file for every language the site serves; en is the default.
  const lang = languageFilter(site.translations);
  const translated = site.translations[0];
  const withStudy = index.projects.find((p) => p.caseStudy !== undefined) ?? index.projects[0];
  const without = index.projects.find((p) => p.caseStudy === undefined);
  const rest = (route: Omit<Route, "methods" | "query" | "cacheable"> & Partial<Pick<Route, "query">>): Route => ({
    methods: REST_METHODS,
    query: [],
    cacheable: true,
    ...route,
  });

  return [
    rest({
      pattern: "/api/v1/health",
      answer: () => json(health),
      doc: {
        operationId: "getHealth",
        summary: "Health status, version and documentation links",
        description: "`timestamp` is the time the deployed data was built: the answer is a static file.",
        tag: "Health",
        schema: "Health",
        problems: [],
        examples: { health: { summary: "Healthy", path: "/api/v1/health" } },
      },
    }),
    rest({
      pattern: "/api/health",
      answer: () => json({ status: health.status, timestamp: health.timestamp }),
      doc: {
        operationId: "getLegacyHealth",
        summary: "Legacy health check: status and timestamp only",
        description: "Unversioned, kept for old clients. Prefer `/api/v1/health`.",
        tag: "Health",
        schema: "Health",
        problems: [],
        examples: { health: { summary: "Healthy", path: "/api/health" } },
      },
    }),
    rest({
      pattern: "/api/v1/profile",
      answer: () => json(index.profile),
      doc: {
        operationId: "getProfile",
        summary: "The full profile",
        description: "Who the person is, how to reach them, and links to these developer resources.",
        tag: "Profile",
        schema: "Profile",
        problems: [],
        examples: { profile: { summary: "The profile", path: "/api/v1/profile" } },
      },
    }),
    rest({
      pattern: "/api/v1/projects",
      query: listFilters(site.translations),
      answer: ({ url }) => listProjects(catalog, url, site.translations),
      doc: {
        operationId: "listProjects",
        summary: "List projects, optionally filtered by lane, tier and search words",
        description:
          "Ordered by tier (featured, supporting, archive), then the owner's order, then slug. `total` is the number of items returned.",
        tag: "Projects",
        schema: "ProjectList",
        problems: ["INVALID_QUERY", "UNSUPPORTED_LANGUAGE", "RESULT_TOO_LARGE"],
        examples: {
          featured: { summary: "Featured projects", path: "/api/v1/projects?tier=featured" },
          ...(translated ? { translated: { summary: `Featured projects in '${translated}'`, path: `/api/v1/projects?tier=featured&lang=${translated}` } } : {}),
        },
      },
    }),
    rest({
      pattern: "/api/v1/projects/{slug}",
      pathValues: { slug: index.projects.map((p) => p.slug) },
      filesAtPath: true,
      query: [lang],
      answer: ({ params, url }) => projectDetail(catalog, params["slug"] ?? "", url, site.translations),
      doc: {
        operationId: "getProject",
        summary: "One project or case study",
        description:
          "Every field is present; optional ones the content lacks are null and `proofPoints` is `[]`. A trailing slash names the same resource.",
        tag: "Projects",
        schema: "ProjectDetail",
        problems: ["INVALID_SLUG", "UNSUPPORTED_LANGUAGE", "PROJECT_NOT_FOUND"],
        examples: {
          ...(withStudy ? { withCaseStudy: { summary: "A project with a case study", path: `/api/v1/projects/${withStudy.slug}` } } : {}),
          ...(without ? { withoutCaseStudy: { summary: "A project without one: absent fields are null", path: `/api/v1/projects/${without.slug}` } } : {}),
        },
      },
    }),
    rest({
      pattern: "/api/v1/skills",
      answer: () => json(index.skills),
      doc: {
        operationId: "getSkills",
        summary: "Skills, languages, certifications and domains",
        description: "The skills taxonomy in the owner's order.",
        tag: "Skills",
        schema: "Skills",
        problems: [],
        examples: { skills: { summary: "The skills", path: "/api/v1/skills" } },
      },
    }),
    rest({
      pattern: RESUME_PATH,
      answer: () => (resume ??= json(toJsonResume(index))),
      doc: {
        operationId: "getResume",
        summary: "The portfolio as a JSON Resume",
        description:
          "The profile, projects, skills and languages in the JSON Resume format (schema v1.0.0), which résumé themes, PDF renderers and job sites read.",
        tag: "Profile",
        schema: "JsonResume",
        problems: [],
        examples: { resume: { summary: "The résumé", path: RESUME_PATH } },
      },
    }),
    {
      pattern: MCP_PATH,
      methods: MCP_METHODS,
      query: [],
      // The GET answer depends on Accept, so the function gives it, not a file.
      cacheable: false,
      answer: (input) => answerMcp(input, () => (info ??= json(mcpInfo(index))), dispatch),
    },
  ];
}

/** GET /api/v1/projects: `total` is always the number of items returned. */
function listProjects(catalog: Catalog, url: URL, translations: readonly string[]): Reply {
  const query = parseListQuery(rawListQuery(url.searchParams));
  if ("kind" in query) return query;
  const lang = parseLanguage(queryValue(url.searchParams, "lang"), translations);
  if (typeof lang !== "string") return lang;
  const projects = catalog.list(query);
  const body = new SizedJson(catalog.listSize(projects, lang).bytes, () => localizeList({ total: projects.length, projects }, lang));
  return { ...json(body), headers: languageHeaders(lang) };
}

/**
 * GET /api/v1/projects/{slug}: the slug is checked as received, before any decoding, except
 * that an escaped spelling of a project's slug names that project, as it does on the CDN
 * (where a `lang` the site does not serve never reached a file).
 */
function projectDetail(catalog: Catalog, received: string, url: URL, translations: readonly string[]): Reply {
  const asked = queryValue(url.searchParams, "lang");
  const lang = parseLanguage(asked, translations);
  // The CDN's rules named a file for no `lang` or a served one; an empty `lang` reached the function.
  const cdnNamedAFile = typeof lang === "string" && asked !== "";
  const slug = isSlug(received) ? received : cdnNamedAFile ? decodedProjectSlug(received, (s) => catalog.detail(s) !== undefined) : undefined;
  if (slug === undefined) return problem("INVALID_SLUG", { slug: received });
  if (typeof lang !== "string") return lang;
  const detail = catalog.detail(slug);
  return detail ? { ...json(localizeDetail(detail, lang)), headers: languageHeaders(lang) } : problem("PROJECT_NOT_FOUND", { slug });
}

/** /api/mcp: JSON-RPC over POST; GET and HEAD describe the endpoint. */
function answerMcp({ request }: RouteInput, info: () => Reply, dispatch: McpDispatch): Reply | Promise<Reply> {
  if (request.method === "POST") return handleMcpPost(request, dispatch);
  // The answer depends on Accept, so caches must key on it (a 405 for an SSE-only Accept was
  // otherwise served from a browser cache to a plain fetch).
  if (!wantsOnlyEventStream(request)) return { ...info(), headers: { Vary: "Accept" } };
  // An error that depends on a request header stays out of CDN caches (RFC 9213); the spec's
  // Cache-Control stays as it is for every other cache, which Vary keeps honest.
  return problem("METHOD_NOT_ALLOWED", { eventStream: true }, { Allow: MCP_METHODS.join(", "), Vary: "Accept", "CDN-Cache-Control": "no-store" });
}

/**
 * A GET that accepts only an event stream is an MCP client looking for the optional SSE
 * stream. 405 tells it there is none; a 200 JSON answer would make it reconnect forever.
 */
function wantsOnlyEventStream(request: Request): boolean {
  const accept = (request.headers.get("Accept") ?? "").toLowerCase();
  return accept.includes("text/event-stream") && !accept.includes("application/json");
}
