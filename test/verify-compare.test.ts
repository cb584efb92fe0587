// How `npm run verify` compares a deployment's answer with the core's: the rules a CDN forces
// (its own ETag, its own Vary fields, CDN-targeted headers), each shown by a row that passes and
// a row that fails.
import { describe, expect, it } from "vitest";
import { compareAnswers, summarize, type Answer } from "../build/verify/compare-answers.ts";

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
    // 20 characters before the first difference, as received: the report escapes them as it prints.
    expect(difference).toEqual({
      what: "body",
      expected: '…`name":"Ada","city":"London"}` (30 chars)',
      actual: '…`name":"Ada","city":"Paris"}` (29 chars)',
    });
  });

  it("says the body went past the cap instead of comparing the part that was read", () => {
    const capped: Answer = { ...answer(200, { "content-type": "application/json", etag: '"x"', vary: "Accept" }, '{"a":1}'), cappedAt: 8 * 1024 * 1024 };
    expect(compareAnswers(core, capped)).toEqual([{ what: "body", expected: "`{\"a\":1}` (7 chars)", actual: "more than 8 MiB (reading stopped there)" }]);
  });

  it("cuts a header value of kilobytes to its start and its length, so one answer cannot flood the report", () => {
    const long = `application/${"x".repeat(15_000)}`;
    const [difference] = compareAnswers(core, answer(200, { "content-type": long, etag: '"x"', vary: "Accept" }, '{"a":1}'));
    expect(difference).toEqual({ what: "header content-type", expected: "application/json", actual: `${long.slice(0, 120)}… (15012 chars)` });
    expect(summarize(answer(200, { "content-type": long }))).toBe(`200 ${"x".repeat(20)}…`);
  });

  it("says when no answer came", () => {
    expect(compareAnswers(core, { status: 0, headers: new Headers(), body: "", error: "no answer (fetch failed: connect ECONNREFUSED)" })).toEqual([
      { what: "answer", expected: "200", actual: "no answer (fetch failed: connect ECONNREFUSED)" },
    ]);
  });
});

describe("summarize", () => {
  it.each([
    ["JSON", answer(200, { "content-type": "application/json" }), "200 json"],
    ["a problem", answer(405, { "content-type": "application/problem+json" }), "405 problem"],
    ["no body", answer(204, {}), "204"],
    ["another media type", answer(200, { "content-type": "text/html; charset=utf-8" }), "200 html"],
    ["a body cut at the cap", { ...answer(200, { "content-type": "application/json" }), cappedAt: 8 * 1024 * 1024 }, "200 json, over 8 MiB"],
    ["no answer", { status: 0, headers: new Headers(), body: "", error: "no answer (the deadline passed)" }, "no answer"],
  ])("shows %s as %j", (_name, given, shown) => {
    expect(summarize(given)).toBe(shown);
  });
});
