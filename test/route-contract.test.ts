// The routing table's requests (test/support/route-cases.ts) as a contract, run as a twin:
// whether the core answers in-process or the preview routes the request to a static file or
// the function, every answer keeps the rules every answer must (no 5xx, the spec's headers,
// honest problems and JSON-RPC errors), has the status the row expects, and is one the OpenAPI
// document describes. test/routing-parity.test.ts holds the preview to Netlify's emulation
// on the same table.
import { describe, expect, it } from "vitest";
import { answerViolations } from "./support/answer-invariants.ts";
import { validateAgainstOpenApi } from "./support/openapi-validator.ts";
import { routeCases, routeCaseInit, routeCaseName } from "./support/route-cases.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";
import { describeTwin } from "./support/twin.ts";

describe("the routing table", async () => {
  const cases = routeCases(await sampleIndex());

  describeTwin("every routed request", (t) => {
    it.each(cases.map((c) => [routeCaseName(c), c] as const))("%s", async (_name, c) => {
      const answer = await t().call(c.path, routeCaseInit(c));
      // The URL as a server sees it: dot segments (even %2e%2e) are resolved by URL parsing.
      const url = new URL(c.path, BASE_URL);
      expect(answerViolations(c.method, url, answer, BASE_URL), "answer invariants").toEqual([]);
      if (c.expect) {
        expect(answer.status, "expected status").toBe(c.expect.status);
        if (c.expect.allow) expect(answer.headers.get("allow"), "Allow").toBe(c.expect.allow);
        if (c.expect.status === 204) expect(answer.headers.get("access-control-allow-methods"), "Access-Control-Allow-Methods").toBe(c.expect.allow);
      }
      const documented = await validateAgainstOpenApi(c.method, url.pathname, answer.status, answer.headers.get("content-type"), answer.text);
      expect(documented, "answer vs openapi.json").toEqual([]);
    });
  });
});
