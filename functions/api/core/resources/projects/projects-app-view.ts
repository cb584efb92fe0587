// The projects' MCP App view (the io.modelcontextprotocol/ui extension): one HTML document that
// shows a list_projects result as cards and a get_case_study result as one case study. Its HTML
// is data the build puts in the index (build/mcp-app/), never code the function compiles.
import type { AppViewDeclaration } from "../../agent-surface.ts";

/** The projects' view: offered when the index carries its HTML, at a ui:// URI named after the service. */
export const PROJECTS_VIEW: AppViewDeclaration = {
  name: "projects-view",
  uri: (index) => `ui://${index.site.service}/projects.html`,
  html: (index) => index.mcpApp?.html,
};
