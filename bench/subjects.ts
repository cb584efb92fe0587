// The names the bench's subjects go by in every table, budget and results file.

/** Subject names, shared by the runner, the budgets and the report. */
export const SUBJECTS = {
  ours: "portfolio-api",
  oursMethods: "portfolio-api, methods function",
  sdk: "MCP SDK peer",
  naive: "naive REST peer",
  floor: "floor: constant Response",
  unlimited: "portfolio-api without the size limit",
  withoutApp: "portfolio-api, index without the app view",
} as const;
