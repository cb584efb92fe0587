// `npm run dev`: `npm start` that rebuilds on every change under content/. While the content
// has problems it prints them, as the build does, and keeps serving the last good build; the
// next good save is served at once, no restart. A rebuild that fails in any other way (a
// full disk, a bug) is reported in one line and changes nothing either: dev never dies of it.
import { watch } from "node:fs";
import type { Preview } from "./preview/start-preview.ts";
import { openPreviewSession } from "./preview-session.ts";
import { terminalText } from "./terminal-text.ts";

/** Editors save in bursts (write, rename, touch); one rebuild per burst. */
const SETTLE_MS = 50;

const session = await openPreviewSession();
const { createApp } = await import("../functions/api/core/app.ts");
let app: { handle(request: Request): Promise<Response> } | undefined;
let preview: Preview | undefined;

/** What to say while nothing new is served. */
const still = () => (app ? "still serving the last good build" : "fix it and save; serving starts with the first good build");

/** Build once; on success swap the app (and start serving the first time); never rejects. */
async function rebuild(first: boolean): Promise<void> {
  try {
    await buildAndSwap(first);
  } catch (error) {
    // Not a content problem (those are reported above): the message's first line, no stack.
    const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
    process.stderr.write(`Build failed: ${terminalText(message ?? "")} (${still()})\n`);
  }
}

async function buildAndSwap(first: boolean): Promise<void> {
  const started = performance.now();
  const result = await session.build(still());
  if (!result.ok) return;
  app = createApp(result.index);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!preview) {
    const current = (request: Request) => (app as NonNullable<typeof app>).handle(request);
    preview = await session.serve(current);
    session.announce(result, "Watching content/ for changes. Press Ctrl-C to stop.");
  } else if (!first) {
    console.log(terminalText(`Rebuilt ${result.index.projects.length} projects in ${seconds} s`));
  }
}

// One build at a time; changes during a build ask for one more after it.
let running: Promise<void> | undefined;
let again = false;
let timer: NodeJS.Timeout | undefined;
function schedule(): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    if (running) {
      again = true;
      return;
    }
    running = rebuild(false).finally(() => {
      running = undefined;
      if (again) {
        again = false;
        schedule();
      }
    });
  }, SETTLE_MS);
}

await rebuild(true);
const watcher = watch("content", { recursive: true }, schedule);
// An unhandled "error" event would end the process; the last good build stays served instead.
watcher.on("error", (error) => process.stderr.write(`Watching content/ failed: ${terminalText(error.message)} (${still()}; restart npm run dev)\n`));

const stop = async () => {
  watcher.close();
  clearTimeout(timer);
  await preview?.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
