// The one deadline of a verify run: a deployment that answers slowly, trickles or never answers
// must not hold the command (or a CI job) for requests × per-request wait.

/** The run's deadline: its signal aborts every request still open when it passes. */
export interface Deadline {
  /** What `--timeout` was given, for the line that says the deadline passed. */
  seconds: number;
  signal: AbortSignal;
  passed(): boolean;
  /** Milliseconds left, never negative. */
  remainingMs(): number;
}

/** Start the clock now; it passes `seconds` from now. */
export function startDeadline(seconds: number): Deadline {
  const ms = Math.ceil(seconds * 1000);
  const end = Date.now() + ms;
  // AbortSignal.timeout's timer does not keep the process alive, so a finished run exits at once.
  const signal = AbortSignal.timeout(ms);
  return {
    seconds,
    signal,
    // Either clock: a request's own timer set for the same instant may fire first.
    passed: () => signal.aborted || Date.now() >= end,
    // Once the signal has fired nothing is left, even where the wall clock (which timers do not
    // follow to the millisecond) still shows a moment before the end.
    remainingMs: () => (signal.aborted ? 0 : Math.max(0, end - Date.now())),
  };
}

/**
 * The signal for one request: it aborts after `perRequestMs` or when the run's deadline passes,
 * whichever comes first, so no single wait outlasts what is left of the run. When the deadline
 * is the nearer, it alone is used, so an abort then is always the deadline's.
 */
export function requestSignal(deadline: Deadline, perRequestMs: number): AbortSignal {
  if (deadline.remainingMs() <= perRequestMs) return deadline.signal;
  return AbortSignal.any([deadline.signal, AbortSignal.timeout(perRequestMs)]);
}
