// The report `npm run verify` prints: one table row per request, then each difference with
// what the core expects and what the deployment answered, then one line with the count.
import { summarize } from "./compare-answers.ts";
import type { VerifyRow } from "./run-verify.ts";

const HEADINGS = ["", "what", "method", "path", "expected", "actual"];
const MAX_PATH = 48;

/** Plain text, no colour: it is read in a terminal and in CI logs alike. */
export function renderVerifyReport(url: string, rows: readonly VerifyRow[]): string {
  const cells = rows.map((r) => [
    r.differences.length === 0 ? "ok" : "FAIL",
    r.request.kind,
    r.request.method,
    shorten(r.request.path + (r.request.revalidate ? " (If-None-Match)" : "")),
    summarize(r.expected),
    summarize(r.actual),
  ]);
  const widths = HEADINGS.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: readonly string[]) => c.map((cell, i) => cell.padEnd(widths[i]!)).join("  ").trimEnd();
  const failed = rows.filter((r) => r.differences.length > 0);
  const details = failed.flatMap((r) => [
    `${r.request.method} ${r.request.path}${r.request.revalidate ? " (If-None-Match)" : ""} [${r.request.kind}]`,
    ...r.differences.map((d) => `  ${d.what}: expected ${d.expected}; actual ${d.actual}`),
  ]);
  const verdict =
    failed.length === 0
      ? `verify: all ${rows.length} requests answer as the core does at ${url}`
      : `verify: ${failed.length} of ${rows.length} requests differ from the core at ${url}`;
  return [line(HEADINGS), ...cells.map(line), ...(details.length > 0 ? ["", "Differences (expected: the core over content/; actual: the deployment):", ...details] : []), "", verdict].join("\n");
}

function shorten(path: string): string {
  return path.length <= MAX_PATH ? path : `${path.slice(0, MAX_PATH - 1)}…`;
}
