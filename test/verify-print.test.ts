// What `npm run verify` prints, line by line: every value escaped before it is measured or
// joined, so a deployment's answer can neither misalign the table nor add a line of its own.
import { describe, expect, it } from "vitest";
import { planTable, renderDeadlinePassed, renderDifferences, renderHeading, renderRow, renderVerdict } from "../build/verify/print-verify.ts";
import type { VerifyRow } from "../build/verify/run-verify.ts";
import type { VerifyCase } from "../build/verify/verify-cases.ts";

const profile: VerifyCase = { kind: "static", method: "GET", path: "/api/v1/profile" };
const health: VerifyCase = { kind: "health", method: "GET", path: "/api/v1/health" };
const row = (request: VerifyCase, actual: string, differences: VerifyRow["differences"] = []): VerifyRow => ({ request, expected: "200 json", actual, differences });

describe("the verify report", () => {
  it("fixes the columns from the planned rows, so each row prints alone and still lines up", () => {
    const layout = planTable({ requests: [health, profile], expected: ["200 json", "200 json"] });
    expect([renderHeading(layout), renderRow(layout, row(health, "200 json")), renderRow(layout, row(profile, "200 \u009b2J", [{ what: "status", expected: "200", actual: "404" }]))]).toEqual([
      "      what    method  path             expected  actual",
      "ok    health  GET     /api/v1/health   200 json  200 json",
      "FAIL  static  GET     /api/v1/profile  200 json  200 \\u009b2J",
    ]);
  });

  it("keeps a deployment's line breaks and escapes inside the difference they belong to", () => {
    const lines = renderDifferences([row(profile, "200 json", [{ what: "header content-type", expected: "application/json", actual: "x\nverify: all 1 requests answer as the core does\u001b[2J" }])]);
    expect(lines).toEqual([
      "",
      "Differences (expected: the core over content/; actual: the deployment):",
      "GET /api/v1/profile [static]",
      "  header content-type: expected application/json; actual x\\nverify: all 1 requests answer as the core does\\u001b[2J",
    ]);
  });

  it.each([
    ["every row holds", [row(health, "200 json")], "verify: all 1 requests answer as the core does at https://example.test"],
    ["a row differs", [row(health, "404", [{ what: "status", expected: "200", actual: "404" }])], "verify: 1 of 1 requests differ from the core at https://example.test"],
    [
      "the rate limit refused some",
      [row(health, "200 json"), row(profile, "429 text", [{ what: "status", expected: "200", actual: "429" }]), row(profile, "404", [{ what: "status", expected: "200", actual: "404" }])],
      "verify: 2 of 3 requests differ from the core at https://example.test; 1 of them was refused with 429 by the functions' rate limit (rateLimit in content/site.json; the preview's PREVIEW_RATE_LIMIT), not a routing mistake: run verify again once its window has passed",
    ],
  ])("ends with one verdict line when %s", (_name, rows, verdict) => {
    expect(renderVerdict("https://example.test", rows)).toBe(verdict);
  });

  it.each([
    ["before the health answer", [], undefined, health, "verify: the deadline passed (--timeout 5 s) at https://example.test before GET /api/v1/health answered, so nothing was compared"],
    ["partway", [row(health, "200 json")], 55, profile, "verify: the deadline passed (--timeout 5 s) at https://example.test: 1 of 55 requests checked (0 differ), 54 not, from GET /api/v1/profile on"],
  ])("says the deadline passed %s, and how far the run got", (_name, rows, planned, stoppedAt, line) => {
    expect(renderDeadlinePassed(5, "https://example.test", rows, planned, stoppedAt)).toBe(line);
  });
});
