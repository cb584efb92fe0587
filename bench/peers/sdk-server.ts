// The MCP peer, written the way the official SDK documents it: an McpServer with the three
// tools and zod input schemas, served statelessly by the web-standard Streamable HTTP
// transport with JSON responses, a new server and transport for every request.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { z } from "zod";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { filterProjects, findDetail } from "./naive-catalog.ts";

const LANES = ["builder", "client", "localization", "ai-tools"] as const;
const TIERS = ["featured", "supporting", "archive"] as const;

/** Same payload as text and as structuredContent, as portfolio-api answers. */
function answer(payload: Record<string, unknown>) {
  return { content: [{ type: "text" as const, text: JSON.stringify(payload) }], structuredContent: payload };
}

/** An MCP server over the index. No outputSchema: the SDK then skips validating the output, which favours the peer. */
function createServer(index: PortfolioIndex): McpServer {
  const server = new McpServer({ name: index.site.service, version: "1.0.0" });
  const caseStudies = index.projects.filter((p) => p.caseStudy).map((p) => p.slug);
  const readOnly = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };
  server.registerTool(
    "get_portfolio_info",
    { title: "Portfolio profile and skills", description: "Profile and skills.", inputSchema: {}, annotations: readOnly },
    async () => answer({ profile: index.profile, skills: index.skills }),
  );
  server.registerTool(
    "list_projects",
    {
      title: "List or search projects",
      description: "List projects, filtered by lane, tier and search words.",
      inputSchema: { lane: z.enum(LANES).optional(), tier: z.enum(TIERS).optional(), q: z.string().max(200).optional() },
      annotations: readOnly,
    },
    async (args) => {
      const projects = filterProjects(index, args);
      return answer({ total: projects.length, projects });
    },
  );
  server.registerTool(
    "get_case_study",
    {
      title: "Read a case study",
      description: `One case study: ${caseStudies.join(", ")}.`,
      inputSchema: { slug: z.enum(caseStudies as [string, ...string[]]) },
      annotations: readOnly,
    },
    async ({ slug }) => answer(findDetail(index, slug) ?? {}),
  );
  return server;
}

/** A fetch-style handler for POST /api/mcp. */
export function createSdkPeer(index: PortfolioIndex): (request: Request) => Promise<Response> {
  return async (request) => {
    const server = createServer(index);
    // Stateless: the SDK docs write `sessionIdGenerator: undefined`; leaving it out is the same
    // and satisfies exactOptionalPropertyTypes.
    const transport = new WebStandardStreamableHTTPServerTransport({ enableJsonResponse: true });
    await server.connect(transport);
    return transport.handleRequest(request);
  };
}
