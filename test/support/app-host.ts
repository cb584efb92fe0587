// A real MCP Apps host for the view's browser tests: two HTTP servers on 127.0.0.1 (the host's
// origin and, on another port, the sandbox proxy's, as SEP-1865 requires), pages bundled with
// esbuild at start (the host page carries the ext-apps AppBridge), and a page in headless
// Chromium that records every request, dialog, popup and console line.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Browser, Frame, Page } from "playwright-core";
import type { AppCsp, AppResource, HostConfig, HostRecord, HostWindow } from "./app-host-types.ts";
import { PATIENCE_MS } from "./patience.ts";

/** How to show one tool result. */
export interface ShowOptions {
  resource: AppResource;
  toolName: string;
  arguments: Record<string, unknown>;
  result: Record<string, unknown>;
  theme?: "light" | "dark";
  variables?: HostConfig["variables"];
  declineLinks?: HostConfig["declineLinks"];
  /** The view's iframe sandbox; real hosts give `allow-scripts` alone. */
  sandbox?: string;
}

/** A page of the host, with what it saw. */
export interface HostPage {
  page: Page;
  /** Requests for anything but the host's and the proxy's origins (all refused). */
  foreign: string[];
  dialogs: string[];
  /** Console lines of every frame, `type: text`. */
  console: string[];
  /** Show a tool result; resolves once the view has rendered it. */
  show(options: ShowOptions): Promise<Frame>;
  record(): Promise<HostRecord>;
}

/** A running host: its two origins, pages on it, and how to stop it. */
export interface AppHost {
  hostOrigin: string;
  sandboxOrigin: string;
  /** A new page (its own browser context) of this host, `width` CSS pixels wide. */
  newPage(browser: Browser, width?: number): Promise<HostPage>;
  close(): Promise<void>;
}

