// How `npm run verify` compares a deployment's answer with the core's: the rules a CDN forces
// (its own ETag, its own Vary fields, CDN-targeted headers), each shown by a row that passes and
// a row that fails.
import { describe, expect, it } from "vitest";
import { compareAnswers, type Answer } from "../build/verify/compare-answers.ts";

const answer = (status: number, headers: Record<string, string>, body = ""): Answer => ({ status, headers: new Headers(headers), body });
const core = answer(200, { "content-type": "application/json", etag: '"core-tag"', vary: "Accept", "cdn-cache-control": "no-store" }, '{"a":1}');

describe("compareAnswers", () => {
  it.each([
    ["the CDN's own ETag value", answer(200, { "content-type": "application/json", etag: '"cdn-tag-ssl"', vary: "Accept" }, '{"a":1}'), []],
    ["Vary with a field the CDN added", answer(200, { "content-type": "application/json", etag: '"x"', vary: "Accept, Accept-Encoding" }, '{"a":1}'), []],
    ["no ETag at all", answer(200, { "content-type": "application/json", vary: "Accept" }, '{"a":1}'), ["header etag"]],
    ["Vary without the core's field", answer(200, { "content-type": "application/json", etag: '"x"', vary: "Accept-Encoding" }, '{"a":1}'), ["header vary"]],
    ["another status, type and body", answer(404, { "content-type": "text/html", etag: '"x"', vary: "Accept" }, "<h1>404</h1>"), ["status", "header content-type", "body"]],
  ])("%s", (_name, actual, differences) => {
    expect(compareAnswers(core, actual).map((d) => d.what)).toEqual(differences);
  });

  it("compares only the status when asked to, for a path a CDN answers with its own page", () => {
    const notFound = answer(404, { "content-type": "application/problem+json" }, "{}");
    expect(compareAnswers(notFound, answer(404, { "content-type": "text/html" }, "<h1>Not found</h1>"), "status")).toEqual([]);
    expect(compareAnswers(notFound, answer(200, { "content-type": "application/json" }, "{}"), "status")).toEqual([{ what: "status", expected: "404", actual: "200" }]);
  });

  it("shows both bodies around the first difference", () => {
    const [difference] = compareAnswers(answer(200, {}, '{"name":"Ada","city":"London"}'), answer(200, {}, '{"name":"Ada","city":"Paris"}'));
    // 20 characters before the first difference, as JSON so control characters show.
    expect(difference).toEqual({
      what: "body",
      expected: `…${JSON.stringify('name":"Ada","city":"London"}')} (30 chars)`,
      actual: `…${JSON.stringify('name":"Ada","city":"Paris"}')} (29 chars)`,
    });
  });

  it("says when no answer came", () => {
    expect(compareAnswers(core, { status: 0, headers: new Headers(), body: "", error: "no answer (fetch failed: connect ECONNREFUSED)" })).toEqual([
      { what: "answer", expected: "200", actual: "no answer (fetch failed: connect ECONNREFUSED)" },
    ]);
  });
});
