// `npm start` as a newcomer runs it: builds into its own folder (.preview/<port>/), serves the
// whole API on the port it prints, leaves dist/ and the deployment's index module alone, stops
// cleanly on Ctrl-C removing its folder, and explains a bad PORT in one line. Every child runs in its own process group,
// killed whole in `finally` even when an assertion fails.
import { afterEach, describe, expect, it } from "vitest";
import { connect, createServer, type Server } from "node:net";
import { once } from "node:events";
import { existsSync } from "node:fs";
import { readdir, readFile, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { freePort } from "./support/free-port.ts";
import { snapshotTree } from "./support/content-fixtures.ts";
import { spawnGroup, type GroupChild } from "./support/process-group.ts";
import { npmScript } from "./support/npm-script.ts";
import { rawRequest } from "./support/raw-request.ts";
import { OWNER_CONTENT } from "./support/owner.ts";

const children: GroupChild[] = [];
const ports: string[] = [];
afterEach(async () => {
  await Promise.all(children.splice(0).map((c) => c.stop()));
  // A test that failed before its preview stopped as an owner stops it leaves .preview/<port>/
  // in the repository (SIGKILL runs no clean-up); the tests that pass have checked it is gone.
  for (const port of ports.splice(0)) await rm(path.join(".preview", port), { recursive: true, force: true });
  await rmdir(".preview").catch(() => undefined);
});

function start(env: NodeJS.ProcessEnv, extra: string[] = [], script: "start" | "dev" = "start"): GroupChild {
  const [command, args] = npmScript(script);
  const child = spawnGroup(command, [...args, ...extra], { env: { ...process.env, ...env } });
  children.push(child);
  if (env["PORT"] && /^\d+$/.test(env["PORT"])) ports.push(env["PORT"]);
  return child;
}

/** Send `head` over a socket as it is; the answer's status line (empty when none came). */
function statusLineOf(port: number, head: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(head));
    let text = "";
    socket.on("data", (chunk: Buffer) => {
      text += chunk.toString("latin1");
    });
    socket.on("error", () => undefined);
    socket.on("close", () => resolve(text.split("\r\n")[0] ?? ""));
  });
}

/** What `npm run build` owns: dist/ and the function's index module, or their absence. */
async function productionOutput(): Promise<string[]> {
  const dist = existsSync("dist") ? await snapshotTree("dist") : ["(no dist/)"];
  return [...dist, `index module: ${existsSync("functions/api/portfolio-data.js")}`];
}

