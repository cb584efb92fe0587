// `npm run dev`: `npm start` that rebuilds on every change under content/. While the content
// has problems it prints them, as the build does, and keeps serving the last good build; the
// next good save is served at once, no restart.
import { watch } from "node:fs";
import type { Preview } from "./preview/start-preview.ts";
import { openPreviewSession } from "./preview-session.ts";

/** Editors save in bursts (write, rename, touch); one rebuild per burst. */
const SETTLE_MS = 50;

const session = await openPreviewSession();
const { createApp } = await import("../functions/api/core/app.ts");
let app: { handle(request: Request): Promise<Response> } | undefined;
let preview: Preview | undefined;

/** Build once; on success swap the app (and start serving the first time). */
async function rebuild(first: boolean): Promise<void> {
  const started = performance.now();
  const result = await session.build(app ? "still serving the last good build" : "fix it and save; serving starts with the first good build");
  if (!result.ok) return;
  app = createApp(result.index);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!preview) {
    const current = (request: Request) => (app as NonNullable<typeof app>).handle(request);
    preview = await session.serve(current);
    session.announce(result, "Watching content/ for changes. Press Ctrl-C to stop.");
  } else if (!first) {
    console.log(`Rebuilt ${result.index.projects.length} projects in ${seconds} s`);
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

const stop = async () => {
  watcher.close();
  clearTimeout(timer);
  await preview?.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
