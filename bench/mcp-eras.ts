// The same MCP call in both eras, measured taking turns in one run so machine noise hits both
// alike: the 2026-07-28 path (header and _meta checks, modern result) against the legacy one.
import { handlerSubject, measureWarm, type Handler, type WarmLimits } from "./warm.ts";
import type { RequestSpec } from "./cold-start.ts";
import type { WarmRow } from "./warm-suite.ts";

/** The warm case that compares the eras, and its subject labels. */
export const ERA_CASE = "MCP tools/call get_case_study, legacy vs 2026-07-28";
export const ERA_SUBJECTS = { legacy: "portfolio-api, legacy (2025-06-18)", modern: "portfolio-api, 2026-07-28" } as const;

/** Measure `legacy` and `modern` (the same call in each era) on one handler, taking turns. */
export async function runEraCase(name: string, legacy: RequestSpec, modern: RequestSpec, ours: Handler, limits: WarmLimits): Promise<WarmRow[]> {
  for (const spec of [legacy, modern]) {
    const answer = await ours(new Request(spec.url, { method: spec.method, headers: spec.headers, ...(spec.body === undefined ? {} : { body: spec.body }) }));
    if (answer.status !== 200) throw new Error(`${name}: ${spec.headers["MCP-Protocol-Version"] ?? "no version"} answered ${answer.status}: ${await answer.text()}`);
  }
  const subjects = [handlerSubject(ERA_SUBJECTS.legacy, ours, legacy), handlerSubject(ERA_SUBJECTS.modern, ours, modern)];
  const results = await measureWarm(subjects, limits);
  return subjects.map((subject, i) => ({ case: name, subject: subject.label, result: results[i]! }));
}
