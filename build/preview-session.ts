// What `npm start` and `npm run dev` share, written once: taking the port (listening on it
// before the build, preview-port.ts), the build of content/ for http://localhost:<port> into
// the port's own folder (preview-output.ts), problem reports, the server, the banner, and the
// clean-up when the command stops.
import type { BuildResult } from "./build-site.ts";
import type { Preview } from "./preview/start-preview.ts";
import { reservePortOrExit } from "./preview-port.ts";
import { countProblems, reportProblems } from "./report-problems.ts";
import { terminalLines } from "./terminal-text.ts";

const HOST = "localhost";

export interface PreviewSession {
  baseUrl: string;
  /**
   * Build content/; problems and warnings are printed, `still` says what keeps serving, and
   * `lead` (dev's "what changed: ") starts the failure's heading line.
   */
  build(still?: string, lead?: string): Promise<BuildResult>;
  /** Serve the preview folder, the function answering through `handle`. */
  serve(handle: (request: Request) => Promise<Response>): Promise<Preview>;
  /** The lines printed once serving starts: counts, every endpoint, and `then`. */
  announce(result: Extract<BuildResult, { ok: true }>, then: string): void;
  /** Remove what this preview generated (`.preview/<port>/`); call it once nothing serves it. */
  removeOutput(): Promise<void>;
}

/** Take the port (exiting with a message when it is taken or bad), then load the rest. */
export async function openPreviewSession(env: NodeJS.ProcessEnv = process.env): Promise<PreviewSession> {
  const { port, server } = await reservePortOrExit(env, HOST);
  // A listening server's later failure (it cannot accept, say): one line, not a stack.
  server.on("error", (error: NodeJS.ErrnoException) => {
    process.stderr.write(`PORT: the preview on port ${port} failed: ${error.code ?? error.message}\n`);
    process.exit(1);
  });
  // Loaded only now, so a bad PORT answers at once.
  const { startPreview } = await import("./preview/start-preview.ts");
  const { previewRateLimit, rateLimitFromEnv, RATE_LIMIT_VARIABLE } = await import("./preview/preview-rate-limit.ts");
  const fromEnv = rateLimitFromEnv(env);
  if (fromEnv instanceof Error) {
    const { contentProblem } = await import("./content/content-problem.ts");
    reportProblems("", [contentProblem(RATE_LIMIT_VARIABLE, "", fromEnv.message, `e.g. ${RATE_LIMIT_VARIABLE}=3/60, or off`)]);
    process.exit(1);
  }
  const { buildPreview, previewSiteOf, removePreviewOutput } = await import("./preview-output.ts");
  const { previewBanner } = await import("./preview-banner.ts");
  const baseUrl = `http://${HOST}:${port}`;
  return {
    baseUrl,
    async build(still, lead = "") {
      const result = await buildPreview(baseUrl, port);
      if (result.warnings.length > 0) reportProblems("Warning: skipped in content/:", result.warnings);
      // The preview may keep serving, so it must say these same problems stop `npm run build` and a deploy.
      if (!result.ok) reportProblems(`${lead}Build failed: ${countProblems(result.problems)}, and a deploy would fail the same way${still ? ` (${still})` : ""}`, result.problems);
      return result;
    },
    serve: async (handle) => startPreview({ distDir: previewSiteOf(port), port, host: HOST, server, handler: handle, rateLimit: await previewRateLimit("content", env) }),
    announce(result, then) {
      // The banner holds content (project slugs), so it is printed escaped like every value.
      console.log(terminalLines(`Built ${result.fileCount} files for ${result.index.projects.length} projects. Serving ${baseUrl}\n${previewBanner(result.index)}\n${then}`));
    },
    removeOutput: () => removePreviewOutput(port),
  };
}
