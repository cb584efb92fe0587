// What Linux says of a process in /proc/<pid>/stat, read by the preview (whether its shell's
// parent is gone) and the build (whether a leftover predates the process its pid names).
import { readFileSync } from "node:fs";

/**
 * The fields of /proc/<pid>/stat after the command, so field N of proc(5) is at index N - 3
 * (state 0, ppid 1, starttime 19); undefined where there is none to read (not Linux, no such
 * process). The command may hold spaces and parentheses, so it is skipped up to the last ')'.
 */
export function processStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}
