// A filter value past the file budget is the function's, which refuses answers above its limit:
// the build warns, naming the request, when such a value's answer would be refused (a file
// would have had no limit), and says nothing when every such answer fits.
import { describe, expect, it } from "vitest";
import { findOversizedFunctionAnswers } from "../build/oversized-function-answers.ts";
import { createApp } from "../functions/api/core/app.ts";
import { json } from "../functions/api/core/http/reply.ts";
import { FUNCTION_ANSWER_MAX_BYTES } from "../functions/api/core/limits.ts";
import { MAX_STATIC_VALUES, type Route } from "../functions/api/core/route.ts";
import { BASE_URL, sampleIndex } from "./support/sample.ts";

const index = await sampleIndex(BASE_URL);
/** One value more than get files: the last is the function's. */
const VALUES = Array.from({ length: MAX_STATIC_VALUES + 1 }, (_, i) => `v${i}`);
const LAST = VALUES.at(-1)!;

/** A list whose answer for `large` is above the function's limit, every other one small. */
function route(large: string): Route {
  return {
    pattern: "/api/v1/things",
    methods: ["GET", "HEAD", "OPTIONS"],
    query: [{ name: "kind", staticValues: VALUES }],
    cacheable: true,
    answer: ({ url }) => json({ pad: url.searchParams.get("kind") === large ? "x".repeat(FUNCTION_ANSWER_MAX_BYTES) : "x" }),
  };
}

describe("a filter value the function answers", () => {
  it("is named in a warning when its answer is above the function's limit", async () => {
    const app = createApp(index, { routes: (table) => [...table, route(LAST)] });
    const warnings = await findOversizedFunctionAnswers(app, BASE_URL);
    expect(warnings.map((warning) => warning.message)).toEqual([
      `/api/v1/things?kind=${LAST} has no file of its own, so the function answers it, and its ${FUNCTION_ANSWER_MAX_BYTES + 10} bytes are above the ${FUNCTION_ANSWER_MAX_BYTES} it may send: it is answered 422 RESULT_TOO_LARGE`,
    ]);
    expect(warnings[0]!.hint).toContain("list this one earlier");
  });

  it("gets no warning when only values with a file are that large, nor does the sample", async () => {
    expect(await findOversizedFunctionAnswers(createApp(index, { routes: (table) => [...table, route("v0")] }), BASE_URL)).toEqual([]);
    expect(await findOversizedFunctionAnswers(createApp(index), BASE_URL)).toEqual([]);
  });
});
