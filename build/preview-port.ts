// The port `npm start` and `npm run dev` listen on, checked before anything heavy loads, so
// a bad PORT or a busy port is one line naming PORT, not a stack trace from listen().
import { createServer } from "node:net";
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import { reportProblems } from "./report-problems.ts";

export type PortResult = { ok: true; port: number } | { ok: false; problems: ContentProblem[] };

/** `PORT`, 8888 when unset; anything but a whole number from 1 to 65535 is a problem naming PORT. */
export function resolvePort(env: NodeJS.ProcessEnv): PortResult {
  const raw = env["PORT"];
  if (raw === undefined || raw === "") return { ok: true, port: 8888 };
  const port = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (port >= 1 && port <= 65535) return { ok: true, port };
  return { ok: false, problems: [contentProblem("PORT", "", `'${raw}' is not a port number from 1 to 65535`, "e.g. PORT=8889 npm start")] };
}

/** A problem naming PORT when `port` cannot be listened on at `host`, before the preview tries. */
export async function checkPortFree(port: number, host: string): Promise<ContentProblem[]> {
  const server = createServer();
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    server.once("error", resolve);
    server.listen(port, host, () => resolve(undefined));
  });
  if (!error) {
    await new Promise((resolve) => server.close(resolve));
    return [];
  }
  const why = error.code === "EADDRINUSE" ? "is already in use" : error.code === "EACCES" ? "needs more privileges than you have" : `cannot be used (${error.code ?? error.message})`;
  return [contentProblem("PORT", "", `port ${port} ${why}`, `stop what is using it, or choose another port, e.g. PORT=${port === 65535 ? 8889 : port + 1} npm start`)];
}

/** The port to listen on, or the problems with it. */
export async function choosePort(env: NodeJS.ProcessEnv, host: string): Promise<PortResult> {
  const chosen = resolvePort(env);
  if (!chosen.ok) return chosen;
  const problems = await checkPortFree(chosen.port, host);
  return problems.length > 0 ? { ok: false, problems } : chosen;
}

/** For the commands: the port, or its problems printed and exit code 1. */
export async function portOrExit(env: NodeJS.ProcessEnv, host: string): Promise<number> {
  const chosen = await choosePort(env, host);
  if (chosen.ok) return chosen.port;
  reportProblems("", chosen.problems);
  process.exit(1);
}
