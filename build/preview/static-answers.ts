// How the preview answers for dist/: the file with its header rules (dist/_headers) and the core's
// strong ETag (304 on a match), one byte range (byte-range.ts), a 301 for a folder asked
// without its slash, and plain 404 and 400 pages. http-server only streams a file the preview
// has already found and vetted, and sees only a range the preview has checked.
import { matchesIfNoneMatch, takeHeader } from "../../functions/api/core/http/header-values.ts";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createServer as createFileServer } from "http-server";
import type { NetlifyRules } from "./netlify-rules.ts";
import type { StaticFiles, StaticLookup } from "./static-files.ts";
import { ROUTE_HEADER } from "./route-header.ts";
import { createRememberedAnswers, MAX_FILE_BYTES, type RememberedAnswer } from "./remembered-answers.ts";
import { etagOf } from "../../functions/api/core/http/to-response.ts";
import { byteRange, type ByteRange } from "./byte-range.ts";

type Answer = (req: IncomingMessage, res: ServerResponse, found: StaticLookup, pathname: string, search: string) => void;

/** The answerer for one site's files. */
export function createStaticAnswers(distDir: string, files: StaticFiles, rules: NetlifyRules): Answer {
  // Its cache header, ETag and Last-Modified are replaced by the header rules set below.
  const fileServer = createFileServer({ root: distDir, showDir: "false", autoIndex: "false", cache: -1, showDotfiles: false });
  const stream = fileServer.server.listeners("request")[0] as (req: IncomingMessage, res: ServerResponse) => void;
  const notFoundPage = readPage(path.join(distDir, "404.html")) ?? page("Not Found", "The page you are looking for does not exist.");

  const remembered = createRememberedAnswers();

  return (req, res, found, pathname, search) => {
    // A plain request (no validator, no range) for a file answered before: the same head and
    // bytes. Only while lookups are remembered: an answer is kept as long as the file's stats.
    const plain = req.headers["if-none-match"] === undefined && req.headers.range === undefined && files.remembers();
    const known = plain && found.kind === "file" ? remembered.get(pathname, found.stats) : undefined;
    if (known) {
      res.writeHead(200, known.headers).end(req.method === "HEAD" ? undefined : known.body);
      return;
    }
    const headers: Record<string, string> = { ...rules.headersFor(pathname), [ROUTE_HEADER]: "static" };
    if (found.kind === "file") {
      const typed = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
      // A small file the header rules type, asked whole: its body, length and ETag from one read.
      if (typed && found.stats.size <= MAX_FILE_BYTES) {
        const bytes = readPage(found.file);
        if (bytes !== null) return answerBytes(req, res, headers, bytes, (answer) => plain && remembered.keep(pathname, found.stats, answer));
      }
      // One source: the ETag a header rule gives the file (dist/_headers), else the core's hash of it.
      if (answeredNotModified(req, res, headers, () => files.etagOf(found))) return;
      // http-server reads Range naively (no suffix, no If-Range, 416 for a header it should
      // ignore): it is handed only the one plain range the file's bytes satisfy, or none.
      const asked = askedRange(req, headers, found.stats.size);
      if (asked.kind === "unsatisfiable") return sendUnsatisfiable(res, headers, found.stats.size);
      if (asked.kind === "part") req.headers.range = `bytes=${asked.start}-${asked.end}`;
      else delete req.headers.range;
      // An HTML file no rule types (index.html asked as /index/) gets Netlify's own type for
      // it, not http-server's `charset=UTF-8`.
      if (found.file.endsWith(".html") && !typed) headers["Content-Type"] = "text/html; charset=utf-8";
      // http-server must not answer 304 from its own weak validators.
      delete req.headers["if-none-match"];
      delete req.headers["if-modified-since"];
      req.url = found.urlPath.split("/").map(encodeURIComponent).join("/");
      // Netlify's CDN answers a method no function claims with the file itself.
      if (req.method !== "HEAD") req.method = "GET";
      enforceHeaders(res, headers, plain ? (status) => status === 200 && remembered.remember(pathname, found.file, found.stats, res) : undefined);
      stream(req, res);
      return;
    }
    // Rules may type a file (application/json); these answers are pages of their own.
    takeHeader(headers, "Content-Type");
    if (found.kind === "folder") {
      res.writeHead(301, { ...headers, Location: found.location + search }).end();
      return;
    }
    const [status, body] = found.kind === "missing" ? [404, notFoundPage] : [400, page("Bad Request", "The path is not valid percent-encoding.")];
    res.writeHead(status, { ...headers, "Content-Type": "text/html; charset=utf-8", "Content-Length": String(body.length) });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}

/**
 * A small file's answer from bytes read once: while `npm run dev` swaps a rebuilt site in, a
 * length taken from one stat and bytes streamed from a later open could be of two versions (a
 * cut JSON body, and the rest of it taken for the next answer on the connection), and an ETag
 * from remembered stats of the other. Here the head and the body are of the same bytes, and
 * the ETag is their hash, not one kept by stats `npm run dev` may still hold from before the swap
 * (a plain request of the same file is answered from memory after this, so hashing is rare).
 */
function answerBytes(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, bytes: Buffer, keep: (answer: RememberedAnswer) => void): void {
  if (answeredNotModified(req, res, headers, () => etagOf(bytes))) return;
  const asked = askedRange(req, headers, bytes.byteLength);
  if (asked.kind === "unsatisfiable") return sendUnsatisfiable(res, headers, bytes.byteLength);
  if (asked.kind === "part") {
    const part = bytes.subarray(asked.start, asked.end + 1);
    res.writeHead(206, { ...headers, "Accept-Ranges": "bytes", "Content-Range": `bytes ${asked.start}-${asked.end}/${bytes.byteLength}`, "Content-Length": String(part.byteLength) }).end(part);
    return;
  }
  const head = { ...headers, "Accept-Ranges": "bytes", "Content-Length": String(bytes.byteLength) };
  keep({ headers: Object.entries(head).flat(), body: bytes });
  res.writeHead(200, head).end(req.method === "HEAD" ? undefined : bytes);
}

/**
 * Set the file's ETag (a header rule's, else `etag()`) and answer 304 when the request's
 * If-None-Match matches it; true when it did, and nothing more is to be sent.
 */
function answeredNotModified(req: IncomingMessage, res: ServerResponse, headers: Record<string, string>, etag: () => string): boolean {
  const tag = takeHeader(headers, "ETag") ?? etag();
  headers["ETag"] = tag;
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch === undefined || !matchesIfNoneMatch(ifNoneMatch, tag)) return false;
  takeHeader(headers, "Content-Type");
  res.writeHead(304, headers).end();
  return true;
}

