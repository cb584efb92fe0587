// The port `npm start` and `npm run dev` listen on, taken before anything heavy loads and before
// the build: a bad PORT or a busy port is one line naming PORT, not a stack trace from listen().
// Taking it means listening on it at once, not checking that it is free and listening after
// the build: two previews started at the same moment on one port both passed such a check,
// both built into its one folder (.preview/<port>/), and the second crashed on EADDRINUSE.
// Now the system gives the port to one of them; the other stops before writing anything.
import { answerConnectAsRequest } from "./connect-as-request.ts";
import { ROUTE_HEADER } from "./route-header.ts";
import { createServer, type IncomingMessage, type Server, type ServerOptions, type ServerResponse } from "node:http";
import { contentProblem, type ContentProblem } from "../content/content-problem.ts";
import { reportProblems } from "../report-problems.ts";

/** The port taken, or the problems that say why PORT could not be used. */
export type PortResult = { ok: true; port: number } | { ok: false; problems: ContentProblem[] };

/** The command the owner ran, for the example in a message: following it must not lose `npm run dev`'s rebuilds. */
export type PreviewCommand = "npm start" | "npm run dev";

/** A port this process listens on, its server holding requests until the preview takes it over (503 once the first build failed). */
export type Reservation = { ok: true; port: number; server: Server } | { ok: false; problems: ContentProblem[] };

/** Where the preview listens when PORT is unset (the README's http://localhost:8888). */
export const DEFAULT_PREVIEW_PORT = 8888;

/** `PORT`, 8888 when unset; anything but a whole number from 1 to 65535 is a problem naming PORT. */
function resolvePort(env: NodeJS.ProcessEnv, command: PreviewCommand): PortResult {
  const raw = env["PORT"];
  if (raw === undefined || raw === "") return { ok: true, port: DEFAULT_PREVIEW_PORT };
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (port >= 1 && port <= 65535) return { ok: true, port };
  return { ok: false, problems: [contentProblem("PORT", "", `'${raw}' is not a port number from 1 to 65535`, `e.g. PORT=8889 ${command}`)] };
}

/**
 * The problem naming PORT for an error from listening on `port` (EADDRINUSE: in use); `free`, a
 * port found free just now, is the one the example offers (else the next one up).
 */
function portProblem(port: number, error: NodeJS.ErrnoException, command: PreviewCommand, free?: number): ContentProblem {
  const why = error.code === "EADDRINUSE" ? "is already in use" : error.code === "EACCES" ? "needs more privileges than you have" : `cannot be used (${error.code ?? error.message})`;
  return contentProblem("PORT", "", `port ${port} ${why}`, `stop what is using it, or choose another port, e.g. PORT=${free ?? (port === 65535 ? 8889 : port + 1)} ${command}`);
}

/** Listen on `port` at `host` with `server`; the error, or undefined once it listens. */
function listenOn(server: Server, port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    server.once("error", resolve);
    server.listen(port, host, () => {
      server.off("error", resolve);
      resolve(undefined);
    });
  });
}

/**
 * The first of the next few ports above `port` that is free at `host` now, so the example a
 * busy port's message gives works when followed (a second preview beside `npm run dev` on 8888
 * and 8889 was offered 8889). Undefined when none of them is.
 */
async function freePortAbove(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + 20, 65535); candidate++) {
    const probe = createServer();
    if ((await listenOn(probe, candidate, host)) === undefined) {
      await new Promise((resolve) => probe.close(resolve));
      return candidate;
    }
  }
  return undefined;
}

/** What a request gets when the preview has no build to serve: the first one failed (`npm run dev`), or took longer than HOLD_MS. */
const NOT_YET = Buffer.from("The preview has no build to serve yet: it is building, or the terminal running it says what to fix in content/. Try again in a moment.\n");

/**
 * How long a request that came during the first build waits for it. A script that starts
 * `npm start` and sends its requests once the port accepts them gets its answers, not a 503 it
 * would take for the site's; a build that takes longer still answers 503, not a hang.
 */
