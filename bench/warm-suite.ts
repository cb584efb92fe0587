// One warm comparison: portfolio-api, its peer and the two floors on the same request. The
// floors come from portfolio-api's own answer: JSON.stringify of that very payload, and a
// handler that reads the request and builds nothing but a Response from the very bytes and
// headers portfolio-api answered with.
import { handlerSubject, measureWarm, syncSubject, toRequest, type Handler, type WarmLimits, type WarmResult } from "./warm.ts";
import type { RequestSpec } from "./requests.ts";

/** One subject's warm result in one case: a row of the warm table. */
export interface WarmRow {
  case: string;
  subject: string;
  result: WarmResult;
}

/** The label of the floor that only stringifies the payload: the least any JSON answer costs. */
export const STRINGIFY_FLOOR = "floor: JSON.stringify of the payload";
/** The label of the floor that answers precomputed bytes: what the warm budgets and the report are shares of. */
export const RESPONSE_FLOOR = "floor: Request + precomputed Response";

/** Measure portfolio-api, `peers` and both floors on `spec`, taking turns. */
export async function runWarmCase(name: string, spec: RequestSpec, ours: Handler, peers: { label: string; handler: Handler }[], limits: WarmLimits): Promise<WarmRow[]> {
  const sample = await ours(toRequest(spec));
  const bytes = new Uint8Array(await sample.arrayBuffer());
  const headers = Object.fromEntries(sample.headers);
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  // The floor as issue 18 defines it: read the request, return a precomputed Response. Reading
  // the body is part of any POST handler's work (an MCP call's JSON-RPC message), so a floor
  // that skipped it would count a cost every handler pays as portfolio-api's own. Its body is
  // the answer's bytes, already encoded (issue 28: "a floor built from the same bytes"); a
  // string would make the floor pay a UTF-8 encoding that portfolio-api's fixed MCP answers
  // no longer pay. Response copies a BufferSource body, so one array serves every call.
  const precomputed: Handler = async (request) => {
    await request.text();
    return new Response(bytes, { status: sample.status, headers });
  };
  const subjects = [
    handlerSubject("portfolio-api", ours, spec),
    ...peers.map((peer) => handlerSubject(peer.label, peer.handler, spec)),
    syncSubject(STRINGIFY_FLOOR, () => JSON.stringify(payload)),
    handlerSubject(RESPONSE_FLOOR, precomputed, spec),
  ];
  const results = await measureWarm(subjects, limits);
  return subjects.map((subject, i) => ({ case: name, subject: subject.label, result: results[i]! }));
}
