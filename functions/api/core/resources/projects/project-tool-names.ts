// The projects' MCP tools by role, read from their declaration in projects.ts, for what calls
// or names them outside the function (verify, the content reference, the bench). The function
// itself never imports this: it reads the declaration directly.
import { projects } from "./projects.ts";

function toolOf(role: "list" | "detail"): string {
  const name = projects.collection.spec.tools?.[role]?.name;
  if (name === undefined) throw new Error(`projects.ts declares no ${role} tool`);
  return name;
}

/** The tool that lists the projects (`list_projects` in the spec). */
export const LIST_PROJECTS_TOOL = toolOf("list");

/** The tool that reads one project's case study (`get_case_study` in the spec). */
export const CASE_STUDY_TOOL = toolOf("detail");
