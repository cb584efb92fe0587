// The core reads a request's path and query from its serialized URL without parsing it whole
// (functions/api/core/http/request-target.ts); what it reads must be what `URL` gives, for
// every shape a Request's URL can take; and a problem made of them names it as a URI reference.
import { describe, expect, it } from "vitest";
import { requestTarget, splitHref } from "../functions/api/core/http/request-target.ts";
import { problemBody } from "../functions/api/core/http/to-response.ts";
import { problem } from "../functions/api/core/http/reply.ts";
import { PROBLEMS } from "../functions/api/core/http/problems.ts";

const URLS = [
  "https://portfolio.test",
  "https://portfolio.test/",
  "https://portfolio.test/api/v1/projects",
  "https://portfolio.test/api/v1/projects/",
  "https://portfolio.test/api/v1/projects?",
  "https://portfolio.test/api/v1/projects?#",
  "https://portfolio.test/api/v1/projects?q=a?b",
  "https://portfolio.test/api/v1/projects?q=a#frag?x",
  "https://portfolio.test/api/v1/projects#frag",
  "https://portfolio.test/api/v1/projects#?q=1",
  "https://portfolio.test/api/v1/%70rojects/%2e%2e/x",
  "https://portfolio.test/api/v1/./projects/../profile",
  "https://portfolio.test//api//v1//profile",
  "https://portfolio.test/api/v1/projects/çay evi?q=ünlü iş",
  "https://portfolio.test:8443/api/mcp?x=1",
  "http://127.0.0.1:8888/api/v1/health",
  "http://[::1]:8888/api/v1/health?x",
  "https://portfolio.test/api/v1/projects?q=%00%ff",
  "https://portfolio.test/.netlify/functions/api?x=1",
];

describe("a request's path and query, read from its URL", () => {
  it.each(URLS)("%s: the same pathname and search as URL", (raw) => {
    const href = new Request(raw).url;
    const url = new URL(href);
    expect(splitHref(href)).toEqual({ pathname: url.pathname, search: url.search });
  });

  it.each(URLS)("%s: the target's path, instance and lazily parsed URL agree with URL", (raw) => {
    const request = new Request(raw);
    const url = new URL(request.url);
    const target = requestTarget(request);
    expect(target.instance).toBe(url.pathname + url.search);
    expect(target.url.href).toBe(url.href);
    expect(target.path).toBe(url.pathname.length > 1 && url.pathname.endsWith("/") ? url.pathname.slice(0, -1) : url.pathname);
  });

  // RFC 3986's URI-reference: unreserved, sub-delims, ":", "@", "/", "?" and complete escapes.
  const URI_REFERENCE = /^(?:[\w\-.~!$&'()*+,;=:@/?]|%[\da-fA-F]{2})*$/;

  it.each([
    "https://portfolio.test/api/v1/projects/a|b^c[d]e",
    "https://portfolio.test/api/v1/projects?lane=a|b&q=`{x}`\\^[]",
    "https://portfolio.test/api/v1/projects/%zz?q=50%",
    "https://portfolio.test/api/v1/projects/%7Bslug%7D?q=%25",
  ])("%s: the problem's instance is a URI reference that still names the request", (raw) => {
    const request = new Request(raw);
    const url = new URL(request.url);
    // The target keeps the path and query as received; the problem's body makes them a URI reference.
    const { instance } = JSON.parse(problemBody(problem(PROBLEMS.NOT_FOUND, { path: url.pathname }), "https://portfolio.test", requestTarget(request).instance)) as { instance: string };
    expect(instance).toMatch(URI_REFERENCE);
    expect(decodeURIComponent(instance)).toBe(decodeURIComponent((url.pathname + url.search).replace(/%(?![\da-fA-F]{2})/g, "%25")));
  });

  it("takes the original path from the platform's headers only on the function's own URL", () => {
    const headers = { "x-netlify-original-pathname": "/api/v1/profile", "x-netlify-original-search": "?a=1" };
    const rewritten = requestTarget(new Request("https://portfolio.test/.netlify/functions/api", { headers }));
    expect([rewritten.path, rewritten.instance, rewritten.rewritten]).toEqual(["/api/v1/profile", "/api/v1/profile?a=1", true]);
    const direct = requestTarget(new Request("https://portfolio.test/api/v1/health", { headers }));
    expect([direct.path, direct.instance, direct.rewritten]).toEqual(["/api/v1/health", "/api/v1/health", false]);
  });
});
