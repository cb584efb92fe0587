// `npm run dev`: `npm start` that rebuilds on every change under content/. While the content
// has problems it prints them, as the build does, and keeps serving the last good build; the
// next good save is served at once, no restart.
import { watch } from "node:fs";
import type { Preview } from "./preview/start-preview.ts";
import { portOrExit } from "./preview-port.ts";
import { countProblems, reportProblems } from "./report-problems.ts";

const HOST = "localhost";
/** Editors save in bursts (write, rename, touch); one rebuild per burst. */
const SETTLE_MS = 50;

const port = await portOrExit(process.env, HOST);
// Loaded only now, so a bad PORT answers at once.
const { createApp } = await import("../functions/api/core/app.ts");
const { startPreview } = await import("./preview/start-preview.ts");
const { buildPreview, PREVIEW_DIR, previewBanner } = await import("./preview-site.ts");
const listenPort = port;
const baseUrl = `http://localhost:${listenPort}`;
let app: { handle(request: Request): Promise<Response> } | undefined;
let preview: Preview | undefined;

/** Build once; on success swap the app (and start serving the first time). */
async function rebuild(first: boolean): Promise<void> {
  const started = performance.now();
  const result = await buildPreview(baseUrl);
  if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
  if (!result.ok) {
    const still = app ? "still serving the last good build" : "fix it and save; serving starts with the first good build";
    reportProblems(`Build failed: ${countProblems(result.problems)} (${still})`, result.problems);
    return;
  }
  app = createApp(result.index);
  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  if (!preview) {
    const current = (request: Request) => (app as NonNullable<typeof app>).handle(request);
    preview = await startPreview({ distDir: PREVIEW_DIR, port: listenPort, host: HOST, handler: current });
    console.log(`Built ${result.fileCount} files for ${result.index.projects.length} projects. Serving ${baseUrl}
${previewBanner(baseUrl, result.index.projects[0]?.slug)}
Watching content/ for changes. Press Ctrl-C to stop.`);
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
