// The local preview: routes every request as Netlify does — the functions' own `config.path`
// routes first, then dist/_redirects through Netlify's rule engine, then the files of dist/ —
// and calls the function handlers in-process, so the preview answers what a deploy answers.
// It has no routing of its own beyond Netlify's: a path no rule sends to a function is a file
// or the 404 page, so a site that lost a rule fails `npm run verify` here as on Netlify.
// Unlike a deploy, it answers only requests that name this machine (request-url.ts): a page
// whose domain name was pointed at 127.0.0.1 (DNS rebinding) gets 421, on every path.
import type { Duplex } from "node:stream";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { loadNetlifyRules, type NetlifyRules } from "./netlify-rules.ts";
import { loadFunctionRoutes } from "./function-routes.ts";
import { createStaticFiles } from "./static-files.ts";
import { createStaticAnswers, page } from "./static-answers.ts";
import { sendWebResponse, toWebRequest } from "./node-web.ts";
import { takeRequestBody, type RequestBody } from "./request-body.ts";
import { answerConnectAsRequest } from "./connect-as-request.ts";
import { createRateLimiter } from "./rate-limiter.ts";
import { ROUTE_HEADER } from "./route-header.ts";
import { FUNCTIONS_PREFIX } from "../../functions/api/core/site-paths.ts";
import type { RateLimitRule } from "../content/site-rate-limit.ts";
import { isLocalHost, LOCAL_HOST_NAMES, requestUrl } from "./request-url.ts";
import { problem } from "../../functions/api/core/http/reply.ts";
import { toResponse } from "../../functions/api/core/http/to-response.ts";
import { PREVIEW_PROBLEMS } from "../../functions/api/core/http/preview-problems.ts";
import { NO_STORE } from "../../functions/api/core/http/headers.ts";
import { appCommonHeaders } from "../../functions/api/core/app.ts";
import { PREVIEW_SERVER_OPTIONS, releaseHeld } from "./preview-port.ts";
import { SITE_FUNCTIONS } from "../function-entries.ts";

export { ROUTE_HEADER };

type Handler = (request: Request) => Promise<Response>;

/** What startPreview() serves and how: the built site, the functions, the host and port, the rate limit. */
export interface PreviewOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Loopback by default: the preview is for this machine, and refuses any other Host. */
  host?: string;
  /**
   * Answers for every function of the site (each hands its requests to the same core). By
   * default each function's own module (functions/<name>/<name>.ts) is imported.
   */
  handler?: Handler;
  netlifyToml?: string;
  /** The site's functions folder; by default `functions` beside netlify.toml. */
  functionsDir?: string;
  /**
   * Netlify's rate limit on the functions (the rule PREVIEW_RATE_LIMIT chooses; `site`:
   * content/site.json's rateLimit): a client past it
   * gets 429 and the function is not called. Off when absent or null.
   */
  rateLimit?: RateLimitRule | null;
  /**
   * A server already listening on `port` (the reservation of `npm start` and `npm run dev`,
   * build/preview/preview-port.ts): the preview answers its requests from now on, instead of listening
   * itself. By default a server of its own is started.
   */
  server?: http.Server;
}

/** A running preview: where it listens, how it takes up a rebuild's rules, and how it stops. */
export interface Preview {
  url: string;
  port: number;
  /**
   * Read the routing and header rules of a rebuild waiting in `staging` (`npm run dev`,
   * write-dist.ts), served from the moment the returned function runs, in the same synchronous
   * step as the folder's swap: a changed lane, tier or language changes the rules, and a preview
   * following the old ones would send a request to a file that is gone (a 404 page) where a
   * deploy of the new site answers 400.
   */
  prepareReload(staging: string): Promise<() => void>;
  close(): Promise<void>;
}

