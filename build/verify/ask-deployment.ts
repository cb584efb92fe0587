// Send one request of the matrix to the deployment, which is not trusted: its body is read up
// to a cap, and the wait is bounded by the request's own limit and by what is left of the run.
import type { Answer } from "./compare-answers.ts";
import { requestSignal, type Deadline } from "./deadline.ts";
import { ANSWER_CAP_BYTES, readCapped } from "./read-capped.ts";

/** How long one request may take before it counts as no answer (the run's deadline may cut it shorter). */
const PER_REQUEST_MS = 20_000;

/**
 * The deployment's answer to `init` at `url`, or an Answer with `error` when none came whole.
 * The body is read up to the cap, or up to `expectedBytes`, the core's own answer, when that is
 * larger (a static list of a very large catalog): a body longer than both is cut off and differs.
 */
export async function askDeployment(url: string, init: RequestInit, deadline: Deadline, expectedBytes = 0, perRequestMs = PER_REQUEST_MS): Promise<Answer> {
  try {
    // The signal also bounds reading the body: a trickle is cut off like a silence.
    const response = await fetch(url, { ...init, redirect: "manual", signal: requestSignal(deadline, perRequestMs) });
    const cap = Math.max(ANSWER_CAP_BYTES, expectedBytes);
    const body = await readCapped(response.body, cap);
    return { status: response.status, headers: response.headers, body: body.text, ...(body.overCap ? { cappedAt: cap } : {}) };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: "", error: `no answer (${whyNone(error, deadline, perRequestMs)})` };
  }
}

function whyNone(error: unknown, deadline: Deadline, perRequestMs: number): string {
  if (deadline.passed()) return "the deadline passed";
  if (error instanceof Error && error.name === "TimeoutError") return `none within ${perRequestMs / 1000} s`;
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error instanceof Error ? error.message : String(error)}${cause}`;
}
