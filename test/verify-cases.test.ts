// verify's rows come from the index, not only from the rule generator it checks: a generator
// that lost the rule to a file (the file written, no rule to it) would answer that GET from the
// function, and verify must still ask it and require the file (build/verify/verify-cases.ts).
import { describe, expect, it } from "vitest";
import { buildSite } from "../build/build-site.ts";
import { requestKey, verifyCases } from "../build/verify/verify-cases.ts";
import { listCacheableGets, requestPathOf } from "../build/cacheable-gets.ts";
import { parseRules, renderRoutingRules } from "../build/routing-rules.ts";
import { createApp } from "../functions/api/core/app.ts";
import { HEALTH_PATH } from "../functions/api/core/resources/resource-paths.ts";

const built = await buildSite({ contentDir: "content", outDir: "unused", indexModule: false, write: false, env: { SOURCE_DATE_EPOCH: "1767225600" } });
if (!built.ok) throw new Error("content/ must build for this test");
const { index } = built;
const rules = parseRules(renderRoutingRules(createApp(index).routes));
/** The GETs a rule must send to their file: every cacheable GET but those at their own path. */
const byRule = listCacheableGets(index).filter((get) => !get.route.filesAtPath);
const fileRows = (cases: ReturnType<typeof verifyCases>) => new Set(cases.filter((c) => c.from === "file" && c.method === "GET").map((c) => c.path));

describe("verify's rows to files", () => {
  it("ask every GET a rule sends to its file, with the build's rules", () => {
    const asked = fileRows(verifyCases(index));
    expect(byRule.length).toBeGreaterThan(0);
    // The matrix and the rule rows may spell a query in their own order; the set of files asked is the same.
    const spelled = (target: string) => [...asked].some((path) => sameRequest(path, target));
    // Health is verify's first request, asked before the rows (build/verify/run-verify.ts).
    expect(byRule.map(requestPathOf).filter((target) => target !== HEALTH_PATH && !spelled(target))).toEqual([]);
  });

  it.each(["a filtered list's", "the last"])("still ask %s GET when the generator lost its rule", (which) => {
    const filtered = byRule.filter((get) => Object.keys(get.query).length > 0);
    const lost = (which === "the last" ? byRule.at(-1) : filtered.at(-1))!;
    const target = requestPathOf(lost);
    // The rule whose conditions and path are this GET's, removed.
    const kept = rules.filter((rule) => !(rule.from === lost.path && sameRequest(`${rule.from}?${rule.query.map(([n, v]) => `${n}=${v}`).join("&")}`, target)));
    expect(kept.length).toBe(rules.length - 1);
    expect([...fileRows(verifyCases(index, kept))].some((path) => sameRequest(path, target))).toBe(true);
  });
});

const sameRequest = (a: string, b: string) => requestKey(a) === requestKey(b);
