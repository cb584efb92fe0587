// The MCP answers the function prepares once per era (serialized and UTF-8 encoded at the first
// call; every later call splices in its id): the lists an agent asks for first (tools,
// resources, resource templates, prompts) in both eras, and one tool result. Each is measured
// warm against a handler answering its own bytes precomputed (warm-suite.ts) and held to the
// same share of it (bench/budget-ratios.ts: warmMcpShare).
import { ERA_NAMES, ERA_REQUESTS, type Era } from "./mcp-eras.ts";
import type { RequestSpec } from "./requests.ts";

/** The fixed lists: no argument changes them, so the function answers each with the same bytes. */
export const FIXED_LISTS = ["tools/list", "resources/list", "resources/templates/list", "prompts/list"] as const;

/** The tool call whose fixed result is budgeted too, beside the MCP SDK peer's. */
export const CASE_STUDY_CASE = "MCP tools/call get_case_study";

/** One warm case: what it is called in the report and the budgets, and the request it sends. */
export interface FixedAnswerCase {
  name: string;
  list: (typeof FIXED_LISTS)[number];
  era: Era;
  spec: RequestSpec;
}

/** Legacy cases keep the name tools/list has had since the first run; 2026-07-28 ones say their era. */
function caseName(list: string, era: Era): string {
  return era === "legacy" ? `MCP ${list}` : `MCP ${list}, ${ERA_NAMES[era]}`;
}

/** Every fixed list in both eras. */
export function fixedListCases(): FixedAnswerCase[] {
  return FIXED_LISTS.flatMap((list) => (["legacy", "modern"] as const).map((era) => ({ name: caseName(list, era), list, era, spec: ERA_REQUESTS[era](list) })));
}

/** The warm cases held to warmMcpShare of their own bytes precomputed. */
export function ownBytesBudgetedCases(): string[] {
  return [...fixedListCases().map((c) => c.name), CASE_STUDY_CASE];
}