const WHOLE_FILE: ByteRange = { kind: "whole" };

/** The part of a `length`-byte file `req` asks for; Range is defined for GET only (RFC 9110 §14.2): a HEAD gets the whole file's head. */
const askedRange = (req: IncomingMessage, headers: Record<string, string>, length: number): ByteRange =>
  req.method === "GET" ? byteRange(req.headers.range, headerText(req.headers["if-range"]), headers["ETag"] ?? "", length) : WHOLE_FILE;

/** A header Node may give as a list (it never does for If-Range): its one value. */
const headerText = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(", ") : value);

/** 416: the range starts past the end; Content-Range gives the length to ask within (RFC 9110 §15.5.17). */
function sendUnsatisfiable(res: ServerResponse, headers: Record<string, string>, length: number): void {
  takeHeader(headers, "Content-Type");
  res.writeHead(416, { ...headers, "Accept-Ranges": "bytes", "Content-Range": `bytes */${length}`, "Content-Length": "0" }).end();
}

function readPage(file: string): Buffer | null {
  try {
    return readFileSync(file);
  } catch {
    return null;
  }
}

/** A plain page of the preview's own: a title and one sentence. */
export function page(title: string, text: string): Buffer {
  return Buffer.from(`<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p></body></html>\n`);
}

/**
 * Header rules win over what the file server would send (Netlify lets them set even
 * Content-Type), so they are applied at the last moment, when the head is written. `written`
 * sees a head that is wholly in `res` (the file server's 200 sets every header before it
 * writes), so it can be remembered as sent.
 */
function enforceHeaders(res: ServerResponse, headers: Record<string, string>, written?: (status: number) => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    res.removeHeader("Last-Modified");
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const last = args[args.length - 1];
    if (last && typeof last === "object" && !Array.isArray(last)) {
      for (const name of [...Object.keys(headers), "Last-Modified"]) takeHeader(last as Record<string, unknown>, name);
    } else if (typeof args[0] === "number" && args.length === 1) {
      written?.(args[0]);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}
