// The local preview: serves dist/ with http-server and routes every request with Netlify's
// own rule engine, calling the function handler in-process for function routes, so the
// preview answers what a deploy answers.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import { statSync } from "node:fs";
import path from "node:path";
import { createServer as createStaticServer } from "http-server";
import { loadNetlifyRules } from "./netlify-rules.ts";
import { sendWebResponse, toWebRequest } from "./node-web.ts";
import { FUNCTION_PATH } from "../routing-rules.ts";

export interface PreviewOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  /** Loopback by default: the preview is for this machine. */
  host?: string;
  /** The function; defaults to the Netlify function module (functions/api/api.ts). */
  handler?: (request: Request) => Promise<Response>;
  netlifyToml?: string;
}

export interface Preview {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Which side answered, for people and tests: not sent by Netlify itself. */
export const ROUTE_HEADER = "X-Preview-Route";

/** Start the preview; resolves once it listens. */
export async function startPreview(options: PreviewOptions): Promise<Preview> {
  const distDir = path.resolve(options.distDir);
  const rules = await loadNetlifyRules(distDir, path.resolve(options.netlifyToml ?? "netlify.toml"));
  const handler = options.handler ?? (await import("../../functions/api/api.ts")).default;
  const host = options.host ?? "127.0.0.1";
  // http-server serves files (with /foo → foo.html, as Netlify's pretty URLs do); its own
  // cache header is replaced by the netlify.toml rules below.
  const files = createStaticServer({ root: distDir, ext: "html", showDir: "false", autoIndex: "true", cache: -1, showDotfiles: false });
  const serveFile = files.server.listeners("request")[0] as (req: IncomingMessage, res: ServerResponse) => void;

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Only the Host header's origin counts: `a b` names no host and `user@host` carries
    // credentials, which fetch's Request refuses; neither may turn a path into a 500.
    const claimed = `http://${req.headers.host ?? ""}`;
    const origin = req.headers.host && URL.canParse(claimed) ? new URL(claimed).origin : `http://${host}:${port}`;
    const url = new URL(req.url ?? "/", origin);
    const match = rules.route(url);
    if (match && match.to.startsWith(FUNCTION_PATH)) {
      const response = await handler(toWebRequest(req, origin));
      return sendWebResponse(res, response, { [ROUTE_HEADER]: "function" });
    }
    let target = url.pathname;
    // Netlify serves an existing file before a non-forced rule (shadowing).
    if (match && match.status === 200 && (match.force || !isFile(distDir, url.pathname))) {
      target = new URL(match.to, origin).pathname;
      req.url = target + url.search;
    }
    // Netlify's CDN answers any method on a static path with the file, as its emulation does.
    if (req.method !== "GET" && req.method !== "HEAD") req.method = "GET";
    enforceHeaders(res, { ...rules.headersFor(target), [ROUTE_HEADER]: "static" });
    serveFile(req, res);
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("preview error");
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : options.port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Most paths asked here are API paths with no file behind them. A synchronous stat told not
 * to throw answers those in microseconds; the promise version built and threw an error for
 * each, about a fifth of the preview's static throughput.
 */
function isFile(root: string, pathname: string): boolean {
  const file = path.join(root, pathname);
  if (!file.startsWith(root + path.sep)) return false;
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENOTDIR and the like: no file there either.
    return false;
  }
}

/**
 * Header rules win over what the file server would send (Netlify lets them set even
 * Content-Type), so they are applied at the last moment, when the head is written.
 */
function enforceHeaders(res: ServerResponse, headers: Record<string, string>): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const last = args[args.length - 1];
    if (last && typeof last === "object" && !Array.isArray(last)) {
      for (const name of Object.keys(headers)) {
        for (const key of Object.keys(last)) if (key.toLowerCase() === name.toLowerCase()) delete (last as Record<string, unknown>)[key];
      }
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}
