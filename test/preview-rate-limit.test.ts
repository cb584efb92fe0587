// The preview enforces Netlify's rate limit on the functions (content/site.json's rateLimit,
// here a low one): past the limit a client gets 429 without the function running, counted per
// function, per address and per host name, while static files are never limited. Addresses
// are loopback ones (127.0.0.2 and 127.0.0.3 reach the preview on 127.0.0.1 as other clients).
import { describe, expect, it } from "vitest";
import { request } from "node:http";
import { useSite } from "./support/preview-harness.ts";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { rateLimitFromEnv } from "../build/preview/rate-limit-choice.ts";
import { MAX_WINDOW_SECONDS } from "../build/content/site-rate-limit.ts";

const LIMIT = 3;
// The window outlasts any test run, so nothing here depends on how fast requests go.
const site = useSite({ rateLimit: { windowLimit: LIMIT, windowSize: 3600 } });

interface Answer {
  status: number;
  route: string | undefined;
  type: string | undefined;
  apiVersion: string | undefined;
  body: string;
}

/** Send a request from the loopback address `from`. */
function ask(from: string, method: string, target: string, body?: string): Promise<Answer> {
  const headers: Record<string, string> = body === undefined ? {} : { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: site().port, localAddress: from, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          route: res.headers[ROUTE_HEADER.toLowerCase()] as string | undefined,
          type: res.headers["content-type"],
          apiVersion: res.headers["api-version"] as string | undefined,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** `count` requests in a row; their statuses. */
async function statuses(count: number, send: () => Promise<Answer>): Promise<number[]> {
  const seen: number[] = [];
  for (let i = 0; i < count; i++) seen.push((await send()).status);
  return seen;
}

const search = () => `/api/v1/projects?q=${encodeURIComponent(site().index.projects[0]!.slug)}`;
const TOOLS_LIST = JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" });

describe("the preview's rate limit", () => {
  it("answers the call past the limit with 429 before the function runs, as Netlify does", async () => {
    expect(await statuses(LIMIT, () => ask("127.0.0.1", "GET", search()))).toEqual(Array(LIMIT).fill(200));
    const refused = await ask("127.0.0.1", "GET", search());
    expect(refused).toEqual({ status: 429, route: "rate-limit", type: "text/plain; charset=utf-8", apiVersion: undefined, body: "Too Many Requests\n" });
    // MCP is the same function: its budget is spent too.
    expect((await ask("127.0.0.1", "POST", "/api/mcp", TOOLS_LIST)).status).toBe(429);
  });

  it("never limits a static file", async () => {
    const profile = await statuses(2 * LIMIT, () => ask("127.0.0.1", "GET", "/api/v1/profile"));
    expect(profile).toEqual(Array(2 * LIMIT).fill(200));
    expect((await ask("127.0.0.1", "GET", "/api/v1/profile")).route).toBe("static");
  });

  it("never limits the lists and the profile with a trailing slash (their rules match it); a detail with one is the function's, and counts", async () => {
    const slug = site().index.projects[0]!.slug;
    for (const path of ["/api/v1/profile/", "/api/v1/projects/", `/api/v1/projects/${slug}`]) {
      const answers = await Promise.all(Array.from({ length: 2 * LIMIT }, () => ask("127.0.0.4", "GET", path)));
      expect(answers.map((a) => [a.status, a.route]), path).toEqual(Array(2 * LIMIT).fill([200, "static"]));
    }
    const detail = await statuses(LIMIT + 1, () => ask("127.0.0.4", "GET", `/api/v1/projects/${slug}/`));
    expect(detail).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it("counts each address on its own: another client still reaches the function", async () => {
    const calls = await statuses(LIMIT + 1, () => ask("127.0.0.2", "POST", "/api/mcp", TOOLS_LIST));
    expect(calls).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it("counts each function on its own: refused methods have their own budget", async () => {
    const refusedMethods = await statuses(LIMIT + 1, () => ask("127.0.0.3", "POST", "/api/v1/profile", "{}"));
    expect(refusedMethods).toEqual([...Array(LIMIT).fill(405), 429]);
    expect((await ask("127.0.0.3", "GET", search())).status).toBe(200);
  });
});

describe("PREVIEW_RATE_LIMIT", () => {
  it("takes <calls>/<seconds> or off, and no window longer than Netlify's (site.json's bound)", () => {
    expect(rateLimitFromEnv({})).toBeUndefined();
    expect(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: "off" })).toBeNull();
    expect(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: `3/${MAX_WINDOW_SECONDS}` })).toEqual({ windowLimit: 3, windowSize: MAX_WINDOW_SECONDS });
    for (const raw of ["3", "a/b", "3/60s"]) expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: raw })), raw).toBe(`Error: '${raw}' is not <calls>/<seconds> or off`);
    // The shape is right, the numbers are not: said so, not "is not <calls>/<seconds>".
    for (const raw of ["0/60", "3/0"]) expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: raw })), raw).toBe(`Error: '${raw}': calls and seconds must each be at least 1 (to turn the limit off, set off)`);
    expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: `3/${MAX_WINDOW_SECONDS + 1}` }))).toBe(`Error: '3/${MAX_WINDOW_SECONDS + 1}': the window must be at most ${MAX_WINDOW_SECONDS} seconds, Netlify's longest`);
  });
});
