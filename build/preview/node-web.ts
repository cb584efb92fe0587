// Between Node's http objects and the web Request/Response the function speaks.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestBody } from "./request-body.ts";

/**
 * Fetch standard "forbidden methods": a Request cannot be built with them, yet a server
 * receives them. Netlify's functions never see one; the preview hands the function a bodiless
 * request that carries the method, so the core answers it as any method a path does not take.
 */
const FORBIDDEN_METHODS = new Set(["CONNECT", "TRACE", "TRACK"]);

/** The web Request for an incoming Node request, for `url` (the original URL), with its body. */
export function toWebRequest(req: IncomingMessage, url: URL, body: RequestBody): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  if (FORBIDDEN_METHODS.has(method.toUpperCase())) {
    const request = new Request(url, { method: "GET", headers });
    // The core reads only `method`, the URL and the headers of such a request.
    Object.defineProperty(request, "method", { value: method });
    return request;
  }
  const init: RequestInit & { duplex?: "half" } = { method, headers };
  const stream = method !== "GET" && method !== "HEAD" ? body.stream() : null;
  if (stream) {
    init.body = stream;
    init.duplex = "half";
  }
  return new Request(url, init);
}

/** Send a web Response through a Node response. */
export async function sendWebResponse(res: ServerResponse, response: Response, extra: Record<string, string> = {}): Promise<void> {
  const headers: Record<string, string> = { ...extra };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  // A buffered function answer has a known length: the client sees where it ends.
  if (body !== undefined && !response.headers.has("content-length")) headers["content-length"] = String(body.length);
  res.writeHead(response.status, headers);
  res.end(body);
}
