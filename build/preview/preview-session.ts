// What `npm start` and `npm run dev` share, written once: taking the port (listening on it
// before the build, preview-port.ts), the build of content/ for http://localhost:<port> into
// the port's own folder (preview-output.ts), problem reports, the server, the banner, and the
// clean-up when the command stops.
//
// The clean-up runs on SIGINT and SIGTERM however many arrive, and from the moment the port is
// taken: a stop often comes twice (Ctrl-C or a kill reaches the whole process group, and npm
// relays it again to the child). Every signal is handled; the first starts the clean-up, the
// rest wait for it. The scripts run `node --import tsx`, not the tsx command: tsx's parent
// process relays a signal to its child, and SIGKILLs the child when it has not acknowledged
// the signal within 30 ms, twice: on a busy machine 3 of 12 double SIGTERMs ended with exit
// 143, and a child killed before its clean-up leaves `.preview/<port>/` behind.
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import type { BuildOptions, BuildResult } from "../build-site.ts";
import type { Preview } from "./start-preview.ts";
import type { RateLimitRule } from "../content/site-rate-limit.ts";
import { refuseHeld, reservePortOrExit, type PreviewCommand } from "./preview-port.ts";
import { countProblems, reportProblems } from "../report-problems.ts";
import { terminalLines } from "../terminal-text.ts";
import { refuseArguments } from "../refuse-arguments.ts";
import { processStat } from "../process-stat.ts";
import { countItems } from "../item-counts.ts";

const HOST = "localhost";

/** What `npm start` and `npm run dev` do the same way: build, serve, announce and clean up on stop. */
export interface PreviewSession {
  baseUrl: string;
  /**
   * Build content/; problems and warnings are printed, `still` says what keeps serving, and
   * `lead` (dev's "what changed: ") starts the failure's heading line.
   */
  build(still?: string, lead?: string, beforeSwap?: BuildOptions["beforeSwap"]): Promise<BuildResult>;
  /** Serve the preview folder, the function answering through `handle`. */
  serve(handle: (request: Request) => Promise<Response>): Promise<Preview>;
  /** The lines printed once serving starts: counts, every endpoint, and `then`. */
  announce(result: Extract<BuildResult, { ok: true }>, then: string): void;
  /**
   * On the first SIGINT or SIGTERM: `cleanup` (the command's own: a watcher, the preview), then
   * the server closes, a build under way ends, `.preview/<port>/` is removed and the process
   * exits 0. Each call adds a clean-up, run in the order added.
   */
  onStop(cleanup: () => Promise<void> | void): void;
}

