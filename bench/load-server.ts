// The preview under load, in a process of its own so its memory is its own: builds the sample
// content into a temporary folder, serves it on 127.0.0.1, and answers the driver's messages
// (`memory`, `stop`) over the IPC channel. Started by bench/load.ts; not meant to run alone.
import { formatProblem } from "../build/report-problems.ts";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildSite } from "../build/build-site.ts";
import { startPreview } from "../build/preview/start-preview.ts";
import { createApp } from "../functions/api/core/app.ts";
import { listEndpoints } from "../functions/api/core/api-docs.ts";
import { resourceDocsOf } from "../build/resource-docs-of.ts";
import { unusedName } from "../build/site-documents/text/unused-name.ts";

/** What the server tells the driver once it listens. */
export interface ServerReady {
  type: "ready";
  url: string;
  caseStudySlug: string;
  /** Every GET path the resources list (RESOURCES, resource-list.ts), each answered 200. */
  paths: string[];
  /** A search word of the owner's titles that always answers 200. */
  searchWord: string | undefined;
  /** A well-formed slug no project has (404), whatever the owner's slugs are. */
  missingSlug: string;
}

/** The server's memory after a full collection (when --expose-gc is on), in bytes. */
export interface ServerMemory {
  type: "memory";
  rss: number;
  heapUsed: number;
}

async function freeLoopbackPort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

const send = (message: ServerReady | ServerMemory) => process.send?.(message);

const port = await freeLoopbackPort();
const root = await mkdtemp(path.join(tmpdir(), "portfolio-load-"));
const built = await buildSite({ contentDir: "content", outDir: path.join(root, "dist"), indexModule: false, baseUrl: `http://127.0.0.1:${port}` });
if (!built.ok) throw new Error(built.problems.map(formatProblem).join("\n"));
// The Netlify function is exactly createApp(index).handle over the built index.
const app = createApp(built.index);
const preview = await startPreview({ distDir: path.join(root, "dist"), port, handler: (request) => app.handle(request) });

process.on("message", async (message: { type: string }) => {
  if (message.type === "memory") {
    (globalThis as { gc?: () => void }).gc?.();
    const { rss, heapUsed } = process.memoryUsage();
    send({ type: "memory", rss, heapUsed });
  } else if (message.type === "stop") {
    await preview.close();
    await rm(root, { recursive: true, force: true });
    process.exit(0);
  }
});

const caseStudySlug = built.index.projects.find((project) => project.caseStudy)?.slug ?? "";
const paths = [...new Set(listEndpoints(built.index, resourceDocsOf()).filter((endpoint) => endpoint.rank !== "agents").map((endpoint) => endpoint.path))];
const missingSlug = unusedName("no-such-project", built.index.projects.map((project) => project.slug));
send({ type: "ready", url: preview.url, caseStudySlug, paths, searchWord: built.index.searchExample, missingSlug });
