// Two `npm start`s in one checkout, on two ports at once: each builds into its own folder
// (.preview/<port>/), serves its own URLs, and removes its folder when it stops, leaving the
// other running untouched. The second runs with PREVIEW_RATE_LIMIT, the variable that sets the
// preview's rate limit by hand. Two more started at the same moment on one port: the port goes
// to one, which builds and serves, and the other stops in one line naming PORT, before writing
// anything. A stop that reaches the process group twice (as Ctrl-C does, relayed again by npm)
// still removes the folder, for `npm start` and `npm run dev` alike, each run as its npm
// script runs it (test/support/npm-script.ts). All run in a
// scratch copy of the project, each in its own process group, killed whole in afterAll even
// when an assertion fails.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { readdir, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import { freePort } from "./support/free-port.ts";
import { makeDevWorkspace, startDev } from "./support/dev-workspace.ts";
import { spawnGroup, type GroupChild } from "./support/process-group.ts";
import { npmScript } from "./support/npm-script.ts";
import { PATIENCE_MS } from "./support/patience.ts";
import { DEFAULT_RATE_LIMIT } from "../build/content/site-rate-limit.ts";

const CONTENT = "test/fixtures/content/valid";
let work: string;
const children: GroupChild[] = [];
let ports: number[] = [];

function start(port: number, env: NodeJS.ProcessEnv = {}): GroupChild {
  const [command, args] = npmScript("start");
  const child = spawnGroup(command, args, { cwd: work, env: { ...process.env, PORT: String(port), URL: "", SITE_URL: "", ...env } });
  children.push(child);
  return child;
}

beforeAll(async () => {
  work = await makeDevWorkspace(CONTENT);
  ports = [await freePort(), await freePort()];
  const [first, second] = [start(ports[0]!), start(ports[1]!, { PREVIEW_RATE_LIMIT: "2/180" })];
  await Promise.all([first.waitFor("Press Ctrl-C", PATIENCE_MS), second.waitFor("Press Ctrl-C", PATIENCE_MS)]);
}, 2 * PATIENCE_MS);
afterAll(async () => {
  await Promise.all(children.map((child) => child.stop()));
  if (work) await rm(work, { recursive: true, force: true });
});

const health = async (port: number) => (await (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).json()) as { documentation: string };
const profileUrl = async (port: number) => ((await (await fetch(`http://127.0.0.1:${port}/api/v1/profile`)).json()) as { developerResources?: { openapi?: string } }).developerResources?.openapi;

describe("two previews in one checkout", () => {
  it("each build into their own folder and name their own port", async () => {
    expect((await readdir(path.join(work, ".preview"))).sort()).toEqual(ports.map(String).sort());
    for (const port of ports) {
      expect(existsSync(path.join(work, ".preview", String(port), "site", "_redirects"))).toBe(true);
      expect((await health(port)).documentation).toBe(`http://localhost:${port}/`);
      expect(await profileUrl(port)).toBe(`http://localhost:${port}/openapi.json`);
    }
  });

  it("limit function calls as PREVIEW_RATE_LIMIT says, each its own", async () => {
    const search = (port: number) => fetch(`http://127.0.0.1:${port}/api/v1/projects?q=alpha`).then(async (res) => (await res.arrayBuffer(), res.status));
    const limited: number[] = [];
    for (let i = 0; i < 3; i++) limited.push(await search(ports[1]!));
    expect(limited).toEqual([200, 200, 429]);
    // The first preview runs without PREVIEW_RATE_LIMIT: no limit, as Netlify's local server.
    const unlimited: number[] = [];
    for (let i = 0; i < 3; i++) unlimited.push(await search(ports[0]!));
    expect(unlimited).toEqual([200, 200, 200]);
    // Each banner says which limit applies there, and the one the deploy will have (the fixture's default).
    const deployed = `deployed, ${DEFAULT_RATE_LIMIT.windowLimit} function calls per ${DEFAULT_RATE_LIMIT.windowSize} s from one address (content/site.json`;
    expect(children[0]!.output()).toContain(`Rate limit: none here; ${deployed}; PREVIEW_RATE_LIMIT=site applies it here).`);
    expect(children[1]!.output()).toContain(`Rate limit here: 2 function calls per 180 s from one address (PREVIEW_RATE_LIMIT); ${deployed}).`);
  });

  it("removes its own folder when stopped, while the other keeps serving from its own", async () => {
    const [first] = children;
    first!.child.kill("SIGINT");
    expect(await first!.exited()).toBe(0);
    expect(await readdir(path.join(work, ".preview"))).toEqual([String(ports[1])]);
    expect((await health(ports[1]!)).documentation).toBe(`http://localhost:${ports[1]}/`);
  });
});

