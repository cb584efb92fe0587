// The ratio each time budget allows, in one place: every one divides by a floor measured in
// the same run (bench/budgets.ts checks them; docs/performance.md says where each comes from).

/** The ratios, each named with the floor it is taken against. */
export const BUDGETS = {
  /** Import of the function above a plain handler's, as a share of the floor process's spawn-to-answer time. */
  importShare: 0.05,
  /** Cold start above the floor (the child's load + answer), as a share of the same. */
  coldShare: 0.1,
  /** Warm fixed MCP answers' ops/s, as a share of a handler answering the same bytes precomputed. */
  warmMcpShare: 0.85,
  /** Warm get_case_study's ops/s over the MCP SDK peer's. */
  sdkMultiple: 8,
  /** The 2026-07-28 path's ops/s as a share of the legacy path's, same call. */
  modernShare: 0.9,
  /** Warm q search over 10,000 projects, median time as a multiple of the precomputed answer's. */
  search10kMultiple: 40,
  /** CPU time of an MCP refusal, as a multiple of the REST refusal of the same query. */
  mcpRefusalMultiple: 1.5,
  /** CPU time of a REST refusal, as a share of the same core building and sending that answer. */
  restRefusalShare: 0.5,
  /** Build time at 1,000 and 10,000 projects as a multiple of its floor (read the same content, write the same bytes). */
  buildMultiple: 15,
  /** Build time at 10,000 projects over 1,000: linear or better. */
  buildLinear: 12,
  /** The build with a 1 MB hostile skills.json, as a multiple of the same content's own build. */
  hostileMultiple: 10,
  /** The preview's req/s as a share of plain http-server's on the same file. */
  previewShare: 0.9,
} as const;
