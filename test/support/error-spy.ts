// Errors a contract row must never cause, seen where each side reports them: the core's
// onError (createApp's option) in-process, and over HTTP the function's log — the Netlify
// function passes console.error as onError, and the preview runs the site's function modules
// in this process — plus any 5xx the preview itself sends for a bug of its own.

/** Collects what went wrong since the last `take()`. */
export interface ErrorSpy {
  /** Everything seen since the last call, as text; empty when nothing went wrong. */
  take(): string[];
}

/** A spy to pass as createApp's onError. */
export function coreErrorSpy(): ErrorSpy & { onError: (error: unknown, request: Request) => void } {
  let seen: string[] = [];
  return {
    onError: (error, request) => seen.push(`onError for ${request.method} ${request.url}: ${describe(error)}`),
    take: () => seen.splice(0),
  };
}

/**
 * Watches console.error (the function's log) from `start()` to `stop()`, passing every line
 * on, so the suite-wide console check still sees it too.
 */
export function functionLogSpy(): ErrorSpy & { start(): void; stop(): void; answered(request: string, response: Response): void } {
  let seen: string[] = [];
  let previous: typeof console.error | undefined;
  return {
    start() {
      if (previous) return;
      previous = console.error;
      const passOn = previous;
      console.error = (...args: unknown[]) => {
        seen.push(`function log: ${args.map(describe).join(" ")}`);
        passOn.apply(console, args);
      };
    },
    stop() {
      if (previous) console.error = previous;
      previous = undefined;
    },
    answered(request, response) {
      if (response.status >= 500) seen.push(`${request} answered ${response.status}`);
    },
    take: () => seen.splice(0),
  };
}

function describe(value: unknown): string {
  return value instanceof Error ? (value.stack ?? value.message) : String(value);
}
