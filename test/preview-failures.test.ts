// The preview fails like Netlify, never with a 5xx or a leaked path: malformed escapes, NUL
// bytes, overlong paths, TRACE, doubled slashes and escaped dot segments each get a Netlify-like
// page or a problem with every API header. A path no rule sends to a function gets the CDN's
// page even when it spells an API path (`//api/…`): Netlify's rule engine and its emulation
// match no rule there, and the preview keeps no fallback of its own.
// Raw node:http requests, since fetch refuses TRACE and normalizes some of these paths.
import { describe, expect, it } from "vitest";
import { request } from "node:http";
import { connect } from "node:net";
import { useSite } from "./support/preview-harness.ts";
import { FUZZ_WORDS } from "./support/fuzz-vocabulary.ts";
import { startPreview } from "../build/preview/start-preview.ts";
import path from "node:path";

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

const site = useSite();

function ask(method: string, target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: site().port, method, path: target, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Every answer, whatever went wrong: below 500, the spec's headers, nothing about the disk. */
function expectSafe(answer: RawAnswer): void {
  expect(answer.status).toBeLessThan(500);
  expect(answer.headers["api-version"]).toBe("1.0.0");
  expect(answer.headers["access-control-allow-origin"]).toBe("*");
  expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  expect(answer.body).not.toContain(site().root);
  expect(answer.body).not.toMatch(/ENAMETOOLONG|ENOENT|EISDIR|at .*\.(ts|js):\d+/);
  const type = String(answer.headers["content-type"] ?? "");
  if (answer.body !== "" && /json/.test(type)) expect(() => JSON.parse(answer.body)).not.toThrow();
}

const long = "x".repeat(10_000);

describe("requests the preview must answer as Netlify would", () => {
  it.each([
    ["GET", "/%00", 404, "text/html; charset=utf-8"],
    ["GET", "/index.html%00", 404, "text/html; charset=utf-8"],
    ["GET", `/${long}`, 404, "text/html; charset=utf-8"],
    ["GET", "/%", 400, "text/html; charset=utf-8"],
    ["GET", "/%zz", 400, "text/html; charset=utf-8"],
    ["GET", "/_redirects", 404, "text/html; charset=utf-8"],
    ["GET", "/assets/../_redirects", 404, "text/html; charset=utf-8"],
    ["GET", "/_redirects/", 404, "text/html; charset=utf-8"],
    ["GET", "/_headers/", 404, "text/html; charset=utf-8"],
    ["GET", "/.hidden/", 404, "text/html; charset=utf-8"],
    ["GET", "/index.html%00/", 404, "text/html; charset=utf-8"],
    ["HEAD", "/nothing-here", 404, "text/html; charset=utf-8"],
    ["GET", "//api/_static/v1/profile.json", 404, "text/html; charset=utf-8"],
    ["GET", "/x/..%2fapi/_static/v1/profile.json", 404, "text/html; charset=utf-8"],
    ["GET", "//api/v1/profile", 404, "text/html; charset=utf-8"],
  ])("%s %s → %i %s", async (method, target, status, type) => {
    const answer = await ask(method, target);
    expectSafe(answer);
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe(type);
    expect(answer.headers["x-preview-route"]).toBe("static");
    if (method === "GET") expect(answer.body).toMatch(/^<!doctype html>/);
  });
});

describe("API paths the rules hand to the function, whatever their form", () => {
  it.each([
    ["GET", "/api/_static/v1/profile.json", 404, "NOT_FOUND"],
    ["GET", "/api/%zz", 404, "NOT_FOUND"],
    ["GET", "/api/v1/projects/%", 400, "INVALID_SLUG"],
    ["GET", "/api/v1/projects/a%00b", 400, "INVALID_SLUG"],
    ["GET", `/api/v1/projects/${long}`, 400, "INVALID_SLUG"],
    ["TRACE", "/api/v1/nothing", 404, "NOT_FOUND"],
    ["TRACE", `/api/v1/projects?q=${encodeURIComponent(FUZZ_WORDS[0]!)}`, 405, "METHOD_NOT_ALLOWED"],
    ["TRACE", "/api/mcp", 405, "METHOD_NOT_ALLOWED"],
  ])("%s %s → %i %s", async (method, target, status, code) => {
    const answer = await ask(method, target);
    expectSafe(answer);
    expect(answer.status).toBe(status);
    expect(answer.headers["x-preview-route"]).toBe("function");
    expect(answer.headers["content-type"]).toBe("application/problem+json");
    expect(JSON.parse(answer.body)).toMatchObject({ status, code });
    if (status === 405) expect(answer.headers["allow"]).toMatch(/^GET, HEAD/);
  });

  it("serves a static file whatever the query's escapes (`?Q=%`)", async () => {
    const answer = await ask("GET", "/api/v1/profile?Q=%");
    expectSafe(answer);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/json");
    expect(answer.headers["x-preview-route"]).toBe("static");
  });
});

describe("requests Node's HTTP parser refuses before the preview sees them", () => {
  /** Send `head` as it is, over a socket, and read the answer until the server closes. */
  function sendRaw(head: string): Promise<RawAnswer> {
    return new Promise((resolve, reject) => {
      const socket = connect(site().port, "127.0.0.1", () => socket.end(Buffer.from(head, "utf8")));
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      socket.on("error", reject);
      socket.on("close", () => {
        const text = Buffer.concat(chunks).toString("utf8");
        const [top = "", body = ""] = text.split("\r\n\r\n");
        const [statusLine = "", ...lines] = top.split("\r\n");
        const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
        resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
      });
    });
  }

  it.each([
    ["an unknown method", "FOO /api/v1/profile HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ["a lowercase method", "get /api/v1/profile HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ["a raw non-ASCII byte in the target", "GET /api/v1/projects?q=\u00e9 HTTP/1.1\r\nHost: localhost\r\n\r\n", 400],
    ["headers past 16 KB", `GET /api/v1/profile HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`, 431],
  ])("answers %s with the spec's headers, not Node's bare page, and no cache may keep it", async (_name, head, status) => {
    const answer = await sendRaw(head);
    expectSafe(answer);
    expect(answer.status).toBe(status);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["x-preview-route"]).toBe("preview");
  });

  it("answers CONNECT to a path as any method the path does not take: Node hands it no request event, and left alone the client got no answer at all", async () => {
    const answer = await sendRaw("CONNECT /api/mcp HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expectSafe(answer);
    expect([answer.status, answer.headers["content-type"], answer.headers["x-preview-route"]]).toEqual([405, "application/problem+json", "function"]);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 405, code: "METHOD_NOT_ALLOWED" });
  });

  it("survives clients that send CONNECT and reset the connection while it answers", async () => {
    for (let i = 0; i < 30; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(site().port, "127.0.0.1", () => {
          socket.write(`CONNECT ${i % 2 ? "/api/mcp" : "/api/v1/profile"} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
          socket.resetAndDestroy();
          resolve();
        });
        socket.on("error", () => resolve());
      });
    }
    const answer = await ask("GET", "/api/v1/health");
    expect(answer.status).toBe(200);
  });

  it("answers CONNECT to an authority (a proxy's tunnel, which the preview is not) with the 400 page", async () => {
    const answer = await sendRaw("CONNECT localhost:443 HTTP/1.1\r\nHost: localhost:443\r\n\r\n");
    expectSafe(answer);
    expect([answer.status, answer.headers["x-preview-route"]]).toEqual([400, "preview"]);
  });

  it("answers an HTTP/1.1 request with no Host with the Host check's 421 problem, not Node's bare 400", async () => {
    const answer = await sendRaw("GET /api/v1/health HTTP/1.1\r\nConnection: close\r\n\r\n");
    expectSafe(answer);
    expect([answer.status, answer.headers["content-type"]]).toEqual([421, "application/problem+json"]);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 421, code: "MISDIRECTED_REQUEST" });
  });

  it.each([
    ["this machine first", "127.0.0.1", "evil.example"],
    ["another host first", "evil.example", "127.0.0.1"],
  ])("refuses a request with two Host headers (%s) with 400, as RFC 9112 §3.2 says", async (_name, first, second) => {
    const answer = await sendRaw(`GET /api/v1/health HTTP/1.1\r\nHost: ${first}\r\nHost: ${second}\r\nConnection: close\r\n\r\n`);
    expectSafe(answer);
    expect([answer.status, answer.headers["x-preview-route"]]).toEqual([400, "preview"]);
    expect(answer.body).toContain("more than one Host header");
    // The answer depends on the request's bytes, not its URL: no cache may keep it for that URL.
    expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

describe("a failure inside the preview", () => {
  it("is a 500 with the spec's headers that no cache may keep", async () => {
    const broken = await startPreview({ distDir: site().distDir, port: 0, netlifyToml: path.join(site().root, "netlify.toml"), handler: () => Promise.reject(new Error("secret detail")) });
    try {
      const res = await fetch(`${broken.url}/api/mcp`);
      expect(res.status).toBe(500);
      expect(res.headers.get("cache-control")).toBe("no-store");
      expect(res.headers.get("api-version")).toBe("1.0.0");
      expect(await res.text()).not.toContain("secret");
    } finally {
      await broken.close();
    }
  });
});

describe("absolute-form request targets (RFC 9112 §3.2.2), as curl --request-target sends them", () => {
  it.each([
    ["http://u:p@127.0.0.1/api/mcp", "user information"],
    ["http://[/api/v1/profile", "neither a path nor a valid absolute URL"],
    ["http://%zz/", "neither a path nor a valid absolute URL"],
    ["http://a:99999/", "neither a path nor a valid absolute URL"],
    ["ftp://127.0.0.1/api/v1/profile", "another scheme"],
    ["*", "neither a path nor a valid absolute URL"],
  ])("answers %s with 400, as a malformed path", async (target, why) => {
    const answer = await ask("GET", target);
    expectSafe(answer);
    expect(answer.status).toBe(400);
    expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(answer.body).toContain(why);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("serves a well-formed absolute-form target for this machine like its path", async () => {
    const file = await ask("GET", "http://127.0.0.1/api/v1/profile");
    expectSafe(file);
    expect([file.status, file.headers["x-preview-route"]]).toEqual([200, "static"]);
    const problem = await ask("GET", `http://localhost:${site().port}/api/v1/projects/Bad_Slug`);
    expectSafe(problem);
    expect([problem.status, JSON.parse(problem.body).code]).toEqual([400, "INVALID_SLUG"]);
  });

  it("refuses an absolute-form target for another host with 421, whatever the Host header says", async () => {
    const answer = await ask("POST", "http://evil.example/api/mcp");
    expectSafe(answer);
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toMatchObject({ status: 421, code: "MISDIRECTED_REQUEST", instance: "/api/mcp" });
  });
});

describe("files outside the API", () => {
  // The API files' ETags and 304s are the twin's (test/core.test.ts, "conditional requests").
  it("get a strong ETag too", async () => {
    expect((await ask("GET", "/")).headers["etag"]).toMatch(/^"[\w-]{27}"$/);
  });
});
