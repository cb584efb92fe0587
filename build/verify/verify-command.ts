// `npm run verify -- <url> [--content <dir>] [--timeout <seconds>]`: the arguments, the run and
// the exit code, with output through `write` so a test can read it in-process.
import { formatProblems } from "../report-problems.ts";
import { terminalLines, terminalText } from "../terminal-text.ts";
import { startDeadline } from "./deadline.ts";
import { planTable, renderDeadlinePassed, renderDifferences, renderHeading, renderNoAnswer, renderRow, renderVerdict, type TableLayout } from "./print-verify.ts";
import { runVerify } from "./run-verify.ts";
import { HEALTH_PATH } from "../../functions/api/core/resources/resource-paths.ts";

/** Two minutes: a healthy deployment answers the whole matrix in well under one. */
const DEFAULT_TIMEOUT_SECONDS = 120;
/** A day; beyond about 24 days Node's timers would fire at once. */
const MAX_TIMEOUT_SECONDS = 86_400;

const USAGE =
  "usage: npm run verify -- <url> [--content <dir>] [--timeout <seconds>]   (url: the deployment's origin, e.g. https://example.netlify.app; " +
  `--timeout: the whole run's deadline, default ${DEFAULT_TIMEOUT_SECONDS})`;

interface VerifyArgs {
  url: string;
  contentDir: string;
  timeoutSeconds: number;
}

/**
 * 0: every request answered as the core does; 1: some differ, or the deadline passed before
 * all were checked; 2: the command could not run. Rows are written as they are checked.
 */
export async function verifyCommand(args: readonly string[], write: (text: string) => void): Promise<number> {
  // Every line is escaped again on its way out (the printer escapes each value already, and
  // escaping is idempotent), so nothing a deployment sends reaches the terminal raw.
  const say = (text: string) => write(`${terminalLines(text)}\n`);
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    say(`${parsed}\n${USAGE}`);
    return 2;
  }
  const deadline = startDeadline(parsed.timeoutSeconds);
  let layout: TableLayout = { widths: [] };
  const result = await runVerify(
    { url: parsed.url, contentDir: parsed.contentDir, deadline },
    {
      planned(plan) {
        if (plan.facts === undefined) {
          say(`verify: ${terminalText(parsed.url)}${HEALTH_PATH} is not this API's health answer, so the build time and base URL are unknown; compared with the core built for ${terminalText(parsed.url)}`);
        }
        layout = planTable(plan);
        say(renderHeading(layout));
      },
      checked: (row) => say(renderRow(layout, row)),
    },
  );
  if (!result.ok) {
    write(formatProblems(`verify: ${terminalText(parsed.contentDir)}/ has problems, so there is nothing to compare with (run npm run check):`, result.problems));
    return 2;
  }
  if (result.noAnswer !== undefined) {
    say(renderNoAnswer(parsed.url, result.noAnswer));
    return 1;
  }
  const ending = result.stoppedAt === undefined ? renderVerdict(parsed.url, result.rows) : renderDeadlinePassed(parsed.timeoutSeconds, parsed.url, result.rows, result.planned, result.stoppedAt);
  const table = result.planned === undefined ? [] : [...renderDifferences(result.rows), ""];
  say([...table, ending].join("\n"));
  return result.stoppedAt === undefined && result.rows.every((r) => r.differences.length === 0) ? 0 : 1;
}

function parseArgs(args: readonly string[]): VerifyArgs | string {
  let contentDir = "content";
  let timeoutSeconds = DEFAULT_TIMEOUT_SECONDS;
  const positional: string[] = [];
  // `--timeout=90` as well as `--timeout 90`, as most command lines take both.
  const spread = args.flatMap((arg) => (/^--(timeout|content)=/.test(arg) ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg]));
  for (let i = 0; i < spread.length; i++) {
    const arg = spread[i]!;
    if (arg === "--content") {
      const dir = spread[++i];
      if (dir === undefined) return "verify: --content needs a folder";
      contentDir = dir.replace(/\/+$/, "");
    } else if (arg === "--timeout") {
      const seconds = parseSeconds(spread[++i]);
      if (seconds === undefined) return `verify: --timeout needs a number of seconds above 0 and at most ${MAX_TIMEOUT_SECONDS}, e.g. --timeout ${DEFAULT_TIMEOUT_SECONDS}`;
      timeoutSeconds = seconds;
    } else if (arg.startsWith("-")) return `verify: unknown option ${arg}`;
    else positional.push(arg);
  }
  if (positional.length !== 1) return "verify: give exactly one URL";
  let url: URL;
  try {
    url = new URL(positional[0]!);
  } catch {
    return `verify: ${positional[0]} is not a URL`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return `verify: ${url.href} is not an http(s) URL`;
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "") return `verify: ${url.href} has a path; give the site's origin (${url.origin})`;
  return { url: url.origin, contentDir, timeoutSeconds };
}

/** `90`, `2.5`: a plain decimal, so `1e3` or `0x10` are refused rather than guessed at. */
function parseSeconds(text: string | undefined): number | undefined {
  if (text === undefined || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  const seconds = Number(text);
  return seconds > 0 && seconds <= MAX_TIMEOUT_SECONDS ? seconds : undefined;
}
