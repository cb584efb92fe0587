// Static throughput: plain http-server serving a list file vs the local preview serving the
// same file at its public path (routing rules, header rules, then the same file server).
// autocannon runs in its own process, so server and load each have a core.
import { staticFileOf } from "../build/cacheable-gets.ts";
import { spawn, execFile, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { summarize, type Summary } from "./stats.ts";

/** One server's throughput and latency on its file, over every autocannon run. */
export interface ThroughputResult {
  label: string;
  path: string;
  /** Requests per second, one value per run. */
  requestsPerSec: Summary;
  latencyP50Ms: Summary;
  non2xx: number;
  errors: number;
}

/** The built site and function to serve, and how long and how hard autocannon loads each server. */
export interface ThroughputOptions {
  distDir: string;
  functionModule: string;
  runs: number;
  seconds: number;
  connections: number;
}

const AUTOCANNON = path.resolve("node_modules/autocannon/autocannon.js");

async function startServer(args: string[]): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ["--no-deprecation", "--import", "tsx", "bench/static-server.ts", ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    // The preview imports zip-it-and-ship-it to read the functions' routes: about 3.5 s of CPU,
    // many times that on a machine busy with other work.
    const timer = setTimeout(() => reject(new Error("static server did not start in 90 s")), 90_000);
    lines.once("line", (line) => {
      clearTimeout(timer);
      resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("exit", (code) => reject(new Error(`static server exited with ${code}`)));
  }).catch((error: unknown) => {
    // A server that never said its port is stopped here: no caller holds it.
    child.kill("SIGTERM");
    throw error;
  });
  return { child, port };
}

interface CannonRun {
  requests: { average: number };
  latency: { p50: number };
  non2xx: number;
  errors: number;
}

function cannon(url: string, seconds: number, connections: number): Promise<CannonRun> {
  const args = [AUTOCANNON, "-c", String(connections), "-d", String(seconds), "-j", url];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { timeout: (seconds + 30) * 1000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(JSON.parse(stdout) as CannonRun);
    });
  });
}

/** Alternate the two servers run by run; a one-second warm-up of each is not counted. */
export async function measureStaticThroughput(options: ThroughputOptions): Promise<ThroughputResult[]> {
  const subjects = [
    { label: "http-server (plain)", args: ["plain", options.distDir], path: `/${staticFileOf("/api/v1/projects", {})}` },
    { label: "portfolio-api preview", args: ["preview", options.distDir, options.functionModule], path: "/api/v1/projects" },
  ];
  // Each started server is stopped even when the other one fails to start.
  const started = await Promise.allSettled(subjects.map((s) => startServer(s.args)));
  const servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
  try {
    const failed = started.find((result) => result.status === "rejected");
    if (failed !== undefined) throw failed.reason;
    const runs = subjects.map(() => [] as CannonRun[]);
    for (const [i, s] of subjects.entries()) await cannon(`http://127.0.0.1:${servers[i]!.port}${s.path}`, 1, options.connections);
    for (let run = 0; run < options.runs; run++) {
      for (const [i, s] of subjects.entries()) runs[i]!.push(await cannon(`http://127.0.0.1:${servers[i]!.port}${s.path}`, options.seconds, options.connections));
    }
    return subjects.map((s, i) => ({
      label: s.label,
      path: s.path,
      requestsPerSec: summarize(runs[i]!.map((r) => r.requests.average)),
      latencyP50Ms: summarize(runs[i]!.map((r) => r.latency.p50)),
      non2xx: runs[i]!.reduce((sum, r) => sum + r.non2xx, 0),
      errors: runs[i]!.reduce((sum, r) => sum + r.errors, 0),
    }));
  } finally {
    for (const { child } of servers) child.kill("SIGTERM");
  }
}
