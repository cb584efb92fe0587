// The preview enforces Netlify's rate limit on the functions when PREVIEW_RATE_LIMIT asks for
// one (content/site.json's with `site`, here a low one): past the limit a client gets 429 without the function running, counted per
// function and per address (whatever host name it asks for), while static files are never limited. Addresses
// are loopback ones (127.0.0.2 and 127.0.0.3 reach the preview on 127.0.0.1 as other clients).
import { describe, expect, it } from "vitest";
import { request } from "node:http";
import { useSite } from "./support/preview-harness.ts";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { previewRateLimit, rateLimitFromEnv } from "../build/preview/rate-limit-choice.ts";
import { DEFAULT_RATE_LIMIT, MAX_WINDOW_SECONDS } from "../build/content/site-rate-limit.ts";

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
function ask(from: string, method: string, target: string, body?: string, host?: string): Promise<Answer> {
  const headers: Record<string, string> = body === undefined ? {} : { "Content-Type": "application/json", Accept: "application/json, text/event-stream" };
  if (host !== undefined) headers["Host"] = `${host}:${site().port}`;
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

  it("gives an address no fresh window for a host name it makes up: every *.localhost name is the same machine", async () => {
    const names = ["one.localhost", "two.localhost", "a.b.localhost", "localhost", "127.0.0.1"];
    const answers: number[] = [];
    for (const name of names) answers.push((await ask("127.0.0.5", "POST", "/api/mcp", TOOLS_LIST, name)).status);
    expect(answers).toEqual([...Array(LIMIT).fill(200), ...Array(names.length - LIMIT).fill(429)]);
  });

  it("counts each function on its own: refused methods have their own budget", async () => {
    const refusedMethods = await statuses(LIMIT + 1, () => ask("127.0.0.3", "POST", "/api/v1/profile", "{}"));
    expect(refusedMethods).toEqual([...Array(LIMIT).fill(405), 429]);
    expect((await ask("127.0.0.3", "GET", search())).status).toBe(200);
  });
});

describe("PREVIEW_RATE_LIMIT", () => {
  it("takes <calls>/<seconds>, site or off, and no window longer than Netlify's (site.json's bound); unset is off", () => {
    expect(rateLimitFromEnv({})).toBeNull();
    expect(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: "off" })).toBeNull();
    expect(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: "site" })).toBe("site");
    expect(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: `3/${MAX_WINDOW_SECONDS}` })).toEqual({ windowLimit: 3, windowSize: MAX_WINDOW_SECONDS });
    for (const raw of ["3", "a/b", "3/60s", "SITE"]) expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: raw })), raw).toBe(`Error: '${raw}' is not <calls>/<seconds>, site or off`);
    // The shape is right, the numbers are not: said so, not "is not <calls>/<seconds>".
    for (const raw of ["0/60", "3/0"]) expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: raw })), raw).toBe(`Error: '${raw}': calls and seconds must each be at least 1 (to turn the limit off, set off)`);
    expect(String(rateLimitFromEnv({ PREVIEW_RATE_LIMIT: `3/${MAX_WINDOW_SECONDS + 1}` }))).toBe(`Error: '3/${MAX_WINDOW_SECONDS + 1}': the window must be at most ${MAX_WINDOW_SECONDS} seconds, Netlify's longest`);
  });

  it("applies content/site.json's limit only when asked (site): a preview is unlimited by default, as Netlify's local server is", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "rate-choice-"));
    try {
      await writeFile(path.join(dir, "site.json"), JSON.stringify({ rateLimit: { windowLimit: 7, windowSize: 30 } }));
      expect(await previewRateLimit(dir, {})).toBeNull();
      expect(await previewRateLimit(dir, { PREVIEW_RATE_LIMIT: "site" })).toEqual({ windowLimit: 7, windowSize: 30 });
      expect(await previewRateLimit(dir, { PREVIEW_RATE_LIMIT: "2/60" })).toEqual({ windowLimit: 2, windowSize: 60 });
      await writeFile(path.join(dir, "site.json"), JSON.stringify({ rateLimit: false }));
      expect(await previewRateLimit(dir, { PREVIEW_RATE_LIMIT: "site" })).toBeNull();
      // Left out, site.json's default: what a deploy of it gets.
      await writeFile(path.join(dir, "site.json"), JSON.stringify({}));
      expect(await previewRateLimit(dir, { PREVIEW_RATE_LIMIT: "site" })).toEqual(DEFAULT_RATE_LIMIT);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
