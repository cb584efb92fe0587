// How long a test waits for something that should happen before it calls it a hang. A bound
// against hanging forever, never a speed budget (those are `npm run bench`'s): generous enough
// for a 2-core machine with both cores busy with other work.

/** The longest a test waits for anything before it reports a hang. */
export const PATIENCE_MS = 120_000;
