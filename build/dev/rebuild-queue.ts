// When `npm run dev` rebuilds: once a burst of events has settled, one build at a time, and
// events during a build ask for exactly one more build after it, however many there were.

/** The dev server's rebuilds: at most one running and one waiting, whatever the watcher reports. */
export interface RebuildQueue {
  /** Something changed: rebuild once things have been quiet for the settle time. */
  request(): void;
  /** Rebuild at once (the first build), or once more after the running one. */
  now(): void;
  /** Forget a waiting request (on exit); a running build finishes. */
  cancel(): void;
}

/** `run` never rejects (dev reports its own failures), so one failure cannot stop the queue. */
export function createRebuildQueue(settleMs: number, run: () => Promise<void>): RebuildQueue {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  const start = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    void run().finally(() => {
      running = false;
      if (again) {
        again = false;
        request();
      }
    });
  };
  const request = () => {
    clearTimeout(timer);
    timer = setTimeout(start, settleMs);
  };
  return { request, now: start, cancel: () => clearTimeout(timer) };
}
