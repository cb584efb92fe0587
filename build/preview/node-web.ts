// Between Node's http objects and the web Request/Response the function speaks.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

/** The web Request for an incoming Node request, with its original URL and body. */
export function toWebRequest(req: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  if (method !== "GET" && method !== "HEAD") {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(new URL(req.url ?? "/", origin), init);
}

/** Send a web Response through a Node response. */
export async function sendWebResponse(res: ServerResponse, response: Response, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  res.writeHead(response.status, headers);
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}
