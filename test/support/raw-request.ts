// A request over node:http, answered as a web Response: unlike fetch, it sends the Host header
// it is given (a DNS-rebinding page's Host is the attacker's name), and adds no Accept of its own.
import { request } from "node:http";

/** Send `init` to `url` exactly as given, Host header included. */
export function rawRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string }): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? "GET", headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, item);
        }
        const status = res.statusCode ?? 0;
        const bodiless = status === 204 || status === 304 || init.method === "HEAD";
        resolve(new Response(bodiless ? null : Buffer.concat(chunks), { status, headers }));
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}
