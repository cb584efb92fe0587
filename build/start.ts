// `npm start`: build content/ for http://localhost:<PORT> into .preview/site and serve it like
// Netlify would. The function answers in-process from the index this build made, so neither
// dist/ nor the deployment's index module (functions/api/portfolio-data.js) is touched.
import { portOrExit } from "./preview-port.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalLines } from "./terminal-text.ts";

const HOST = "localhost";
const port = await portOrExit(process.env, HOST);
// Loaded only now, so a bad PORT answers at once.
const { createApp } = await import("../functions/api/core/app.ts");
const { startPreview } = await import("./preview/start-preview.ts");
const { buildPreview, PREVIEW_DIR, previewBanner } = await import("./preview-site.ts");
const baseUrl = `http://localhost:${port}`;
const result = await buildPreview(baseUrl);
if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
if (!result.ok) {
  reportProblems(`Build failed: ${countProblems(result.problems)}`, result.problems);
  process.exit(1);
}
const app = createApp(result.index);
const preview = await startPreview({ distDir: PREVIEW_DIR, port: port, host: HOST, handler: (request) => app.handle(request) });
console.log(
  terminalLines(`Built ${result.fileCount} files for ${result.index.projects.length} projects. Serving ${baseUrl}
${previewBanner(baseUrl, result.index.projects[0]?.slug)}
Press Ctrl-C to stop.`),
);

const stop = async () => {
  await preview.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
