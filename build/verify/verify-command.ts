// `npm run verify -- <url> [--content <dir>]`: the arguments, the run and the exit code, with
// output through `write` so a test can read it in-process.
import { problemReport } from "../report-problems.ts";
import { renderVerifyReport } from "./print-verify.ts";
import { runVerify } from "./run-verify.ts";

const USAGE = "usage: npm run verify -- <url> [--content <dir>]   (url: the deployment's origin, e.g. https://example.netlify.app)";

/** 0: every request answered as the core does; 1: some differ; 2: the command could not run. */
export async function verifyCommand(args: readonly string[], write: (text: string) => void): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === "string") {
    write(`${parsed}\n${USAGE}\n`);
    return 2;
  }
  const result = await runVerify(parsed);
  if (!result.ok) {
    write(problemReport(`verify: ${parsed.contentDir}/ has problems, so there is nothing to compare with (run npm run check):`, result.problems));
    return 2;
  }
  if (result.facts === undefined) {
    write(`verify: ${parsed.url}/api/v1/health is not this API's health answer, so the build time and base URL are unknown; compared with the core built for ${parsed.url}\n`);
  }
  write(`${renderVerifyReport(parsed.url, result.rows)}\n`);
  return result.rows.every((r) => r.differences.length === 0) ? 0 : 1;
}

function parseArgs(args: readonly string[]): { url: string; contentDir: string } | string {
  let contentDir = "content";
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--content") {
      const dir = args[++i];
      if (dir === undefined) return "verify: --content needs a folder";
      contentDir = dir.replace(/\/+$/, "");
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
  return { url: url.origin, contentDir };
}
