// The local preview: routes every request as Netlify does — the functions' own `config.path`
// routes first, then dist/_redirects through Netlify's rule engine, then the files of dist/ —
// and calls the function handlers in-process, so the preview answers what a deploy answers.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { loadNetlifyRules, type NetlifyRules } from "./netlify-rules.ts";
import { loadFunctionRoutes } from "./function-routes.ts";
import { createStaticFiles } from "./static-files.ts";
import { createStaticAnswers } from "./static-answers.ts";
import { sendWebResponse, toWebRequest } from "./node-web.ts";
import { ROUTE_HEADER } from "./route-header.ts";
import { FUNCTION_PATH } from "../routing-rules.ts";

export { ROUTE_HEADER };

type Handler = (request: Request) => Promise<Response>;

export interface PreviewOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Loopback by default: the preview is for this machine. */
  host?: string;
  /**
   * Answers for every function of the site (each hands its requests to the same core). By
   * default each function's own module (functions/<name>/<name>.ts) is imported.
   */
  handler?: Handler;
  netlifyToml?: string;
  /** The site's functions folder; by default `functions` beside netlify.toml. */
  functionsDir?: string;
}

export interface Preview {
  url: string;
  port: number;
  close(): Promise<void>;
}

const FUNCTIONS_PREFIX = "/.netlify/functions/";
/** The function the catch-all `/api/*` rule names, for API paths no rule could match. */
const API_FUNCTION = FUNCTION_PATH.slice(FUNCTIONS_PREFIX.length);

/** Start the preview; resolves once it listens. */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const distDir = path.resolve(options.distDir);
  const netlifyToml = path.resolve(options.netlifyToml ?? "netlify.toml");
  const [rules, functions] = await Promise.all([
    loadNetlifyRules(distDir, netlifyToml),
    loadFunctionRoutes(options.functionsDir ?? path.join(path.dirname(netlifyToml), "functions")),
  ]);
  const handlerOf = handlersFor(functions.functions, options.handler);
  const files = createStaticFiles(distDir);
  const answerStatic = createStaticAnswers(distDir, files, rules);
  const host = options.host ?? "127.0.0.1";

  async function callFunction(name: string, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const response = await (await handlerOf(name))(toWebRequest(req, url));
    return sendWebResponse(res, response, { [ROUTE_HEADER]: "function" });
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req, `http://${host}:${port}`);
    // A function's own path wins over _redirects and files (unless it prefers static files).
    const claimed = functions.claim(url.pathname, req.method ?? "GET");
    if (claimed) return callFunction(claimed.name, req, res, url);
    const match = rules.route(url);
    const target = match ? new URL(match.to, url).pathname : null;
    // Netlify serves an existing file at the request path before an unforced rule (shadowing),
    // a rule naming a function included: a project's file at its own path beats the one
    // placeholder rule that sends every other slug to the function. (Netlify's emulation,
    // @netlify/dev, calls the function there; it answers the same bytes.)
    const shadowed = match !== null && match.status === 200 && !match.force && files.hasFile(url.pathname);
    if (target?.startsWith(FUNCTIONS_PREFIX) && !shadowed) return callFunction(target.slice(FUNCTIONS_PREFIX.length), req, res, url);
    let pathname = url.pathname;
    if (match && target && match.status === 200 && !shadowed) pathname = target;
    const found = files.find(pathname);
    // `//api/…` or `/x/..%2fapi/…` reach no rule, yet name the API: the function answers them.
    if ((found.kind === "missing" || found.kind === "malformed") && namesTheApi(url.pathname)) return callFunction(API_FUNCTION, req, res, url);
    answerStatic(req, res, found, pathname, url.search);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => sendPreviewError(res, rules));
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        files.close();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * The request's URL. Only the Host header's origin counts (`a b` names no host and
 * `user@host` carries credentials, which fetch's Request refuses), and the target is always a
 * path on that origin: `//api/…` must not become a URL whose host is `api`.
 */
function requestUrl(req: IncomingMessage, fallbackOrigin: string): URL {
  const claimed = `http://${req.headers.host ?? ""}`;
  const origin = req.headers.host && URL.canParse(claimed) ? new URL(claimed).origin : fallbackOrigin;
  const target = req.url ?? "/";
  return new URL(target.startsWith("/") ? origin + target : target, origin);
}

/** The decoded, normalized path is the API's, though the path as sent matched no API rule. */
function namesTheApi(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape stays as it came; the core answers for the path as sent.
  }
  const normalized = path.posix.normalize(decoded);
  return normalized === "/api" || normalized.startsWith("/api/");
}

/** Each function's handler, imported on first use, or the one handler given for all. */
function handlersFor(functions: readonly { name: string; mainFile: string }[], shared: Handler | undefined): (name: string) => Promise<Handler> {
  const loaded = new Map<string, Promise<Handler>>();
  return (name) => {
    if (shared) return Promise.resolve(shared);
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

/** A bug in the preview itself: still a 500 with the spec's headers, and nothing internal. */
function sendPreviewError(res: ServerResponse, rules: NetlifyRules): void {
  if (!res.headersSent) res.writeHead(500, { ...rules.headersFor("/"), "Content-Type": "text/plain; charset=utf-8" });
  res.end("preview error");
}
