// The one way a test gets a server: a site built into a temporary folder (netlify.toml, the
// functions with their generated index module, dist/) and served by the local preview on
// 127.0.0.1, as `npm start` serves it and as Netlify would deploy it. Optionally Netlify's own
// emulation (@netlify/dev) of the same folder beside it. Everything a start makes is undone by
// one cleanup list, in reverse, even when the start fails halfway or a test fails.
import type { ResourceDocs } from "../../functions/api/core/resource-docs.ts";
import { cp, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { NetlifyDev } from "@netlify/dev";
import { buildSite } from "../../build/build-site.ts";
import { formatProblem } from "../../build/report-problems.ts";
import { startPreview } from "../../build/preview/start-preview.ts";
import { createApp, type AppOptions } from "../../functions/api/core/app.ts";
import type { PortfolioIndex } from "../../functions/api/core/portfolio-index.ts";
import { freePort } from "./free-port.ts";
import { FUNCTION_ENTRY_FILES } from "../../build/function-entries.ts";
import type { RateLimitRule } from "../../build/content/site-rate-limit.ts";
import { SAMPLE_CONTENT } from "./sample.ts";
import type { ContentKind } from "../../build/content/kinds.ts";

type Handler = (request: Request) => Promise<Response>;

/** What to build and how to answer. */
export interface SiteOptions {
  /** The content folder; the engine's sample by default. */
  content?: string;
  /** The URL the site is built for; by default the preview's own, http://127.0.0.1:<port>. */
  baseUrl?: string;
  /** The build time (ISO), fixed so that no answer depends on the clock. */
  builtAt?: string;
  /**
   * Build and answer with a core made with these options (a test's own route table) instead
   * of the site's own function modules.
   */
  app?: AppOptions;
  /** The content kinds to read (a test's added sections); kinds.ts's list by default. */
  kinds?: readonly ContentKind[];
  /** The documentation of the resources a test adds to `app.resources`, by name. */
  docs?: Readonly<Record<string, ResourceDocs>>;
  /** Sees every request that reaches a function, before the function answers it. */
  onFunctionCall?: (request: Request) => void;
  /**
   * The rate limit the preview enforces on the functions. Off unless a test asks: the suites
   * send far more function calls from 127.0.0.1 than any window allows.
   */
  rateLimit?: RateLimitRule;
}

/** A deployable site folder: what Netlify would see after `npm run build`. */
export interface BuiltSite {
  root: string;
  distDir: string;
  index: PortfolioIndex;
}

/** A built site served by the preview. */
export interface ServedSite extends BuiltSite {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  port: number;
  /** A request for `target` (path and query) on the preview; redirects are not followed. */
  fetch(target: string, init?: RequestInit): Promise<Response>;
}

/** The preview and Netlify's emulation of one site. */
export interface NetlifyPair {
  site: ServedSite;
  netlify: NetlifyDev;
}

/** The build time of a served site when a test gives none, fixed so answers never depend on the clock. */
export const DEFAULT_BUILT_AT = "2026-01-01T00:00:00.000Z";

/** Undo steps, run last-in first-out; every step runs even when an earlier one throws. */
export class Cleanup {
  private readonly steps: Array<() => unknown> = [];

  add(step: () => unknown): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    const failures: unknown[] = [];
    for (const step of this.steps.splice(0).reverse()) {
      try {
        await step();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, "cleaning up the test site failed");
  }
}

/** Build `options.content` for `baseUrl` into a fresh site folder, removed by `cleanup`. */
export async function buildSiteFolder(baseUrl: string, options: SiteOptions, cleanup: Cleanup): Promise<BuiltSite> {
  const root = await mkdtemp(path.join(tmpdir(), "portfolio-site-"));
  cleanup.add(() => rm(root, { recursive: true, force: true }));
  await cp("netlify.toml", path.join(root, "netlify.toml"));
  // What `npm run build` generated in this checkout is written afresh for this site.
  const generated = ["functions/api/portfolio-data.js", ...FUNCTION_ENTRY_FILES.map((file) => `functions/${file}`)].map((file) => path.resolve(file));
  await cp("functions", path.join(root, "functions"), { recursive: true, filter: (src) => !generated.includes(path.resolve(src)) });
  await writeFile(path.join(root, "package.json"), JSON.stringify({ name: "site", private: true, type: "module" }));
  const distDir = path.join(root, "dist");
  const builtAt = options.builtAt ?? DEFAULT_BUILT_AT;
  const result = await buildSite({
    contentDir: options.content ?? SAMPLE_CONTENT,
    outDir: distDir,
    indexModule: path.join(root, "functions/api/portfolio-data.js"),
    functionEntries: path.join(root, "functions"),
    baseUrl,
    env: { SOURCE_DATE_EPOCH: String(Date.parse(builtAt) / 1000) },
    ...(options.app ? { app: options.app } : {}),
    ...(options.kinds ? { kinds: options.kinds } : {}),
    ...(options.docs ? { docs: options.docs } : {}),
  });
  if (!result.ok) throw new Error(`${options.content ?? SAMPLE_CONTENT} does not build:\n${result.problems.map(formatProblem).join("\n")}`);
  return { root, distDir, index: result.index };
}

/** Build a site and serve it on 127.0.0.1; `cleanup` closes the server and removes the folder. */
export async function startSite(options: SiteOptions, cleanup: Cleanup): Promise<ServedSite> {
  // A site built for its own URL must know the port before it is built.
  const port = options.baseUrl === undefined ? await freePort() : 0;
  const site = await buildSiteFolder(options.baseUrl ?? `http://127.0.0.1:${port}`, options, cleanup);
  const handler = await handlerFor(site, options);
  const preview = await startPreview({
    distDir: site.distDir,
    port,
    netlifyToml: path.join(site.root, "netlify.toml"),
    rateLimit: options.rateLimit ?? null,
    ...(handler ? { handler } : {}),
  });
  cleanup.add(() => preview.close());
  return {
    ...site,
    url: preview.url,
    port: preview.port,
    fetch: (target, init = {}) => fetch(preview.url + target, { redirect: "manual", ...init }),
  };
}

/**
 * Who answers function requests: none given means the preview imports each function's own
 * module from the site folder (what a deploy runs; a core error goes to console.error).
 */
async function handlerFor(site: BuiltSite, options: SiteOptions): Promise<Handler | undefined> {
  const core = options.app ? createApp(site.index, options.app).handle : undefined;
  const { onFunctionCall } = options;
  if (!onFunctionCall) return core;
  // Both functions of the site hand every request to the api module's default export.
  const answer = core ?? ((await import(path.join(site.root, "functions/api/api.ts"))) as { default: Handler }).default;
  return (request) => {
    onFunctionCall(request);
    return answer(request);
  };
}

/**
 * Start Netlify's emulation of a built site. Its config folder is fixed when the package loads,
 * from XDG_CONFIG_HOME, which the run's global setup points at a folder of its own
 * (netlify-config-home.ts); HOME is one too, for anything it reads from HOME at start.
 */
export async function startNetlify(site: BuiltSite, cleanup: Cleanup): Promise<NetlifyDev> {
  const previousHome = process.env["HOME"];
  const home = await mkdtemp(path.join(tmpdir(), "netlify-home-"));
  cleanup.add(() => rm(home, { recursive: true, force: true }));
  process.env["HOME"] = home;
  cleanup.add(() => {
    process.env["HOME"] = previousHome;
  });
  const off = { enabled: false };
  const netlify = new NetlifyDev({
    projectRoot: site.root,
    skipGitignore: true,
    serverAddress: "http://127.0.0.1:0",
    aiGateway: off,
    blobs: off,
    edgeFunctions: off,
    images: off,
    geolocation: off,
    environmentVariables: off,
    ...({ database: off } as object),
  } as ConstructorParameters<typeof NetlifyDev>[0]);
  cleanup.add(() => netlify.stop());
  await netlify.start();
  return netlify;
}

/** Options, or a function giving them when the suite starts (after the suite's own set-up). */
export type SiteOptionsSource = SiteOptions | (() => SiteOptions | Promise<SiteOptions>);

/** The site of the enclosing suite: started in beforeAll, stopped in afterAll. */
export function useSite(options: SiteOptionsSource = {}): () => ServedSite {
  return useStarted(async (cleanup) => startSite(typeof options === "function" ? await options() : options, cleanup));
}

/** A site with Netlify's emulation of it, for the parity suites. */
export function useNetlifyPair(options: SiteOptions = {}): () => NetlifyPair {
  return useStarted(async (cleanup) => {
    const site = await startSite(options, cleanup);
    return { site, netlify: await startNetlify(site, cleanup) };
  });
}

/** A built site folder with no server (the deploy manifest needs only the files). */
export function useBuiltSite(baseUrl: string, options: SiteOptions = {}): () => BuiltSite {
  return useStarted((cleanup) => buildSiteFolder(baseUrl, options, cleanup));
}

function useStarted<T>(start: (cleanup: Cleanup) => Promise<T>): () => T {
  const cleanup = new Cleanup();
  let started: T | undefined;
  beforeAll(async () => {
    started = await start(cleanup);
  });
  afterAll(() => cleanup.run());
  return () => {
    if (started === undefined) throw new Error("the test site did not start (see the beforeAll error)");
    return started;
  };
}
