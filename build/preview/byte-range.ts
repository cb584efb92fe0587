// Which part of a static file a request asks for (RFC 9110 §14): one `bytes` range, honoured
// only while an If-Range names the file's current ETag. Anything else the RFC lets a server
// ignore is ignored (the whole file, 200): an unknown unit, a malformed header, several ranges,
// a date in If-Range (the preview sends no Last-Modified to compare it with). A range that
// starts past the end is 416, with the length to ask within.

/** What the preview sends of a file: all of it, one part (end inclusive, as Content-Range counts), or a 416. */
export type ByteRange = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

const WHOLE: ByteRange = { kind: "whole" };
const ONE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/i;

/** The part of a `length`-byte file whose strong ETag is `etag` that `range` (and `ifRange`) ask for. */
export function byteRange(range: string | undefined, ifRange: string | undefined, etag: string, length: number): ByteRange {
  if (range === undefined) return WHOLE;
  // §13.1.5: a range is for the representation the client already holds part of, compared
  // strongly; a changed file (a rebuild under npm run dev) is sent whole.
  if (ifRange !== undefined && ifRange.trim() !== etag) return WHOLE;
  // Spaces around the parts are tolerated; inside a number (`0-1 0`) they make no range.
  const match = ONE_RANGE.exec(range.trim());
  if (!match) return WHOLE;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return WHOLE;
  if (first === "") {
    // A suffix: the last `last` bytes.
    const suffix = Number(last);
    // §14.1.1: a suffix of an empty file is satisfiable only by the whole (empty) file.
    if (length === 0) return WHOLE;
    if (suffix === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  // `5-4` is no range at all (ignored); `10-` of a 10-byte file is one that starts past the end.
  if (last !== "" && Number(last) < start) return WHOLE;
  if (start >= length) return { kind: "unsatisfiable" };
  return { kind: "part", start, end: last === "" ? length - 1 : Math.min(Number(last), length - 1) };
}