const HOST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>MCP Apps test host</title>
<style>body { margin: 0; background: #808080; } iframe { display: block; width: 100%; height: 120px; border: 0; }</style>
</head><body><script src="/host.js"></script></body></html>`;

const SANDBOX_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox</title>
<style>html, body { margin: 0; height: 100%; overflow: hidden; } iframe { display: block; width: 100%; height: 100%; border: 0; }</style>
</head><body><script src="/sandbox.js"></script></body></html>`;

/** Bundle a browser entry (TypeScript, with its imports) into one script. */
async function bundle(entry: string): Promise<string> {
  const result = await build({ entryPoints: [fileURLToPath(new URL(entry, import.meta.url))], bundle: true, write: false, format: "iife", platform: "browser", target: "chrome120", minify: true, logLevel: "silent" });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.text;
}

/** Declared origins that are origins: anything that could add a keyword or a directive is dropped. */
function origins(list: readonly string[] | undefined): string[] {
  return (list ?? []).filter((entry) => /^(https?|wss?):\/\/[A-Za-z0-9.*-]+(:\d+)?$/.test(entry));
}

/**
 * The proxy page's policy, which the view's srcdoc document inherits: SEP-1865's restrictive
 * default, widened only by the domains the resource declares.
 */
export function sandboxPolicy(csp: AppCsp): string {
  const resources = origins(csp.resourceDomains).join(" ");
  const frames = origins(csp.frameDomains).join(" ");
  const bases = origins(csp.baseUriDomains).join(" ");
  return [
    "default-src 'none'",
    `script-src 'self' 'unsafe-inline' ${resources}`,
    `style-src 'self' 'unsafe-inline' ${resources}`,
    `img-src 'self' data: ${resources}`,
    `font-src 'self' ${resources}`,
    `media-src 'self' data: ${resources}`,
    `connect-src 'self' ${origins(csp.connectDomains).join(" ")}`,
    `frame-src ${frames || "'none'"}`,
    "object-src 'none'",
    `base-uri ${bases || "'self'"}`,
  ]
    .map((directive) => directive.trim())
    .join("; ");
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler).listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("the server has no address");
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

function send(response: ServerResponse, status: number, type: string, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": type, "cache-control": "no-store", ...headers });
  response.end(body);
}

/** Start the host's two servers; `close()` stops them. */
export async function startAppHost(): Promise<AppHost> {
  const [hostScript, sandboxScript] = await Promise.all([bundle("./app-host-page.ts"), bundle("./app-sandbox-page.ts")]);
  const host = await listen((request, response) => {
    const { pathname } = new URL(request.url ?? "/", "http://host");
    if (pathname === "/") return send(response, 200, "text/html; charset=utf-8", HOST_PAGE);
    if (pathname === "/host.js") return send(response, 200, "text/javascript; charset=utf-8", hostScript);
    send(response, 404, "text/plain", "not found");
  });
  const sandbox = await listen((request, response) => {
    const url = new URL(request.url ?? "/", "http://sandbox");
    if (url.pathname === "/sandbox.js") return send(response, 200, "text/javascript; charset=utf-8", sandboxScript);
    if (url.pathname !== "/sandbox.html") return send(response, 404, "text/plain", "not found");
    let csp: AppCsp = {};
    try {
      csp = JSON.parse(url.searchParams.get("csp") ?? "{}") as AppCsp;
    } catch {
      return send(response, 400, "text/plain", "csp is not JSON");
    }
    send(response, 200, "text/html; charset=utf-8", SANDBOX_PAGE, { "content-security-policy": sandboxPolicy(csp) });
  });
  const allowed = [host.origin, sandbox.origin];

  async function newPage(browser: Browser, width = 720): Promise<HostPage> {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // Every wait (clicks, selectors, functions) is bounded by patience, not by Playwright's 30 s.
    context.setDefaultTimeout(PATIENCE_MS);
    const foreign: string[] = [];
    const dialogs: string[] = [];
    const lines: string[] = [];
    // Every request of every frame: the two origins pass, anything else is recorded and refused.
    await context.route("**/*", (route) => {
      const url = route.request().url();
      if (allowed.includes(new URL(url).origin)) return route.continue();
      foreign.push(url);
      return route.abort();
    });
    const page = await context.newPage();
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on("popup", (popup) => foreign.push(`popup ${popup.url()}`));
    // Debug lines are the AppBridge's transport narrating each message; anything louder counts.
    page.on("console", (line) => {
      if (line.type() !== "debug") lines.push(`${line.type()}: ${line.text()}`);
    });
    page.on("request", (request) => {
      const url = request.url();
      if (!/^(data|about|blob):/.test(url) && !allowed.includes(new URL(url).origin) && !foreign.includes(url)) foreign.push(url);
    });
    await page.goto(`${host.origin}/`);

    async function show(options: ShowOptions): Promise<Frame> {
      const sandboxUrl = `${sandbox.origin}/sandbox.html?host=${encodeURIComponent(host.origin)}&csp=${encodeURIComponent(JSON.stringify(options.resource.csp))}`;
      const config: HostConfig = {
        sandboxUrl,
        html: options.resource.html,
        csp: options.resource.csp,
        sandbox: options.sandbox ?? "allow-scripts",
        toolName: options.toolName,
        arguments: options.arguments,
        result: options.result,
        ...(options.theme ? { theme: options.theme } : {}),
        ...(options.variables ? { variables: options.variables } : {}),
        ...(options.declineLinks ? { declineLinks: options.declineLinks } : {}),
      };
      await page.evaluate((c) => (window as unknown as HostWindow).startHost(c), config);
      await page.waitForFunction(() => (window as unknown as HostWindow).hostRecord.resultSent, undefined, { timeout: PATIENCE_MS });
      const frame = await viewFrame(page);
      // The view drops aria-busy once it has rendered a result.
      await frame.waitForSelector("#view:not([aria-busy])", { timeout: PATIENCE_MS });
      return frame;
    }

    const record = () => page.evaluate(() => (window as unknown as HostWindow).hostRecord);
    return { page, foreign, dialogs, console: lines, show, record };
  }

  return {
    hostOrigin: host.origin,
    sandboxOrigin: sandbox.origin,
    newPage,
    close: async () => {
      for (const { server } of [host, sandbox]) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  };
}

/** The view's frame: the srcdoc document inside the proxy. */
async function viewFrame(page: Page): Promise<Frame> {
  const deadline = Date.now() + PATIENCE_MS;
  for (;;) {
    const frame = page.frames().find((candidate) => candidate.url() === "about:srcdoc");
    if (frame) return frame;
    if (Date.now() > deadline) throw new Error(`no view frame within ${PATIENCE_MS} ms: ${page.frames().map((f) => f.url()).join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
