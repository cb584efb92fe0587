// A command a test starts in its own process group, so that stopping it stops everything it
// started too (tsx runs node as a child); `stop()` is safe to call in every `finally`.
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { once } from "node:events";
import path from "node:path";
import { PATIENCE_MS } from "./patience.ts";

/** Where and as whom a child runs; `user` only when this process may switch to it (root). */
export interface GroupOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  user?: { uid: number; gid: number };
}

/** A command running in its own process group: its output so far, its exit, and how to stop it all. */
export interface GroupChild {
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, in order. */
  output(): string;
  /** What was written to stdout alone. */
  stdout(): string;
  /** What was written to stderr alone. */
  stderr(): string;
  /** Resolve once the output contains `text`; reject on exit or after `ms` (a hang). */
  waitFor(text: string | RegExp, ms?: number): Promise<void>;
  /** Resolve with the exit code. */
  exited(): Promise<number | null>;
  /** SIGKILL the whole group if anything in it still runs. */
  stop(): Promise<void>;
}

/**
 * How to stop each group started in this test file that has not exited yet. A test that times
 * out is abandoned, not unwound: its `finally` waits on an exit that never comes. So every
 * file also stops what is left once it ends (stop-groups.ts, a setup file), however it ended.
 */
const running = new Set<() => Promise<void>>();

/** Stop every group of this file still running. */
export async function stopEveryGroup(): Promise<void> {
  await Promise.all([...running].map((stop) => stop()));
}

/**
 * Where a test run started by another test (runSuiteIn) lists the groups it starts: each is a
 * group of its own, outside the inner vitest's, so cutting that vitest off stops none of them;
 * the outer test stops every group listed here instead.
 */
export const GROUPS_FILE_VARIABLE = "TEST_PROCESS_GROUPS_FILE";

/** Start `command` detached (a new process group) with piped output. */
export function spawnGroup(command: string, args: string[], options: GroupOptions = {}): GroupChild {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ["ignore", "pipe", "pipe"], detached: true, ...(options.user && { uid: options.user.uid, gid: options.user.gid }) });
  const groupsFile = process.env[GROUPS_FILE_VARIABLE];
  if (groupsFile && child.pid !== undefined) appendFileSync(groupsFile, `${child.pid}\n`);
  let text = "";
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    stdout += chunk.toString();
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    text += chunk.toString();
    stderr += chunk.toString();
  });
  const exit = child.exitCode !== null ? Promise.resolve(child.exitCode) : once(child, "exit").then(([code]) => code as number | null);
  // Kept until stopped even once its first process has exited: what it started may live on.
  const stop = async () => {
    running.delete(stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // The group is already gone.
    }
    if (child.exitCode === null && child.signalCode === null) await exit;
  };
  running.add(stop);
  const seen = (wanted: string | RegExp) => (typeof wanted === "string" ? text.includes(wanted) : wanted.test(text));
  return {
    child,
    output: () => text,
    stdout: () => stdout,
    stderr: () => stderr,
    waitFor: async (wanted, ms = PATIENCE_MS) => {
      const deadline = Date.now() + ms;
      while (!seen(wanted)) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before printing ${String(wanted)}:\n${text}`);
        if (Date.now() > deadline) throw new Error(`no ${String(wanted)} within ${ms} ms:\n${text}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    exited: () => exit,
    stop,
  };
}

/** How a command run to its end went. */
export interface RunResult {
  code: number | null;
  /** stdout and stderr, interleaved as written. */
  output: string;
  stdout: string;
  stderr: string;
}

/**
 * Run `command` in its own group to its end and give its exit code and output; after `ms` (a
 * hang) or whatever happens, the whole group is stopped, so nothing it started outlives it.
 */
export async function runGroup(command: string, args: string[], options: GroupOptions & { ms?: number } = {}): Promise<RunResult> {
  const run = spawnGroup(command, args, options);
  // "close", not "exit": the output is whole only once its pipes have closed.
  const closed = once(run.child, "close").then(([code]) => code as number | null);
  let timer: NodeJS.Timeout | undefined;
  try {
    const hang = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${path.basename(command)} ran longer than ${options.ms ?? PATIENCE_MS} ms:\n${run.output()}`)), options.ms ?? PATIENCE_MS);
    });
    const code = await Promise.race([closed, hang]);
    return { code, output: run.output(), stdout: run.stdout(), stderr: run.stderr() };
  } finally {
    clearTimeout(timer);
    await run.stop();
  }
}

/** SIGKILL every process group listed in `file` (one id a line); a group already gone is skipped. */
export async function stopListedGroups(file: string): Promise<void> {
  const listed = await readFile(file, "utf8").catch(() => "");
  for (const id of listed.split("\n").map(Number).filter((n) => Number.isInteger(n) && n > 1)) {
    try {
      process.kill(-id, "SIGKILL");
    } catch {
      // Stopped by the inner run's own teardown.
    }
  }
}
