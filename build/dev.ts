// `npm run dev`: `npm start` that rebuilds on every change under content/. Each rebuild prints
// one line: what changed, then the result (`content/projects/alpha.json changed: rebuilt 12
// projects in 0.31 s`, or the build's problem report under that line's heading). While the
// content has problems it keeps serving the last good build; the next good save is served at
// once, no restart. A rebuild or a watcher that fails in any other way (a full disk, a bug) is
// reported in one line and changes nothing either: dev never dies of it.
import type { Preview } from "./preview/start-preview.ts";
import { openPreviewSession } from "./preview/preview-session.ts";
import { terminalText } from "./terminal-text.ts";
import { createChangeLedger } from "./dev/content-changes.ts";
import { describeChanges } from "./dev/describe-changes.ts";
import { createRebuildQueue } from "./dev/rebuild-queue.ts";
import { watchContent } from "./dev/watch-content.ts";
import { countItems } from "./item-counts.ts";

const CONTENT_DIR = "content";

/**
 * Editors save in bursts (write, rename, touch), and the watcher holds a removal back 100 ms
 * to see whether the file comes back (an atomic save): settle a little longer than that, so
 * one save is one rebuild and one line.
 */
const SETTLE_MS = 150;

const session = await openPreviewSession("npm run dev");
const { createApp } = await import("../functions/api/core/app.ts");
const { FUNCTION_APP_OPTIONS } = await import("../functions/api/app-options.ts");
let app: { handle(request: Request): Promise<Response> } | undefined;
let preview: Preview | undefined;

/** What to say while nothing new is served. */
const still = () => (app ? "still serving the last good build" : "fix it and save; serving starts with the first good build");

/** The first error line of anything thrown, no stack. */
const firstLine = (error: unknown) => terminalText((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "");

/** Build once; on success swap the app (and start serving the first time); never rejects. */
async function rebuild(lead: string): Promise<void> {
  try {
    await buildAndSwap(lead);
  } catch (error) {
    // Not a content problem (those are reported by the build): one line.
    process.stderr.write(`${lead}Build failed: ${firstLine(error)} (${still()})\n`);
  }
}

/** `lead` starts the line that reports the result: empty for the first build. */
async function buildAndSwap(lead: string): Promise<void> {
  const started = performance.now();
  const serving = preview;
  // The function's core and the rules (they change with a lane, a tier, a language) are made
  // ready while the new files wait, and take over in the same synchronous step as the files: no
  // request sees new files beside an old function, or the other way round.
  const result = await session.build(still(), lead, async (index, staging) => {
    const next = createApp(index, FUNCTION_APP_OPTIONS);
    const rules = await serving?.prepareReload(staging);
    return () => {
      app = next;
      rules?.();
    };
  });
  if (!result.ok) return;
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!preview) {
    const current = (request: Request) => (app as NonNullable<typeof app>).handle(request);
    preview = await session.serve(current);
    session.announce(result, "Watching content/ for changes. Press Ctrl-C to stop.");
  } else {
    console.log(`${lead}rebuilt ${countItems(result.index.projects.length, result.index.sections)} in ${seconds} s`);
  }
}

const ledger = createChangeLedger();
let built = false;
// Every build goes through the queue, the first too, so two never run at once.
const queue = createRebuildQueue(SETTLE_MS, async () => {
  if (!built) {
    built = true;
    return rebuild("");
  }
  const changes = await ledger.settle().catch(() => undefined);
  // Only temporary files came and went, or a late report of what the last build already read.
  if (changes?.length === 0) return;
  await rebuild(changes ? `${describeChanges(changes)}: ` : "content/ changed: ");
});
// Watch before the first build, so a save during it is rebuilt after it.
const watcher = await watchContent(CONTENT_DIR, {
  found: (path, folder) => ledger.know(path, folder),
  touched: (path) => {
    ledger.touch(path);
    queue.request();
  },
  // The watcher goes on with what it can still watch; the last good build stays served.
  failed: (error) => process.stderr.write(`Watching content/ failed: ${firstLine(error)} (${still()}; restart npm run dev if saves are not picked up)\n`),
});
queue.now();

// On Ctrl-C or SIGTERM (however often): no more rebuilds, the watcher and the preview close,
// then the session removes .preview/<PORT>/ and exits (preview-session.ts).
session.onStop(async () => {
  queue.cancel();
  await watcher.close();
  await preview?.close();
});