describe("npm start", () => {
  it("serves the spec's endpoints at the printed URL, leaves dist/ byte-identical and exits 0 on Ctrl-C", async () => {
    const before = await productionOutput();
    const port = await freePort();
    const child = start({ PORT: String(port) });
    await child.waitFor("Press Ctrl-C", 100_000);
    expect(child.output()).toContain(`Serving http://localhost:${port}`);
    expect(child.output()).toContain(`http://localhost:${port}/api/mcp`);
    const base = `http://127.0.0.1:${port}`;
    // Whatever content/ holds: the first project's slug is a static detail and a search word,
    // and its lane is a filter with a file of its own.
    const slug = (await readdir(path.join(OWNER_CONTENT, "projects"))).find((file) => file.endsWith(".json"))!.slice(0, -".json".length);
    const { lane } = JSON.parse(await readFile(path.join(OWNER_CONTENT, "projects", `${slug}.json`), "utf8")) as { lane: string };
    const expectations: Array<[string, number, string]> = [
      ["/api/v1/health", 200, "static"],
      ["/api/health", 200, "static"],
      ["/api/v1/profile", 200, "static"],
      ["/api/v1/skills", 200, "static"],
      [`/api/v1/projects?lane=${encodeURIComponent(lane)}`, 200, "static"],
      [`/api/v1/projects/${slug}`, 200, "static"],
      [`/api/v1/projects?q=${slug}`, 200, "function"],
      ["/api/v1/projects/Nope", 400, "function"],
      ["/api/v1/projects/nope", 404, "function"],
      ["/api/mcp", 200, "function"],
      ["/", 200, "static"],
    ];
    for (const [pathname, status, side] of expectations) {
      const res = await fetch(base + pathname);
      await res.arrayBuffer();
      expect([pathname, res.status, res.headers.get("x-preview-route"), res.headers.get("api-version")]).toEqual([pathname, status, side, "1.0.0"]);
      // The core is made as the function makes it: its answers carry the function's mark, a file's never.
      expect([pathname, res.headers.get("answered-by")]).toEqual([pathname, side === "function" ? "function" : null]);
    }
    // DNS rebinding: a page whose name points at 127.0.0.1 is refused, on the API and the site.
    for (const pathname of ["/api/mcp", "/"]) {
      const rebound = await rawRequest(base + pathname, { headers: { Host: `rebound.example:${port}` } });
      expect([pathname, rebound.status, (await rebound.json()).code]).toEqual([pathname, 421, "MISDIRECTED_REQUEST"]);
    }
    // No Host at all meets the same check through the server npm start reserved, not Node's bare 400.
    const noHost = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () => socket.end("GET /api/v1/health HTTP/1.1\r\nConnection: close\r\n\r\n"));
      let text = "";
      socket.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      socket.on("error", reject).on("close", () => resolve(text));
    });
    expect(noHost.split("\r\n")[0]).toBe("HTTP/1.1 421 Misdirected Request");
    expect(noHost).toMatch(/\r\napi-version: 1\.0\.0\r\n/i);
    const health = await (await fetch(`${base}/api/v1/health`)).json();
    expect(health.documentation).toBe(`http://localhost:${port}/`);
    expect(existsSync(path.join(".preview", String(port), "site"))).toBe(true);
    child.child.kill("SIGINT");
    expect(await child.exited()).toBe(0);
    expect(await productionOutput()).toEqual(before);
    // Its own folder goes with it; nothing another preview built is touched.
    expect(existsSync(path.join(".preview", String(port)))).toBe(false);
    // A build, a server and a dozen requests: generous, as the machine may be busy.
  }, 120_000);

  it.each([
    ["abc", "PORT: 'abc' is not a port number from 1 to 65535 (e.g. PORT=8889 npm start)\n"],
    ["70000", "PORT: '70000' is not a port number from 1 to 65535 (e.g. PORT=8889 npm start)\n"],
  ])("refuses PORT=%s in one line naming PORT", async (value, expected) => {
    const child = start({ PORT: value });
    expect(await child.exited()).toBe(1);
    expect(child.output()).toBe(expected);
  });

  it.each([
    [["--port", "9801"], "npm start takes no arguments (got --port 9801): it serves content/; set the port with PORT=9801 npm start.\n"],
    [["--port=9802"], "npm start takes no arguments (got --port=9802): it serves content/; set the port with PORT=9802 npm start.\n"],
    [["other-content"], "npm start takes no arguments (got other-content): it serves content/; set the port with PORT=8889 npm start.\n"],
  ])("refuses the arguments %j in one line saying how to set the port, before building anything", async (extra, expected) => {
    const port = await freePort();
    const child = start({ PORT: String(port), npm_lifecycle_event: "start" }, extra);
    expect(await child.exited()).toBe(2);
    expect(child.output()).toBe(expected);
    expect(existsSync(path.join(".preview", String(port)))).toBe(false);
  });

  it("answers a request sent as soon as the port accepts, during the first build, once the build is served (held, not refused)", async () => {
    const port = await freePort();
    const child = start({ PORT: String(port) });
    // A script that waits for the port, not for the banner: it connects at the first moment it can.
    const deadline = Date.now() + 100_000;
    for (;;) {
      const open = await new Promise<boolean>((resolve) => {
        const socket = connect(port, "127.0.0.1", () => (socket.destroy(), resolve(true)));
        socket.once("error", () => resolve(false));
      });
      if (open) break;
      if (Date.now() > deadline) throw new Error(`port ${port} never opened:\n${child.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const servedBefore = child.output().includes("Serving http://");
    // CONNECT comes to Node's "connect" event, not "request": it is held too, and answered.
    const connected = statusLineOf(port, "CONNECT /api/mcp HTTP/1.1\r\nHost: localhost\r\n\r\n");
    const answers = await Promise.all(["/api/v1/health", "/api/v1/profile", "/api/v1/projects?q=a"].map(async (target) => {
      const response = await fetch(`http://127.0.0.1:${port}${target}`);
      return [target, response.status, response.headers.get("x-preview-route")];
    }));
    expect(answers).toEqual([["/api/v1/health", 200, "static"], ["/api/v1/profile", 200, "static"], ["/api/v1/projects?q=a", 200, "function"]]);
    expect(await connected).toBe("HTTP/1.1 405 Method Not Allowed");
    // The port opens before the build ends (it is held from the start), so these went in early.
    expect(servedBefore).toBe(false);
    // Stopped as an owner stops it, so it removes its .preview/<port>/ folder.
    child.child.kill("SIGINT");
    expect(await child.exited()).toBe(0);
    expect(existsSync(path.join(".preview", String(port)))).toBe(false);
  });

  // Told to run `npm start`, an owner who ran `npm run dev` would lose its rebuilds on save.
  it("names npm run dev in its examples when that is the command", async () => {
    const refused = start({ PORT: "abc" }, [], "dev");
    expect(await refused.exited()).toBe(1);
    expect(refused.output()).toBe("PORT: 'abc' is not a port number from 1 to 65535 (e.g. PORT=8889 npm run dev)\n");
    const port = await freePort();
    const busy: Server = createServer().listen(port, "localhost");
    await once(busy, "listening");
    try {
      const child = start({ PORT: String(port) }, [], "dev");
      expect(await child.exited()).toBe(1);
      expect(child.output()).toMatch(new RegExp(`^PORT: port ${port} is already in use \\(stop what is using it, or choose another port, e\\.g\\. PORT=\\d+ npm run dev\\)\\n$`));
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });

  it("says in one line naming PORT that the port is in use, offering a port that is free (not the next one, when that is busy too)", async () => {
    const port = await freePort();
    const busy: Server = createServer().listen(port, "localhost");
    await once(busy, "listening");
    // The next port up is taken too (by this test, or already by something else).
    const next: Server = createServer();
    await new Promise<void>((resolve) => next.once("error", () => resolve()).listen(port + 1, "localhost", () => resolve()));
    try {
      const child = start({ PORT: String(port) });
      expect(await child.exited()).toBe(1);
      const offered = /^PORT: port (\d+) is already in use \(stop what is using it, or choose another port, e\.g\. PORT=(\d+) npm start\)\n$/.exec(child.output());
      expect(offered?.[1]).toBe(String(port));
      expect(Number(offered?.[2])).toBeGreaterThan(port + 1);
      // Free when offered: this test can listen on it.
      const taken = createServer();
      await new Promise<void>((resolve, reject) => taken.once("error", reject).listen(Number(offered?.[2]), "localhost", () => resolve()));
      await new Promise((resolve) => taken.close(resolve));
    } finally {
      await new Promise((resolve) => busy.close(resolve));
      if (next.listening) await new Promise((resolve) => next.close(resolve));
    }
  });
});

