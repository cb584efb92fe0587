// Netlify's emulation (@netlify/dev) over HTTP on 127.0.0.1, for a tool that only takes a URL
// (`npm run verify`): each request goes through its request chain; one nothing matches is a 404.
//
// One CDN behaviour the emulation lacks is added here, as the preview adds it: a static file
// gets a strong ETag computed from its bytes (Netlify's CDN sends one; _headers carries none),
// and a GET or HEAD whose If-None-Match names it (or is `*`) gets 304 with no body.
import { createServer, type IncomingMessage } from "node:http";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import type { NetlifyDev } from "@netlify/dev";
import { sendWebResponse, toWebRequest } from "../../build/preview/node-web.ts";
import { takeRequestBody, type RequestBody } from "../../build/preview/request-body.ts";
import { etagOf } from "../../functions/api/core/http/to-response.ts";
import { matchesIfNoneMatch } from "../../functions/api/core/http/header-values.ts";

/** Netlify's emulation, listening over HTTP, and how to stop it. */
export interface DevServer {
  url: string;
  close(): Promise<void>;
}

async function answer(netlify: NetlifyDev, req: IncomingMessage, requestBody: RequestBody): Promise<Response> {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const found = await netlify.handleAndIntrospect(toWebRequest(req, url, requestBody));
  if (!found) return new Response("Not Found", { status: 404 });
  // A rewrite to a file is "redirect"; a function answer keeps the ETag the core gave it.
  if (found.type === "function" || found.response.status !== 200) return found.response;
  const body = await found.response.text();
  const headers = new Headers(found.response.headers);
  const etag = etagOf(body);
  headers.set("etag", etag);
  // The same rule as the core's and the preview's (`*` matches too); a 304 carries no type.
  const header = req.headers["if-none-match"];
  if (header === undefined || !matchesIfNoneMatch(header, etag)) return new Response(body, { status: 200, headers });
  headers.delete("content-type");
  return new Response(null, { status: 304, headers });
}

/** Serve `netlify`'s request chain on a free port of 127.0.0.1, with the CDN's ETags and 304s added. */
export async function serveNetlifyDev(netlify: NetlifyDev): Promise<DevServer> {
  const server = createServer((req, res) => {
    const body = takeRequestBody(req);
    answer(netlify, req, body)
      .catch(() => new Response("emulation failed", { status: 502 }))
      // The whole request is read before the answer, as the preview and Netlify do.
      .then(async (response) => {
        await body.discard();
        await sendWebResponse(res, response);
      });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
