// The preview fails like Netlify, never with a 5xx or a leaked path: malformed escapes, NUL
// bytes, overlong paths, TRACE, doubled slashes and escaped dot segments each get a Netlify-like
// page or a problem with every API header.
// Raw node:http requests, since fetch refuses TRACE and normalizes some of these paths.
import { describe, expect, it } from "vitest";
import { request } from "node:http";
import { useSite } from "./support/preview-harness.ts";

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
    ["HEAD", "/nothing-here", 404, "text/html; charset=utf-8"],
  ])("%s %s → %i %s", async (method, target, status, type) => {
    const answer = await ask(method, target);
    expectSafe(answer);
    expect(answer.status).toBe(status);
    expect(answer.headers["content-type"]).toBe(type);
    if (method === "GET") expect(answer.body).toMatch(/^<!doctype html>/);
  });
});

describe("API paths the preview hands to the function, whatever their form", () => {
  it.each([
    ["GET", "//api/_static/v1/profile.json", 404, "NOT_FOUND"],
    ["GET", "/x/..%2fapi/_static/v1/profile.json", 404, "NOT_FOUND"],
    ["GET", "/api/_static/v1/profile.json", 404, "NOT_FOUND"],
    ["GET", "//api/v1/profile", 404, "NOT_FOUND"],
    ["GET", "/api/%zz", 404, "NOT_FOUND"],
    ["GET", "/api/v1/projects/%", 400, "INVALID_SLUG"],
    ["GET", "/api/v1/projects/a%00b", 400, "INVALID_SLUG"],
    ["GET", `/api/v1/projects/${long}`, 400, "INVALID_SLUG"],
    ["TRACE", "/api/v1/nothing", 404, "NOT_FOUND"],
    ["TRACE", "/api/v1/projects?q=istanbul", 405, "METHOD_NOT_ALLOWED"],
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

describe("files outside the API", () => {
  // The API files' ETags and 304s are the twin's (test/core.test.ts, "conditional requests").
  it("get a strong ETag too", async () => {
    expect((await ask("GET", "/")).headers["etag"]).toMatch(/^"[\w-]{27}"$/);
  });
});