const HOLD_MS = 30_000;

/** The requests a reserved server holds while the first build runs (absent: it holds none). */
interface Held {
  req: IncomingMessage;
  res: ServerResponse;
  timer: NodeJS.Timeout;
}
const holding = new WeakMap<Server, Held[]>();

/** The reservation's answer: hold the request for the preview, or 503 when it holds none. */
function holdOrRefuse(server: Server) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const queue = holding.get(server);
    if (!queue) return void answerNotYet(req, res);
    const entry: Held = {
      req,
      res,
      // A build this slow is no first build to wait for: every request held, and every later one, gets the 503.
      timer: setTimeout(() => void refuseHeld(server), HOLD_MS).unref(),
    };
    queue.push(entry);
    // A client that gives up is not answered later.
    res.once("close", () => {
      clearTimeout(entry.timer);
      const at = queue.indexOf(entry);
      if (at >= 0) queue.splice(at, 1);
    });
  };
}

/** The requests `server` holds, each timer stopped; it holds no more from now on. */
function takeHeld(server: Server): Held[] {
  const queue = holding.get(server) ?? [];
  holding.delete(server);
  for (const { timer } of queue) clearTimeout(timer);
  return queue.splice(0);
}

/** Hand the held requests to the server's new request listener (the preview's, which just took over); hold no more. */
export function releaseHeld(server: Server): void {
  for (const { req, res } of takeHeld(server)) server.emit("request", req, res);
}

/**
 * The first build failed (or took past HOLD_MS): each held request gets the 503 now, and so does
 * every later one until the preview serves. Settles once every held answer is sent, so a
 * command that exits next (`npm start` on broken content) does not cut them off.
 */
export async function refuseHeld(server: Server): Promise<void> {
  await Promise.all(takeHeld(server).map(({ req, res }) => answerNotYet(req, res)));
}

/** Answer 503; settles once the answer is sent, or the client is gone. */
function answerNotYet(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const done = new Promise<void>((resolve) => {
    res.once("finish", resolve);
    res.once("close", resolve);
  });
  // The body is read off the connection first: answering while the client still sends resets it.
  req.once("end", () => {
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(NOT_YET.length), "Cache-Control": "no-store", "Retry-After": "1", [ROUTE_HEADER]: "preview" });
    res.end(req.method === "HEAD" ? undefined : NOT_YET);
  });
  req.resume();
  return done;
}

/**
 * How the preview's server is made, here and wherever one is (build/preview/start-preview.ts):
 * a request with no Host reaches the preview's Host check (a 421 problem with the spec's
 * headers), not Node's bare 400 with none of them. The reserved server is the one that serves.
 */
export const PREVIEW_SERVER_OPTIONS: ServerOptions = { requireHostHeader: false };

/** Listen on `port` at `host` now, or the problem naming PORT. */
async function reservePort(port: number, host: string, command: PreviewCommand): Promise<Reservation> {
  const server = createServer(PREVIEW_SERVER_OPTIONS);
  holding.set(server, []);
  server.on("request", holdOrRefuse(server));
  answerConnectAsRequest(server);
  const error = await listenOn(server, port, host);
  if (!error) return { ok: true, port, server };
  const free = error.code === "EADDRINUSE" ? await freePortAbove(port, host) : undefined;
  return { ok: false, problems: [portProblem(port, error, command, free)] };
}

/** For the commands: the port and its listening server, or its problems printed and exit code 1. */
export async function reservePortOrExit(env: NodeJS.ProcessEnv, host: string, command: PreviewCommand): Promise<{ port: number; server: Server }> {
  const chosen = resolvePort(env, command);
  const reserved = chosen.ok ? await reservePort(chosen.port, host, command) : chosen;
  if (reserved.ok) return reserved;
  reportProblems("", reserved.problems);
  process.exit(1);
}