/** Start the preview; resolves once it listens. */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const distDir = path.resolve(options.distDir);
  const netlifyToml = path.resolve(options.netlifyToml ?? "netlify.toml");
  const [loaded, functions] = await Promise.all([
    loadNetlifyRules(distDir, netlifyToml),
    loadFunctionRoutes(options.functionsDir ?? path.join(path.dirname(netlifyToml), "functions")),
  ]);
  // Both change with a rebuild (prepareReload below).
  let rules = loaded;
  const handlerOf = handlersFor(functions.functions, options.handler);
  const files = createStaticFiles(distDir);
  let answerStatic = createStaticAnswers(distDir, files, rules);
  const host = options.host ?? "127.0.0.1";
  const limiter = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined;

  async function callFunction(name: string, req: IncomingMessage, res: ServerResponse, url: URL, body: RequestBody): Promise<void> {
    // Netlify counts per function, address and domain, and refuses before the function runs. A
    // site has a few domains; the preview answers a Host of every *.localhost and 127/8 name, so
    // counting per name here would give one address a fresh window for each name it made up.
    if (limiter && !limiter.admit(`${name} ${req.socket.remoteAddress ?? ""}`, Date.now())) {
      await body.discard();
      return sendRateLimited(req, res);
    }
    const response = await (await handlerOf(name))(toWebRequest(req, url, body));
    await body.discard();
    return sendWebResponse(res, response, { [ROUTE_HEADER]: "function" });
  }

  async function route(req: IncomingMessage, res: ServerResponse, body: RequestBody): Promise<void> {
    const named = requestUrl(req, origin());
    if (!named.ok) {
      await body.discard();
      return sendBadTarget(req, res, rules, named.why);
    }
    const { url } = named;
    if (!isLocalHost(named.host)) {
      await body.discard();
      return sendMisdirected(req, res, url, named.host, origin());
    }
    // A function's own path wins over _redirects and files (unless it prefers static files).
    const claimed = functions.claim(url.pathname, req.method ?? "GET");
    if (claimed) return callFunction(claimed.name, req, res, url, body);
    const match = rules.route(url);
    const target = match ? new URL(match.to, url).pathname : null;
    // Netlify serves an existing file at the request path before an unforced rule (shadowing),
    // a rule naming a function included: a project's file at its own path beats the one
    // placeholder rule that sends every other slug to the function. (Netlify's emulation,
    // @netlify/dev, calls the function there; it answers the same bytes.)
    const shadowed = match !== null && match.status === 200 && !match.force && files.hasFile(url.pathname);
    if (target?.startsWith(FUNCTIONS_PREFIX) && !shadowed) return callFunction(target.slice(FUNCTIONS_PREFIX.length), req, res, url, body);
    let pathname = url.pathname;
    if (match && target && match.status === 200 && !shadowed) pathname = target;
    // No rule sent it to a function, so it is a file or the 404 page, as on Netlify: `//api/…`
    // and a site whose _redirects lost its catch-all get the CDN's answer, not the function's.
    await body.discard();
    answerStatic(req, res, files.find(pathname), pathname, url.search);
  }

  const origin = () => `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const body = takeRequestBody(req);
    route(req, res, body).catch(() => body.discard().then(() => sendPreviewError(res, rules)));
  };
  // Made as a reserved one is (a request with no Host meets the Host check, not Node's bare 400).
  const server = options.server ?? http.createServer(PREVIEW_SERVER_OPTIONS);
  // The reservation's own answer ("no build yet") gives way to the preview's.
  server.removeAllListeners("request");
  server.on("request", answer);
  server.removeAllListeners("clientError");
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => sendUnreadable(error, socket, rules));
  answerConnectAsRequest(server);
  if (!options.server) {
    // A port taken meanwhile rejects here, never an unhandled "error" event.
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(options.port, host, () => {
        server.off("error", reject);
        resolve();
      });
    });
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  // Requests that came while the first build ran are answered now, by the preview.
  releaseHeld(server);
  return {
    url: `http://${host}:${port}`,
    port,
    async prepareReload(staging) {
      const next = await loadNetlifyRules(staging, netlifyToml);
      return () => {
        rules = next;
        answerStatic = createStaticAnswers(distDir, files, rules);
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        files.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Each function's handler, imported on first use, or the one handler given for all. */
function handlersFor(functions: readonly { name: string; mainFile: string }[], shared: Handler | undefined): (name: string) => Promise<Handler> {
  const loaded = new Map<string, Promise<Handler>>();
  return (name) => {
    // The one handler is the site's core: a function of another name (a stray entry of
    // functions/, which the build warns of) would run its own code on Netlify, not this.
    if (shared) return Promise.resolve(SITE_FUNCTIONS.includes(name) ? shared : notThisSite(name));
    const fn = functions.find((candidate) => candidate.name === name);
    if (!fn) return Promise.reject(new Error(`No function named ${name}`));
    let handler = loaded.get(name);
    if (!handler) {
      handler = import(fn.mainFile).then((module: { default: Handler }) => module.default);
      loaded.set(name, handler);
    }
    return handler;
  };
}

/** What the preview answers for a function that is not the site's: it cannot run that code, and says so. */
function notThisSite(name: string): Handler {
  const text = `The preview runs only this site's functions (${SITE_FUNCTIONS.join(", ")}); functions/${name} would run its own code on Netlify. Remove it from functions/, or try it with netlify dev.\n`;
  return async () => new Response(text, { status: 501, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });
}

/** A bug in the preview itself: still a 500 with the spec's headers (no cache keeps it), and nothing internal. */
function sendPreviewError(res: ServerResponse, rules: NetlifyRules): void {
  if (!res.headersSent) res.writeHead(500, { ...rules.headersFor("/"), ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" });
  res.end("preview error");
}

/**
 * Over the rate limit: 429, as Netlify answers before the function runs. Its docs give the
 * status only; the body here is a plain sentence, and no header of the API's comes with it.
 */
function sendRateLimited(req: IncomingMessage, res: ServerResponse): void {
  const body = Buffer.from("Too Many Requests\n");
  res.writeHead(429, { [ROUTE_HEADER]: "rate-limit", "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}

/**
 * A request Node's parser refuses before any listener runs (an unknown method such as FOO, a raw
 * space or non-ASCII byte in the target, headers past its 16 KB limit). Node's own answer is a
 * bare 400 or 431 with none of the headers every answer carries; this one has them, as the
 * preview's other pages do.
 */
function sendUnreadable(error: NodeJS.ErrnoException, socket: Duplex, rules: NetlifyRules): void {
  // The parser reports again for every chunk the client still sends: the answer is on its way.
  if (answeredUnreadable.has(socket)) return;
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const [status, reason] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large"] : [400, "Bad Request"];
  const body = page(reason, "The request could not be read as HTTP/1.1: check its method, its target (no spaces or raw non-ASCII bytes; percent-encode them) and the size of its headers.");
  // Not the spec's cache lifetime: the answer depends on the request's bytes, not on its URL
  // (headers past the limit, an unknown method), so no cache may keep it under that URL.
  const headers = { ...rules.headersFor("/"), "Cache-Control": "no-store", [ROUTE_HEADER]: "preview", "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length), Connection: "close" };
  const head = `HTTP/1.1 ${status} ${reason}\r\n${Object.entries(headers).map(([name, value]) => `${name}: ${value}`).join("\r\n")}\r\n\r\n`;
  answeredUnreadable.add(socket);
  lingeringEnd(socket, Buffer.concat([Buffer.from(head, "latin1"), body]));
}

/** Sockets whose unreadable request has been answered. */
const answeredUnreadable = new WeakSet<Duplex>();

/** How long, and how many bytes, a refused request's body is read and dropped after its answer. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * Send `data` and close, reading and dropping what the client still sends: a socket closed with
 * unread bytes in the kernel's buffer sends a reset, which can overtake the answer (a client that
 * sends a whole 8 MiB body before reading got nothing at all). The client's own end, the time or
 * the byte budget closes it.
 */
function lingeringEnd(socket: Duplex, data: Buffer): void {
  let read = 0;
  const stop = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(stop, LINGER_MS);
  timer.unref();
  socket.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > LINGER_BYTES) stop();
  });
  socket.once("end", stop);
  socket.once("error", stop);
  socket.end(data);
  socket.resume();
}

/**
 * A target that names no URL (`http://[/`, `http://u:p@host/`) or a request with two Host lines:
 * 400, as a malformed path is. Not stored: the answer depends on the request's bytes, not on a URL
 * a cache could key it by (docs/api-decisions.md).
 */
function sendBadTarget(req: IncomingMessage, res: ServerResponse, rules: NetlifyRules, why: string): void {
  const body = page("Bad Request", why);
  res.writeHead(400, { ...rules.headersFor("/"), "Cache-Control": "no-store", [ROUTE_HEADER]: "preview", "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) });
  res.end(req.method === "HEAD" ? undefined : body);
}

/** A host that is not this machine: the core's 421 problem, whatever the path. */
function sendMisdirected(req: IncomingMessage, res: ServerResponse, url: URL, host: string, baseUrl: string): Promise<void> {
  const reply = problem(PREVIEW_PROBLEMS.MISDIRECTED_REQUEST, { host, served: LOCAL_HOST_NAMES });
  const response = toResponse(reply, { method: req.method ?? "GET", instance: url.pathname + url.search, baseUrl, ifNoneMatch: null, common: appCommonHeaders() });
  return sendWebResponse(res, response, { [ROUTE_HEADER]: "preview" });
}