/** Take the port (exiting with a message when it is taken or bad), then load the rest. */
export async function openPreviewSession(command: PreviewCommand, env: NodeJS.ProcessEnv = process.env, args: readonly string[] = process.argv.slice(2)): Promise<PreviewSession> {
  refusePreviewArguments(command, args);
  const { port, server } = await reservePortOrExit(env, HOST, command);
  const cleanups: Array<() => Promise<void> | void> = [];
  /** The build under way, if any: the clean-up waits for it, or it would write after the removal. */
  let building: Promise<unknown> | undefined;
  /** The preview starting (reading the site's rules), if it is: the clean-up waits for it too, or it would read a removed folder. */
  let serving: Promise<unknown> | undefined;
  let stopping: Promise<void> | undefined;
  const stop = (code: number) => {
    stopping ??= (async () => {
      for (const cleanup of cleanups) await Promise.resolve().then(cleanup).catch(() => undefined);
      await closeServer(server);
      await building?.catch(() => undefined);
      await serving?.catch(() => undefined);
      const output = await import("./preview-output.ts");
      await output.removePreviewOutput(port).catch(() => undefined);
      process.exit(code);
    })();
    return stopping;
  };
  // SIGHUP: the terminal closed (a tab, an SSH session), which would otherwise end the process
  // with `.preview/<port>/` left behind.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void stop(0));
  // A stop sent to npm alone may never arrive here: npm relays it to the shell that runs the
  // script, and that shell (dash, Debian's sh) dies without relaying it on, which left this
  // process serving with no parent. A parent gone is a stop too (checked twice a second, and the
  // timer keeps nothing alive).
  // A SIGKILL to npm alone leaves its shell alive, re-parented, and this process its child: the
  // shell's own parent changing is a stop too, where the system says who it is (Linux's /proc).
  // Only when the parent is the shell npm ran the script in: a bash there execs node in its
  // place, and then the parent is npm itself, whose own parent may come and go (nohup, a launcher).
  const parent = process.ppid;
  const grandparent = process.env["npm_lifecycle_event"] !== undefined && isShell(parent) ? parentOf(parent) : undefined;
  setInterval(() => {
    if (process.ppid !== parent || (grandparent !== undefined && parentOf(parent) !== grandparent)) void stop(0);
  }, 500).unref();
  // A listening server's later failure (it cannot accept, say): one line, not a stack.
  server.on("error", (error: NodeJS.ErrnoException) => {
    process.stderr.write(`PORT: the preview on port ${port} failed: ${error.code ?? error.message}\n`);
    void stop(1);
  });
  // Loaded only now, so a bad PORT answers at once.
  const { startPreview } = await import("./start-preview.ts");
  const { previewRateLimit, rateLimitFromEnv, RATE_LIMIT_VARIABLE } = await import("./rate-limit-choice.ts");
  const fromEnv = rateLimitFromEnv(env);
  if (fromEnv instanceof Error) {
    const { contentProblem } = await import("../content/content-problem.ts");
    reportProblems("", [contentProblem(RATE_LIMIT_VARIABLE, "", fromEnv.message, `e.g. ${RATE_LIMIT_VARIABLE}=3/60, site (content/site.json's limit) or off`)]);
    process.exit(1);
  }
  const { buildPreview, previewSiteOf } = await import("./preview-output.ts");
  const { renderPreviewBanner } = await import("./preview-banner.ts");
  const baseUrl = `http://${HOST}:${port}`;
  return {
    baseUrl,
    async build(still, lead = "", beforeSwap) {
      // Stopping: no build may start now, or it would write after the folder's removal.
      if (stopping) return new Promise<never>(() => undefined);
      const built = buildPreview(baseUrl, port, beforeSwap);
      building = built;
      // A build that throws (a bug, a full disk) serves nothing either: held requests are told so.
      const result = await built.catch(async (error: unknown) => {
        await refuseHeld(server);
        throw error;
      });
      if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
      // The preview may keep serving, so it must say these same problems stop `npm run build` and a
      // deploy; a write this machine refused (a full disk) is this machine's alone.
      const deploy = !result.ok && result.unwritten ? ", as this machine could not write it" : ", and a deploy would fail the same way";
      if (!result.ok) {
        reportProblems(`${lead}Build failed: ${countProblems(result.problems)}${deploy}${still ? ` (${still})` : ""}`, result.problems);
        // Requests held for a first build get the 503 that says so now, not at the end of their
        // wait, and are sent before `npm start` exits.
        await refuseHeld(server);
      }
      return result;
    },
    async serve(handle) {
      // Stopping: nothing more starts, as for a build; a stop that came while it started is waited for.
      if (stopping) return new Promise<never>(() => undefined);
      const started = previewRateLimit("content", env).then((rateLimit) => startPreview({ distDir: previewSiteOf(port), port, host: HOST, server, handler: handle, rateLimit }));
      serving = started;
      return started.catch((error: unknown) => (stopping ? new Promise<never>(() => undefined) : Promise.reject(error)));
    },
    announce(result, then) {
      // The banner holds content (project slugs), so it is printed escaped like every value.
      console.log(terminalLines(`Built ${result.fileCount} files for ${countItems(result.index.projects.length, result.index.sections)}. Serving ${baseUrl}\n${renderPreviewBanner(result.index)}\n${rateLimitLine(fromEnv, result.index.site.rateLimit)}${then}`));
    },
    onStop: (cleanup) => void cleanups.push(cleanup),
  };
}

/** Stop listening and end every connection; a server already closed is fine. */
function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The preview takes no arguments: `npm start -- --port 9801` would otherwise serve on 8888 with
 * no word about the option it ignored. The port is PORT's (preview-port.ts).
 */
function refusePreviewArguments(command: PreviewCommand, args: readonly string[]): void {
  // `--port 9801`, `--port=9801`, `-p9801`: the number the owner meant, else another example.
  const port = /(?:^|[\s=p])(\d{1,5})$/.exec(args.join(" "))?.[1] ?? "8889";
  refuseArguments(command, args, `it serves content/; set the port with PORT=${port} ${command}`);
}

/**
 * What the banner says of the rate limit: the one this preview enforces (PREVIEW_RATE_LIMIT), or
 * that it enforces none while a deploy will (content/site.json's), so a 429 surprises no one.
 */
function rateLimitLine(chosen: RateLimitRule | null | "site", site: RateLimitRule | null | undefined): string {
  const rule = (limit: RateLimitRule) => `${limit.windowLimit} function calls per ${limit.windowSize} s from one address`;
  const deployed = site ? `deployed, ${rule(site)} (content/site.json)` : "none deployed (content/site.json turns it off)";
  if (chosen !== null && chosen !== "site") return `Rate limit here: ${rule(chosen)} (PREVIEW_RATE_LIMIT); ${deployed}.\n`;
  if (!site) return "Rate limit: none, here or deployed (content/site.json turns it off).\n";
  return chosen === "site" ? `Rate limit here: ${rule(site)}, as deployed (content/site.json).\n` : `Rate limit: none here; deployed, ${rule(site)} (content/site.json; PREVIEW_RATE_LIMIT=site applies it here).\n`;
}

/** The parent of process `pid`, from /proc (Linux); undefined where there is none to read. */
function parentOf(pid: number): number | undefined {
  const ppid = Number(processStat(pid)?.[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

/** Whether process `pid` is a shell (sh, dash, bash, zsh…), from /proc (Linux). */
function isShell(pid: number): boolean {
  try {
    return /^(?:sh|dash|bash|zsh|ksh|ash|mksh)$/.test(readFileSync(`/proc/${pid}/comm`, "utf8").trim());
  } catch {
    return false;
  }
}
