// The report `npm run verify` prints: a table row per request as each is checked, then each
// difference with what the core expects and what the deployment answered, then one line.
// Every value is shown through terminalText: most of them are what a deployment, which is not
// trusted, sent (headers, bodies, error messages), and a newline or escape among them must not
// move the cursor, recolour the terminal or print a fake verdict line.
import { DEFAULT_PREVIEW_PORT } from "../preview/preview-port.ts";
import { terminalText } from "../terminal-text.ts";
import { HEALTH_PATH } from "../../functions/api/core/resources/resource-paths.ts";
import type { VerifyCase } from "./verify-cases.ts";
import type { VerifyPlan, VerifyRow } from "./run-verify.ts";

const HEADINGS = ["", "what", "method", "path", "expected", "actual"];
const MAX_PATH = 48;

/** The widths of the table's columns, fixed before the first row so rows can print as they come. */
export interface TableLayout {
  widths: readonly number[];
}

/** Widths from every planned row; the last column (the deployment's answer) is not padded. */
export function planTable(plan: Pick<VerifyPlan, "requests" | "expected">): TableLayout {
  const planned = plan.requests.map((request, i) => cellsOf(request, "FAIL", plan.expected[i] ?? "", ""));
  return { widths: HEADINGS.map((heading, i) => Math.max(heading.length, ...planned.map((cells) => cells[i]!.length))) };
}

/** The heading line of the table. */
export function renderHeading(layout: TableLayout): string {
  return renderLine(layout, HEADINGS);
}

/** One row: `ok`/`FAIL`, what it proves, method, path, expected and actual status. */
export function renderRow(layout: TableLayout, row: VerifyRow): string {
  return renderLine(layout, cellsOf(row.request, row.differences.length === 0 ? "ok" : "FAIL", row.expected, row.actual));
}

/** After the table: every difference, then the verdict. */
export function renderDifferences(rows: readonly VerifyRow[]): string[] {
  const failed = rows.filter((r) => r.differences.length > 0);
  if (failed.length === 0) return [];
  return [
    "",
    "Differences (expected: the core over content/; actual: the deployment):",
    ...failed.flatMap((r) => [
      `${terminalText(`${r.request.method} ${requestPath(r.request)}`)} [${terminalText(r.request.kind)}]`,
      ...r.differences.map((d) => `  ${terminalText(d.what)}: expected ${terminalText(d.expected)}; actual ${terminalText(d.actual)}`),
    ]),
  ];
}

/** The last line when every planned request was checked. */
export function renderVerdict(url: string, rows: readonly VerifyRow[]): string {
  const failed = rows.filter((r) => r.differences.length > 0);
  if (failed.length === 0) return `verify: all ${rows.length} requests answer as the core does at ${terminalText(url)}`;
  // A 429 is the rate limit refusing the run itself, not a difference of the site: said so once, with what to do.
  const limited = failed.filter((r) => /^429\b/.test(r.actual)).length;
  const why =
    limited === 0
      ? ""
      : `; ${limited} of them ${limited === 1 ? "was" : "were"} refused with 429 by the functions' rate limit (rateLimit in content/site.json; the preview's PREVIEW_RATE_LIMIT), not a routing mistake: run verify again once its window has passed`;
  return `verify: ${failed.length} of ${rows.length} requests differ from the core at ${terminalText(url)}${why}`;
}

/** Each cell escaped before it is measured, so the columns line up as printed. */
function cellsOf(request: VerifyCase, verdict: string, expected: string, actual: string): string[] {
  return [verdict, request.kind, request.method, shorten(requestPath(request)), expected, actual].map(terminalText);
}

function renderLine(layout: TableLayout, cells: readonly string[]): string {
  return cells.map((cell, i) => cell.padEnd(layout.widths[i] ?? 0)).join("  ").trimEnd();
}

const requestPath = (request: VerifyCase) => request.path + (request.revalidate ? " (If-None-Match)" : "");

function shorten(path: string): string {
  return path.length <= MAX_PATH ? path : `${path.slice(0, MAX_PATH - 1)}…`;
}

/** The last line when the deadline stopped the run: how far it got, and where it stopped. */
export function renderDeadlinePassed(seconds: number, url: string, rows: readonly VerifyRow[], planned: number | undefined, stoppedAt: VerifyCase): string {
  const deadline = `verify: the deadline passed (--timeout ${seconds} s) at ${terminalText(url)}`;
  const open = terminalText(`${stoppedAt.method} ${requestPath(stoppedAt)}`);
  if (planned === undefined) return `${deadline} before ${open} answered, so nothing was compared`;
  const failed = rows.filter((r) => r.differences.length > 0).length;
  return `${deadline}: ${rows.length} of ${planned} requests checked (${failed} differ), ${planned - rows.length} not, from ${open} on`;
}

/** The only line when the first request got no answer: the address is wrong or nothing serves it. */
export function renderNoAnswer(url: string, error: string): string {
  return `verify: ${terminalText(url)}${HEALTH_PATH} got ${terminalText(error)}, so nothing was compared; is the site served at ${terminalText(url)}? (npm start serves http://localhost:${DEFAULT_PREVIEW_PORT})`;
}
