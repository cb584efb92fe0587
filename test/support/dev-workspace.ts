// `npm run dev` in a scratch copy of the project: the engine and a copy of one fixture's
// content in a temporary folder, so the watcher sees only what the test writes. The child
// runs in its own process group; the caller stops it in `afterAll`/`finally`.
import { afterAll, beforeAll } from "vitest";
import { cp, mkdtemp, rm, symlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./free-port.ts";
import { spawnGroup, type GroupChild } from "./process-group.ts";
import { npmScript } from "./npm-script.ts";
import { PATIENCE_MS } from "./patience.ts";

/** What a copy of the project needs to build and serve, besides content/ and node_modules. */
const ENGINE = ["build", "functions", "netlify.toml", "package.json", "tsconfig.json"];

/** A temporary project folder whose content/ is a copy of `contentFixture`. */
export async function makeDevWorkspace(contentFixture: string): Promise<string> {
  const work = await mkdtemp(path.join(tmpdir(), "portfolio-dev-"));
  for (const entry of ENGINE) await cp(entry, path.join(work, entry), { recursive: true });
  await cp(contentFixture, path.join(work, "content"), { recursive: true });
  await symlink(path.resolve("node_modules"), path.join(work, "node_modules"));
  return work;
}

/** `npm run dev` running in a scratch workspace, and where it listens. */
export interface DevServer {
  child: GroupChild;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
}

/** Start `npm run dev`'s command in `work` on a free port and wait until it watches. */
export async function startDev(work: string, env: NodeJS.ProcessEnv = {}): Promise<DevServer> {
  const port = await freePort();
  const [command, args] = npmScript("dev");
  const child = spawnGroup(command, args, { cwd: work, env: { ...process.env, PORT: String(port), URL: "", SITE_URL: "", ...env } });
  await child.waitFor("Watching content/");
  return { child, origin: `http://127.0.0.1:${port}` };
}

/**
 * A workspace of `contentFixture` with `npm run dev` running in it, for the enclosing suite:
 * made before its tests; stopped (its whole process group) and removed after, even when one fails.
 */
export function useDev(contentFixture: string): () => { work: string; dev: DevServer } {
  let work: string | undefined;
  let dev: DevServer | undefined;
  beforeAll(async () => {
    work = await makeDevWorkspace(contentFixture);
    dev = await startDev(work);
  }, PATIENCE_MS);
  afterAll(async () => {
    await dev?.child.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });
  return () => {
    if (work === undefined || dev === undefined) throw new Error("npm run dev is not running: its start failed");
    return { work, dev };
  };
}

/**
 * GET `url` and parse its JSON. A fetch that fails in transport (undici's "other side closed",
 * seen on loaded machines and not reproduced on demand; likeliest a kept-alive connection the
 * preview closed while the client's own idle timer ran late) is no answer at all, so it is sent
 * again, until PATIENCE_MS; a wrong answer is never retried here, and a server that is gone
 * still fails.
 */
export async function getJson<T>(url: string): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    try {
      return (await (await fetch(url)).json()) as T;
    } catch (error) {
      if (!(error instanceof TypeError) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Poll `url` until `accept` holds for its JSON body; the last body if it never does (a hang). */
export async function pollJson<T>(url: string, accept: (body: T) => boolean): Promise<T> {
  const deadline = Date.now() + PATIENCE_MS;
  let body = await getJson<T>(url);
  while (!accept(body) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    body = await getJson<T>(url);
  }
  return body;
}
