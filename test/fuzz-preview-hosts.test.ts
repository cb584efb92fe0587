// Properties: the local preview answers below 500 and with the spec's headers whatever Host
// header arrives — scanners send `a b`, `[::1`, or nothing sensible — refusing with 421 every
// host that is not this machine (DNS rebinding); whatever absolute-form target arrives
// (`http://u:p@127.0.0.1/…`, `http://[/…`); and whatever method and path (escapes, NUL, dot
// segments, doubled slashes, overlong names), never showing a path on disk. Raw HTTP over a
// loopback socket, since fetch sends its own Host and normalizes paths.
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { connect } from "node:net";
import { FUZZ_SEED, FUZZ_TIMEOUT_MS } from "./support/fuzz-requests.ts";
import { useSite } from "./support/preview-harness.ts";
import { sampleIndex } from "./support/sample.ts";

/** Runs of the Host property; the README's Reliability section reports this number. */
export const HOST_RUNS = Number(process.env["FUZZ_RUNS"] ?? 300);

const site = useSite({ baseUrl: "http://127.0.0.1" });

// A lane, a tier, a slug and a search word of the portfolio the preview serves (the engine's
// fixture), so the paths below reach real answers without naming anyone's vocabulary.
const served = await sampleIndex();
const LANE = served.site.lanes[0] ?? "lane";
const TIER = served.site.tiers[0] ?? "tier";
const SLUG = served.projects[0]?.slug ?? "slug";
const WORD = encodeURIComponent(served.searchExample ?? "word");

/** Send one raw request and return the status line, the header block and the body. */
function rawGet(target: string, host: string, method = "GET"): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(site().port, "127.0.0.1", () => socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`));
    let received = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => (received += chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = "", ...rest] = received.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head: head.toLowerCase(), body: rest.join("\r\n\r\n") });
    });
  });
}

/** Hosts that are this machine, written out here rather than asked of the preview's own check. */
const LOCAL_HOSTS = ["localhost:8888", "127.0.0.1", "LOCALHOST", "[::1]:8888", "127.0.0.2:1", "app.localhost", "localhost.:8888", "app.localhost."];
// Printable ASCII, spaces included: what Node's parser lets through in a header value.
const hostArb = fc.oneof(
  fc.constantFrom("a b", "[::1", "[", "x:99999", "x:-1", "%zz", "@", "x/y?z#w", "", "evil.example", "localhost.evil.example", "127.0.0.1.nip.io", "u@localhost", "0.0.0.0", ...LOCAL_HOSTS),
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)), maxLength: 30 }),
);
const targetArb = fc.constantFrom("/api/v1/profile", `/api/v1/projects?q=${WORD}`, "/api/v1/projects/Bad_Slug", "/api/mcp", "/api/nothing");

describe("the preview with arbitrary Host headers", () => {
  it(`answers every API path below 500 with the spec's headers (${HOST_RUNS} runs)`, async () => {
    // The headers browser code may read are the same on every answer, the preview's own 421 included.
    const exposed = /\r\naccess-control-expose-headers: [^\r]*/.exec((await rawGet("/api/v1/profile", "127.0.0.1")).head)?.[0];
    expect(exposed).toContain("mcp-session-id");
    await fc.assert(
      fc.asyncProperty(targetArb, hostArb, async (target, host) => {
        const { status, head, body } = await rawGet(target, host.trim());
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        expect(head).toContain("\r\napi-version: 1.0.0");
        expect(head).toContain("\r\naccess-control-allow-origin: *");
        expect(head).toContain(exposed);
        // Only this machine's names are served; any other is a rebinding page's, refused.
        expect(status === 421, host).toBe(!LOCAL_HOSTS.includes(host.trim()));
        if (status === 421) expect(JSON.parse(body.slice(body.indexOf("{"), body.lastIndexOf("}") + 1))).toMatchObject({ status: 421, code: "MISDIRECTED_REQUEST" });
      }),
      { seed: FUZZ_SEED, numRuns: HOST_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});

// Absolute-form targets (RFC 9112 §3.2.2): a scheme, maybe user information, an authority that
// may be local, foreign or broken, and an API path.
// A target without a scheme, or with a space, breaks the request line: Node's parser answers it.
const schemeArb = fc.constantFrom("http://", "https://", "HTTP://", "ftp://", "ws://");
const userinfoArb = fc.constantFrom("", "", "u:p@", "u@", ":@");
const authorityArb = fc.constantFrom("127.0.0.1", "localhost:8888", "[::1]", "evil.example", "[", "%zz", "a:99999", "", "127.0.0.1:-1", "localhost:0");
const absoluteArb = fc.tuple(schemeArb, userinfoArb, authorityArb, targetArb).map((parts) => parts.join(""));

describe("the preview with absolute-form request targets", () => {
  it.each(["http://u:p@127.0.0.1/api/mcp", "http://[/api/v1/profile", "http://%zz/", "http://a:99999/"])("answers %s with 400", async (target) => {
    const { status, head } = await rawGet(target, "127.0.0.1");
    expect(status).toBe(400);
    expect(head).toContain("\r\napi-version: 1.0.0");
  });

  it(`answers every one below 500 with the spec's headers (${HOST_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(absoluteArb, methodArbFor(), async (target, method) => {
        const { status, head } = await rawGet(target, "127.0.0.1", method);
        expect(status, target).toBeGreaterThanOrEqual(200);
        expect(status, target).toBeLessThan(500);
        expect(head).toContain("\r\napi-version: 1.0.0");
        expect(head).toContain("\r\naccess-control-allow-origin: *");
        if (target.includes("@")) expect(status, target).toBe(400);
      }),
      { seed: FUZZ_SEED, numRuns: HOST_RUNS },
    );
  });
});

/** The methods a scanner sends with an absolute target. */
function methodArbFor(): fc.Arbitrary<string> {
  return fc.constantFrom("GET", "HEAD", "POST", "OPTIONS");
}

// Pieces of paths that have broken static servers: escapes of `/`, `.` and NUL, bad escapes,
// the hidden `_static` tree, Netlify's rule files, and names too long for the file system.
const segmentArb = fc.constantFrom("api", "_static", "v1", "profile.json", "profile", "projects", SLUG.replace("-", "%2D"), "..", ".", "", "%2e%2e", "..%2f", "%2f", "%5c", "%00", "%", "%zz", "%ff", "_redirects", "_headers", "index.html", "index", "llms.txt", "x".repeat(300));
const pathArb = fc.array(segmentArb, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join("/")}`);
const queryArb = fc.constantFrom("", "?q=%", `?lane=${LANE}`, `?Q=%zz&tier=${TIER}`, `?q=${WORD}`);
const methodArb = fc.constantFrom("GET", "HEAD", "POST", "OPTIONS", "DELETE", "TRACE", "PROPFIND");

describe("the preview with arbitrary methods and paths", () => {
  it(`answers below 500 with the spec's headers and never a path on disk (${HOST_RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(methodArb, pathArb, queryArb, async (method, target, query) => {
        const { status, head, body } = await rawGet(target + query, "127.0.0.1", method);
        expect(status).toBeGreaterThanOrEqual(200);
        expect(status).toBeLessThan(500);
        expect(head).toContain("\r\napi-version: 1.0.0");
        expect(head).toContain("\r\naccess-control-allow-origin: *");
        expect(body).not.toContain(site().root);
        // The rule files and the hidden tree are never served as they are on disk.
        expect(body).not.toContain("# Generated by build/routing-rules.ts");
      }),
      { seed: FUZZ_SEED, numRuns: HOST_RUNS },
    );
  }, FUZZ_TIMEOUT_MS);
});