/** A command line for `sh -c`, each part single-quoted. */
const shellQuoted = (command: string, args: readonly string[]) => [command, ...args].map((part) => `'${part.replaceAll("'", "'\\''")}'`).join(" ");

/** The preview on `port` stopped by itself, as on a signal: its folder removed (within 20 s) and the port free again. */
async function expectStopped(port: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (existsSync(path.join(".preview", String(port))) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(existsSync(path.join(".preview", String(port)))).toBe(false);
  const answered = await fetch(`http://127.0.0.1:${port}/api/health`).then(() => true, () => false);
  expect(answered).toBe(false);
}

describe("npm start whose parent goes away", () => {
  it("stops as on a signal when the process that started it is gone (a SIGTERM to npm alone never reaches it)", async () => {
    const port = await freePort();
    const [command, args] = npmScript("start");
    // A shell between, as npm runs a script; `; true` keeps it from exec-ing node in its place.
    const shell = spawnGroup("sh", ["-c", `${shellQuoted(command, args)}; true`], { env: { ...process.env, PORT: String(port) } });
    children.push(shell);
    await shell.waitFor("Press Ctrl-C", 100_000);
    expect(existsSync(path.join(".preview", String(port), "site"))).toBe(true);
    // The shell alone dies, as it does when npm relays a SIGTERM to it; the preview is orphaned.
    shell.child.kill("SIGKILL");
    await shell.exited();
    await expectStopped(port);
  }, 120_000);
});

describe("npm start stopped by its terminal or above its shell", () => {
  it("removes its folder and exits 0 on SIGHUP, as when the terminal closes", async () => {
    const port = await freePort();
    const child = start({ PORT: String(port) });
    await child.waitFor("Press Ctrl-C", 100_000);
    expect(existsSync(path.join(".preview", String(port), "site"))).toBe(true);
    child.child.kill("SIGHUP");
    expect(await child.exited()).toBe(0);
    expect(existsSync(path.join(".preview", String(port)))).toBe(false);
  }, 120_000);

  it("stops when the process above its shell is killed alone (a SIGKILL to npm, whose shell lives on)", async () => {
    const port = await freePort();
    const [command, args] = npmScript("start");
    // npm's place: an outer shell, then the shell npm runs the script in, then the preview.
    const inner = `sh -c ${JSON.stringify(`${shellQuoted(command, args)}; true`)}`;
    // As npm runs a script: npm_lifecycle_event set, the script in a shell of its own.
    const outer = spawnGroup("sh", ["-c", `${inner}; true`], { env: { ...process.env, PORT: String(port), npm_lifecycle_event: "start" } });
    children.push(outer);
    await outer.waitFor("Press Ctrl-C", 100_000);
    outer.child.kill("SIGKILL");
    await outer.exited();
    await expectStopped(port);
  }, 120_000);
});
