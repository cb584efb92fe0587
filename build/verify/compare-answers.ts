// Compare what a deployment answered with what the core answers to the same request over the
// same content: status, every header the core sends, and the body byte for byte.

/** An answer; `error` when no answer came (refused, reset, timed out). */
export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** The body went on past this many bytes: `body` is only its start (see read-capped.ts). */
  cappedAt?: number;
  error?: string;
}

/**
 * One way the deployment's answer differs from the core's. The values are as received, never
 * escaped here: the report escapes each one as it prints it (print-verify.ts).
 */
export interface Difference {
  what: string;
  expected: string;
  actual: string;
}

/**
 * Headers the transport owns, not the contract: HTTP/2 drops some, a CDN rewrites others.
 * Everything else the core sends (the spec's headers, Content-Type, ETag, Allow, CORS,
 * deprecation headers) must come back unchanged; headers the platform adds are not compared.
 */
const TRANSPORT_HEADERS = new Set(["content-length", "date", "connection", "keep-alive", "transfer-encoding"]);
/** Addressed to the CDN, which may act on it and drop it (RFC 9213 targeted cache control). */
const CDN_HEADERS = new Set(["cdn-cache-control", "netlify-cdn-cache-control"]);

/** Vary's field names, lower-cased: a CDN adds its own (Accept-Encoding when it compresses). */
const varyNames = (value: string) => value.split(",").map((name) => name.trim().toLowerCase()).filter(Boolean);

/**
 * The differences, in the order a reader checks them: status, headers, body. `status` compares
 * the status alone, for a request the CDN may answer with its own page (see verify-cases.ts).
 */
export function compareAnswers(expected: Answer, actual: Answer, scope: "all" | "status" = "all", from?: "file" | "function"): Difference[] {
  if (actual.error !== undefined) return [{ what: "answer", expected: `${expected.status}`, actual: actual.error }];
  const differences: Difference[] = [];
  if (expected.status !== actual.status) differences.push({ what: "status", expected: `${expected.status}`, actual: `${actual.status}` });
  if (scope === "status") return differences;
  for (const [name, value] of expected.headers) {
    if (TRANSPORT_HEADERS.has(name) || CDN_HEADERS.has(name)) continue;
    const got = actual.headers.get(name);
    if (name === "vary") {
      const missing = varyNames(value).filter((field) => !varyNames(got ?? "").includes(field));
      if (missing.length > 0) differences.push({ what: "header vary", expected: `to name ${value}`, actual: clipped(got ?? "(none)") });
      continue;
    }
    // The CDN computes a static file's ETag from the bytes it holds (_headers carries none), so
    // its value is the CDN's; that it is there, and that it revalidates (the 304 rows), is ours.
    // A function's ETag is the core's, and compared as any other header.
    if (name === "etag" && from !== "function") {
      if (got === null) differences.push({ what: "header etag", expected: `an ETag (the core's: ${value})`, actual: "(none)" });
      continue;
    }
    if (got !== value) differences.push({ what: `header ${name}`, expected: clipped(value), actual: clipped(got ?? "(none)") });
  }
  if (actual.cappedAt !== undefined) differences.push({ what: "body", expected: excerpt(expected.body, 0), actual: `more than ${mebibytes(actual.cappedAt)} (reading stopped there)` });
  else if (expected.body !== actual.body) differences.push({ what: "body", ...bodyExcerpts(expected.body, actual.body) });
  return differences;
}

const EXCERPT = 70;

/** How much of a header value a difference shows: a server can send kilobytes of one. */
const HEADER_SHOWN = 120;

/** A header value, cut at `HEADER_SHOWN` characters with its length, so no answer floods the report. */
function clipped(value: string): string {
  return value.length <= HEADER_SHOWN ? value : `${value.slice(0, HEADER_SHOWN)}… (${value.length} chars)`;
}

/** How much of an unknown media type the table's cell shows. */
const SUBTYPE_SHOWN = 20;

/** Both bodies around their first differing character, so a reader sees what changed. */
function bodyExcerpts(expected: string, actual: string): { expected: string; actual: string } {
  let at = 0;
  while (at < expected.length && expected[at] === actual[at]) at++;
  const start = Math.max(0, at - 20);
  return { expected: excerpt(expected, start), actual: excerpt(actual, start) };
}

/** `EXCERPT` characters from `start`, between backquotes (JSON bodies are full of double quotes). */
function excerpt(text: string, start: number): string {
  if (text.length === 0) return "(empty)";
  const part = text.slice(start, start + EXCERPT);
  return `${start > 0 ? "…" : ""}\`${part}\`${start + EXCERPT < text.length ? "…" : ""} (${text.length} chars)`;
}

/** `8 MiB`, `29.3 MiB`: a cap raised to an answer's own size is rarely a whole number. */
const mebibytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MiB`;

/**
 * Status and media type in a few characters, for the table: `200 json`, `405 problem`, `204`;
 * `200 json, over 8 MiB` when the body was cut at the cap.
 */
export function summarize(answer: Answer): string {
  if (answer.error !== undefined) return "no answer";
  const type = answer.headers.get("content-type") ?? "";
  const subtype = type.split(";")[0]?.split("/")[1] ?? "";
  const short = type.includes("problem+json") ? "problem" : type.includes("json") ? "json" : subtype.length <= SUBTYPE_SHOWN ? subtype : `${subtype.slice(0, SUBTYPE_SHOWN)}…`;
  const capped = answer.cappedAt === undefined ? "" : `, over ${mebibytes(answer.cappedAt)}`;
  return `${answer.status}${short ? ` ${short}` : ""}${capped}`;
}
