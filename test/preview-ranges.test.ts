// Range requests on the preview's static files (RFC 9110 §14): one `bytes` range is answered with
// 206 and exactly those bytes, a suffix range included; If-Range that names another ETag, an
// unknown unit, a malformed header and several ranges are ignored (the whole file, 200, as the
// RFC lets a server do); a range past the end is 416 with the length. Both paths: a small file
// answered from one read, and a large one streamed by the file server.
import { describe, expect, it } from "vitest";
import { byteRange } from "../build/preview/byte-range.ts";
import { useSite } from "./support/preview-harness.ts";

const site = useSite();

async function ask(pathname: string, headers: Record<string, string> = {}, method = "GET") {
  const response = await fetch(site().url + pathname, { method, headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

describe("byteRange", () => {
  const tag = '"abc"';
  it.each([
    ["bytes=0-3", undefined, { kind: "part", start: 0, end: 3 }],
    ["bytes=4-", undefined, { kind: "part", start: 4, end: 9 }],
    ["bytes=-3", undefined, { kind: "part", start: 7, end: 9 }],
    ["bytes=-30", undefined, { kind: "part", start: 0, end: 9 }],
    ["bytes=5-500", undefined, { kind: "part", start: 5, end: 9 }],
    ["Bytes = 0-1", undefined, { kind: "part", start: 0, end: 1 }],
    ["bytes=0-3", tag, { kind: "part", start: 0, end: 3 }],
    ["bytes=0-3", '"stale"', { kind: "whole" }],
    ["bytes=0-3", `W/${tag}`, { kind: "whole" }],
    ["bytes=0-3", "Sat, 01 Jan 2000 00:00:00 GMT", { kind: "whole" }],
    ["items=0-1", undefined, { kind: "whole" }],
    ["bytes=abc", undefined, { kind: "whole" }],
    ["bytes=5-4", undefined, { kind: "whole" }],
    ["bytes=-", undefined, { kind: "whole" }],
    ["bytes=0-1,3-4", undefined, { kind: "whole" }],
    ["bytes=10-", undefined, { kind: "unsatisfiable" }],
    ["bytes=0-1 0", undefined, { kind: "whole" }],
    ["bytes=-0", undefined, { kind: "unsatisfiable" }],
  ])("%s (If-Range %s) of 10 bytes → %o", (range, ifRange, expected) => {
    expect(byteRange(range, ifRange, tag, 10)).toEqual(expected);
  });

  it("sends an empty file whole for a suffix range, and refuses any range that starts in it", () => {
    expect(byteRange("bytes=-5", undefined, tag, 0)).toEqual({ kind: "whole" });
    expect(byteRange("bytes=0-", undefined, tag, 0)).toEqual({ kind: "unsatisfiable" });
  });
});

describe.each([
  ["a small file, answered from one read", "/api/v1/health"],
  ["a large file, streamed by the file server", "/assets/redoc.standalone.js"],
])("ranges of %s", (_name, pathname) => {
  it("answers one range with 206, Content-Range and exactly those bytes, a suffix range too", async () => {
    const whole = await ask(pathname);
    expect(whole.status).toBe(200);
    const length = whole.body.length;
    for (const [range, start, end] of [["bytes=0-3", 0, 3], ["bytes=-5", length - 5, length - 1], [`bytes=${length - 2}-`, length - 2, length - 1]] as const) {
      const part = await ask(pathname, { Range: range });
      expect([part.status, part.headers.get("content-range")], range).toEqual([206, `bytes ${start}-${end}/${length}`]);
      expect(part.body.equals(whole.body.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("honours If-Range with the current ETag, and sends the whole file for another (the file changed under a resumed download)", async () => {
    const whole = await ask(pathname);
    const etag = whole.headers.get("etag")!;
    expect((await ask(pathname, { Range: "bytes=0-3", "If-Range": etag })).status).toBe(206);
    const stale = await ask(pathname, { Range: "bytes=0-3", "If-Range": '"stale-etag"' });
    expect([stale.status, stale.body.equals(whole.body)]).toEqual([200, true]);
    const dated = await ask(pathname, { Range: "bytes=0-3", "If-Range": "Sat, 01 Jan 2000 00:00:00 GMT" });
    expect(dated.status).toBe(200);
  });

  it.each(["items=0-1", "bytes=abc", "bytes=10-5", "bytes=0-1,3-4"])("ignores Range: %s, and sends the whole file", async (range) => {
    const whole = await ask(pathname);
    const answer = await ask(pathname, { Range: range });
    expect([answer.status, answer.body.equals(whole.body)]).toEqual([200, true]);
  });

  it("answers a range past the end with 416 and the length to ask within", async () => {
    const length = (await ask(pathname)).body.length;
    const answer = await ask(pathname, { Range: `bytes=${length}-` });
    expect([answer.status, answer.headers.get("content-range"), answer.body.length]).toEqual([416, `bytes */${length}`, 0]);
  });

  it("answers a matching If-None-Match with 304 whatever Range asks, and a plain request after a range gets the whole file", async () => {
    const whole = await ask(pathname);
    const etag = whole.headers.get("etag")!;
    expect((await ask(pathname, { Range: "bytes=0-3", "If-None-Match": etag })).status).toBe(304);
    await ask(pathname, { Range: "bytes=0-3" });
    const again = await ask(pathname);
    expect([again.status, again.body.equals(whole.body)]).toEqual([200, true]);
  });

  it("gives a HEAD with Range the whole file's head", async () => {
    const head = await ask(pathname, { Range: "bytes=0-3" }, "HEAD");
    expect([head.status, head.headers.get("content-range")]).toEqual([200, null]);
  });
});