/** Send `signal` to the whole process group of `child`, `times` times in a row (no wait between). */
function signalGroup(child: GroupChild, signal: NodeJS.Signals, times: number): void {
  for (let i = 0; i < times; i++) process.kill(-child.child.pid!, signal);
}

describe("two previews started at once on one port", () => {
  let port: number;
  let winner: GroupChild;

  it("serves from one; the other stops in one line naming PORT, and the winner's site is whole", async () => {
    port = await freePort();
    const racers = [start(port), start(port)];
    const outcomes = await Promise.all(
      racers.map((racer) =>
        Promise.race([racer.waitFor("Press Ctrl-C", PATIENCE_MS).then(() => "serving" as const), racer.exited().then((code) => `exited ${code}` as const)]),
      ),
    );
    expect([...outcomes].sort()).toEqual(["exited 1", "serving"]);
    winner = racers[outcomes.indexOf("serving")]!;
    const loser = racers[outcomes.indexOf("exited 1")]!;
    expect(loser.output()).toMatch(new RegExp(`^PORT: port ${port} is already in use \\(stop what is using it, or choose another port, e\\.g\\. PORT=\\d+ npm start\\)\\n$`));
    // The winner's folder holds its site alone (no second build's staging folder), and serves it.
    expect(await readdir(path.join(work, ".preview", String(port)))).toEqual(["site"]);
    expect(existsSync(path.join(work, ".preview", String(port), "site", "_redirects"))).toBe(true);
    expect((await health(port)).documentation).toBe(`http://localhost:${port}/`);
    expect(await profileUrl(port)).toBe(`http://localhost:${port}/openapi.json`);
    expect(winner.output()).toContain("Press Ctrl-C");
  }, 2 * PATIENCE_MS);

  it("removes its folder and exits 0 when SIGTERM reaches its process group twice at once", async () => {
    signalGroup(winner, "SIGTERM", 2);
    expect(await winner.exited()).toBe(0);
    expect(existsSync(path.join(work, ".preview", String(port)))).toBe(false);
  });
});

describe("npm run dev stopped twice at once", () => {
  it("removes its folder and exits 0 when SIGINT reaches its process group twice at once", async () => {
    const dev = await startDev(work);
    children.push(dev.child);
    const port = new URL(dev.origin).port;
    expect(existsSync(path.join(work, ".preview", port, "site", "_redirects"))).toBe(true);
    signalGroup(dev.child, "SIGINT", 2);
    expect(await dev.child.exited()).toBe(0);
    expect(existsSync(path.join(work, ".preview", port))).toBe(false);
  }, 2 * PATIENCE_MS);
});

describe("npm start on broken content", () => {
  it("answers a request held during its failed first build with 503 before it exits, not a reset connection", async () => {
    // Last in this file: the broken file would stop every later build in the workspace.
    await writeFile(path.join(work, "content", "projects", "zz-broken.json"), '{"title": ');
    const port = await freePort();
    const child = start(port);
    const deadline = Date.now() + PATIENCE_MS;
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
        socket.once("error", () => resolve(false));
      });
      if (open || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const held = await Promise.all(
      [fetch(`http://127.0.0.1:${port}/api/v1/health`), fetch(`http://127.0.0.1:${port}/api/mcp`, { method: "POST", body: "{}" })].map((sent) =>
        sent.then(async (response) => [response.status, await response.text()] as const, (error: Error) => [0, String(error)] as const),
      ),
    );
    expect(await child.exited()).toBe(1);
    for (const [status, text] of held) {
      expect(status, text).toBe(503);
      expect(text).toContain("no build to serve yet");
    }
    expect(child.output()).toContain("content/projects/zz-broken.json");
  }, 2 * PATIENCE_MS);
});
