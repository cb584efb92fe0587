// The two MCP eras the function serves, for the warm cases that run in both: how a request of
// each era is made, and the same call measured taking turns in one run so machine noise hits
// both alike: the 2026-07-28 path (header and _meta checks, modern result) against the legacy one.
import { handlerSubject, measureWarm, toRequest, type Handler, type WarmLimits } from "./warm.ts";
import type { RequestSpec } from "./requests.ts";
import type { WarmRow } from "./warm-suite.ts";
import { mcpRequest, modernMcpRequest } from "./requests.ts";

/** The two MCP eras the function serves: the negotiated session (legacy) and 2026-07-28's (modern). */
export type Era = "legacy" | "modern";

/** The eras by name: legacy is what a client speaks after `initialize` negotiated 2025-06-18. */
export const ERA_NAMES: Record<Era, string> = { legacy: "legacy (2025-06-18)", modern: "2026-07-28" };

/** A JSON-RPC request in each era: the negotiated version header, or `_meta` and the three headers. */
export const ERA_REQUESTS: Record<Era, (method: string, params?: Record<string, unknown>) => RequestSpec> = { legacy: mcpRequest, modern: modernMcpRequest };

/** The warm case that compares the eras, and its subject labels. */
export const ERA_CASE = "MCP tools/call get_case_study, legacy vs 2026-07-28";
/** The era case's subject labels, one per era. */
export const ERA_SUBJECTS = { legacy: `portfolio-api, ${ERA_NAMES.legacy}`, modern: `portfolio-api, ${ERA_NAMES.modern}` } as const;

/**
 * Throw unless `handler` answers `spec` with 200 and a JSON-RPC result: a warm case that timed
 * an error (a refused header, an unknown method) would time the wrong thing.
 */
export async function expectResult(name: string, spec: RequestSpec, handler: Handler): Promise<void> {
  const answer = await handler(toRequest(spec));
  const text = await answer.text();
  const body = answer.status === 200 ? (JSON.parse(text) as { result?: unknown }) : {};
  if (body.result === undefined) throw new Error(`${name}: ${spec.headers["MCP-Protocol-Version"] ?? "no version"} answered ${answer.status}: ${text.slice(0, 500)}`);
}

/** Measure `legacy` and `modern` (the same call in each era) on one handler, taking turns. */
export async function runEraCase(name: string, legacy: RequestSpec, modern: RequestSpec, ours: Handler, limits: WarmLimits): Promise<WarmRow[]> {
  for (const spec of [legacy, modern]) await expectResult(name, spec, ours);
  const subjects = [handlerSubject(ERA_SUBJECTS.legacy, ours, legacy), handlerSubject(ERA_SUBJECTS.modern, ours, modern)];
  const results = await measureWarm(subjects, limits);
  return subjects.map((subject, i) => ({ case: name, subject: subject.label, result: results[i]! }));
}
